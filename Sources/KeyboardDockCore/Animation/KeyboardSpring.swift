import Foundation

/// The keyboard's spring: UIKit's curve 7.
///
/// UIKit turns curve 7 into a `CASpringAnimation` with mass 3, stiffness 1000 and damping 500 that
/// runs for 0.5 s. Core Animation evaluates springs whose damping ratio is at least 1 with the
/// critically damped closed form, so the keyboard's progress is
/// x(t) = 1 − e^(−ωt)(1 + ωt) with ω = √(stiffness / mass) = √(1000/3) ≈ 18.257 s⁻¹
/// (<doc:HowTheKeyboardBehaves#The-keyboard-spring>). The textbook overdamped solution would reach
/// only 63 % at 0.5 s.
public enum KeyboardSpring {
  /// The spring's mass, 3.
  public static let mass: Double = 3
  /// The spring's stiffness, 1000.
  public static let stiffness: Double = 1000
  /// The spring's damping, 500.
  public static let damping: Double = 500
  /// ω = √(stiffness / mass), in s⁻¹.
  package static let omega: Double = (stiffness / mass).squareRoot()
  /// The animation's duration, 0.5 s.
  ///
  /// After it the keyboard is at its end position.
  public static let settlingDuration: Double = 0.5

  /// The progress from 0 to 1 at `time` seconds after the animation began.
  ///
  /// `0` at or before the start, the closed form up to and including
  /// ``settlingDuration``, `1` after it. A NaN time counts as the end: `1`.
  package static func progress(at time: Double) -> Double {
    if time.isNaN { return 1 }
    guard time > 0 else { return 0 }
    guard time <= settlingDuration else { return 1 }
    let wt = omega * time
    return 1 - exp(-wt) * (1 + wt)
  }

  /// The time, in seconds, at which the spring reaches `progress` (0…1).
  ///
  /// The inverse of `progress(at:)` on `0...settlingDuration`; progress at or beyond the
  /// value at ``settlingDuration`` returns ``settlingDuration``. Solved with Newton's
  /// method, safeguarded by bisection. A NaN progress counts as the end: ``settlingDuration``.
  package static func time(atProgress progress: Double) -> Double {
    if progress.isNaN { return settlingDuration }
    guard progress > 0 else { return 0 }
    guard progress < self.progress(at: settlingDuration) else { return settlingDuration }
    var low = 0.0
    var high = settlingDuration
    var t = 1 / omega
    for _ in 0..<64 {
      let value = self.progress(at: t) - progress
      if abs(value) < 1e-12 { break }
      if value > 0 { high = t } else { low = t }
      // x'(t) = ω² t e^(−ωt)
      let slope = omega * omega * t * exp(-omega * t)
      var next = slope > 0 ? t - value / slope : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      t = next
    }
    return t
  }
}
