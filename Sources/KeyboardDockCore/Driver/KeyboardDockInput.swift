import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One thing a docked bar's adapter receives or reads, as a value for ``KeyboardDockDriver``.
///
/// Every input carries its time, in seconds on the clock of the keyboard notifications
/// (`CACurrentMediaTime()` in an app). The adapter sends them in the order they happen: a
/// ``container(_:at:)`` before the input measured against it, an `endTurn(at:)` when the
/// run-loop turn that delivered inputs ends.
///
/// The driver checks each input before it handles it, and drops a malformed one with its reason
/// (`KeyboardDockActions.droppedInput`); the keyboard keeps its state:
/// - A time that is NaN or infinite (`KeyboardEventError.invalidTimestamp`), or outside
///   `0…KeyboardDockLimits.latestTime` (`KeyboardEventError.timestampOutOfRange(_:)`), drops
///   any input (``KeyboardIgnoreReason/invalidTime``).
/// - A ``notification(_:animation:)``, ``sample(frame:at:)`` or ``foreground(keyboardFrame:at:)``
///   before the first valid container is dropped (``KeyboardIgnoreReason/invalidContainer``,
///   `KeyboardEventError.missingValue(_:)` of `KeyboardEventField.container`), as is a
///   ``container(_:at:)`` that is not `KeyboardContainer.isValid`.
/// - A ``scrollView(_:frame:at:)`` whose geometry is not `ScrollViewGeometry.isValid` or whose
///   frame is not a finite rectangle is dropped (``KeyboardIgnoreReason/invalidScrollView``);
///   the driver keeps the scroll view it last accepted.
///
/// Time never runs backwards: an input earlier than the previous input the driver took is taken
/// to happen at that input's time. Inputs stamped by clocks a little apart (a display link's
/// target time runs ahead of `CACurrentMediaTime()`) cost at most that difference, never a
/// keyboard move. Several inputs at the same time are normal: the container measured for a
/// notification carries the notification's time.
public enum KeyboardDockInput: Sendable, Equatable {
  /// A keyboard notification, with what a view moved in its handler showed of the keyboard's
  /// animation.
  ///
  /// Send it from inside the handler: the driver's answer is applied there, so UIKit animates
  /// the bar's model value with the keyboard's own animation. The notification is validated
  /// here; a malformed one is dropped (`KeyboardDockActions.droppedInput`).
  case notification(KeyboardNotification, animation: KeyboardAnimationReading)
  /// A per-frame sample of the keyboard's frame, in screen coordinates, from an interactive
  /// source, in the layout pass that carries it.
  case sample(frame: CGRect, at: TimeInterval)
  /// The end of the run-loop turn, before the main thread sleeps: a hide no show followed takes
  /// effect (<doc:HowTheKeyboardBehaves#Field-switches>).
  case endTurn(at: TimeInterval)
  /// The view the bar docks in was measured anew: its frame in screen coordinates, safe area or
  /// screen changed.
  case container(KeyboardContainer, at: TimeInterval)
  /// The app returned to the foreground with the keyboard at this frame (screen coordinates), or
  /// with none (<doc:HowTheKeyboardBehaves#Background-and-foreground>).
  case foreground(keyboardFrame: CGRect?, at: TimeInterval)
  /// The bar's height changed, in points.
  ///
  /// A height that is NaN, infinite or negative changes nothing.
  case barHeight(CGFloat, at: TimeInterval)
  /// The growing text view's fitting height changed, insets included, in points.
  ///
  /// A height that is NaN or infinite changes nothing.
  case textContentHeight(CGFloat, at: TimeInterval)
  /// The scroll view changed on its own: the user scrolled or dragged it, its content or bounds
  /// changed. `frame` is its frame in the container's coordinates.
  case scrollView(ScrollViewGeometry, frame: CGRect, at: TimeInterval)
  /// The animations the driver asked for in the last run-loop turn began at `beginTime`: its
  /// transaction's commit, as Core Animation gave it.
  ///
  /// Read it off the layer's newest animation right after the commit, in the next turn of the
  /// main run loop (``KeyboardDockDriver/awaitsCommitRead``). The driver anchors those animations
  /// there and answers with keyframes planned again from that instant when its estimate was off.
  case motionBegan(beginTime: TimeInterval, at: TimeInterval)
  /// New options.
  case configuration(KeyboardDockDriver.Configuration, at: TimeInterval)
  /// The facts of the finger on the scroll view the keyboard is dismissed from: the pan's
  /// phase, its touch point in screen coordinates, the dismiss mode and padding.
  ///
  /// Send it when any of them changes, before the sample of the same layout pass. It is how the
  /// driver tells a finger holding the keyboard from a source that lies
  /// (<doc:HowTheKeyboardBehaves#Sources-that-lie>). Until the first one, and for every fact
  /// given as unknown, the driver keeps the rules that need no such fact.
  case pan(KeyboardPan, at: TimeInterval)
  /// Whether a first responder that shows a keyboard (text input) exists in the container's
  /// window, or `nil` when the adapter cannot tell.
  ///
  /// Send it when it changes. A frame change that shows a keyboard is believed unless a fact
  /// speaks against it, and no text-input responder is one
  /// (<doc:HowTheKeyboardBehaves#Sources-that-lie>).
  case textInputResponder(exists: Bool?, at: TimeInterval)
  /// The app paused (`true`) or resumed (`false`) the dock's following of the keyboard.
  ///
  /// While paused the driver goes on following the keyboard's state, but asks for no move of the
  /// bar and no change of the scroll view: the bar rests where it is (an animation already under
  /// way runs to its end) and the insets and offset stay as they are. Resuming plans both for the
  /// keyboard as it is then: the bar's model value is set at once, with keyframes that follow a
  /// keyboard animation still running. Pausing twice, or resuming while not paused, changes nothing.
  case pause(isPaused: Bool, at: TimeInterval)

  /// When the input happened.
  public var time: TimeInterval {
    switch self {
    case .notification(let notification, _): notification.timestamp
    case .sample(_, let time), .endTurn(let time), .container(_, let time), .foreground(_, let time),
      .barHeight(_, let time), .textContentHeight(_, let time), .scrollView(_, _, let time),
      .motionBegan(_, let time), .configuration(_, let time), .pan(_, let time),
      .textInputResponder(_, let time), .pause(_, let time):
      time
    }
  }
}
