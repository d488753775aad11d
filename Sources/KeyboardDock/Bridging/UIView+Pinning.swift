#if canImport(UIKit)
import UIKit

extension UIView {
  /// Pins the view's four edges to `view`'s with constraints.
  ///
  /// It turns off the view's autoresizing-mask constraints.
  @MainActor
  func pinEdges(to view: UIView) {
    pinEdges(
      top: view.topAnchor, bottom: view.bottomAnchor, leading: view.leadingAnchor,
      trailing: view.trailingAnchor)
  }

  /// Pins the view's four edges to `guide`'s with constraints.
  ///
  /// It turns off the view's autoresizing-mask constraints.
  @MainActor
  func pinEdges(to guide: UILayoutGuide) {
    pinEdges(
      top: guide.topAnchor, bottom: guide.bottomAnchor, leading: guide.leadingAnchor,
      trailing: guide.trailingAnchor)
  }

  /// Adds the view to `view`, behind its other subviews, filling it.
  ///
  /// In a scroll view it is pinned to the `frameLayoutGuide`, so it stays over the visible area
  /// instead of scrolling with the content; elsewhere it follows `view`'s bounds by its
  /// autoresizing mask.
  @MainActor
  func insertBehindSubviews(filling view: UIView) {
    view.insertSubview(self, at: 0)
    guard let scrollView = view as? UIScrollView else {
      frame = view.bounds
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      return
    }
    pinEdges(to: scrollView.frameLayoutGuide)
  }

  @MainActor
  private func pinEdges(
    top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor,
    trailing: NSLayoutXAxisAnchor
  ) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: top), bottomAnchor.constraint(equalTo: bottom),
      leadingAnchor.constraint(equalTo: leading), trailingAnchor.constraint(equalTo: trailing),
    ])
  }
}
#endif
