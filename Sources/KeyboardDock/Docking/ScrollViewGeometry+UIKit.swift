#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension ScrollViewGeometry {
  /// Reads the state scroll avoidance plans for from a scroll view as it is now.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view. Its `contentInset` is read as it is, including anything
  ///     scroll avoidance added earlier; `ScrollInsetAdjuster` remembers what it added.
  ///   - isInverted: `true` for a list flipped upside down (newest item at the visual bottom,
  ///     *How the iOS keyboard behaves*, "Pinned and inverted chats"). Defaults to `false`.
  @MainActor
  public init(_ scrollView: UIScrollView, isInverted: Bool = false) {
    self.init(
      contentSize: scrollView.contentSize,
      boundsSize: scrollView.bounds.size,
      contentOffset: scrollView.contentOffset,
      contentInset: DockEdgeInsets(scrollView.contentInset),
      verticalScrollIndicatorInsets: DockEdgeInsets(scrollView.verticalScrollIndicatorInsets),
      safeAreaInsets: DockEdgeInsets(scrollView.safeAreaInsets),
      adjustmentBehavior: ContentInsetAdjustmentBehavior(scrollView.contentInsetAdjustmentBehavior),
      automaticallyAdjustsScrollIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
      alwaysBounceVertical: scrollView.alwaysBounceVertical,
      isDragging: scrollView.isDragging,
      isDecelerating: scrollView.isDecelerating,
      isInverted: isInverted
    )
  }
}

extension ContentInsetAdjustmentBehavior {
  /// The behaviour of a UIKit scroll view; an unknown future case reads as `.automatic`.
  public init(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
    switch behavior {
    case .automatic: self = .automatic
    case .scrollableAxes: self = .scrollableAxes
    case .never: self = .never
    case .always: self = .always
    @unknown default: self = .automatic
    }
  }
}

extension UIScrollView {
  /// Applies a plan from `ScrollInsetAdjuster`: the content inset, the
  /// vertical indicator insets, and the content offset when the plan has one.
  ///
  /// Under a docked bar, ``KeyboardDockInstaller`` applies the insets for where the transition ends
  /// at once and moves the offset with the bar; ``KeyboardAvoidance`` applies one plan inside the
  /// keyboard's animation (``KeyboardAnimator``), which suits a form. Properties already at their
  /// planned values are left alone, so an unchanged plan does not interrupt scrolling.
  public func apply(_ plan: ScrollInsetPlan) {
    let inset = plan.contentInset.uiEdgeInsets
    if contentInset != inset { contentInset = inset }
    let indicators = plan.verticalScrollIndicatorInsets.uiEdgeInsets
    if verticalScrollIndicatorInsets != indicators { verticalScrollIndicatorInsets = indicators }
    if let offset = plan.contentOffset, contentOffset != offset { contentOffset = offset }
  }

  /// Removes exactly the insets `adjuster` added to this scroll view, as it is now, and returns
  /// the adjuster having added nothing: what detaching avoidance and undocking a bar put back.
  ///
  /// It works on a copy rather than `inout`: applying the plan can set `contentOffset`, which
  /// calls the app's `scrollViewDidScroll(_:)` synchronously, and that code must be free to use
  /// the owner of the adjuster meanwhile.
  ///
  /// - Parameters:
  ///   - adjuster: The adjuster whose plans were applied to this scroll view.
  ///   - isInverted: Whether the insets were added for an inverted list (see *How the iOS keyboard
  ///     behaves*, "Pinned and inverted chats"), on the inset's top. Defaults to `false`.
  func removeInsets(addedBy adjuster: ScrollInsetAdjuster, isInverted: Bool = false) -> ScrollInsetAdjuster {
    var adjuster = adjuster
    let plan = adjuster.plan(for: ScrollViewGeometry(self, isInverted: isInverted), obstruction: 0)
    apply(plan)
    return adjuster
  }
}
#endif
