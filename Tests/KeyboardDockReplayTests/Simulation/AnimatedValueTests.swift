import Foundation
import Testing

@testable import KeyboardDockReplay

@Suite("Simulated keyboard: animated values")
struct AnimatedValueTests {
  /// ω = 20 s⁻¹, ζ = 0.5: 12.4 % past its end 0.15 s in.
  static let bouncy = ReplaySpring(mass: 1, stiffness: 400, damping: 20)

  @Test func anUnderdampedSpringOvershootsItsEnd() {
    // Given a keyboard top animated from 844 to 553 on a spring with ζ < 1
    var top = AnimatedValue(844.0)
    top.animate(
      to: 553, curve: KeyboardMotionCurve(duration: 0.25, rawCurve: 7, spring: Self.bouncy), commit: 0,
      handlerTime: 0, interruptions: .additive)
    // Then it goes past 553, by the closed form's 291 × (1 − 1.12435…) at 0.15 s
    let fraction = Self.bouncy.fraction(at: 0.15)
    #expect(abs(fraction - 1.1243547674084116) < 1e-12)
    #expect(abs(top.value(at: 0.15) - (553 + 291 * (1 - fraction))) < 1e-9)
    #expect(top.value(at: 0.15) < 517)
    // And it rests at its end once the spring's duration is over
    #expect(top.value(at: Self.bouncy.duration) == 553)
  }
}
