#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

// The motion plan: how a docked bar moves with the keyboard's own Core Animation transaction.
extension KeyboardTracker {
  /// How a bar docked at the bottom of `view` moves for the current transition, from the commit
  /// of the Core Animation transaction this is called in, as keyframes of the whole path.
  ///
  /// ``Update/barMotion`` is how ``KeyboardDockInstaller`` moves its bar: it lets UIKit animate
  /// the bar with the keyboard's own animation, interruptions included, and adds only what is not
  /// linear in the keyboard's position. This plan instead holds the whole path from where the
  /// bar is shown, and assumes an interrupted keyboard restarts from where it is shown.
  ///
  /// Call it from ``onUpdate`` for an update that is not immediate, then set the bar's layout to
  /// the plan's `finalLayout` without animation and add the plan's keyframes to the bar's layer
  /// (`KeyframePath/additiveAnimation(keyPath:scale:fadingOffset:)`). Made while a keyboard
  /// notification is handled, the plan starts when the keyboard's animation does — both are
  /// committed with the same transaction — and the render server runs both, whatever the main
  /// thread does. Made later (a container change while the keyboard moves, a cancelled drag's
  /// snap-back), it covers what is left of the keyboard's animation by the tracker's clock.
  ///
  /// For curve 7 the plan uses the keyboard's own spring, read inside the notification handler
  /// from the animation UIKit gives a view changed there, and the model's when none could be read.
  /// The plan is immediate when the transition is (interactive samples, duration 0), and when
  /// the view's geometry changed with the notification (a rotation): then the bar rides along
  /// with UIKit's animation of that change.
  ///
  /// - Parameters:
  ///   - view: The view the bar is docked in; its bottom is where the offset is measured from.
  ///   - presentedBottomOffset: Where the bar is shown now if an earlier plan's animation is
  ///     still running (read from the bar layer's presentation layer), else `nil`: the plan then
  ///     starts there. Defaults to `nil`.
  /// - Returns: The plan. When `view` is in no window, an immediate plan that rests on its safe
  ///   area as if no keyboard were shown.
  public func motionPlan(in view: UIView, presentedBottomOffset: CGFloat? = nil) -> KeyboardMotionPlan {
    guard let container = KeyboardContainer(view: view) else { return .immediate(restingLayout(in: view)) }
    let elapsed = isDeliveringNotification ? 0 : Self.now() - machine.animation.beginTime
    return KeyboardMotionPlan(
      for: machine, in: container, configuration: configuration.dock,
      presentedBottomOffset: presentedBottomOffset,
      spring: driver.readSpring ?? .keyboard(on: driver.configuration.system), elapsed: elapsed)
  }
}
#endif
