#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Reading and moving VoiceOver's focus for the composer's insertions and removals
/// (`ComposerFocusRule`).
///
/// Nothing is posted while VoiceOver is off. It cannot know where Switch Control or Full Keyboard
/// Access focus, and moves neither.
@MainActor
enum ComposerAccessibility {
  /// Where VoiceOver's focus is, relative to the views about to be removed and the text view.
  static func focus(removing removed: [UIView], textView: UIView?) -> ComposerFocusRule.Focus {
    guard UIAccessibility.isVoiceOverRunning,
      let view = focusedView(UIAccessibility.focusedElement(using: .notificationVoiceOver))
    else { return .elsewhere }
    if removed.contains(where: { view.isDescendant(of: $0) }) { return .removedElement }
    if let textView, view.isDescendant(of: textView) { return .textView }
    return .elsewhere
  }

  /// Posts a layout change that moves VoiceOver to `element`, or leaves its focus with `nil`,
  /// on the next turn of the main queue, once the inserted views are laid out.
  static func postLayoutChange(focusing element: UIView?) {
    guard UIAccessibility.isVoiceOverRunning else { return }
    Task { @MainActor [weak element] in
      UIAccessibility.post(notification: .layoutChanged, argument: element.map(firstElement(in:)))
    }
  }

  /// The first element VoiceOver reads in `view`: the view itself when it is an element, else
  /// its first accessibility element in `accessibilityElements` order or subview order, else
  /// `view` (VoiceOver then takes the first element it finds inside).
  static func firstElement(in view: UIView) -> Any {
    if view.isAccessibilityElement { return view }
    if let elements = view.accessibilityElements, let first = elements.first {
      if let subview = first as? UIView { return firstElement(in: subview) }
      return first
    }
    for subview in view.subviews where !subview.isHidden && !subview.accessibilityElementsHidden {
      let found = firstElement(in: subview)
      if let element = found as? UIView, element === subview, !subview.isAccessibilityElement { continue }
      return found
    }
    return view
  }

  /// The view an element returned by `UIAccessibility.focusedElement(using:)` is or lives in.
  private static func focusedView(_ element: Any?) -> UIView? {
    var current: Any? = element
    while let value = current {
      if let view = value as? UIView { return view }
      guard let element = value as? UIAccessibilityElement else { return nil }
      current = element.accessibilityContainer
    }
    return nil
  }
}
#endif
