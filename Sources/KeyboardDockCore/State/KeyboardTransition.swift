import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A move of the keyboard: where it starts, where it ends, and how it animates.
///
/// The driver follows the keyboard through it as Core Animation shows it
/// (`KeyboardDockDriver.presentedKeyboardFrame(at:)`, ``KeyboardDockDriver/dockLayout(at:)``);
/// ``fromFrame`` is where the driver showed the keyboard when the transition began.
public struct KeyboardTransition: Sendable, Equatable {
  /// The keyboard's frame when the transition began, in screen coordinates.
  public var fromFrame: CGRect
  /// The state at the end of the transition.
  public var to: KeyboardState
  /// The animation; `KeyboardAnimation.isImmediate` for samples and zero durations.
  public var animation: KeyboardAnimation

  /// Creates a transition.
  public init(fromFrame: CGRect, to: KeyboardState, animation: KeyboardAnimation) {
    self.fromFrame = fromFrame
    self.to = to
    self.animation = animation
  }
}

/// What the state machine did with an input.
public enum KeyboardUpdate: Sendable, Equatable {
  /// The keyboard moves: apply the layout for the transition's end with its animation.
  case transition(KeyboardTransition)
  /// The phase settled (`didShow`, `didHide`) with no movement.
  case settled(KeyboardPhase)
  /// A hide is held until the end of the run-loop turn, in case a show follows.
  ///
  /// See <doc:HowTheKeyboardBehaves#Field-switches>.
  case deferred
  /// Nothing changed.
  case unchanged
  /// The input was ignored, for this reason.
  case ignored(KeyboardIgnoreReason)

  /// The transition, if the keyboard moves.
  public var transition: KeyboardTransition? {
    if case .transition(let transition) = self { return transition }
    return nil
  }
}
