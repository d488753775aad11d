/// How the simulated device's keyboard moves: its spring, how interrupted animations blend, and
/// whether it cross-fades.
///
/// Taken from ``ReplayConditions``; no strategy is told it.
struct KeyboardPhysics: Sendable, Equatable {
  /// The spring UIKit runs for curve 7.
  var spring = ReplaySpring.keyboard
  /// How an interrupted animation blends with the new one.
  var interruptions = ReplayInterruptions.additive
  /// Whether the keyboard appears and disappears at its end frame with no slide.
  var crossFade = false
}

extension ReplayConditions {
  /// The keyboard's physics these conditions describe.
  var keyboardPhysics: KeyboardPhysics {
    KeyboardPhysics(spring: keyboardSpring, interruptions: interruptions, crossFade: crossFade)
  }

  /// `true` when a scenario compiles to the same deliveries under `other`: the same frame rate,
  /// keyboard physics and source faults.
  func compilesLike(_ other: ReplayConditions) -> Bool {
    frameRate == other.frameRate && keyboardPhysics == other.keyboardPhysics && faults == other.faults
  }
}
