import Foundation

extension KeyboardSpringParameters {
  /// The keyboard's spring on iOS 26 and later: mass 1, stiffness 555.027, damping 47.118, from rest,
  /// over its settling duration (about 0.392 s).
  ///
  /// Critically damped with ω ≈ 23.56 s⁻¹: faster than the 18.26 s⁻¹ of the spring
  /// before iOS 26
  /// (<doc:HowTheKeyboardBehaves#iOS-26>).
  package static let iOS26 = KeyboardSpringParameters(
    mass: 1, stiffness: 555.027, damping: 47.118, initialVelocity: 0,
    duration: settlingDuration(mass: 1, stiffness: 555.027, damping: 47.118))

  /// The keyboard's spring on `system` when none can be read: `iOS26` from iOS 26 on,
  /// ``keyboard`` before it and when the system is unknown.
  public static func keyboard(on system: SystemVersion?) -> KeyboardSpringParameters {
    guard let system, system >= .iOS26 else { return .keyboard }
    return .iOS26
  }

  /// The fraction of the distance a spring may have left when its settling duration ends: 0.1 %.
  package static let settlingFraction = 0.001

  /// How long a spring from rest takes to stay within `settlingFraction` of its end, in
  /// seconds.
  ///
  /// For a damping ratio of at least 1 it is where `e^(−ω₀t)(1 + ω₀t)` falls to that fraction,
  /// Core Animation's form for such springs. Below 1 it is the last instant the oscillation
  /// strays further, found on a grid of 4,000 steps up to where the envelope
  /// `e^(−ζω₀t) / √(1 − ζ²)` falls to the fraction. Values that do not describe a spring give
  /// ``KeyboardSpring/settlingDuration``; the answer is at most `maximumDuration`.
  package static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    guard omega.isFinite, omega > 0, ratio.isFinite, ratio >= 0 else {
      return KeyboardSpring.settlingDuration
    }
    guard ratio < 1 else {
      // Newton's method on g(u) = ln(1 + u) − u − ln(ε), decreasing for u > 0, from u = 10.
      var u = 10.0
      for _ in 0..<32 {
        let g = log(1 + u) - u - log(settlingFraction)
        let slope = 1 / (1 + u) - 1
        let next = u - g / slope
        if abs(next - u) < 1e-12 { break }
        u = max(next, 1e-9)
      }
      return min(maximumDuration, u / omega)
    }
    guard ratio > 0 else { return maximumDuration }
    let bound = log(1 / (settlingFraction * (1 - ratio * ratio).squareRoot())) / (ratio * omega)
    let limit = min(maximumDuration, max(0, bound))
    let parameters = KeyboardSpringParameters(
      mass: mass, stiffness: stiffness, damping: damping, duration: maximumDuration)
    let steps = 4000
    var last = 0.0
    for step in 1...steps {
      let time = limit * Double(step) / Double(steps)
      if abs(1 - parameters.progress(at: time)) > settlingFraction { last = time }
    }
    return min(limit, last + limit / Double(steps))
  }
}
