#if canImport(UIKit)
import KeyboardDock
import UIKit

/// Finds the docked bar to measure for the demo's "Measure" switch: the bar around the text view or text
/// field being edited.
///
/// That is the ``KeyboardDock/InputBarView`` that holds it (the UIKit chats) or, for a bar of another kind
/// (the SwiftUI chat's hosted bar), the outermost view around it that is less than half as tall as the
/// recorded view: a view taller than that is the screen, not the bar.
@MainActor
enum MeasuredBarFinder {
  /// The bar around `field`, measured against `root`, or `nil` when `field` is not in `root`.
  static func bar(around field: UIView, in root: UIView) -> UIView? {
    guard field.isDescendant(of: root) else { return nil }
    var bar: UIView?
    var view: UIView? = field
    while let current = view, current !== root {
      if current is InputBarView { return current }
      if current.bounds.height < root.bounds.height / 2 { bar = current }
      view = current.superview
    }
    return bar
  }
}

/// Calls a closure with each text view or text field that begins editing, on the main actor.
@MainActor
final class EditingObservation: NSObject {
  private let handler: @MainActor (UIView) -> Void

  init(handler: @escaping @MainActor (UIView) -> Void) {
    self.handler = handler
    super.init()
    for name in [UITextView.textDidBeginEditingNotification, UITextField.textDidBeginEditingNotification] {
      NotificationCenter.default.addObserver(
        self, selector: #selector(beganEditing(_:)), name: name, object: nil)
    }
  }

  /// Stops observing.
  func invalidate() {
    NotificationCenter.default.removeObserver(self)
  }

  @objc private func beganEditing(_ notification: Notification) {
    if let field = notification.object as? UIView { handler(field) }
  }
}
#endif
