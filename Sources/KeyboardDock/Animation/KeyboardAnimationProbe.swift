#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

/// Reads the keyboard's own animation inside a keyboard notification handler.
///
/// UIKit posts the *will* notifications inside the keyboard's animation block, so a view property
/// changed in the handler is animated with the keyboard's animation. The probe, an invisible
/// 1 × 1 view, moves its transform by one point, as the docked bar moves, and reads what UIKit
/// gave it: a `CASpringAnimation`'s `mass`,
/// `stiffness`, `damping`, `initialVelocity` and `duration` (`settlingDuration` when the duration
/// is 0), or a `CABasicAnimation`'s timing function and duration, whether it is additive, and
/// its `speed`. Outside an animation block (a cross-fade, a zero duration) it reads
/// ``KeyboardAnimationReading/notAnimated``; an animation of another kind reads
/// ``KeyboardAnimationReading/unreadable``. Flutter's `FlutterKeyboardInsetManager` reads the
/// keyboard's spring the same way.
///
/// The animation stays on the probe until it ends, so that once its transaction commits its
/// `beginTime` says when the keyboard's animation began (``committedBeginTime``), whether or not
/// the bar moved in the same handler.
@MainActor
final class KeyboardAnimationProbe {
  private let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))

  /// Adds the probe to `host`, behind its subviews.
  init(in host: UIView) {
    view.makeInertForMeasuring()
    view.alpha = 0
    host.insertSubview(view, at: 0)
  }

  /// When the newest animation a read left on the probe began, in `CACurrentMediaTime()`'s time,
  /// once its transaction has committed; `nil` when none is left.
  var committedBeginTime: CFTimeInterval? {
    view.layer.newestAnimationBeginTime
  }

  /// Removes the probe from its host.
  func remove() {
    view.removeFromSuperview()
  }

  /// What the animation block the caller runs in gives a moved view.
  func read() -> KeyboardAnimationReading {
    // Inside `performWithoutAnimation` the keyboard pops in, whatever its notification says.
    guard UIView.areAnimationsEnabled else { return .animationsDisabled }
    guard UIView.inheritedAnimationDuration > 0 else { return .notAnimated }
    // The bar moves by its transform: the probe reads what UIKit gives a transform.
    let earlier = Set(view.layer.animationKeys() ?? [])
    view.transform = view.transform == .identity ? CGAffineTransform(translationX: 0, y: 1) : .identity
    let added = (view.layer.animationKeys() ?? []).filter { !earlier.contains($0) }
    guard let animation = added.compactMap({ view.layer.animation(forKey: $0) }).last as? CAPropertyAnimation
    else { return .notAnimated }
    let speed = Double(animation.speed)
    if let spring = animation as? CASpringAnimation {
      let duration = spring.duration > 0 ? spring.duration : spring.settlingDuration
      let parameters = KeyboardSpringParameters(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
        initialVelocity: Double(spring.initialVelocity), duration: duration)
      return .animated(
        KeyboardObservedAnimation(timing: .spring(parameters), isAdditive: spring.isAdditive, speed: speed))
    }
    guard let function = animation.timingFunction, animation.duration > 0 else { return .unreadable }
    var first: [Float] = [0, 0]
    var second: [Float] = [0, 0]
    function.getControlPoint(at: 1, values: &first)
    function.getControlPoint(at: 2, values: &second)
    let curve = CubicBezierCurve(
      x1: Double(first[0]), y1: Double(first[1]), x2: Double(second[0]), y2: Double(second[1]))
    return .animated(
      KeyboardObservedAnimation(
        timing: .cubicBezier(curve, duration: animation.duration), isAdditive: animation.isAdditive,
        speed: speed))
  }
}
#endif
