#if canImport(UIKit)
import Foundation
import KeyboardDockCore

/// One input the tracker gives its state machine, in the order it gives them.
///
/// Internal: ``KeyboardTraceRecorder`` observes these to write a trace that replays exactly
/// what the machine saw.
enum KeyboardTrackerInput: Sendable, Equatable {
  /// A keyboard notification as UIKit delivered it, before validation.
  case notification(KeyboardNotification)
  /// A per-frame sample, already converted to the keyboard's frame in screen coordinates.
  case sample(KeyboardFrameSample)
  /// The end of a main run-loop turn with a hide pending.
  ///
  /// See *How the iOS keyboard behaves*, "Field switches".
  case endTurn(time: TimeInterval)
  /// The container's geometry changed; the inputs that follow are measured against it.
  case container(KeyboardContainer, time: TimeInterval)
  /// The state was re-derived from the keyboard layout guide, on return to the foreground.
  ///
  /// See *How the iOS keyboard behaves*, "Background and foreground".
  case reconcile(keyboardFrame: CGRect?, time: TimeInterval)
  /// The dismissing scroll view's pan facts changed (phase, touch, dismiss mode and padding).
  case pan(KeyboardPan, time: TimeInterval)
  /// Whether a text-input responder exists changed.
  case textInputResponder(exists: Bool, time: TimeInterval)
}

/// A closure that sees the tracker's inputs while its owner lives.
@MainActor
struct InputObserver {
  /// The object whose lifetime bounds the observation; held weakly.
  weak var owner: AnyObject?
  /// Called with each input, before the state machine sees it.
  var handler: @MainActor (KeyboardTrackerInput) -> Void
}
#endif
