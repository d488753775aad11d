#if canImport(UIKit)
import KeyboardDock
import UIKit

/// Presents a chat in a form sheet, which on an iPad does not reach the screen's bottom and moves
/// up when the keyboard appears: the bar still sits exactly on the keyboard.
///
/// The chat is a ``KeyboardDock/KeyboardDockViewController`` around a list whose view is a table.
@MainActor
public func makeSheetExample() -> UIViewController {
  ExampleViewController(title: "Form Sheet") { screen in
    let open = UIAction(title: "Open Chat in a Form Sheet") { [weak screen] _ in
      screen?.present(makeSheetChat(), animated: true)
    }
    let button = UIButton(configuration: .filled(), primaryAction: open)
    button.translatesAutoresizingMaskIntoConstraints = false
    screen.view.addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: screen.view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: screen.view.centerYAnchor),
    ])
  }
}

/// The chat in a navigation controller presented as a form sheet.
@MainActor
func makeSheetChat() -> UIViewController {
  let list = MessageListViewController(title: "Sheet Chat")
  let chat = KeyboardDockViewController(contentViewController: list)
  chat.inputBar.onSend = { [weak list] text in list?.append(text) }
  let close = UIAction(title: "Done") { [weak chat] _ in chat?.dismiss(animated: true) }
  chat.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: close)
  let navigation = UINavigationController(rootViewController: chat)
  navigation.modalPresentationStyle = .formSheet
  return navigation
}
#endif
