#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

extension Animation {
  /// The keyboard's own motion, UIKit's curve 7, as a SwiftUI spring: the running system's
  /// keyboard spring (`KeyboardSpringParameters.keyboard(on:)`), iOS 26's from iOS 26 on.
  ///
  /// Before iOS 26 the keyboard's physical spring is mass 3, stiffness 1000, with the damping Core
  /// Animation effectively uses, 2√(stiffness × mass) ≈ 109.5 (`KeyboardSpring/criticalDamping`);
  /// UIKit's nominal 500 would take SwiftUI only 63 % of the way in 0.5 s (see *How the iOS
  /// keyboard behaves*, "The keyboard spring"). It needs no duration. A keyboard transition's own
  /// animation carries the spring read in its handler: prefer `keyboard(_:)` with a snapshot's or
  /// an update's animation.
  ///
  /// Use it for a screen's own changes that move with the keyboard. The keyboard modifiers do not:
  /// the docked bar and a pinned list follow the driver's plan in UIKit, and content insets run the
  /// transition's own animation (`keyboard(_:)`), or are set at once for a
  /// list whose offset the driver moves.
  public static var keyboard: Animation {
    keyboardTiming(KeyboardSpringParameters.keyboard(on: runningSystem).timingParameters) ?? .default
  }

  /// The running system's version.
  private static var runningSystem: SystemVersion {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return SystemVersion(version.majorVersion, version.minorVersion, version.patchVersion)
  }

  /// The SwiftUI animation for timing parameters, or `nil` for an immediate change.
  private static func keyboardTiming(_ parameters: KeyboardTimingParameters) -> Animation? {
    switch parameters {
    case .immediate:
      return nil
    case .spring(let mass, let stiffness, let damping):
      return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
    case .cubicBezier(let curve, let duration):
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
  }

  /// The SwiftUI animation that moves in step with a keyboard animation, or `nil` when the
  /// change applies at once.
  ///
  /// Curve 7 (and any unknown curve) gives the animation's `KeyboardAnimation/spring`, the one
  /// read in the keyboard's handler, else ``keyboard``, whatever the duration, since UIKit
  /// ignores it for that curve; the standard curves give their cubic Bézier (`timingCurve`) over
  /// the notification's duration; a zero duration gives `nil` (see *How the iOS keyboard
  /// behaves*, "The keyboard spring" and "Changes without animation").
  /// Reduce Motion changes nothing: the keyboard itself still moves.
  ///
  /// ```swift
  /// withAnimation(.keyboard(animation)) { isExpanded = false }
  /// ```
  public static func keyboard(_ animation: KeyboardAnimation) -> Animation? {
    keyboardTiming(animation.timingParameters(defaultSpring: .keyboard(on: runningSystem)))
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
