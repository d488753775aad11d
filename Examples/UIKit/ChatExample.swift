#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A chat screen built with ``KeyboardDock/KeyboardDockInstaller``: a table of messages with an
/// input bar docked under it, in any view controller, without subclassing.
///
/// The installer is not stored anywhere: installed, it lives as long as the view controller. The
/// bar button switches to an inverted list (flipped, newest message at the visual bottom) and
/// back, by changing the installer's configuration.
@MainActor
public func makeChatExample(isInverted: Bool = true) -> UIViewController {
  ExampleViewController(title: "Chat") { screen in
    let tableView = screen.fill(with: UITableView())
    let messages = MessageTableDataSource()
    messages.attach(to: tableView)
    screen.keep(messages)

    let inputBar = InputBarView(configuration: InputBarConfiguration(showsAttachButton: true))
    inputBar.onSend = { [weak tableView] text in
      if let tableView { messages.append(text, to: tableView) }
    }
    let installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: screen)
    installer.install()

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
