#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A chat screen built with ``KeyboardDock/KeyboardDockInstaller``.
///
/// A table of messages has an input bar docked under it, in any view controller, without subclassing. The bar
/// button switches to an inverted list (flipped, newest message at the visual bottom; see *How the iOS
/// keyboard behaves*, "Pinned and inverted chats") and back, by changing the installer's configuration.
@MainActor
public final class ChatExampleViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView()
  private let inputBar = InputBarView(configuration: InputBarConfiguration(showsAttachButton: true))
  private var installer: KeyboardDockInstaller?
  private var messages = (1...40).map { "Message \($0)" }
  private var isInverted: Bool

  /// Creates the screen, with a normal or an inverted list.
  public init(isInverted: Bool = false) {
    self.isInverted = isInverted
    super.init(nibName: nil, bundle: nil)
    title = "Chat"
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Adds the table, then docks the bar under it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    view.addSubview(tableView)

    inputBar.onSend = { [weak self] text in self?.append(text) }
    let installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self)
    installer.install()
    self.installer = installer
    applyInversion()

    let toggle = UIAction(title: "Invert") { [weak self] _ in self?.toggleInversion() }
    navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: toggle)
  }

  private func toggleInversion() {
    isInverted.toggle()
    applyInversion()
  }

  private func applyInversion() {
    tableView.transform = isInverted ? CGAffineTransform(scaleX: 1, y: -1) : .identity
    installer?.configuration.isInverted = isInverted
    tableView.reloadData()
  }

  private func append(_ text: String) {
    messages.append(text)
    let newest = IndexPath(row: isInverted ? 0 : messages.count - 1, section: 0)
    tableView.insertRows(at: [newest], with: .automatic)
    tableView.scrollToRow(at: newest, at: isInverted ? .top : .bottom, animated: true)
  }

  /// One row per message.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  /// A cell showing the message.
  ///
  /// In an inverted list, rows count from the newest and each cell is flipped back upright.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let index = isInverted ? messages.count - 1 - indexPath.row : indexPath.row
    var content = cell.defaultContentConfiguration()
    content.text = messages[index]
    cell.contentConfiguration = content
    cell.contentView.transform = isInverted ? CGAffineTransform(scaleX: 1, y: -1) : .identity
    return cell
  }
}
#endif
