import Foundation

/// What an adapter reads off the first responder, raw, for the core to say whether UIKit shows
/// a keyboard for it: the fact behind ``ForegroundReading``'s `hasKeyboardResponder`.
///
/// A view that adopts `UIKeyInput` takes text only while it is editable: a selectable read-only
/// `UITextView` (a transcript) adopts it and can be first responder, yet UIKit shows no keyboard
/// for it. A custom `inputView` is a keyboard of the app's own, whatever the view. It does not
/// tell a hardware keyboard from a software one.
package struct KeyboardResponderFacts: Sendable, Equatable {
  /// Whether the responder adopts `UIKeyInput`.
  package var adoptsKeyInput: Bool
  /// Whether the responder is editable: a text view's `isEditable`, a control's `isEnabled`, or
  /// `nil` when the view says nothing of it (counts as editable).
  package var isEditable: Bool?
  /// Whether the responder has a custom `inputView`.
  package var hasInputView: Bool

  package init(adoptsKeyInput: Bool, isEditable: Bool?, hasInputView: Bool) {
    self.adoptsKeyInput = adoptsKeyInput
    self.isEditable = isEditable
    self.hasInputView = hasInputView
  }

  /// Whether UIKit shows a keyboard for this responder: a custom input view, or key input on an
  /// editable view.
  package var showsKeyboard: Bool {
    hasInputView || (adoptsKeyInput && isEditable != false)
  }
}
