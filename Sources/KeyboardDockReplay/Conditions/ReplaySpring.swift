import Foundation

/// The keyboard's spring in a replay: the `CASpringAnimation` UIKit runs for curve 7 on the
/// simulated device, a condition no strategy is told.
///
/// `kbdock` evaluates it with Core Animation's closed form, written here independently of the
/// engine: with ω = √(stiffness / mass) and ζ = damping / (2 √(stiffness × mass)), a spring with
/// ζ ≥ 1 moves as x(t) = 1 − e^(−ωt)(1 + ωt) (the critically damped form Core Animation uses for
/// every such spring), one with ζ < 1 as
/// x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t), ω_d = ω √(1 − ζ²). It runs for
/// ``duration`` seconds and is at its end from then on (see *How the iOS keyboard behaves*, "The
/// keyboard spring" and "iOS 26").
public struct ReplaySpring: Sendable, Equatable {
  /// The mass, above 0.
  public var mass: Double
  /// The stiffness, above 0.
  public var stiffness: Double
  /// The damping, 0 or more.
  public var damping: Double
  /// How long the animation runs, in seconds.
  public var duration: Double

  /// The largest fraction of the distance left when the spring's default ``duration`` ends: 0.1 %.
  public static let settlingFraction = 0.001

  /// Creates a spring; `duration` defaults to ``settlingDuration(mass:stiffness:damping:)``, and to
  /// 0.5 s for the keyboard's mass 3, stiffness 1000, damping 500, the duration UIKit gives it.
  public init(mass: Double, stiffness: Double, damping: Double, duration: Double? = nil) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    if let duration {
      self.duration = duration
    } else if mass == 3, stiffness == 1000, damping == 500 {
      self.duration = 0.5
    } else {
      self.duration = Self.settlingDuration(mass: mass, stiffness: stiffness, damping: damping)
    }
  }

  /// UIKit's keyboard spring before iOS 26: mass 3, stiffness 1000, damping 500, 0.5 s.
  public static let keyboard = ReplaySpring(mass: 3, stiffness: 1000, damping: 500)

  /// The keyboard's spring on iOS 26: mass 1, stiffness 555.027, damping 47.118, critically
  /// damped with ω ≈ 23.56 s⁻¹, settling in about 0.39 s.
  public static let iOS26 = ReplaySpring(mass: 1, stiffness: 555.027, damping: 47.118)

  /// ω = √(stiffness / mass), in s⁻¹.
  public var omega: Double { (stiffness / mass).squareRoot() }

  /// ζ = damping / (2 √(stiffness × mass)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// `true` when the values describe a spring: finite, mass and stiffness above 0, damping 0 or
  /// more, ω from 0.01 to 10,000 s⁻¹ and a duration above 0 and at most 10 s.
  public var isValid: Bool {
    guard mass.isFinite, stiffness.isFinite, damping.isFinite, duration.isFinite, mass > 0, stiffness > 0,
      damping >= 0, duration > 0, duration <= 10
    else { return false }
    return (0.01...10_000).contains(omega) && dampingRatio.isFinite
  }

  /// The fraction of the distance travelled `time` seconds after the animation began: `0` before,
  /// the closed form up to ``duration``, `1` from then on (a spring with ζ < 1 overshoots).
  public func fraction(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < duration else { return 1 }
    return Self.closedForm(omega: omega, ratio: dampingRatio, time: time)
  }

  /// Core Animation's closed form from rest.
  static func closedForm(omega: Double, ratio: Double, time: Double) -> Double {
    if ratio >= 1 {
      let wt = omega * time
      return 1 - exp(-wt) * (1 + wt)
    }
    let damped = omega * (1 - ratio * ratio).squareRoot()
    let decay = exp(-ratio * omega * time)
    return 1 - decay * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
  }

  /// The time after which the spring stays within ``settlingFraction`` of its end, in seconds.
  ///
  /// For ζ ≥ 1, where `e^(−ωt)(1 + ωt)` falls to that fraction; below, the last time the spring is
  /// further from its end, searched in 1 ms steps up to 10 s. At most 10 s.
  public static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    guard omega.isFinite, omega > 0, ratio.isFinite, ratio >= 0 else { return 0.5 }
    let limit = 10.0
    if ratio >= 1 {
      // Solve e^(−u)(1 + u) = ε for u by bisection; the left side falls from 1 at u = 0.
      var low = 0.0
      var high = 100.0
      for _ in 0..<100 {
        let middle = (low + high) / 2
        if exp(-middle) * (1 + middle) > settlingFraction { low = middle } else { high = middle }
      }
      return min(limit, high / omega)
    }
    // |1 − x(t)| ≤ e^(−ζωt) / √(1 − ζ²): past the time that bound reaches the fraction, no step
    // is further from the end, so the search stops there.
    let bound = log(settlingFraction * (1 - ratio * ratio).squareRoot()) / (-ratio * omega)
    let steps = bound.isFinite && bound >= 0 ? Int(min(10_000, (bound * 1000).rounded(.up) + 1)) : 10_000
    var last = 0
    for step in 1...max(1, steps)
    where abs(1 - closedForm(omega: omega, ratio: ratio, time: Double(step) / 1000))
      > settlingFraction
    {
      last = step
    }
    return min(limit, Double(last + 1) / 1000)
  }
}
