#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension KeyboardPan {
  /// Reads the raw facts of the finger on `scrollView`: its pan gesture's phase, the touch in the
  /// screen's coordinate space while it pans, its `keyboardDismissMode`, and `dismissPadding`.
  ///
  /// It decides nothing: whether the finger holds the keyboard is the driver's to say. A fact
  /// it cannot read (no window, an unknown dismiss mode) is unknown.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view the keyboard is dismissed from.
  ///   - dismissPadding: The keyboard layout guide's `keyboardDismissPadding` the adapter set
  ///     (iOS 17 and later), or `0`.
  @MainActor
  init(reading scrollView: UIScrollView, dismissPadding: CGFloat) {
    let gesture = scrollView.panGestureRecognizer
    let phase: Phase =
      switch gesture.state {
      case .began: .began
      case .changed: .changed
      default: .ended
      }
    var touch: CGPoint?
    if phase != .ended, let window = scrollView.window, let screen = window.windowScene?.screen {
      touch = window.convert(gesture.location(in: window), to: screen.coordinateSpace)
    }
    self.init(
      phase: phase, touch: touch, dismissMode: Self.dismissMode(scrollView.keyboardDismissMode),
      dismissPadding: dismissPadding)
  }

  /// UIKit's dismiss mode as the core names it; `nil` for a mode it does not know.
  static func dismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> DismissMode? {
    switch mode {
    case .none: return DismissMode.none
    case .onDrag: return .onDrag
    case .interactive: return .interactive
    default: break
    }
    if #available(iOS 16, *) {
      if mode == .interactiveWithAccessory { return .interactiveWithAccessory }
      if mode == .onDragWithAccessory { return .onDrag }
    }
    return nil
  }
}
#endif
