import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a re-derivation of the keyboard's state on returning to the foreground (or after a stop)
/// makes of the keyboard layout guide.
///
/// No keyboard notifications arrive in the background, so the guide is read when the app is back
/// (<doc:HowTheKeyboardBehaves#Background-and-foreground>). It is read once the scene is active,
/// not when it is about to enter the foreground: the keyboard is restored after that, and before
/// it the guide rests on the safe area. Even then, iOS 26.2 reports a height of 0 while the
/// keyboard is visible (react-native-keyboard-controller #1572): a guide that shows no keyboard
/// is not believed while a first responder that shows a keyboard exists. The keyboard's own
/// notifications, or a later reading, settle it.
package enum ForegroundReading: Sendable, Equatable {
  /// Re-derive the state with this keyboard frame (screen coordinates), or none.
  case keyboard(CGRect?)
  /// Keep the state and read again on the next layout pass, unless a keyboard notification
  /// settles it first.
  case waits

  /// The reading of a guide whose layout frame, in screen coordinates, is `guideFrame` (`nil`
  /// when it could not be measured).
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's layout frame in screen coordinates.
  ///   - lastKnownFrame: The keyboard's latest frame from the notifications, for its shape.
  ///   - hasKeyboardResponder: Whether a first responder that shows a keyboard (text input)
  ///     exists in the container's window.
  ///   - container: The view that owns the guide.
  package init(
    guideFrame: CGRect?, lastKnownFrame: CGRect?, hasKeyboardResponder: Bool, in container: KeyboardContainer
  ) {
    self.init(
      guideFrame: guideFrame, lastKnownFrame: lastKnownFrame, in: container,
      hasKeyboardResponder: { hasKeyboardResponder })
  }

  /// The reading of a guide, asking whether a keyboard responder exists only when the answer
  /// depends on it: a guide that shows no keyboard, or one that shows less than
  /// `KeyboardSourceArbiter.guideResidueLimit` above the safe area.
  ///
  /// A guide a few points above the safe area with no keyboard responder is a guide left there
  /// after an interactive dismissal (iOS 26, FB18129551), not a keyboard: the reading is none.
  /// Finding the responder walks the window's views, so an adapter asks it at most once per
  /// activation.
  package init(
    guideFrame: CGRect?, lastKnownFrame: CGRect?, in container: KeyboardContainer,
    hasKeyboardResponder: () -> Bool
  ) {
    let frame = guideFrame.flatMap {
      KeyboardGeometry.keyboardFrame(layoutGuideFrame: $0, lastKnownFrame: lastKnownFrame, in: container)
    }
    guard let frame else {
      self = hasKeyboardResponder() ? .waits : .keyboard(nil)
      return
    }
    // Measured on the guide itself: the frame is in the notifications' convention.
    let raised = guideFrame.map { KeyboardGeometry.safeAreaBottom(of: container) - $0.minY } ?? .infinity
    if raised < KeyboardSourceArbiter.guideResidueLimit, !hasKeyboardResponder() {
      self = .keyboard(nil)
    } else {
      self = .keyboard(frame)
    }
  }
}
