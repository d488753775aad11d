#if canImport(UIKit)
import KeyboardDock
import UIKit

/// The UIKit chat's composer around an ``KeyboardDock/InputBarView``: an attachment panel in the
/// keyboard's place behind the attach button, a reply header for the message the user taps, and
/// pasted images sent as messages.
///
/// It is the table's delegate, to see which message is tapped; keep it alive with the screen.
@MainActor
final class ChatComposer: NSObject, UITableViewDelegate {
  private let inputBar: InputBarView
  private let messages: MessageTableDataSource
  private weak var tableView: UITableView?
  private let panel = AttachmentPanelView()
  private var replyingTo: String?

  init(inputBar: InputBarView, messages: MessageTableDataSource, tableView: UITableView) {
    self.inputBar = inputBar
    self.messages = messages
    self.tableView = tableView
    super.init()
    tableView.delegate = self
    inputBar.onSend = { [weak self] text in self?.send(text) }
    inputBar.onAttach = { [weak self] in
      guard let self else { return }
      self.inputBar.panelController.toggle(self.panel)
    }
    inputBar.onPasteImages = { [weak self] images in
      self?.send("🖼 \(images.count) pasted image\(images.count == 1 ? "" : "s")")
    }
    panel.onPick = { [weak self] attachment in
      self?.send("📎 \(attachment)")
      self?.inputBar.panelController.showKeyboard()
    }
    // The attach button shows a keyboard while the panel is up, to switch back.
    inputBar.panelController.onPanelChange = { [weak inputBar] panel in
      guard let inputBar else { return }
      var configuration = inputBar.configuration
      configuration.attachButtonImage = UIImage(systemName: panel == nil ? "plus.circle" : "keyboard")
      configuration.attachButtonAccessibilityLabel = panel == nil ? "Add Attachment" : "Keyboard"
      inputBar.configuration = configuration
    }
  }

  /// Replies to the tapped message: its text goes in a header above the bar's text.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let text = messages.message(at: indexPath)
    replyingTo = text
    let header = ReplyHeaderView(text: text)
    header.onClose = { [weak self] in self?.endReply() }
    inputBar.setHeaderView(header, animated: true)
  }

  private func send(_ text: String) {
    guard let tableView else { return }
    let quote = replyingTo.map { "↩︎ \($0)\n" } ?? ""
    messages.append(quote + text, to: tableView)
    endReply()
  }

  private func endReply() {
    replyingTo = nil
    inputBar.setHeaderView(nil, animated: true)
  }
}
#endif
