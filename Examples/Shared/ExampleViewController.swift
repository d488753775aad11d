#if canImport(UIKit)
import UIKit

/// The one setup every example screen shares: a titled view controller with the system
/// background, built by a closure when its view loads, that keeps alive what the closure hands
/// it (data sources, trackers, avoidance).
///
/// ```swift
/// ExampleViewController(title: "Form") { screen in
///   let scrollView = screen.fill(with: UIScrollView())
///   screen.keep(KeyboardAvoidance(scrollView: scrollView))
/// }
/// ```
@MainActor
public final class ExampleViewController: UIViewController {
  private let build: @MainActor (ExampleViewController) -> Void
  private var kept: [AnyObject] = []

  /// Creates a screen; `build` runs once, in `viewDidLoad()`.
  public init(title: String, build: @escaping @MainActor (ExampleViewController) -> Void) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not supported: the examples are created in code.
  @available(*, unavailable)
  public required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Sets the background and builds the screen.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    build(self)
  }

  /// Adds `subview` filling the view (under the bars, as a scroll view should) and returns it.
  @discardableResult
  public func fill<View: UIView>(with subview: View) -> View {
    subview.frame = view.bounds
    subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(subview)
    return subview
  }

  /// Keeps `object` alive as long as the screen.
  public func keep(_ object: AnyObject) {
    kept.append(object)
  }
}
#endif
