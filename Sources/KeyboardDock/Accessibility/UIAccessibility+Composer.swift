#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Reading and moving VoiceOver's focus for the composer's insertions and removals
/// (`ComposerFocusRule`).
///
/// Nothing is posted while VoiceOver is off. It cannot know where Switch Control or Full Keyboard
/// Access focus, and moves neither.
@MainActor
package enum ComposerAccessibility {
  /// Where VoiceOver's focus is, relative to the views about to be removed and the text view.
  package static func focus(removing removed: [UIView], textView: UIView?) -> ComposerFocusRule.Focus {
    guard UIAccessibility.isVoiceOverRunning,
      let view = focusedView(UIAccessibility.focusedElement(using: .notificationVoiceOver))
    else { return .elsewhere }
    if removed.contains(where: { view.isDescendant(of: $0) }) { return .removedElement }
    if let textView, view.isDescendant(of: textView) { return .textView }
    return .elsewhere
  }

  /// Where VoiceOver's focus is, relative to an area about to be removed (a SwiftUI header, whose
  /// elements are no views), in the screen's coordinates, and the text view.
  ///
  /// The focused element counts as removed when the center of its accessibility frame lies in
  /// `frame`.
  package static func focus(removingScreenFrame frame: CGRect, textView: UIView?) -> ComposerFocusRule.Focus {
    guard UIAccessibility.isVoiceOverRunning, !frame.isEmpty,
      let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
    else { return .elsewhere }
    if let textView, let view = focusedView(element), view.isDescendant(of: textView) { return .textView }
    let focused = element.accessibilityFrame
    return frame.contains(CGPoint(x: focused.midX, y: focused.midY)) ? .removedElement : .elsewhere
  }

  /// Posts a layout change that moves VoiceOver to `element`, or leaves its focus with `nil`,
  /// on the next turn of the main queue, once the inserted views are laid out.
  package static func postLayoutChange(focusing element: UIView?) {
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
