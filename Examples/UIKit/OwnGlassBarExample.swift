// A bar of your own, fully served in UIKit: docked by the installer, floating in Liquid Glass on
// iOS 26 with the default bar's gaps, or classic with its background reaching the screen's bottom.
#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A transcript and a bar of your own, docked by the installer in the glass or the classic look.
///
/// The bar (a text field and a send button) is docked by ``KeyboardDock/KeyboardDockInstaller``;
/// the field sits on a ``KeyboardDock/ComposerSurfaceView`` in the installer's
/// ``KeyboardDock/KeyboardDockInstaller/barStyle``, and the installer extends the bar's background
/// under it in the classic look. A segmented control switches the look.
@MainActor
func makeOwnGlassBarExample() -> UIViewController {
  let screen = UIViewController()
  screen.title = "Your Own Bar"
  screen.view.backgroundColor = .systemBackground
  let transcript = UITextView()
  transcript.isEditable = false
  transcript.font = .preferredFont(forTextStyle: .body)
  transcript.adjustsFontForContentSizeCategory = true
  transcript.text =
    (1...40).map { "Message \($0): the list scrolls under your bar." }.joined(separator: "\n") + "\n"
  transcript.translatesAutoresizingMaskIntoConstraints = false
  screen.view.addSubview(transcript)
  NSLayoutConstraint.activate([
    transcript.topAnchor.constraint(equalTo: screen.view.topAnchor),
    transcript.bottomAnchor.constraint(equalTo: screen.view.bottomAnchor),
    transcript.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
    transcript.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
  ])

  let bar = OwnComposerBar()
  let installer = KeyboardDockInstaller(inputBar: bar, scrollView: transcript, in: screen)
  installer.barStyle = .automatic
  installer.backgroundExtension = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  installer.install()
  bar.apply(installer.resolvedBarStyle)
  bar.onSend = { text in
    transcript.text = (transcript.text ?? "") + text + "\n"
    transcript.scrollRangeToVisible(NSRange(location: transcript.text.utf16.count, length: 0))
  }

  let styles: [(String, ComposerStyle)] = [("Glass", .automatic), ("Classic", .classic)]
  let picker = UISegmentedControl(items: styles.map(\.0))
  picker.selectedSegmentIndex = 0
  picker.accessibilityLabel = "Composer style"
  picker.addAction(
    UIAction { [weak installer, weak bar] action in
      guard let installer, let bar, let control = action.sender as? UISegmentedControl else { return }
      let style = styles[max(0, control.selectedSegmentIndex)].1
      installer.barStyle = style
      bar.surface.style = style
      bar.apply(installer.resolvedBarStyle)
    }, for: .valueChanged)
  screen.navigationItem.titleView = picker
  return screen
}

/// A bar of your own: a text field on a composer surface, and a send button.
///
/// In the glass look it has no background and keeps the floating bar's side inset
/// (`ComposerGeometry.horizontalInset`); in the classic look it draws the bar material, which the
/// installer's background extension continues below it.
@MainActor
private final class OwnComposerBar: UIView {
  let surface = ComposerSurfaceView(style: .automatic)
  private let field = UITextField()
  private let sendButton = UIButton(type: .system)
  private let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  var onSend: ((String) -> Void)?

  init() {
    super.init(frame: .zero)
    background.translatesAutoresizingMaskIntoConstraints = false
    addSubview(background)
    field.placeholder = "Message"
    field.accessibilityLabel = "Message"
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.translatesAutoresizingMaskIntoConstraints = false
    surface.contentView.addSubview(field)
    sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
    sendButton.accessibilityLabel = "Send"
    sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)
    let row = UIStackView(arrangedSubviews: [surface, sendButton])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    insetsLayoutMarginsFromSafeArea = true
    NSLayoutConstraint.activate([
      background.topAnchor.constraint(equalTo: topAnchor),
      background.bottomAnchor.constraint(equalTo: bottomAnchor),
      background.leadingAnchor.constraint(equalTo: leadingAnchor),
      background.trailingAnchor.constraint(equalTo: trailingAnchor),
      field.topAnchor.constraint(equalTo: surface.contentView.topAnchor, constant: 10),
      field.bottomAnchor.constraint(equalTo: surface.contentView.bottomAnchor, constant: -10),
      field.leadingAnchor.constraint(equalTo: surface.contentView.leadingAnchor, constant: 14),
      field.trailingAnchor.constraint(equalTo: surface.contentView.trailingAnchor, constant: -14),
      sendButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      sendButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Draws the bar in the installer's resolved look: glass floats with the geometry's side inset
  /// and no background; classic keeps the standard margins on the bar material.
  func apply(_ style: ComposerStyle.Resolved) {
    let side = style == .glass ? style.geometry.horizontalInset : 8
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: side, bottom: 6, trailing: side)
    background.isHidden = style == .glass
  }

  private func send() {
    guard let text = field.text, !text.isEmpty else { return }
    onSend?(text)
    field.text = ""
  }
}
#endif
