#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

/// Reads the keyboard's own spring inside a keyboard notification handler.
///
/// UIKit posts the *will* notifications inside the keyboard's animation block, so a view property
/// changed in the handler is animated with the keyboard's animation: for curve 7, a
/// `CASpringAnimation`. The probe, an invisible 1 × 1 view, moves by one point and reads that
/// animation's `mass`, `stiffness`, `damping`, `initialVelocity` and `duration` (the time Core
/// Animation runs it; `settlingDuration` when the duration is 0), then removes it. Flutter's
/// `FlutterKeyboardInsetManager` reads the keyboard's spring the same way. Outside an animation
/// block, or when the animation is not a spring, there is nothing to read.
@MainActor
final class KeyboardSpringProbe {
  private let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))

  /// Adds the probe to `host`, behind its subviews.
  init(in host: UIView) {
    view.makeInertForMeasuring()
    view.alpha = 0
    host.insertSubview(view, at: 0)
  }

  /// Removes the probe from its host.
  func remove() {
    view.removeFromSuperview()
  }

  /// The spring of the animation block the caller runs in, or `nil` outside one, or when its
  /// animation is not a spring.
  func read() -> KeyboardSpringParameters? {
    guard UIView.inheritedAnimationDuration > 0 else { return nil }
    view.center.y = view.center.y == 0 ? 1 : 0
    defer { view.layer.removeAllAnimations() }
    guard let spring = view.layer.animation(forKey: "position") as? CASpringAnimation else { return nil }
    let duration = spring.duration > 0 ? spring.duration : spring.settlingDuration
    return KeyboardSpringParameters(
      mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
      initialVelocity: Double(spring.initialVelocity), duration: duration)
  }
}
#endif
