import Foundation
import KeyboardDockCore

/// How the simulated keyboard moves during one animation.
///
/// It is `kbdock`'s own model of UIKit's keyboard curves, written independently of the engine's
/// `KeyboardSpring` and `CubicBezierCurve` so that the simulation checks the engine rather than repeating it.
///
/// - Curve 7 (and any raw value UIKit does not define) is the keyboard's spring
///   (``ReplaySpring``, by default mass 3, stiffness 1000, damping 500, finished after 0.5 s
///   whatever the duration; see *How the iOS keyboard behaves*, "The keyboard spring").
/// - Curves 0–3 are the standard timing functions over the notification's duration.
/// - A duration of 0 moves at once (see *How the iOS keyboard behaves*, "Changes without animation").
struct KeyboardMotionCurve: Sendable, Equatable {
  private enum Shape: Sendable, Equatable {
    case immediate
    case spring(ReplaySpring)
    case linear
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
  }

  private let shape: Shape
  /// How long the motion lasts, in seconds.
  let length: Double

  /// The motion for a notification's duration and raw curve, with `spring` for curve 7.
  init(duration: Double, rawCurve: Int, spring: ReplaySpring = .keyboard) {
    guard duration.isFinite, duration > 0 else {
      shape = .immediate
      length = 0
      return
    }
    switch rawCurve {
    case 0:
      shape = .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
      length = duration
    case 1:
      shape = .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
      length = duration
    case 2:
      shape = .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
      length = duration
    case 3:
      shape = .linear
      length = duration
    default:
      shape = .spring(spring)
      length = spring.duration
    }
  }

  /// The timing an app reads off a view UIKit animates with this curve, or `nil` when it moves at
  /// once.
  var observedTiming: KeyboardMotionTiming? {
    switch shape {
    case .immediate:
      return nil
    case .spring(let spring):
      return .spring(
        KeyboardSpringParameters(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: 0,
          duration: spring.duration))
    case .linear:
      return .cubicBezier(CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1), duration: length)
    case .bezier(let x1, let y1, let x2, let y2):
      return .cubicBezier(CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2), duration: length)
    }
  }

  /// A motion that completes at once.
  static let immediate = KeyboardMotionCurve(duration: 0, rawCurve: 7)

  /// The fraction of the way travelled `elapsed` seconds after the motion began.
  ///
  /// From `length` on the keyboard is at its end frame, as a finished Core Animation animation shows its
  /// model value; just before, the default spring's closed form is at 99.89 % (see *How the iOS keyboard
  /// behaves*, "The keyboard spring"). A spring that overshoots goes beyond 1.
  func fraction(after elapsed: Double) -> Double {
    if shape == .immediate || elapsed >= length { return 1 }
    if !(elapsed > 0) { return 0 }
    switch shape {
    case .immediate:
      return 1
    case .spring(let spring):
      return spring.fraction(at: elapsed)
    case .linear:
      return elapsed / length
    case .bezier(let x1, let y1, let x2, let y2):
      return Self.bezier(x: elapsed / length, x1: x1, y1: y1, x2: x2, y2: y2)
    }
  }

  /// y for x on a cubic Bézier from (0,0) to (1,1): solve x(s) = x by bisection, then y(s).
  private static func bezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var s = x
    for _ in 0..<48 {
      let value = component(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = 0.5 * (low + high)
    }
    return component(s, y1, y2)
  }

  private static func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }
}
