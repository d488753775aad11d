#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A round button over a chat's list that scrolls to the newest message, shown while the newest
/// message is out of view (``KeyboardDock/KeyboardDockInstaller/isNewestContentInView``).
@MainActor
final class NewestMessageButton: UIButton {
  /// Called when the user taps it.
  var onTap: (@MainActor () -> Void)?

  init() {
    super.init(frame: .zero)
    var configuration = UIButton.Configuration.filled()
    configuration.image = UIImage(systemName: "chevron.down")
    configuration.cornerStyle = .capsule
    self.configuration = configuration
    accessibilityLabel = "Scroll to Newest Message"
    translatesAutoresizingMaskIntoConstraints = false
    isHidden = true
    addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Adds the button at the trailing edge of `view`, 16 pt above `bar`.
  func place(in view: UIView, above bar: UIView) {
    view.addSubview(self)
    NSLayoutConstraint.activate([
      trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      bottomAnchor.constraint(equalTo: bar.topAnchor, constant: -16),
      widthAnchor.constraint(equalToConstant: 44),
      heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
#endif
