#if canImport(UIKit)
import KeyboardDock
import UIKit

/// A bar of your own docked with a bare ``KeyboardDock/KeyboardTracker``.
///
/// It is the pattern of the tracker's documentation, compiled here so it cannot go stale. The bar's bottom is
/// constrained to the view's bottom, with the constant `-dockLayout(in:at:).bottomOffset`: set for the
/// current instant on every update, and for each frame of the keyboard's animation on every `onFrame` call,
/// without animation. Updates can arrive during a layout pass, so `onUpdate` only sets the constant and calls
/// `setNeedsLayout()`; `onFrame` runs outside layout and lays the view out. The bar's offset,
/// `max(keyboard overlap, safe area)`, is not linear in the keyboard's position (see *How the iOS keyboard
/// behaves*, "Safe area and tab bars"), so animating it once to the end would run ahead of the keyboard.
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
    tracker.onUpdate = { [weak self] _ in  // may run inside a layout pass
      self?.setBarOffset(at: CACurrentMediaTime())
      self?.view.setNeedsLayout()
    }
    tracker.onFrame = { [weak self] time in  // once per frame, outside layout
      self?.setBarOffset(at: time)
      UIView.performWithoutAnimation { self?.view.layoutIfNeeded() }
    }
    self.tracker = tracker
    setBarOffset(at: CACurrentMediaTime())
  }

  /// Puts the bar's bottom where the keyboard's top is at `time`, or on the safe area.
  ///
  /// `barBottom` is `bar.bottom == view.bottom + constant`; the caller lays out.
  private func setBarOffset(at time: CFTimeInterval) {
    guard let tracker else { return }
    barBottom?.constant = -tracker.dockLayout(in: view, at: time).bottomOffset
  }
}
#endif
