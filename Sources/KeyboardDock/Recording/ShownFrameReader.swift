#if canImport(UIKit)
import KeyboardDockTrace
import QuartzCore
import UIKit

/// Reads where the keyboard and a bar are shown, from presentation layers, with public API only.
///
/// It adds to the tracked view a view of its own that fills it and owns a `keyboardLayoutGuide` (so the
/// app's own guide and its options stay the app's), and in it a zero-height edge pinned to the guide's top.
/// UIKit moves the guide in the keyboard's own animation block, so the edge's presentation layer shows where
/// the keyboard is on the frame being drawn, the way react-native-keyboard-controller follows iOS 26's
/// keyboard. The guide never goes below the safe area: while the keyboard covers less than the safe area's
/// bottom inset, the reading is that inset.
@MainActor
final class ShownFrameReader {
  private let host = ShownKeyboardEdgeHost(frame: .zero)

  /// Adds the measuring views to `view`, behind its subviews.
  init(in view: UIView) {
    host.insertBehindSubviews(filling: view)
  }

  /// The shown keyboard and `bar`, in the tracked view's coordinates, or `nil` when either is not on screen
  /// in the tracked view's window yet.
  func read(bar: UIView) -> KeyboardShownFrame? {
    guard let view = host.superview, let window = view.window, bar.window === window,
      let root = view.layer.presentation(), let edge = host.edge.layer.presentation(),
      let shownBar = bar.layer.presentation()
    else { return nil }
    // A presentation layer's superlayers are the presentation tree's, so the conversions see every
    // ancestor where it is shown.
    let top = edge.convert(edge.bounds, to: root).minY
    let barFrame = shownBar.convert(shownBar.bounds, to: root)
    return KeyboardShownFrame(keyboardTop: top, barFrame: barFrame, containerBounds: root.bounds)
  }

  /// Removes the measuring views.
  func remove() {
    host.removeFromSuperview()
  }
}

/// An empty view filling the tracked view, with a zero-height edge pinned to its keyboard layout guide's top.
private final class ShownKeyboardEdgeHost: UIView {
  /// The keyboard's top edge.
  let edge = UIView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    makeInertForMeasuring()
    // An undocked keyboard leaves the guide on the safe area, as the tracker's own guide does.
    keyboardLayoutGuide.followsUndockedKeyboard = false
    edge.makeInertForMeasuring()
    edge.translatesAutoresizingMaskIntoConstraints = false
    addSubview(edge)
    NSLayoutConstraint.activate([
      edge.topAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
      edge.leadingAnchor.constraint(equalTo: leadingAnchor),
      edge.trailingAnchor.constraint(equalTo: trailingAnchor),
      edge.heightAnchor.constraint(equalToConstant: 0),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code only")
  }
}
#endif
