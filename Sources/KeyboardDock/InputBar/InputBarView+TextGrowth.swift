#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// Plans the header's and the text view's heights and the text view's scrolling at the current
  /// width, and applies the plan.
  ///
  /// The plan is `ComposerHeightPlan`'s: the header's fitting height and the text's share the space
  /// available, the text keeping at least its minimum. Skipped while the text view has no width: a zero
  /// width during the first layout would measure one character per line (see *How the iOS keyboard
  /// behaves*, "Auto-growing text"). The height constraints hold the planned heights, the text's being the
  /// cap once the text is taller; when a height changes the superview is asked to lay out again.
  func updateTextHeight() {
    guard let fitting = textView.fittingHeight else { return }
    let growth = textView.growthConfiguration(
      minimumLineCount: configuration.minimumLineCount, maximumLineCount: configuration.maximumLineCount)
    let plan = ComposerHeightPlan.plan(
      growth: growth, contentHeight: fitting, headerHeight: headerFittingHeight(),
      availableHeight: availableTextHeight())
    textView.applyScrolling(of: plan.text)
    textGrowthPlan = plan.text
    guard
      textHeightConstraint.constant != plan.text.height
        || headerHeightConstraint.constant != plan.headerHeight
    else { return }
    let heightChange =
      plan.text.height - textHeightConstraint.constant + plan.headerHeight - headerHeightConstraint.constant
    textHeightConstraint.constant = plan.text.height
    headerHeightConstraint.constant = plan.headerHeight
    if bounds.height > 0 { onHeightChange?(bounds.height + heightChange) }
    if isInputAccessory { invalidateIntrinsicContentSize() }
    superview?.setNeedsLayout()
  }

  /// The most height the header and the text view may take together.
  ///
  /// It is the space between the container's top bars and the bar's bottom (`AvailableSpace`), less the
  /// bar's own chrome: its margins and the space between the header and the text row. The container is
  /// measured as it is now, never the screen, so a grown bar never covers a navigation bar after rotation
  /// (InputBarAccessoryView issue 12). Docked as a subview, the container is the superview and the bar's
  /// bottom is ``dockedBottomOffset`` when an installer docks it. In accessory mode the bar lives in the
  /// keyboard's window, so the container is the view that holds its ``InputBarHostView``, measured in
  /// screen coordinates, with the window as the fallback. Unbounded while the bar is in no container.
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
      reservedHeight: bounds.height - textView.frame.height - headerContainer.frame.height
    )
  }

  /// The view whose screen an accessory bar is shown on.
  ///
  /// It is the superview of the host that returns the bar as `inputAccessoryView`, while that view is in a
  /// window.
  private var accessoryContainer: UIView? {
    guard let owner = accessoryHost?.superview, owner.window != nil else { return nil }
    return owner
  }

  /// The height of the bar's bottom above `container`'s bottom; `0` outside a screen.
  ///
  /// Measured in the screen's coordinate space, since the two can be in different windows.
  private func distanceFromBottom(to container: UIView) -> CGFloat {
    guard let containerFrame = container.frameInScreen(), let frame = frameInScreen() else { return 0 }
    return containerFrame.maxY - frame.maxY
  }
}
#endif
