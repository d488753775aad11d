#if canImport(UIKit)
import UIKit

/// An empty view pinned to a `keyboardLayoutGuide` that reports every change of its frame.
///
/// Auto Layout moves it with the guide, including while the user drags the keyboard (see *How the iOS
/// keyboard behaves*, "UIKeyboardLayoutGuide"); its `layoutSubviews` runs on every layout pass that resizes
/// it, and a move without a resize asks for one.
final class LayoutGuideProbeView: UIView {
  /// Called after each layout pass that changed the view's frame.
  var onLayout: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    makeInertForMeasuring()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("LayoutGuideProbeView is created in code only")
  }

  /// Adds the probe to the guide's owning view and pins its four edges to the guide.
  func pin(to guide: UIKeyboardLayoutGuide, in view: UIView) {
    view.addSubview(self)
    pinEdges(to: guide)
  }

  override var center: CGPoint {
    didSet {
      if center != oldValue { setNeedsLayout() }
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }
}
#endif
