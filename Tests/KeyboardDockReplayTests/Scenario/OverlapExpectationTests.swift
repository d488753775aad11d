import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// kbdock's `overlap` expectation is what the engine believes the keyboard covers: hand-computed
/// keyboards under iOS 26's spring with additive interruptions, 50 ms after each interruption.
///
/// Additive animations show `end + Σ delta × (1 − p(t − commit))`; with no commit latency each
/// commit is at its notification. Before, the check read the state machine's curve (the spring
/// before iOS 26, restarted from where it was): 83.2 pt short after the QuickType change and
/// 40.3 pt short after the hide.
@Suite("kbdock: the overlap expectation follows the engine's keyboard")
struct OverlapExpectationTests {
  /// iOS 26's spring written out (mass 1, stiffness 555.027, damping 47.118, just underdamped).
  static func progress(_ time: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = 555.027.squareRoot()
    let ratio = 47.118 / (2 * omega)
    let damped = omega * (1 - ratio * ratio).squareRoot()
    return 1 - exp(-ratio * omega * time) * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
  }

  static let conditions = ReplayConditions(keyboardSpring: .iOS26)

  static func violations(_ scenario: ReplayScenario, at time: Double, overlap: Double)
    -> [ExpectationViolation]
  {
    var scenario = scenario
    scenario.expectations = [ScenarioExpectation(at: time, overlap: overlap, tolerance: 0.01)]
    return Replay.run(scenario: scenario, conditions: conditions).violations
  }

  /// QuickType (291 → 335 pt) 50 ms into a show at 0.25 s; 50 ms later, at 0.35 s.
  @Test func fiftyMillisecondsAfterAQuickTypeChange() {
    let top = 509 + 291 * (1 - Self.progress(0.10)) + 44 * (1 - Self.progress(0.05))
    let expected = 844 - top
    #expect(abs(expected - 212.9068) < 0.0001)
    #expect(Self.violations(.quickTypeMidShow, at: 0.35, overlap: expected).isEmpty)
    #expect(Self.violations(.quickTypeMidShow, at: 0.35, overlap: expected + 0.1).count == 1)
  }

  /// A hide 100 ms into a 336 pt show at 0.25 s; 50 ms later, at 0.40 s.
  @Test func fiftyMillisecondsAfterAHideInterruptsAShow() {
    let expected = 336 * (Self.progress(0.15) - Self.progress(0.05))
    #expect(abs(expected - 180.8546) < 0.0001)
    #expect(Self.violations(.hideMidShow, at: 0.40, overlap: expected).isEmpty)
    #expect(Self.violations(.hideMidShow, at: 0.40, overlap: expected - 0.1).count == 1)
  }
}
