#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

extension Animation {
  /// The keyboard's own motion, UIKit's curve 7, as a SwiftUI spring.
  ///
  /// The keyboard's physical spring before iOS 26 — mass 3, stiffness 1000 — with the damping Core
  /// Animation effectively uses, 2√(stiffness × mass) ≈ 109.5 (`KeyboardSpring/criticalDamping`);
  /// UIKit's nominal 500 would take SwiftUI only 63 % of the way in 0.5 s (see *How the iOS
  /// keyboard behaves*, "The keyboard spring"). It needs no duration: it is 99 % there after
  /// 0.36 s.
  ///
  /// Use it for a screen's own changes that move with the keyboard. The keyboard modifiers do not:
  /// the docked bar and a pinned list follow the driver's plan in UIKit, and content insets run the
  /// transition's own animation (`keyboard(_:)`), or are set at once for a
  /// list whose offset the driver moves.
  public static var keyboard: Animation {
    .interpolatingSpring(
      mass: KeyboardSpring.mass, stiffness: KeyboardSpring.stiffness,
      damping: KeyboardSpring.criticalDamping, initialVelocity: 0)
  }

  /// The SwiftUI animation that moves in step with a keyboard animation, or `nil` when the
  /// change applies at once.
  ///
  /// Curve 7 (and any unknown curve) gives ``keyboard``, whatever the duration, since UIKit
  /// ignores it for that curve; the standard curves give their cubic Bézier (`timingCurve`) over
  /// the notification's duration; a zero duration gives `nil` (see *How the iOS keyboard
  /// behaves*, "The keyboard spring" and "Changes without animation").
  /// Reduce Motion changes nothing: the keyboard itself still moves.
  ///
  /// ```swift
  /// withAnimation(.keyboard(animation)) { isExpanded = false }
  /// ```
  public static func keyboard(_ animation: KeyboardAnimation) -> Animation? {
    switch animation.timingParameters {
    case .immediate:
      return nil
    case .spring(let mass, let stiffness, let damping):
      return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
    case .cubicBezier(let curve, let duration):
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
  }

  /// The SwiftUI animation that moves in step with a keyboard animation if there is one, or
  /// `nil` when there is none or the change applies at once.
  ///
  /// It takes a ``KeyboardSnapshot/animation`` as it is, `nil` while no keyboard transition
  /// runs; otherwise it answers as the non-optional form does.
  ///
  /// ```swift
  /// .animation(Animation.keyboard(keyboard.animation), value: keyboard.phase)
  /// ```
  public static func keyboard(_ animation: KeyboardAnimation?) -> Animation? {
    guard let animation else { return nil }
    return keyboard(animation)
  }
}
#endif
