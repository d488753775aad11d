/// A timing curve defined by a cubic Bézier from (0, 0) to (1, 1), like `CAMediaTimingFunction`.
///
/// A control point's x is a fraction of the duration: the curve is evaluated with it clamped to
/// 0…1, as Core Animation evaluates a timing function, so that what is planned is what is shown.
/// Its y may lie outside 0…1, for a curve that overshoots.
public struct CubicBezierCurve: Sendable, Hashable {
  /// The first control point; its x counts as clamped to 0…1.
  public var x1: Double, y1: Double
  /// The second control point; its x counts as clamped to 0…1.
  public var x2: Double, y2: Double

  /// Creates a curve from its two control points.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// `UIView.AnimationCurve.easeInOut`: (0.42, 0, 0.58, 1).
  package static let easeInOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// `UIView.AnimationCurve.easeIn`: (0.42, 0, 1, 1).
  package static let easeIn = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `UIView.AnimationCurve.easeOut`: (0, 0, 0.58, 1).
  package static let easeOut = CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// `UIView.AnimationCurve.linear`: (0, 0, 1, 1).
  package static let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// The cubic Bézier approximation of the keyboard spring, (0.38, 0.70, 0.125, 1.0).
  ///
  /// Run over twice the notification's duration it stays within about 0.07 of the spring
  /// (<doc:HowTheKeyboardBehaves#The-keyboard-spring>).
  package static let keyboardApproximation = CubicBezierCurve(x1: 0.38, y1: 0.70, x2: 0.125, y2: 1)

  /// The progress (y) at the fraction of time `x` (clamped to 0…1).
  ///
  /// The control points' x values count as clamped to 0…1, as Core Animation clamps them. A NaN
  /// `x` counts as the end, `1`. Where the control points give no finite answer (NaN or huge
  /// control points) the progress is linear, `x`.
  package func progress(at x: Double) -> Double {
    if x.isNaN || x >= 1 { return 1 }
    if x <= 0 { return 0 }
    let y = Self.coordinate(solveParameter(forX: x), c1: y1, c2: y2)
    return y.isFinite ? y : x
  }

  /// The fraction of time (x) at which the curve reaches `progress` (clamped to 0…1).
  ///
  /// The control points' x values count as clamped to 0…1, as in `progress(at:)`. A NaN
  /// `progress` counts as the end, `1`. Where the control points give no finite answer the
  /// fraction is `progress` itself.
  package func fractionOfTime(atProgress progress: Double) -> Double {
    if progress.isNaN || progress >= 1 { return 1 }
    if progress <= 0 { return 0 }
    let s = Self.solve(progress, c1: y1, c2: y2)
    let x = Self.coordinate(s, c1: Self.clamped(x1), c2: Self.clamped(x2))
    return x.isFinite ? x : progress
  }

  private func solveParameter(forX x: Double) -> Double {
    Self.solve(x, c1: Self.clamped(x1), c2: Self.clamped(x2))
  }

  /// An x control value as Core Animation uses it: clamped to 0…1; NaN stays NaN, for the
  /// callers' fallback.
  private static func clamped(_ x: Double) -> Double {
    x.isNaN ? x : min(max(x, 0), 1)
  }

  /// B(s) for one coordinate with end points 0 and 1.
  private static func coordinate(_ s: Double, c1: Double, c2: Double) -> Double {
    let inv = 1 - s
    return 3 * inv * inv * s * c1 + 3 * inv * s * s * c2 + s * s * s
  }

  /// Solves B(s) = value for s in 0…1 (B monotonic for timing curves): Newton, then bisection.
  private static func solve(_ value: Double, c1: Double, c2: Double) -> Double {
    var s = value
    for _ in 0..<8 {
      let error = coordinate(s, c1: c1, c2: c2) - value
      if abs(error) < 1e-9 { return s }
      let inv = 1 - s
      let slope = 3 * inv * inv * c1 + 6 * inv * s * (c2 - c1) + 3 * s * s * (1 - c2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = value
    for _ in 0..<60 {
      let current = coordinate(s, c1: c1, c2: c2)
      if abs(current - value) < 1e-9 { break }
      if current < value { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
