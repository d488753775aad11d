#if canImport(UIKit)
import UIKit

/// Sample messages for a table, newest last, the one data source of the UIKit chat examples.
///
/// In an inverted list (the table flipped upside down, newest message at the visual bottom), rows
/// count from the newest message and each cell is flipped back upright.
@MainActor
public final class MessageTableDataSource: NSObject, UITableViewDataSource {
  /// The messages, oldest first.
  public private(set) var messages: [String]
  /// Whether the table is flipped.
  ///
  /// Set it, then reload the table.
  public var isInverted = false

  /// Creates a data source with `count` sample messages (at least one).
  public init(count: Int = 40) {
    messages = (1...max(1, count)).map { "Message \($0)" }
  }

  /// Makes `tableView` show the messages.
  public func attach(to tableView: UITableView) {
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
  }

  /// Adds a message, inserts its row and scrolls to it.
  public func append(_ message: String, to tableView: UITableView) {
    messages.append(message)
    let newest = IndexPath(row: isInverted ? 0 : messages.count - 1, section: 0)
    tableView.insertRows(at: [newest], with: .automatic)
    tableView.scrollToRow(
      at: newest, at: isInverted ? .top : .bottom, animated: !UIAccessibility.isReduceMotionEnabled)
  }

  /// The message a row shows.
  public func message(at indexPath: IndexPath) -> String {
    messages[isInverted ? messages.count - 1 - indexPath.row : indexPath.row]
  }

  /// One row per message.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  /// A cell showing the message, upright in an inverted table.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = message(at: indexPath)
    cell.contentConfiguration = content
    cell.contentView.transform = isInverted ? CGAffineTransform(scaleX: 1, y: -1) : .identity
    return cell
  }
}
#endif
