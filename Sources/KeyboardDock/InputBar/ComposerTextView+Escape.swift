#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension ComposerTextView {
  /// Esc on a hardware keyboard: the same escape as VoiceOver's scrub.
  ///
  /// It declines (`canPerformAction(_:withSender:)`) while an input method composes a word and
  /// while the view is not editing, so the key goes on to the input method or the next responder.
  var escapeKeyCommand: UIKeyCommand {
    let command = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapeKeyPressed(_:)))
    command.wantsPriorityOverSystemBehavior = true
    return command
  }

  /// What an escape does now (`ComposerEscape`).
  func escapeAction(hasMarkedText: Bool = false) -> ComposerEscape {
    ComposerEscape.action(
      isEditing: isFirstResponder, isShowingPanel: panelController?.isShowingPanel == true,
      hasMarkedText: hasMarkedText)
  }

  /// Closes the panel, back to the keyboard, or ends editing.
  ///
  /// - Returns: `false` when the escape is not the composer's.
  @discardableResult
  package func performEscape() -> Bool {
    switch escapeAction() {
    case .showKeyboard:
      panelController?.showKeyboard()
      return true
    case .endEditing:
      return resignFirstResponder()
    case .notHandled:
      return false
    }
  }

  /// VoiceOver's two-finger scrub on the text view.
  package override func accessibilityPerformEscape() -> Bool {
    performEscape()
  }

  @objc func escapeKeyPressed(_ sender: UIKeyCommand) {
    guard escapeAction(hasMarkedText: markedTextRange != nil) != .notHandled else { return }
    performEscape()
  }
}
#endif
