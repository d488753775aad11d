#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A bar of your own docked with a bare ``KeyboardDock/KeyboardTracker``: the pattern of the
/// tracker's documentation, compiled here so it cannot go stale.
///
/// The bar's bottom is pinned to the view's bottom. Each update's `barMotion` moves it where the
/// update arrives: its transform's translation is the bar's offset, which UIKit animates with the
/// keyboard inside a notification handler, and the motion's keyframes, added to the bar's layer
/// in the same transaction, keep it on the safe area while the keyboard is below it. Nothing is
/// laid out, so updates that arrive during a layout pass need no care.
@MainActor
public final class CustomBarExampleViewController: UIViewController {
  private let bar = UIView()
  private let field = UITextField()
  private var tracker: KeyboardTracker?

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Custom Bar"
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Adds the bar with a text field, then follows the keyboard with a tracker.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bar.backgroundColor = .secondarySystemBackground
    bar.translatesAutoresizingMaskIntoConstraints = false
    field.placeholder = "Message"
    field.accessibilityLabel = "Message"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(field)
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
      field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
    ])

    let tracker = KeyboardTracker(view: view)
    tracker.onUpdate = { [weak self] update in
      guard let self, let motion = update.barMotion else { return }
      motion.applyToDockedBar(self.bar)
    }
    self.tracker = tracker
  }
}
#endif
