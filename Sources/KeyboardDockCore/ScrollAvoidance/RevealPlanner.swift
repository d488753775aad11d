import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Scrolls just enough to show a whole rectangle above the keyboard.
///
/// The rectangle is, for example, the field that became first responder. The classic Apple listing checks one
/// corner of the field against an unscrolled frame (<doc:HowTheKeyboardBehaves#Scroll-view-insets>); this
/// checks the whole rectangle plus a margin against what is visible now, with the insets as they are (so a
/// height change without a new show, or insets the app changed, are accounted for).
package enum RevealPlanner {
  /// The content offset that shows `rect` plus `margin` on each side, or `nil` if it is already visible.
  ///
  /// - Parameters:
  ///   - rect: The rectangle in the scroll view's content coordinates. For a text view taller
  ///     than the visible area pass the caret's rectangle.
  ///   - margin: Space to keep around it, in points. Defaults to `8`.
  ///   - scrollView: The scroll view, with the insets it will have once the keyboard is up
  ///     (`ScrollInsetPlan.applied(to:)`).
  /// - Returns: The new offset, clamped to the scrollable range. A rectangle taller (or wider)
  ///   than the visible area is aligned to its top (leading) edge. `nil` also when `rect` or
  ///   `margin` is not finite, or when the scroll view's geometry gives no finite offset (a NaN
  ///   or infinite size, offset, inset or safe-area edge): nothing scrolls.
  package static func offset(
    revealing rect: CGRect, margin: CGFloat = 8, in scrollView: ScrollViewGeometry
  ) -> CGPoint? {
    guard rect.isFiniteRect, margin.isFinite, !rect.isNull, isMeasurable(scrollView) else { return nil }
    guard let target = plannedOffset(revealing: rect, margin: margin, in: scrollView),
      target.x.isFinite, target.y.isFinite
    else { return nil }
    return target == scrollView.contentOffset ? nil : target
  }

  /// Whether every size, offset, inset and safe-area edge of `scrollView` is finite.
  private static func isMeasurable(_ scrollView: ScrollViewGeometry) -> Bool {
    let inset = scrollView.contentInset
    let safeArea = scrollView.safeAreaInsets
    let values = [
      scrollView.contentSize.width, scrollView.contentSize.height, scrollView.boundsSize.width,
      scrollView.boundsSize.height, scrollView.contentOffset.x, scrollView.contentOffset.y,
      inset.top, inset.left, inset.bottom, inset.right,
      safeArea.top, safeArea.left, safeArea.bottom, safeArea.right,
    ]
    return values.allSatisfy(\.isFinite)
  }

  private static func plannedOffset(
    revealing rect: CGRect, margin: CGFloat, in scrollView: ScrollViewGeometry
  ) -> CGPoint? {
    let inset = scrollView.adjustedContentInset
    let offset = scrollView.contentOffset
    let y = axisOffset(
      current: offset.y, low: rect.minY - margin, high: rect.maxY + margin,
      visibleLength: scrollView.boundsSize.height - inset.top - inset.bottom, leadingInset: inset.top)
    let x = axisOffset(
      current: offset.x, low: rect.minX - margin, high: rect.maxX + margin,
      visibleLength: scrollView.boundsSize.width - inset.left - inset.right, leadingInset: inset.left)
    let yRange = scrollView.verticalOffsetRange
    let minX = -inset.left
    let maxX = max(minX, scrollView.contentSize.width + inset.right - scrollView.boundsSize.width)
    return CGPoint(
      x: min(max(x, minX), maxX),
      y: min(max(y, yRange.lowerBound), yRange.upperBound))
  }

  /// The offset along one axis that brings `low...high` into the visible window.
  private static func axisOffset(
    current: CGFloat, low: CGFloat, high: CGFloat, visibleLength: CGFloat, leadingInset: CGFloat
  ) -> CGFloat {
    let visibleLow = current + leadingInset
    let visibleHigh = visibleLow + max(0, visibleLength)
    if high - low > visibleLength || low < visibleLow { return low - leadingInset }
    if high > visibleHigh { return current + (high - visibleHigh) }
    return current
  }
}
