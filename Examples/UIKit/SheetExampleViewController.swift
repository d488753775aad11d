#if canImport(UIKit)
import KeyboardDock
import UIKit

/// Presents a chat in an iPad form sheet, with the bar exactly on the keyboard.
///
/// The sheet does not reach the screen's bottom and moves up when the keyboard appears (See *How the iOS
/// keyboard behaves*, "Sheets"). The chat is a ``KeyboardDock/KeyboardDockViewController`` around a list
/// whose view is a table.
@MainActor
public final class SheetExampleViewController: UIViewController {
  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Sheet"
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Adds the button that presents the sheet.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let open = UIAction(title: "Open Chat in a Form Sheet") { [weak self] _ in self?.presentChat() }
    let button = UIButton(configuration: .filled(), primaryAction: open)
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  private func presentChat() {
    let list = MessageListViewController(title: "Sheet Chat")
    let chat = KeyboardDockViewController(contentViewController: list)
    chat.inputBar.onSend = { [weak list] text in list?.append(text) }
    let close = UIAction(title: "Done") { [weak chat] _ in chat?.dismiss(animated: true) }
    chat.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: close)
    let navigation = UINavigationController(rootViewController: chat)
    navigation.modalPresentationStyle = .formSheet
    present(navigation, animated: true)
  }
}
#endif
