#if canImport(UIKit)
import UIKit

/// The input view that shows a panel in the keyboard's place: the keyboard's background, the
/// panel's height, and the panel's content within its safe area.
///
/// UIKit puts an input view at the bottom of the screen, under the home indicator, as it does the
/// keyboard; the content is laid out in the safe area, so nothing sits under the indicator or a
/// landscape iPhone's sensor housing (Apple's guidance for input and accessory views). UIKit sizes
/// it by its constraints (`allowsSelfSizing`); the height constraint is just below required, so a
/// transition of UIKit's own never conflicts with it.
@MainActor
final class KeyboardPanelHostView: UIInputView {
  /// The panel's own view.
  let content: UIView
  /// Called in each layout pass, so that the owner can answer the height again after a rotation.
  var onLayout: (@MainActor (KeyboardPanelHostView) -> Void)?
  /// Called on VoiceOver's two-finger scrub inside the panel; returns whether it escaped.
  var onEscape: (@MainActor () -> Bool)?

  private var heightConstraint: NSLayoutConstraint?

  /// The height the host asks UIKit for, in points.
  var height: CGFloat {
    get { heightConstraint?.constant ?? 0 }
    set {
      guard let heightConstraint, heightConstraint.constant != newValue else { return }
      heightConstraint.constant = newValue
      invalidateIntrinsicContentSize()
    }
  }

  init(content: UIView, height: CGFloat) {
    self.content = content
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height), inputViewStyle: .keyboard)
    allowsSelfSizing = true
    translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    let safe = safeAreaLayoutGuide
    let heightConstraint = heightAnchor.constraint(equalToConstant: height)
    heightConstraint.priority = .required - 1
    self.heightConstraint = heightConstraint
    NSLayoutConstraint.activate([
      heightConstraint,
      content.topAnchor.constraint(equalTo: topAnchor),
      content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created by KeyboardPanelController.")
  }

  override func accessibilityPerformEscape() -> Bool {
    onEscape?() ?? false
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?(self)
  }
}
#endif
