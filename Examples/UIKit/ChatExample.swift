#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A chat screen built with ``KeyboardDock/KeyboardDockInstaller``: a table of messages with an
/// input bar docked under it, in any view controller, without subclassing.
///
/// The installer is not stored anywhere: installed, it lives as long as the view controller. The
/// bar button switches to an inverted list (flipped, newest message at the visual bottom) and
/// back, by changing the installer's configuration. The list starts upright: an inverted list
/// reverses VoiceOver's reading order (swipes, Read All and three-finger scrolls run backwards).
/// The attach button opens an attachment panel in the keyboard's place, and tapping a message
/// replies to it (``ChatComposer``). A button scrolls back to the newest message while it is out
/// of view.
@MainActor
public func makeChatExample(isInverted: Bool = false) -> UIViewController {
  ExampleViewController(title: "Chat") { screen in
    let tableView = screen.fill(with: UITableView())
    let messages = MessageTableDataSource()
    messages.attach(to: tableView)
    screen.keep(messages)

    let inputBar = InputBarView(configuration: InputBarConfiguration(showsAttachButton: true))
    // Sends, replies, the attachment panel and pasted images.
    screen.keep(ChatComposer(inputBar: inputBar, messages: messages, tableView: tableView))
    let installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: screen)
    installer.install()

    let newest = NewestMessageButton()
    newest.place(in: screen.view, above: inputBar)
    installer.onNewestContentVisibilityChange = { [weak newest] inView in newest?.isHidden = inView }
    newest.onTap = { [weak tableView] in
      guard let tableView else { return }
      let rows = tableView.numberOfRows(inSection: 0)
      guard rows > 0 else { return }
      // The newest message is row 0 of an inverted list, at its visual bottom.
      let row = messages.isInverted ? 0 : rows - 1
      tableView.scrollToRow(
        at: IndexPath(row: row, section: 0), at: messages.isInverted ? .top : .bottom,
        animated: !UIAccessibility.isReduceMotionEnabled)
    }

    @MainActor func setInverted(_ inverted: Bool) {
      messages.isInverted = inverted
      tableView.transform = inverted ? CGAffineTransform(scaleX: 1, y: -1) : .identity
      installer.configuration.isInverted = inverted
      tableView.reloadData()
    }
    setInverted(isInverted)
    let toggle = UIAction(title: "Invert") { _ in setInverted(!messages.isInverted) }
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: toggle)
  }
}
#endif
