#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// Plans the text view's height and scrolling at its current width and applies the plan.
  ///
  /// Skipped while the text view has no width: a zero width during the first layout would
  /// measure one character per line (spec §8.3). `isScrollEnabled` changes only when the plan's
  /// value does, and the height constraint holds the planned height, which is the cap once the
  /// text is taller.
  ///
  /// - Returns: `true` when the height changed, so the superview must lay out again.
  @discardableResult
  func updateTextHeight() -> Bool {
    let width = textView.bounds.width
    guard width > 0, let font = textView.font else { return false }
    let inset = textView.textContainerInset
    let growth = TextGrowthConfiguration(
      lineHeight: font.lineHeight,
      verticalInset: inset.top + inset.bottom,
      minimumLineCount: configuration.minimumLineCount,
      maximumLineCount: configuration.maximumLineCount
    )
    let fitting = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let plan = growth.plan(contentHeight: fitting, availableHeight: availableTextHeight())
    let wasScrollEnabled = textGrowthPlan?.isScrollEnabled ?? textView.isScrollEnabled
    textGrowthPlan = plan

    if plan.isScrollEnabled != wasScrollEnabled {
      textView.isScrollEnabled = plan.isScrollEnabled
      if plan.isScrollEnabled {
        textView.scrollRangeToVisible(textView.selectedRange)
      } else {
        textView.setContentOffset(.zero, animated: false)
      }
    }
    guard textHeightConstraint.constant != plan.height else { return false }
    textHeightConstraint.constant = plan.height
    if isInputAccessory { invalidateIntrinsicContentSize() }
    superview?.setNeedsLayout()
    return true
  }

  /// The most height the text view may take: the space between the container's top bars and
  /// the bar's bottom (`AvailableSpace`), less the bar's own chrome.
  ///
  /// The container is the superview, or in accessory mode the window, measured as it is now,
  /// never the screen: a grown bar must not cover a navigation bar after rotation (peers' IBAV
  /// #12). The bar's bottom is where an installer docks it at the end of the keyboard's
  /// transition (``dockedBottomOffset``), else where it is now. Unbounded while the bar is in no
  /// container.
  private func availableTextHeight() -> CGFloat {
    guard let container = isInputAccessory ? window : superview else { return .infinity }
    let docked = isInputAccessory ? nil : dockedBottomOffset
    let bottomOffset = docked ?? container.bounds.height - convert(bounds, to: container).maxY
    return AvailableSpace.height(
      containerHeight: container.bounds.height,
      topInset: container.safeAreaInsets.top,
      barBottomOffset: bottomOffset,
      reservedHeight: bounds.height - textView.frame.height
    )
  }
}
#endif
