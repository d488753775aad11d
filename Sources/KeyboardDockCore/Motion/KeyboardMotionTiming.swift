import Foundation

/// How the keyboard moves over one animation: a spring, or a cubic Bézier over the
/// notification's duration.
///
/// It is what a view moved inside a keyboard notification handler reads off the animation UIKit
/// gives it (``KeyboardObservedAnimation``), and what the engine falls back to when nothing can be
/// read.
public enum KeyboardMotionTiming: Sendable, Equatable {
  /// Curve 7 (and any unknown curve, which UIKit animates like it): a spring.
  case spring(KeyboardSpringParameters)
  /// UIKit's ease-in-out, ease-in, ease-out or linear curve over `duration` seconds.
  case cubicBezier(CubicBezierCurve, duration: Double)

  /// The timing of `animation`, using `observedSpring` for a spring curve when it is valid.
  ///
  /// - Returns: `nil` for an immediate animation (duration 0 or not finite).
  package init?(_ animation: KeyboardAnimation, observedSpring: KeyboardSpringParameters?) {
    guard !animation.isImmediate, animation.duration.isFinite else { return nil }
    if let curve = animation.curve.cubicBezier {
      self = .cubicBezier(curve, duration: animation.duration)
    } else if let observedSpring, observedSpring.isValid {
      self = .spring(observedSpring)
    } else {
      self = .spring(.keyboard)
    }
  }

  /// How long the keyboard moves, in seconds.
  public var duration: Double {
    switch self {
    case .spring(let spring): spring.duration
    case .cubicBezier(_, let duration): duration
    }
  }

  /// The keyboard's progress `elapsed` seconds after its animation began, continuous up to and
  /// including `duration` (a spring's closed form there is just short of 1).
  ///
  /// A spring evaluates as `KeyboardSpringParameters.progress(at:)`; a Bézier as
  /// `CubicBezierCurve.progress(at:)` of the fraction of its duration.
  package func progress(atElapsed elapsed: Double) -> Double {
    switch self {
    case .spring(let spring): spring.progress(at: min(elapsed, spring.duration))
    case .cubicBezier(let curve, let duration): curve.progress(at: elapsed / duration)
    }
  }
}
