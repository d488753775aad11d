#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// The text view of a message composer: hardware Return key commands and a paste hook for images.
///
/// ``InputBarView`` and KeyboardDockSwiftUI's `KeyboardInputBar` type into it. The Return key
/// commands are those of `HardwareReturnKeyBehavior.keyCombinations`; each asks
/// `HardwareReturnKeyBehavior.action(for:hasMarkedText:)` what to do, and one whose answer is
/// `.system` declines in `canPerformAction(_:withSender:)`, so the key reaches the text view or the
/// input method as if no command were registered. The commands want priority over the system's
/// handling of Return, which would otherwise insert a line break before any command ran.
@MainActor
package final class ComposerTextView: UITextView {
  /// What hardware Return does; defaults to `.returnSends`.
  package var returnKeyBehavior = HardwareReturnKeyBehavior.returnSends
  /// Called when a Return key command sends.
  package var onReturnKeySend: (@MainActor () -> Void)?
  /// Called with the images on the pasteboard when the user pastes images; `nil` leaves pasting to
  /// the text view.
  package var onPasteImages: (@MainActor ([UIImage]) -> Void)?
  /// The title of the sending key commands in the keyboard shortcuts overlay; defaults to `"Send"`.
  package var sendCommandTitle = "Send"
  /// Called when the view's width or the content size category changes, which its fitting height
  /// depends on besides its text.
  ///
  /// Defaults to `nil`.
  package var onMeasurementInputsChange: (@MainActor (ComposerTextView) -> Void)?

  /// The panel controller that swaps this view's input view, held weakly: an escape closes its
  /// panel first.
  package weak var panelController: KeyboardPanelController?

  private var measuredWidth: CGFloat = 0

  package override func layoutSubviews() {
    super.layoutSubviews()
    if bounds.width != measuredWidth {
      measuredWidth = bounds.width
      onMeasurementInputsChange?(self)
    }
  }

  package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
      onMeasurementInputsChange?(self)
    }
  }

  package override var keyCommands: [UIKeyCommand]? {
    let own = returnKeyBehavior.keyCombinations.map { modifiers in
      let command = UIKeyCommand(
        input: "\r", modifierFlags: UIKeyModifierFlags(modifiers), action: #selector(returnKeyPressed(_:)))
      if returnKeyBehavior.action(for: modifiers, hasMarkedText: false) == .send {
        command.discoverabilityTitle = sendCommandTitle
      }
      command.wantsPriorityOverSystemBehavior = true
      return command
    }
    return (super.keyCommands ?? []) + own + [escapeKeyCommand]
  }

  package override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == #selector(returnKeyPressed(_:)) {
      return returnKeyAction(for: sender) != .system
    }
    if action == #selector(escapeKeyPressed(_:)) {
      return escapeAction(hasMarkedText: markedTextRange != nil) != .notHandled
    }
    if action == #selector(paste(_:)), onPasteImages != nil, UIPasteboard.general.hasImages {
      return true
    }
    return super.canPerformAction(action, withSender: sender)
  }

  /// Hands pasted images to ``onPasteImages`` when it is set; pastes as usual otherwise.
  package override func paste(_ sender: Any?) {
    if let onPasteImages, UIPasteboard.general.hasImages, let images = UIPasteboard.general.images,
      !images.isEmpty
    {
      onPasteImages(images)
      return
    }
    super.paste(sender)
  }

  @objc private func returnKeyPressed(_ sender: UIKeyCommand) {
    switch returnKeyAction(for: sender) {
    case .send: onReturnKeySend?()
    case .insertLineBreak: insertText("\n")
    case .system: break
    }
  }

  private func returnKeyAction(for sender: Any?) -> HardwareReturnKeyAction {
    guard let command = sender as? UIKeyCommand else { return .system }
    let action = returnKeyBehavior.action(
      for: HardwareKeyModifiers(command.modifierFlags), hasMarkedText: markedTextRange != nil)
    return action == .send && onReturnKeySend == nil ? .system : action
  }
}

extension HardwareKeyModifiers {
  /// The Shift, Control, Option and Command keys of UIKit's flags.
  package init(_ flags: UIKeyModifierFlags) {
    self = []
    if flags.contains(.shift) { insert(.shift) }
    if flags.contains(.control) { insert(.control) }
    if flags.contains(.alternate) { insert(.option) }
    if flags.contains(.command) { insert(.command) }
  }
}

extension UIKeyModifierFlags {
  /// UIKit's flags for Shift, Control, Option and Command.
  package init(_ modifiers: HardwareKeyModifiers) {
    self = []
    if modifiers.contains(.shift) { insert(.shift) }
    if modifiers.contains(.control) { insert(.control) }
    if modifiers.contains(.option) { insert(.alternate) }
    if modifiers.contains(.command) { insert(.command) }
  }
}
#endif
