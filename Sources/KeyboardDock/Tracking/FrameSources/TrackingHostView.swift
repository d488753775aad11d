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
    // The guide follows a docked keyboard only; an undocked one leaves it on the safe area (see *How the iOS
    // keyboard behaves*, "UIKeyboardLayoutGuide"). `false` is the default, set here because this guide is the
    // tracker's own.
    keyboardLayoutGuide.followsUndockedKeyboard = false
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("TrackingHostView is created in code only")
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
