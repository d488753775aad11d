#if canImport(UIKit)
import UIKit

/// A zero-height input accessory view whose host view is observed with KVO.
///
/// UIKit puts a responder's `inputAccessoryView` into the view that hosts the keyboard and moves that view
/// with the keyboard, also while the user drags it (see *How the iOS keyboard behaves*, "Following the
/// finger"). This view observes its superview's `center` and `frame` while it has one, and never looks at
/// any other view.
final class KeyboardAccessoryProbeView: UIView {
  /// Called when the host view moved or resized.
  var onHostChange: (@MainActor () -> Void)?
  private var observations: [NSKeyValueObservation] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    makeInertForMeasuring()
    autoresizingMask = [.flexibleWidth]
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("KeyboardAccessoryProbeView is created in code only")
  }

  /// Zero height: the accessory adds nothing to the keyboard's frame.
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 0)
  }

  /// The host view's frame in the screen's coordinate space, or `nil` outside a keyboard.
  var hostFrameInScreen: CGRect? { superview?.frameInScreen() }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    stopObserving()
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    stopObserving()
    guard let host = superview else { return }
    let report: @Sendable (UIView) -> Void = { [weak self] _ in
      performOnMainActor { self?.onHostChange?() }
    }
    observations = [
      host.observe(\.center, options: [.new]) { view, _ in report(view) },
      host.observe(\.frame, options: [.new]) { view, _ in report(view) },
    ]
    onHostChange?()
  }

  private func stopObserving() {
    for observation in observations { observation.invalidate() }
    observations.removeAll()
  }
}
#endif
