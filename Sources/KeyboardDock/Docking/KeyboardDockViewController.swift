#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// A ready container for chat screens: your content above an ``InputBarView`` that moves with the keyboard.
///
/// ```swift
/// let chat = KeyboardDockViewController(contentViewController: MessagesViewController())
/// chat.inputBar.onSend = { text in messages.send(text) }
/// navigationController?.pushViewController(chat, animated: true)
/// ```
///
/// The content view controller fills the container's view as a child; a ``KeyboardDockInstaller`` docks the
/// bar over it, so the content scrolls behind the bar and its scroll view's insets make room for the bar and
/// the keyboard. The container takes its title from the content view controller when it has none.
///
/// Make the content a plain `UIViewController` whose view is, or holds, the table or collection
/// view — not a `UITableViewController`. A table view controller adjusts its own table's content
/// inset for the keyboard (UIKit does it, without API to turn it off); the installer keeps inset
/// changes it did not make and adds its own for the bar and the keyboard on top, so the table
/// would make room for the keyboard twice while it is up; the container logs a fault that says so
/// and docks the bar all the same.
///
/// The container sets no colours: its view keeps UIKit's default (none), so your content and your
/// window's background show; give its `view` a `backgroundColor` when you want one.
@MainActor
public final class KeyboardDockViewController: UIViewController {
  /// The child view controller that fills the container, or `nil` when created with a scroll view.
  public let contentViewController: UIViewController?
  /// The docked bar.
  ///
  /// Set its ``InputBarView/onSend`` to receive messages.
  public let inputBar: InputBarView
  /// The docking options; defaults to the installer's defaults.
  public var configuration: KeyboardDockInstaller.Configuration {
    didSet { installer?.configuration = configuration }
  }
  /// The scroll view whose insets follow the bar.
  ///
  /// It is the one given at creation, else the content view controller's view when that is a scroll
  /// view, resolved when the view loads.
  public private(set) var scrollView: UIScrollView?

  private let givenScrollView: UIScrollView?
  private var installer: KeyboardDockInstaller?

  /// Creates a container for a content view controller.
  ///
  /// - Parameters:
  ///   - contentViewController: The content: usually a plain view controller whose view is a
  ///     table or collection view (not a `UITableViewController`, see above).
  ///   - scrollView: The scroll view to keep visible above the bar; defaults to `nil`, which
  ///     means the content view controller's view if it is a scroll view.
  ///   - inputBarConfiguration: The bar's values; defaults to `InputBarConfiguration()`.
  ///   - configuration: The docking options; see ``configuration``.
  public init(
    contentViewController: UIViewController,
    scrollView: UIScrollView? = nil,
    inputBarConfiguration: InputBarConfiguration = InputBarConfiguration(),
    configuration: KeyboardDockInstaller.Configuration = KeyboardDockInstaller.Configuration()
  ) {
    self.contentViewController = contentViewController
    self.givenScrollView = scrollView
    self.inputBar = InputBarView(configuration: inputBarConfiguration)
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a container whose content is a scroll view, which fills the container's view.
  ///
  /// - Parameters:
  ///   - scrollView: The content.
  ///   - inputBarConfiguration: The bar's values; defaults to `InputBarConfiguration()`.
  ///   - configuration: The docking options; see ``configuration``.
  public init(
    scrollView: UIScrollView,
    inputBarConfiguration: InputBarConfiguration = InputBarConfiguration(),
    configuration: KeyboardDockInstaller.Configuration = KeyboardDockInstaller.Configuration()
  ) {
    self.contentViewController = nil
    self.givenScrollView = scrollView
    self.inputBar = InputBarView(configuration: inputBarConfiguration)
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a container from a storyboard or a nib: the bar is docked under the first scroll
  /// view among the subviews of the view you laid out, when the view loads, with
  /// `InputBarConfiguration()` and the default docking options; set ``configuration`` and the
  /// bar's before the view loads, or the bar's at any time.
  public required init?(coder: NSCoder) {
    self.contentViewController = nil
    self.givenScrollView = nil
    self.inputBar = InputBarView()
    self.configuration = KeyboardDockInstaller.Configuration()
    super.init(coder: coder)
  }

  /// Adds the content, then docks the bar over it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    var content: UIView?
    if let contentViewController {
      KeyboardDockInstaller.checkContent(contentViewController)
      addChild(contentViewController)
      content = contentViewController.view
      if title == nil { title = contentViewController.title }
    } else if let givenScrollView {
      content = givenScrollView
    }
    if let content {
      view.addSubview(content)
      content.pinEdges(to: view)
    }
    contentViewController?.didMove(toParent: self)

    // From a storyboard or a nib: the first scroll view laid out in the view.
    scrollView =
      givenScrollView ?? (content as? UIScrollView)
      ?? view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    let installer = KeyboardDockInstaller(
      inputBar: inputBar, scrollView: scrollView, in: self, configuration: configuration)
    installer.install()
    self.installer = installer
  }
}
#endif
