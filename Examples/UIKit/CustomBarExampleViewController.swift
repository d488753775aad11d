#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A bar of your own docked with a bare ``KeyboardDock/KeyboardTracker``: the pattern of the
/// tracker's documentation, compiled here so it cannot go stale.
///
/// The bar's bottom is constrained to the view's bottom. An animated update sets the constant to
/// the motion plan's final layout and adds the plan's keyframes to the bar's layer: inside a
/// keyboard notification handler that commits with the keyboard's own animation, and the render
/// server runs both. An immediate update (a drag sample, a rotation) sets the constant alone.
/// Updates can arrive during a layout pass, so the view is laid out at once only while the
/// tracker delivers a notification (`isDeliveringNotification`).
@MainActor
public final class CustomBarExampleViewController: UIViewController {
  private let bar = UIView()
  private let field = UITextField()
  private var barBottom: NSLayoutConstraint?
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
    let bottom = bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
      field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
    ])
    barBottom = bottom

    let tracker = KeyboardTracker(view: view)
    tracker.onUpdate = { [weak self] update in self?.keyboardDidChange(update) }
    self.tracker = tracker
    barBottom?.constant = -tracker.dockLayout(in: view).bottomOffset
  }

  /// Moves the bar for an update: at once, or along the motion plan from the keyboard's commit.
  private func keyboardDidChange(_ update: KeyboardTracker.Update) {
    guard let tracker, let barBottom else { return }
    let key = "dock"
    if update.animation.isImmediate {
      bar.layer.removeAnimation(forKey: key)
      barBottom.constant = -tracker.dockLayout(in: view).bottomOffset
      view.setNeedsLayout()
      return
    }
    // An interrupted motion: start from where the bar is shown.
    let presented =
      bar.layer.animation(forKey: key) == nil
      ? nil : bar.layer.presentation().map { view.bounds.maxY - $0.frame.maxY }
    let plan = tracker.motionPlan(in: view, presentedBottomOffset: presented)
    barBottom.constant = -plan.finalLayout.bottomOffset
    if tracker.isDeliveringNotification {
      UIView.performWithoutAnimation { view.layoutIfNeeded() }
    } else {
      view.setNeedsLayout()
    }
    bar.layer.removeAnimation(forKey: key)
    if let animation = plan.bottomOffset.additiveAnimation(keyPath: "position.y", scale: -1) {
      bar.layer.add(animation, forKey: key)
    }
  }
}
#endif
