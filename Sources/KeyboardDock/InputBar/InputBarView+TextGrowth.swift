#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// Plans the text view's height and scrolling at its current width and applies the plan
  /// (`UITextView.applyGrowth(minimumLineCount:maximumLineCount:availableHeight:)`).
  ///
  /// Skipped while the text view has no width: a zero width during the first layout would measure one
  /// character per line (see *How the iOS keyboard behaves*, "Auto-growing text"). The height constraint
  /// holds the planned height, which is the cap once the text is taller; when the height changes the
  /// superview is asked to lay out again.
  func updateTextHeight() {
    guard
      let plan = textView.applyGrowth(
        minimumLineCount: configuration.minimumLineCount,
        maximumLineCount: configuration.maximumLineCount,
        availableHeight: availableTextHeight())
    else { return }
    textGrowthPlan = plan
    guard textHeightConstraint.constant != plan.height else { return }
    textHeightConstraint.constant = plan.height
    if isInputAccessory { invalidateIntrinsicContentSize() }
    superview?.setNeedsLayout()
  }

  /// The most height the text view may take: the space between the container's top bars and
  /// the bar's bottom (`AvailableSpace`), less the bar's own chrome.
  ///
  /// The container is measured as it is now, never the screen: a grown bar must not cover a
  /// navigation bar after rotation (peers' IBAV #12). Docked as a subview, the container is the
  /// superview and the bar's bottom is where an installer docks it at the end of the keyboard's
  /// transition (``dockedBottomOffset``), else where it is now. In accessory mode the bar lives
  /// in the keyboard's window, so the container is the view that holds its
  /// ``InputBarHostView`` — the screen the user sees, with its navigation bar — and the bar's
  /// bottom is measured against it in screen coordinates; the window is the fallback while the
  /// host is in no view. Unbounded while the bar is in no container.
  private func availableTextHeight() -> CGFloat {
    let container: UIView
    let bottomOffset: CGFloat
    if isInputAccessory {
      guard let owner = accessoryContainer ?? window else { return .infinity }
      container = owner
      bottomOffset = distanceFromBottom(to: owner)
    } else {
      guard let superview else { return .infinity }
      container = superview
      bottomOffset =
        dockedBottomOffset ?? superview.bounds.height - convert(bounds, to: superview).maxY
    }
    return AvailableSpace.height(
      containerHeight: container.bounds.height,
      topInset: container.safeAreaInsets.top,
      barBottomOffset: bottomOffset,
      reservedHeight: bounds.height - textView.frame.height
    )
  }

  /// The view whose screen an accessory bar is shown on: the superview of the host that returns
  /// it as `inputAccessoryView`, while that view is in a window.
  private var accessoryContainer: UIView? {
    guard let owner = accessoryHost?.superview, owner.window != nil else { return nil }
    return owner
  }

  /// The distance from the bar's bottom up from `container`'s bottom, measured in the screen's
  /// coordinate space, since the two can be in different windows; `0` outside a screen.
  private func distanceFromBottom(to container: UIView) -> CGFloat {
    guard let containerFrame = container.frameInScreen(), let frame = frameInScreen() else { return 0 }
    return containerFrame.maxY - frame.maxY
  }
}
#endif
