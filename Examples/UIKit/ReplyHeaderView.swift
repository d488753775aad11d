#if canImport(UIKit)
import UIKit

/// The header above the text while the user replies to a message: an accent bar, the message and
/// a close button.
@MainActor
final class ReplyHeaderView: UIView {
  /// Called when the user taps the close button.
  var onClose: (@MainActor () -> Void)?

  init(text: String) {
    super.init(frame: .zero)
    let accent = UIView()
    accent.backgroundColor = .tintColor
    accent.layer.cornerRadius = 1.5
    let title = UILabel()
    title.text = "Replying"
    title.font = .preferredFont(forTextStyle: .caption1)
    title.textColor = .tintColor
    let message = UILabel()
    message.text = text
    message.font = .preferredFont(forTextStyle: .callout)
    message.textColor = .secondaryLabel
    for label in [title, message] { label.adjustsFontForContentSizeCategory = true }
    let close = UIButton(
      primaryAction: UIAction(image: UIImage(systemName: "xmark.circle.fill")) { [weak self] _ in
        self?.onClose?()
      })
    close.tintColor = .secondaryLabel
    close.accessibilityLabel = "Cancel Reply"
    let labels = UIStackView(arrangedSubviews: [title, message])
    labels.axis = .vertical
    labels.spacing = 2
    let row = UIStackView(arrangedSubviews: [accent, labels, close])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      accent.widthAnchor.constraint(equalToConstant: 3),
      accent.heightAnchor.constraint(equalTo: labels.heightAnchor),
      close.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      close.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      row.topAnchor.constraint(equalTo: topAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(equalTo: trailingAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }
}
#endif
