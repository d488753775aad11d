#if canImport(UIKit)
import UIKit

/// An empty view the tracker adds behind the tracked view's subviews, filling it.
///
/// It reports the tracked view's geometry changes — size (rotation, Split View resize), safe
/// area, window — and owns the `keyboardLayoutGuide` the tracker reads, so the tracked view's
/// own guide and its options stay the app's. It draws nothing, takes no touches and is hidden
/// from accessibility.
final class TrackingHostView: UIView {
  /// Called after each layout pass, safe-area change and move to another window.
  var onGeometryChange: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    makeInertForMeasuring()
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // The guide follows a docked keyboard only; an undocked one leaves it on the safe area (see *How the iOS
    // keyboard behaves*, "UIKeyboardLayoutGuide"). `false` is the default, set here because this guide is the
    // tracker's own.
    keyboardLayoutGuide.followsUndockedKeyboard = false
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TrackingHostView is created in code only")
  }

  /// Adds the view to `view`, filling its bounds, behind its other subviews.
  ///
  /// In a scroll view it is pinned to the `frameLayoutGuide`, so it stays over the visible
  /// area instead of scrolling with the content.
  func install(in view: UIView) {
    view.insertSubview(self, at: 0)
    guard let scrollView = view as? UIScrollView else {
      frame = view.bounds
      return
    }
    translatesAutoresizingMaskIntoConstraints = false
    let guide = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: guide.topAnchor),
      bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onGeometryChange?()
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    onGeometryChange?()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    onGeometryChange?()
  }
}
#endif
