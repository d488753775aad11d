#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The demo app's first screen: every example, one row each, and the "Record trace" control with its
/// "Measure" switch.
///
/// Screens are pushed, except the iPad form sheet's chat, which its screen presents. The app
/// playground `Examples/KeyboardDockDemo.swiftpm` shows it through ``KeyboardDockDemo``. Launched with
/// `-KeyboardDockSelfTest YES`, it opens the "Self-Test" screen, which runs unattended and exits
/// (``SelfTestViewController``).
@MainActor
public func makeDemoCatalog() -> UINavigationController {
  let catalog = ExampleViewController(title: "KeyboardDock") { screen in
    let table = screen.fill(with: UITableView(frame: .zero, style: .insetGrouped))
    let rows = DemoRows()
    rows.attach(to: table, in: screen)
    screen.keep(rows)
  }
  let navigation = UINavigationController(rootViewController: catalog)
  navigation.navigationBar.prefersLargeTitles = true
  let recording = TraceRecording(presenter: navigation)
  catalog.navigationItem.rightBarButtonItems = [recording.barButtonItem, recording.measureItem]
  catalog.keep(recording)
  if SelfTestViewController.isRequestedAtLaunch {
    navigation.pushViewController(SelfTestViewController(unattended: true), animated: false)
  }
  return navigation
}

/// The demo app's content for SwiftUI: ``makeDemoCatalog()`` as a view, filling the window.
public struct KeyboardDockDemo: View {
  /// Creates the demo.
  public init() {}

  /// The catalog, edge to edge.
  public var body: some View {
    DemoCatalogView().ignoresSafeArea()
  }
}

private struct DemoCatalogView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController { makeDemoCatalog() }
  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// One example in the catalog.
@MainActor
private struct DemoEntry {
  var title: String
  var detail: String
  var make: @MainActor () -> UIViewController
}

/// The catalog's rows.
@MainActor
private final class DemoRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  private weak var screen: UIViewController?
  private let entries: [DemoEntry] = [
    DemoEntry(
      title: "UIKit Chat", detail: "Installer, attachment panel, replies; Invert flips the list",
      make: { makeChatExample() }),
    DemoEntry(
      title: "SwiftUI Chat", detail: "keyboardDock, keyboardPanel, scroll-to-newest button",
      make: { UIHostingController(rootView: ChatScreen()) }),
    DemoEntry(
      title: "iOS 26 Composer", detail: "InputBarView in Liquid Glass, floating; switch to classic",
      make: { makeGlassComposerExample() }),
    DemoEntry(
      title: "iOS 26 Composer (SwiftUI)", detail: "KeyboardInputBar in Liquid Glass; switch to classic",
      make: { UIHostingController(rootView: GlassComposerScreen()) }),
    DemoEntry(
      title: "Your Own Bar", detail: "A bar of your own in glass or classic, served by the installer",
      make: { makeOwnGlassBarExample() }),
    DemoEntry(
      title: "Your Own Bar (SwiftUI)", detail: "keyboardDockComposerStyle and keyboardDockComposerSurface",
      make: { UIHostingController(rootView: OwnGlassBarScreen()) }),
    DemoEntry(
      title: "Keyboard Toolbar (SwiftUI)", detail: "A .keyboard toolbar next to keyboardDock",
      make: { UIHostingController(rootView: KeyboardToolbarScreen()) }),
    DemoEntry(
      title: "Batching Chat", detail: "The list owns its insets and batches updates through the dock's hooks",
      make: { makeBatchingChatExample() }),
    DemoEntry(
      title: "Rich Composer (SwiftUI)", detail: "Mic/send swap, clear button, focus from the model, pause",
      make: { UIHostingController(rootView: NavigationView { RichComposerChatScreen() }) }),
    DemoEntry(title: "Form", detail: "KeyboardAvoidance reveals the field", make: { makeFormExample() }),
    DemoEntry(
      title: "Short Form", detail: "Bounces while the keyboard is up, so a drag dismisses it",
      make: { makeFormExample(isShort: true) }),
    DemoEntry(
      title: "iPad Form Sheet", detail: "The bar on the keyboard in a sheet", make: { makeSheetExample() }),
    DemoEntry(
      title: "Custom Bar", detail: "Your own bar on a bare KeyboardTracker",
      make: { CustomBarExampleViewController() }),
    DemoEntry(
      title: "SwiftUI Form in UIKit", detail: "keyboardAvoiding()", make: { makeHostedFormExample() }),
    DemoEntry(
      title: "Getting Started", detail: "The DocC article's chat screen",
      make: { makeChatScreen() }),
    DemoEntry(
      title: "Self-Test", detail: "Measures the bar against the keyboard's own layer on this device",
      make: { SelfTestViewController() }),
  ]

  func attach(to table: UITableView, in screen: UIViewController) {
    self.screen = screen
    table.dataSource = self
    table.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = entries[indexPath.row].title
    content.secondaryText = entries[indexPath.row].detail
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    screen?.navigationController?.pushViewController(entries[indexPath.row].make(), animated: true)
  }
}
#endif
