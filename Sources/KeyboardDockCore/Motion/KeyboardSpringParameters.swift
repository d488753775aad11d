import Foundation

/// The physical parameters of a Core Animation spring, as the keyboard's own animation carries
/// them.
///
/// UIKit runs curve 7 as a `CASpringAnimation`. A view animated inside a keyboard notification
/// handler inherits that animation, so its `mass`, `stiffness`, `damping`, `initialVelocity` and
/// `duration` can be read at run time (Flutter's `FlutterKeyboardInsetManager` does so). The
/// model's values, ``keyboard``, are used whenever none were read or the read ones are unusable
/// (``isValid``).
public struct KeyboardSpringParameters: Sendable, Equatable {
  /// The mass of the object on the spring. Must be positive.
  public var mass: Double
  /// The spring's stiffness. Must be positive.
  public var stiffness: Double
  /// The damping. Must not be negative.
  public var damping: Double
  /// The initial velocity, in units of the whole distance per second (Core Animation's unit):
  /// `0` starts from rest.
  public var initialVelocity: Double
  /// How long the animation runs, in seconds; at its end the animated value is at its end.
  /// Must be positive and at most ``maximumDuration``.
  public var duration: Double

  /// The longest duration accepted, 10 s: a longer keyboard animation is not plausible, and a
  /// plan over it would hold keyframes for no reason.
  public static let maximumDuration: Double = 10

  /// Creates spring parameters.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0, duration: Double)
  {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.duration = duration
  }

  /// The model of the keyboard's spring: mass 3, stiffness 1000, damping 500, from rest, over
  /// 0.5 s (``KeyboardSpring``).
  public static let keyboard = KeyboardSpringParameters(
    mass: KeyboardSpring.mass, stiffness: KeyboardSpring.stiffness, damping: KeyboardSpring.damping,
    initialVelocity: 0, duration: KeyboardSpring.settlingDuration)

  /// `true` when every value is finite, the mass and stiffness are positive, the damping is not
  /// negative and the duration lies in `0 < duration ≤ maximumDuration`.
  public var isValid: Bool {
    mass.isFinite && stiffness.isFinite && damping.isFinite && initialVelocity.isFinite
      && duration.isFinite && mass > 0 && stiffness > 0 && damping >= 0 && duration > 0
      && duration <= Self.maximumDuration
  }

  /// The progress from 0 to 1 (it may overshoot for an underdamped spring) at `time` seconds
  /// after the animation began, as Core Animation evaluates the spring.
  ///
  /// `0` at or before the start; the closed form up to and including ``duration``; `1` after
  /// it. A damping ratio of at least 1 uses the critically damped form
  /// `1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)` with `ω₀ = √(stiffness / mass)`, as Core Animation does
  /// for the keyboard's overdamped spring; a lower ratio uses the underdamped form. For
  /// ``keyboard`` this equals ``KeyboardSpring/progress(at:)``.
  public func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time <= duration else { return 1 }
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    if ratio >= 1 {
      return 1 - exp(-omega * time) * (1 + (omega - initialVelocity) * time)
    }
    let damped = omega * (1 - ratio * ratio).squareRoot()
    let envelope = exp(-ratio * omega * time)
    let sine = (ratio * omega - initialVelocity) / damped * sin(damped * time)
    return 1 - envelope * (cos(damped * time) + sine)
  }
}
