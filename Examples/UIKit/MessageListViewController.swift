#if canImport(UIKit)
import UIKit

/// A plain list of text messages, newest at the bottom.
///
/// It is the content of the sheet example (``SheetExampleViewController``). A plain view controller whose
/// view is a table view, not a `UITableViewController`: a table view controller adjusts its table's insets
/// for the keyboard by itself, and a ``KeyboardDock/KeyboardDockViewController`` around it would make room
/// for the keyboard twice.
@MainActor
public final class MessageListViewController: UIViewController, UITableViewDataSource {
  /// The table of messages: this view controller's view.
  public let tableView = UITableView(frame: .zero, style: .plain)
  private var messages: [String]

  /// Creates a list with `count` sample messages.
  public init(title: String = "Messages", count: Int = 30) {
    messages = (1...max(1, count)).map { "Message \($0)" }
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Makes the table the view, so a container finds it as the scroll view to keep visible.
  public override func loadView() {
    view = tableView
  }

  /// Registers the cell.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
  }

  /// Adds a message at the bottom and scrolls to it.
  public func append(_ message: String) {
    messages.append(message)
    let last = IndexPath(row: messages.count - 1, section: 0)
    tableView.insertRows(at: [last], with: .automatic)
    tableView.scrollToRow(at: last, at: .bottom, animated: true)
  }

  /// One row per message.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  /// A cell showing the message.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
#endif
