import Foundation
import KeyboardDockCore

/// An animation of the bar's bottom offset that the render server runs by itself once its
/// transaction commits: a value per elapsed time, holding its last value after it ends.
enum BarMotion: Sendable {
  /// KeyboardDock's motion plan, the same value the UIKit layer commits, made by a handler at
  /// `anchor` on the engine's clock.
  case plan(KeyboardMotionPlan, anchor: Double)
  /// A straight path from one offset to another with a keyboard curve, as
  /// `UIView.animate(withDuration:delay:options:)` in the handler runs it.
  case interpolated(from: Double, to: Double, curve: KeyboardMotionCurve)

  /// How long the animation runs, in seconds.
  var duration: Double {
    switch self {
    case .plan(let plan, _): plan.duration
    case .interpolated(_, _, let curve): curve.length
    }
  }

  /// The bar's bottom offset `elapsed` seconds after the animation began, in points above the
  /// container's bottom.
  @inline(__always)
  func offset(atElapsed elapsed: Double) -> Double {
    switch self {
    case .plan(let plan, _):
      Double(plan.value(atElapsed: elapsed))
    case .interpolated(let from, let to, let curve):
      from + (to - from) * curve.fraction(after: elapsed)
    }
  }
}
