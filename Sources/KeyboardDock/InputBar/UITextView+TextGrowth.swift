#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension UITextView {
  /// Plans the text view's height for its text and applies the plan's scrolling.
  ///
  /// The caller gives the view the planned height. The plan is `TextGrowthConfiguration`'s, from the font's
  /// line height (the body style's when the view has no font), the text container's vertical insets and the
  /// fitting height at the current width. `isScrollEnabled` changes only when the plan's value differs from
  /// the view's (see *How the iOS keyboard behaves*, "Auto-growing text"). When scrolling turns on, the caret
  /// is scrolled into view; when it turns off, the content offset returns to zero, which a view that no
  /// longer scrolls would otherwise keep.
  ///
  /// - Parameters:
  ///   - minimumLineCount: The fewest lines the view shows, even when empty.
  ///   - maximumLineCount: The most lines it grows to before it scrolls.
  ///   - availableHeight: The most height the view may take, from `AvailableSpace`; defaults to
  ///     unbounded.
  /// - Returns: The plan, or `nil` (nothing changed) while the view has no width: a zero width during the
  ///   first layout would measure one character per line.
  package func applyGrowth(
    minimumLineCount: Int, maximumLineCount: Int, availableHeight: CGFloat = .infinity
  ) -> TextGrowthPlan? {
    guard let fitting = fittingHeight else { return nil }
    let growth = growthConfiguration(minimumLineCount: minimumLineCount, maximumLineCount: maximumLineCount)
    let plan = growth.plan(contentHeight: fitting, availableHeight: availableHeight)
    applyScrolling(of: plan)
    return plan
  }

  /// The limits of this text view's growth: its font's line height (the body style's when it has
  /// no font) and its text container's vertical insets.
  package func growthConfiguration(minimumLineCount: Int, maximumLineCount: Int) -> TextGrowthConfiguration {
    TextGrowthConfiguration(
      lineHeight: (font ?? .preferredFont(forTextStyle: .body)).lineHeight,
      verticalInset: textContainerInset.top + textContainerInset.bottom,
      minimumLineCount: minimumLineCount,
      maximumLineCount: maximumLineCount
    )
  }

  /// The height the text needs at the view's current width, insets included, or `nil` while the
  /// view has no width.
  package var fittingHeight: CGFloat? {
    let width = bounds.width
    guard width > 0 else { return nil }
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  /// Turns scrolling on or off as `plan` says, only when it changes: the caret is scrolled into
  /// view when scrolling turns on, and the content offset returns to zero when it turns off.
  package func applyScrolling(of plan: TextGrowthPlan) {
    guard plan.isScrollEnabled != isScrollEnabled else { return }
    isScrollEnabled = plan.isScrollEnabled
    if plan.isScrollEnabled {
      scrollRangeToVisible(selectedRange)
    } else {
      setContentOffset(.zero, animated: false)
    }
  }
}
#endif
