#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// The space between the header and the text row, in points.
  static let headerSpacing: CGFloat = 6

  /// Shows a view above the text row — a reply, an edit or a link preview — or removes it with
  /// `nil`.
  ///
  /// The header takes the bar's width inside its margins and the height it needs at that width
  /// (`systemLayoutSizeFitting`); it counts in the text view's growth cap, and where space is short
  /// (an iPhone in landscape with the keyboard up) it is clipped so that the text keeps at least one
  /// line (`ComposerHeightPlan`). When its content changes height, call `setNeedsLayout()` on the
  /// bar, inside an animation block to animate the change. The bar's height changes with it: a
  /// docked bar grows upward and the content's insets follow, as when the text grows.
  ///
  /// - Parameters:
  ///   - view: The header, or `nil` for none.
  ///   - animated: Whether the bar's height changes with an animation (0.25 s, ease in and out);
  ///     defaults to `false`. With Reduce Motion the height changes at once.
  ///
  /// VoiceOver moves to a new header when its focus was not in the text view, and to the text view
  /// when the header it was on goes (Cancel Reply).
  public func setHeaderView(_ view: UIView?, animated: Bool = false) {
    guard view !== headerView else { return }
    let focus = ComposerAccessibility.focus(removing: headerView.map { [$0] } ?? [], textView: textView)
    defer { headerDidChange(to: view, focus: focus) }
    headerView?.removeFromSuperview()
    headerView = view
    if let view {
      view.translatesAutoresizingMaskIntoConstraints = false
      headerContainer.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: headerContainer.topAnchor),
        view.leadingAnchor.constraint(equalTo: headerContainer.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: headerContainer.trailingAnchor),
      ])
    }
    headerSpacingConstraint.constant = view == nil ? 0 : Self.headerSpacing
    setNeedsLayout()
    guard animated, !UIAccessibility.isReduceMotionEnabled, let container = superview else { return }
    UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
      container.layoutIfNeeded()
    }
  }

  /// The header's height at the bar's current width, or `0` without a header.
  func headerFittingHeight() -> CGFloat {
    guard let headerView else { return 0 }
    let width =
      headerContainer.bounds.width > 0 ? headerContainer.bounds.width : layoutMarginsGuide.layoutFrame.width
    guard width > 0 else { return 0 }
    return headerView.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}
#endif
