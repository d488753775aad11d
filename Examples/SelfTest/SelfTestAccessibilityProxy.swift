#if canImport(UIKit)
import UIKit

/// An accessibility element that stands for another view: the UI test finds the bar and its text view
/// by identifier through it, on the UIKit chat and on the SwiftUI chat alike.
///
/// On the SwiftUI chat the bar is a `UIHostingController`'s view, whose accessibility children are the
/// SwiftUI nodes it synthesizes: an identifier set on the hosting view itself, or on a UIKit view inside
/// it, may be missing from the accessibility snapshot. The proxy is a plain UIKit view outside any
/// hosting view (on the navigation controller's view), never touched (`isUserInteractionEnabled` is
/// off), and it reports the target's frame in screen coordinates whenever the accessibility server asks,
/// so the snapshot holds the target's frame at that moment. It does not draw, and it is not a container.
@MainActor
final class SelfTestAccessibilityProxy: UIView {
  /// The view it stands for.
  private weak var target: UIView?

  /// Adds a proxy for `target` to `host`, with `identifier`.
  init(for target: UIView, identifier: String, in host: UIView) {
    self.target = target
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityIdentifier = identifier
    host.addSubview(self)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override var accessibilityFrame: CGRect {
    get {
      guard let target, target.window != nil else { return .zero }
      return UIAccessibility.convertToScreenCoordinates(target.bounds, in: target)
    }
    set {}
  }
}
#endif
