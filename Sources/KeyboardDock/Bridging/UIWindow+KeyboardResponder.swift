#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension UIWindow {
  /// Whether a view in this window is first responder and takes text, so UIKit shows a keyboard
  /// for it (a hardware keyboard aside).
  ///
  /// The core's `ForegroundReading` does not believe a keyboard layout guide that shows no
  /// keyboard while one is: iOS 26.2 reports a height of 0 for a visible keyboard on returning to
  /// the foreground. Walks the window's views once, on that return only, and reads the first
  /// responder's raw facts; the core says whether they show a keyboard
  /// (`KeyboardResponderFacts.showsKeyboard`): a read-only `UITextView` does not.
  var hasKeyboardResponder: Bool {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view.isFirstResponder { return view.keyboardResponderFacts.showsKeyboard }
      pending.append(contentsOf: view.subviews)
    }
    return false
  }
}

extension UIView {
  /// The raw facts of this view as a first responder: whether it adopts `UIKeyInput`, whether
  /// it is editable (a text view's `isEditable`, a text field's `isEnabled`), and whether it has
  /// a custom input view.
  var keyboardResponderFacts: KeyboardResponderFacts {
    let editable: Bool? =
      if let textView = self as? UITextView {
        textView.isEditable
      } else if let field = self as? UITextField {
        field.isEnabled
      } else {
        nil
      }
    return KeyboardResponderFacts(
      adoptsKeyInput: self is UIKeyInput, isEditable: editable, hasInputView: inputView != nil)
  }
}
#endif
