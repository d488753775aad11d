import Foundation

/// The physical parameters of a Core Animation spring, as the keyboard's own animation carries
/// them.
///
/// UIKit runs curve 7 as a `CASpringAnimation`. A view animated inside a keyboard notification
/// handler inherits that animation, so its `mass`, `stiffness`, `damping`, `initialVelocity` and
/// `duration` can be read at run time (Flutter's `FlutterKeyboardInsetManager` does so). The
/// model's values, ``keyboard``, are used whenever none were read or the read ones are unusable
/// (`isValid`).
public struct KeyboardSpringParameters: Sendable, Hashable {
  /// The mass of the object on the spring.
  ///
  /// Must be positive.
  public var mass: Double
  /// The spring's stiffness.
  ///
  /// Must be positive.
  public var stiffness: Double
  /// The damping.
  ///
  /// Must not be negative.
  public var damping: Double
  /// The initial velocity, in units of the whole distance per second (Core Animation's unit):
  /// `0` starts from rest.
  ///
  /// Its magnitude must be at most `maximumInitialVelocity`.
  public var initialVelocity: Double
  /// How long the animation runs, in seconds; at its end the animated value is at its end.
  ///
  /// Must be positive and at most `maximumDuration`.
  public var duration: Double

  /// The longest duration accepted, 10 s: a longer keyboard animation is not plausible, and a
  /// plan over it would hold keyframes for no reason.
  package static let maximumDuration: Double = 10

  /// The fastest start accepted, 100 times the whole distance per second in either direction.
  ///
  /// The keyboard's spring starts from rest; a faster start would carry the bar hundreds of
  /// times the distance away before it returns.
  package static let maximumInitialVelocity: Double = 100

  /// The range of natural frequencies, `√(stiffness / mass)` in radians per second, accepted:
  /// `0.01…1,000,000`.
  ///
  /// The keyboard's is about 18. Outside the range the closed form overflows or divides by a
  /// vanishing frequency, and gives NaN or infinity.
  package static let naturalFrequencyRange: ClosedRange<Double> = 0.01...1_000_000

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
  /// negative, the duration lies in `0 < duration ≤ maximumDuration`, the initial velocity's
  /// magnitude is at most `maximumInitialVelocity`, the natural frequency lies in
  /// `naturalFrequencyRange` and the damping ratio is finite.
  ///
  /// For valid parameters `progress(at:)` is finite at every time.
  package var isValid: Bool {
    guard mass.isFinite, stiffness.isFinite, damping.isFinite, initialVelocity.isFinite, duration.isFinite,
      mass > 0, stiffness > 0, damping >= 0, duration > 0, duration <= Self.maximumDuration,
      abs(initialVelocity) <= Self.maximumInitialVelocity
    else { return false }
    return Self.naturalFrequencyRange.contains((stiffness / mass).squareRoot())
      && (damping / (2 * (stiffness * mass).squareRoot())).isFinite
  }

  /// The progress from 0 to 1 (it may overshoot for an underdamped spring) at `time` seconds
  /// after the animation began, as Core Animation evaluates the spring.
  ///
  /// Parameters that are not valid (`isValid`) are evaluated as ``keyboard``, so the answer is
  /// always finite. A NaN time counts as the end.
  ///
  /// `0` at or before the start; the closed form up to and including `duration`; `1` after it. A
  /// damping ratio of at least 1 uses the critically damped form `1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)`
  /// with `ω₀ = √(stiffness / mass)`, as Core Animation does for the keyboard's overdamped spring;
  /// a lower ratio uses the underdamped form. For ``keyboard`` this equals
  /// `KeyboardSpring.progress(at:)`.
  package func progress(at time: Double) -> Double {
    guard isValid else { return Self.keyboard.progress(at: time) }
    if time.isNaN { return 1 }
    guard time > 0 else { return 0 }
    guard time <= duration else { return 1 }
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    let damped = ratio < 1 ? omega * (1 - ratio * ratio).squareRoot() : 0
    if damped <= 0 {
      return 1 - exp(-omega * time) * (1 + (omega - initialVelocity) * time)
    }
    let envelope = exp(-ratio * omega * time)
    let sine = (ratio * omega - initialVelocity) / damped * sin(damped * time)
    return 1 - envelope * (cos(damped * time) + sine)
  }
}
