#if canImport(UIKit)
import UIKit
import KeyboardDockCore

/// Runs view changes with a keyboard transition's duration and curve.
///
/// Use it from ``KeyboardTracker/onUpdate`` (or the stream and publisher) with the update's
/// ``KeyboardTracker/Update/animation`` for changes of your own that should move on the keyboard's
/// curve, such as ``KeyboardAvoidance`` revealing a form's field. Do not animate a docked bar with
/// it: the bar's offset, `max(keyboard overlap, resting inset)`, is not linear in the keyboard's
/// position (see *How the iOS keyboard behaves*, "Safe area and tab bars"), so one animation to the
/// end layout runs ahead of the keyboard while it is below the safe area. Move the bar with
/// ``KeyboardTracker/Update/barMotion`` instead, as ``KeyboardDockInstaller`` does.
@MainActor
public enum KeyboardAnimator {
  /// Runs `changes` with the keyboard animation's duration and curve.
  ///
  /// A spring transition whose animation carries the keyboard's spring (`KeyboardAnimation/spring`,
  /// which the tracker's updates and answers set: the spring read in the keyboard's handler, else
  /// the system's, iOS 26's from iOS 26 on) runs a `UIViewPropertyAnimator` with that spring's
  /// mass, stiffness and damping. Any other animated transition runs
  /// `UIView.animate(withDuration:delay:options:)` with the notification's duration and
  /// `UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue)` — the raw curve shifted
  /// left by 16 bits, so curve 7 selects the keyboard's spring and is never mapped to linear (see
  /// *How the iOS keyboard behaves*, "The animation curve", "The keyboard spring") — plus
  /// `.beginFromCurrentState` (a transition that interrupts another starts where the views are
  /// now) and `.allowUserInteraction`.
  ///
  /// An immediate animation (duration 0: samples during interactive dismissal, language switches,
  /// *How the iOS keyboard behaves*, "Changes without animation") runs `changes` inside
  /// `UIView.performWithoutAnimation` and calls `completion` with `true` at once.
  ///
  /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`) changes nothing: the views still
  /// move with the keyboard, because the keyboard itself moves; KeyboardDock adds no bounce or
  /// motion of its own that Reduce Motion would remove.
  ///
  /// - Parameters:
  ///   - animation: The transition's animation, from ``KeyboardTracker/Update/animation``.
  ///   - changes: The changes to animate: properties of views other than a docked bar, such as
  ///     `alpha`, `transform`, or a scroll view's insets and offset (a docked bar follows
  ///     ``KeyboardTracker/Update/barMotion`` instead). Run from ``KeyboardTracker/onUpdate``,
  ///     which can be called during a layout pass or inside the keyboard notification's
  ///     animation block, `changes` only sets properties and constraint constants and calls
  ///     `setNeedsLayout()`; it never calls `layoutIfNeeded()`.
  ///   - completion: Called on the main actor when the animation ends; `false` if it was
  ///     interrupted. Defaults to `nil`.
  public static func animate(
    _ animation: KeyboardAnimation,
    _ changes: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard !animation.isImmediate else {
      UIView.performWithoutAnimation(changes)
      completion?(true)
      return
    }
    if animation.curve.cubicBezier == nil, let spring = animation.spring, spring.isValid {
      // The keyboard's spring as read in its handler (or the system's), in place of what curve 7
      // names: on iOS 26 the keyboard runs another spring.
      let timing = UISpringTimingParameters(
        mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
        initialVelocity: CGVector(dx: spring.initialVelocity, dy: spring.initialVelocity))
      let animator = UIViewPropertyAnimator(duration: spring.duration, timingParameters: timing)
      animator.isUserInteractionEnabled = true
      animator.addAnimations(changes)
      if let completion { animator.addCompletion { completion($0 == .end) } }
      animator.startAnimation()
      return
    }
    UIView.animate(
      withDuration: animation.duration,
      delay: 0,
      options: options(for: animation.curve),
      animations: changes,
      completion: completion
    )
  }

  /// The animation options for a keyboard curve: the curve's
  /// `KeyboardAnimationCurve/animationOptionsRawValue` plus
  /// `.beginFromCurrentState` and `.allowUserInteraction`.
  public static func options(for curve: KeyboardAnimationCurve) -> UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue)
      .union([.beginFromCurrentState, .allowUserInteraction])
  }
}
#endif
