import Foundation

/// A keyboard animation in the primitives of an animation system that does not run UIKit's curves.
///
/// SwiftUI is such a system. The animation becomes a spring, a cubic Bézier over a duration, or
/// none. Get one from `KeyboardAnimation.timingParameters`. A framework that runs it moves in
/// step with the keyboard without asking UIKit for curve 7.
package enum KeyboardTimingParameters: Sendable, Hashable {
  /// Apply the change at once.
  ///
  /// For a zero duration (<doc:HowTheKeyboardBehaves#Changes-without-animation>) or an interactive sample.
  case immediate
  /// A spring from rest with these physical parameters.
  ///
  /// It starts with velocity 0 and settles on its own rather than after a duration. For the keyboard's curve
  /// 7 the parameters are ``KeyboardSpring/mass``, ``KeyboardSpring/stiffness`` and
  /// `KeyboardSpring.criticalDamping`; see there why the damping is not UIKit's 500.
  case spring(mass: Double, stiffness: Double, damping: Double)
  /// A cubic Bézier timing curve over `duration` seconds.
  ///
  /// UIKit's ease-in-out, ease-in, ease-out and linear curves.
  case cubicBezier(CubicBezierCurve, duration: Double)
}

extension KeyboardAnimation {
  /// The animation as a spring or a cubic Bézier, for animation systems other than UIKit's.
  ///
  /// - Immediate animations (duration 0 or less) give `KeyboardTimingParameters.immediate`.
  /// - The keyboard's curve 7, and any unknown raw curve (which UIKit animates like 7), give
  ///   ``spring`` (`KeyboardSpringParameters.timingParameters`), else the spring before iOS 26;
  ///   the duration is ignored, as UIKit ignores it (<doc:HowTheKeyboardBehaves#The-keyboard-spring>).
  /// - The four standard curves give their cubic Bézier over `duration`.
  package var timingParameters: KeyboardTimingParameters {
    timingParameters(defaultSpring: .keyboard)
  }

  /// The animation as a spring or a cubic Bézier, with ``spring``, else `defaultSpring`, for
  /// curve 7: pass the system's (``KeyboardSpringParameters/keyboard(on:)``).
  package func timingParameters(defaultSpring: KeyboardSpringParameters) -> KeyboardTimingParameters {
    switch KeyboardMotionTiming(self, observedSpring: nil) {
    case nil:
      .immediate
    case .spring:
      (spring.flatMap { $0.isValid ? $0 : nil } ?? defaultSpring).timingParameters
    case .cubicBezier(let curve, let duration):
      .cubicBezier(curve, duration: duration)
    }
  }
}

extension KeyboardSpringParameters {
  /// The spring as a physical spring from rest that moves as Core Animation shows this one.
  ///
  /// Core Animation evaluates a spring whose damping ratio is at least 1 with the critically damped
  /// closed form, so such a spring's damping becomes the critical `2√(stiffness × mass)`
  /// (`KeyboardSpring.criticalDamping` for ``keyboard``); a lower damping is kept. Parameters
  /// that are not valid (`isValid`) give ``keyboard``'s.
  package var timingParameters: KeyboardTimingParameters {
    let spring = isValid ? self : .keyboard
    let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
    return .spring(mass: spring.mass, stiffness: spring.stiffness, damping: min(spring.damping, critical))
  }
}

extension KeyboardSpring {
  /// The critical damping for the keyboard's spring, 2√(stiffness × mass) ≈ 109.545.
  ///
  /// With it a physical spring with the keyboard's mass and stiffness moves exactly like the keyboard.
  /// UIKit's spring has damping 500, which is overdamped (damping ratio ≈ 4.56), but Core Animation
  /// evaluates every spring with a damping ratio of at least 1 with the critically damped closed form,
  /// x(t) = 1 − e^(−ωt)(1 + ωt) (<doc:HowTheKeyboardBehaves#The-keyboard-spring>). An animation system
  /// that solves the spring's equation as given, such as SwiftUI's `interpolatingSpring`, would reach only
  /// 63 % at 0.5 s with damping 500. With this damping the equation's solution *is* the critically damped
  /// closed form, so the motion matches whichever way a system evaluates it.
  package static let criticalDamping: Double = 2 * (stiffness * mass).squareRoot()
}
