#if canImport(UIKit)
import UIKit

extension UIWindow {
  /// Whether a view in this window is first responder and takes text, so UIKit shows a keyboard
  /// for it (a hardware keyboard aside).
  ///
  /// The core's `ForegroundReading` does not believe a keyboard layout guide that shows no
  /// keyboard while one is: iOS 26.2 reports a height of 0 for a visible keyboard on returning to
  /// the foreground. Walks the window's views once, on that return only.
  var hasKeyboardResponder: Bool {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view.isFirstResponder { return view is UIKeyInput || view.inputView != nil }
      pending.append(contentsOf: view.subviews)
    }
    return false
  }
}
#endif
