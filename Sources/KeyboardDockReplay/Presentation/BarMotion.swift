import Foundation
import KeyboardDockCore

/// An animation of the bar's bottom offset that the render server runs by itself once its
/// transaction commits: a value per elapsed time, holding its last value after it ends.
enum BarMotion: Sendable {
  /// The engine's path: the state machine as the handler left it, evaluated at
  /// `anchor + elapsed` in `container`.
  case engine(EngineBarPath)
  /// A straight path from one offset to another with a keyboard curve, as
  /// `UIView.animate(withDuration:delay:options:)` in the handler runs it.
  case interpolated(from: Double, to: Double, curve: KeyboardMotionCurve)

  /// The bar's bottom offset `elapsed` seconds after the animation began, in points above the
  /// container's bottom.
  @inline(__always)
  func offset(atElapsed elapsed: Double) -> Double {
    switch self {
    case .engine(let path):
      path.offset(atElapsed: elapsed)
    case .interpolated(let from, let to, let curve):
      from + (to - from) * curve.fraction(after: elapsed)
    }
  }
}

/// The engine's dock path for one transition, computed in the notification's handler.
struct EngineBarPath: Sendable {
  let machine: KeyboardStateMachine
  let container: KeyboardContainer
  let configuration: DockConfiguration
  /// The handler's time on the machine's clock: elapsed time 0.
  let anchor: Double

  @inline(__always)
  func offset(atElapsed elapsed: Double) -> Double {
    Double(machine.dockLayout(at: anchor + elapsed, in: container, configuration: configuration).bottomOffset)
  }

  /// The bar's layout `elapsed` seconds into the path.
  func layout(atElapsed elapsed: Double) -> DockLayout {
    machine.dockLayout(at: anchor + elapsed, in: container, configuration: configuration)
  }
}
