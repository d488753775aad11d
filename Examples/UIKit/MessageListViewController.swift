#if canImport(UIKit)
import UIKit

/// A plain list of text messages, newest at the bottom: the content of the sheet example
/// (``makeSheetExample()``).
///
/// A plain view controller whose view is a table view, not a `UITableViewController`: a table
/// view controller adjusts its table's insets for the keyboard by itself, and a
/// ``KeyboardDock/KeyboardDockViewController`` around it would make room for the keyboard twice
/// (debug builds stop with an assertion saying so).
@MainActor
public final class MessageListViewController: UIViewController {
  /// The table of messages: this view controller's view.
  public let tableView = UITableView(frame: .zero, style: .plain)
  private let messages: MessageTableDataSource

  /// Creates a list with `count` sample messages.
  public init(title: String = "Messages", count: Int = 30) {
    messages = MessageTableDataSource(count: count)
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
    messages.attach(to: tableView)
  }

  /// Adds a message at the bottom and scrolls to it.
  public func append(_ message: String) {
    messages.append(message, to: tableView)
  }
}
#endif
