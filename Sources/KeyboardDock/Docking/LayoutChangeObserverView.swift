#if canImport(UIKit)
import UIKit

/// An empty view that reports when its size changes.
///
/// Pinned to another view's edges, it tells its owner that the view was resized (a bar that grew with its
/// text or with Dynamic Type), using layout alone. The callback runs inside a layout pass: it may change
/// constraint constants and scroll-view insets but must not call `layoutIfNeeded()`.
@MainActor
final class LayoutChangeObserverView: UIView {
  private let onChange: @MainActor () -> Void
  private var reportedSize: CGSize?

  init(onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
    super.init(frame: .zero)
    makeInertForMeasuring()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("LayoutChangeObserverView is created in code.")
  }

  /// Pins the observer to `view`'s edges, as its subview.
  func pin(to view: UIView) {
    view.insertSubview(self, at: 0)
    pinEdges(to: view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.size != reportedSize else { return }
    reportedSize = bounds.size
    onChange()
  }
}
#endif
