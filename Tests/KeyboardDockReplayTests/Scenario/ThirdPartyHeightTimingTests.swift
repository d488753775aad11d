import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// Issue 42, item 6: a third-party keyboard's height steps under the device timing that once put
/// the bar 6–22 pt off (4 and 16 ms of commit latency at 60 Hz).
@Suite("Scenario: third-party height steps under commit latency")
struct ThirdPartyHeightTimingTests {
  static let timings = [
    ReplayConditions(commitLatency: 0.004, frameRate: 60),
    ReplayConditions(commitLatency: 0.016, frameRate: 60),
  ]

  /// Steps `gap` seconds apart, from 0 pt through 216 pt to `last`: faster than the commit,
  /// between two frames, and slower than a frame.
  ///
  /// `last` differs from 216 pt by more than the rounding that makes frames a fraction apart the
  /// same (*How the iOS keyboard behaves*, "Third-party keyboards"): 216.3 pt would leave the bar
  /// the 0.3 pt below a pixel that rule accepts.
  static func steps(gap: Double, last: CGFloat) -> ReplayScenario {
    func docked(_ height: CGFloat) -> ScenarioAction {
      .show(ScenarioKeyboardMove(frame: CGRect(x: 0, y: 844 - height, width: 390, height: height)))
    }
    return ReplayScenario(
      name: "steps-\(gap)", title: "steps", device: ScenarioDevices.iPhone,
      container: ScenarioDevices.iPhoneContainer,
      timeline: [
        ScenarioEvent(0.25, docked(0)), ScenarioEvent(0.25 + gap, docked(216)),
        ScenarioEvent(0.25 + 2 * gap, docked(last)), ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
      ],
      expectations: [ScenarioExpectation(at: 1.4, barBottom: Double(last), phase: "shown")])
  }

  @Test(arguments: [
    "third-party-steps", "third-party-transient", "third-party-imposed",
  ])
  func theBuiltInsStayOnTheKeyboard(name: String) throws {
    let scenario = try #require(ReplayScenario.builtIn(named: name))
    let result = Replay.run(scenario: scenario, under: Self.timings)
    #expect(result.violations.isEmpty)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.1)
    #expect(keyboardDock.maxOverlap <= 0.1)
    #expect(keyboardDock.framesOutOfPlace == 0)
  }

  @Test(arguments: [(0.003, 255.7), (0.01, 256), (0.0245, 262.3), (0.1, 347)])
  func stepsAtAnyPaceStayOnTheKeyboard(gap: Double, last: CGFloat) throws {
    let result = Replay.run(scenario: Self.steps(gap: gap, last: last), under: Self.timings)
    #expect(result.violations.isEmpty)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.1)
    #expect(keyboardDock.maxOverlap <= 0.1)
  }
}
