/// What an escape does to a composer: VoiceOver's two-finger scrub (`accessibilityPerformEscape`),
/// Switch Control's and Full Keyboard Access's escape, and the Escape key of a hardware keyboard.
///
/// A panel shown in the keyboard's place closes first, bringing the keyboard back; the next escape
/// ends editing, which hides the keyboard. These are the only ways VoiceOver, Switch Control and
/// Voice Control users can put the keyboard away: interactive dismissal needs a drag they cannot
/// make. While an input method composes a word, the Escape key is the input method's (it cancels
/// the word), and a composer that is not editing leaves the escape to its container (a sheet, a
/// navigation stack). It does not decide what the app's screens do with an escape.
package enum ComposerEscape: Sendable, Hashable {
  /// Close the panel and show the keyboard again.
  case showKeyboard
  /// End editing: the text view resigns first responder and the keyboard hides.
  case endEditing
  /// Not the composer's: the escape goes on to the next responder or container.
  case notHandled

  /// What an escape does now.
  ///
  /// - Parameters:
  ///   - isEditing: Whether the composer's text view is first responder.
  ///   - isShowingPanel: Whether a panel is the text view's input view.
  ///   - hasMarkedText: Whether an input method is composing a word; only the Escape key asks.
  /// - Returns: ``showKeyboard`` with a panel, ``endEditing`` while editing on the keyboard,
  ///   ``notHandled`` otherwise. A panel while not editing cannot be shown, and reads as none.
  package static func action(
    isEditing: Bool, isShowingPanel: Bool, hasMarkedText: Bool = false
  ) -> ComposerEscape {
    guard isEditing, !hasMarkedText else { return .notHandled }
    return isShowingPanel ? .showKeyboard : .endEditing
  }
}
