import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension RevealPlanner {
  /// The rectangle to reveal for a text input that became first responder.
  ///
  /// It is the whole field, or the caret when the field with its margins is taller than the visible area. A
  /// tall text view revealed by its frame would be aligned to its top, which can leave the caret under the
  /// keyboard; the caret is what the user types at (<doc:HowTheKeyboardBehaves#Scroll-view-insets>).
  ///
  /// - Parameters:
  ///   - field: The field's frame in the scroll view's content coordinates.
  ///   - caret: The caret's rectangle in the same coordinates, or `nil` when unknown (a text
  ///     field, or a text view with no selection).
  ///   - margin: The space `offset(revealing:margin:in:)` keeps around the rectangle, in points.
  ///     Defaults to `8`; a negative or non-finite margin counts as `0`.
  ///   - scrollView: The scroll view with the insets it has once the keyboard is up.
  /// - Returns: `caret` when `field.height + 2 × margin` exceeds the height between the adjusted
  ///   insets and the caret is finite, or when the field is not finite (`CGRect.isFiniteRect`) and
  ///   the caret is; `field` otherwise (`offset(revealing:margin:in:)` answers `nil` for a
  ///   rectangle that is not finite, so nothing scrolls).
  package static func rect(
    revealingField field: CGRect, caret: CGRect?, margin: CGFloat = 8, in scrollView: ScrollViewGeometry
  ) -> CGRect {
    guard let caret, caret.isFiniteRect, !caret.isNull else { return field }
    guard field.isFiniteRect else { return caret }
    let inset = scrollView.adjustedContentInset
    let visibleHeight = scrollView.boundsSize.height - inset.top - inset.bottom
    let needed = field.height + 2 * max(0, margin.isFinite ? margin : 0)
    return needed > visibleHeight ? caret : field
  }
}
