import Foundation

extension KeyboardMotionTiming {
  /// A timing with what its progress needs worked out once: the spring's frequencies and factors,
  /// validated, so that evaluating it many times over a plan costs only its closed form.
  ///
  /// `progress(atElapsed:)` gives exactly `KeyboardMotionTiming.progress(atElapsed:)`'s
  /// answer, bit for bit: the same operations in the same order.
  package struct Prepared: Sendable {
    private enum Form: Sendable {
      /// `1 − e^(−ω₀t)(1 + (ω₀ − v₀)t)`: `negativeOmega` is −ω₀, `rate` ω₀ − v₀.
      case critical(negativeOmega: Double, rate: Double)
      /// `1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d sin ω_d t)`.
      case underdamped(negativeDecay: Double, damped: Double, sineFactor: Double)
      case cubicBezier(CubicBezierCurve, duration: Double)
    }

    private let form: Form
    /// The spring's duration: its progress is 1 after it.
    private let springDuration: Double

    /// Prepares `timing`.
    package init(_ timing: KeyboardMotionTiming) {
      switch timing {
      case .cubicBezier(let curve, let duration):
        form = .cubicBezier(curve, duration: duration)
        springDuration = duration
      case .spring(let given):
        // Parameters that are not valid are evaluated as the keyboard's, as the spring does.
        let spring = given.isValid ? given : .keyboard
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let ratio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let damped = ratio < 1 ? omega * (1 - ratio * ratio).squareRoot() : 0
        if damped <= 0 {
          form = .critical(negativeOmega: -omega, rate: omega - spring.initialVelocity)
        } else {
          form = .underdamped(
            negativeDecay: -ratio * omega, damped: damped,
            sineFactor: (ratio * omega - spring.initialVelocity) / damped)
        }
        springDuration = spring.duration
        // `KeyboardMotionTiming` caps the elapsed time at the given spring's duration.
        cap = given.duration
      }
    }

    /// The elapsed time a spring's progress is capped at: its duration as given.
    private(set) var cap = Double.infinity

    /// A spring's closed form, for summing springs that run alike: `nil` for a Bézier curve.
    ///
    /// The fraction still to go `τ` seconds in is `e^(−ωτ)(1 + rate·τ)` for a critically damped
    /// spring, `e^(−decay·τ)(cos(damped·τ) + sineFactor·sin(damped·τ))` for an underdamped one,
    /// for `0 < τ ≤ ` ``duration``.
    var closedForm: ClosedForm? {
      switch form {
      case .critical(let negativeOmega, let rate): .critical(omega: -negativeOmega, rate: rate)
      case .underdamped(let negativeDecay, let damped, let sineFactor):
        .underdamped(decay: -negativeDecay, damped: damped, sineFactor: sineFactor)
      case .cubicBezier: nil
      }
    }

    /// How long a spring's closed form holds: its progress is 1 after it.
    var duration: Double { springDuration }

    /// The two forms of a spring's remaining fraction.
    enum ClosedForm: Sendable {
      case critical(omega: Double, rate: Double)
      case underdamped(decay: Double, damped: Double, sineFactor: Double)
    }

    /// The progress `elapsed` seconds after the animation began.
    package func progress(atElapsed elapsed: Double) -> Double {
      let time = min(elapsed, cap)
      switch form {
      case .cubicBezier(let curve, let duration):
        return curve.progress(at: elapsed / duration)
      case .critical(let negativeOmega, let rate):
        if time.isNaN { return 1 }
        guard time > 0 else { return 0 }
        guard time <= springDuration else { return 1 }
        return 1 - exp(negativeOmega * time) * (1 + rate * time)
      case .underdamped(let negativeDecay, let damped, let sineFactor):
        if time.isNaN { return 1 }
        guard time > 0 else { return 0 }
        guard time <= springDuration else { return 1 }
        let envelope = exp(negativeDecay * time)
        let sine = sineFactor * sin(damped * time)
        return 1 - envelope * (cos(damped * time) + sine)
      }
    }
  }
}
