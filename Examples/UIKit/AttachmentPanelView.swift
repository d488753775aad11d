#if canImport(UIKit)
import UIKit

/// The UIKit chat's attachment panel, shown in the keyboard's place: one button per kind of
/// attachment, in a row at the top.
@MainActor
final class AttachmentPanelView: UIView {
  /// The attachments offered, with their SF Symbols.
  static let attachments = [
    ("Photo", "photo.on.rectangle"), ("Camera", "camera"), ("File", "doc"), ("Location", "location"),
  ]

  /// Called with the name of the attachment the user picks.
  var onPick: (@MainActor (String) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    let row = UIStackView()
    row.axis = .horizontal
    row.distribution = .fillEqually
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    for (title, symbol) in Self.attachments {
      var configuration = UIButton.Configuration.gray()
      configuration.image = UIImage(systemName: symbol)
      configuration.title = title
      configuration.imagePlacement = .top
      configuration.imagePadding = 6
      let button = UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in self?.onPick?(title) })
      row.addArrangedSubview(button)
    }
    addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }
}
#endif
