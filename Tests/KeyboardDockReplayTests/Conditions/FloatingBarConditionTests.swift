import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The floating glass bar condition: the simulator expects the bar its gap above the keyboard and
/// above the home indicator, from the condition's own number, and KeyboardDock is there.
@Suite("kbdock: a floating glass bar")
struct FloatingBarConditionTests {
  static let floating = ReplayConditions(
    keyboardSpring: .iOS26, system: ReplayConditions.matrixIOS26System,
    floatingBarGap: ReplayConditions.matrixFloatingBarGap)

  @Test func theExpectedPlacementCountsTheGap() {
    let container = SimulatedKeyboardTests.container
    var shown = SimulatedKeyboard(container: container)
    shown.receive(
      .notification(
        KeyboardNotification(
          kind: .willShow, endFrame: SimulatedKeyboardTests.keyboard, duration: 0, curve: 7, timestamp: 0)))
    let gaps = DockConfiguration(keyboardSpacing: 8, restingSpacing: 8)
    #expect(ExpectedPlacement(keyboard: shown, at: 1, configuration: gaps).bottomOffset == 344)
    let hidden = SimulatedKeyboard(container: container)
    let rest = ExpectedPlacement(keyboard: hidden, at: 1, configuration: gaps)
    #expect(rest.bottomOffset == 42)
    #expect(rest.restingInset == 42)
  }

  @Test func theConditionAddsItsGapToTheTimelineAndDropsFlatBarExpectations() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "interactive-dismissal"))
    let timeline = ReplayTimeline(scenario: scenario, conditions: Self.floating)
    let floating = Self.floating.floatingBar(timeline)
    #expect(floating.dock.configuration.keyboardSpacing == timeline.dock.configuration.keyboardSpacing + 8)
    #expect(floating.dock.configuration.restingSpacing == timeline.dock.configuration.restingSpacing + 8)
    #expect(floating.expectations.allSatisfy { $0.barBottom == nil && $0.contentInset == nil })
    #expect(ReplayConditions().floatingBarGap == 0)
    #expect(ReplayConditions().floatingBar(timeline).expectations == timeline.expectations)
    #expect(Self.floating.label == "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt")
  }

  /// KeyboardDock within 0.5 pt of the floating bar's place in every built-in scenario, and a bar
  /// flush on the keyboard (the handler baseline) the gap off.
  @Test(arguments: ReplayScenario.builtIns.map(\.name))
  func keyboardDockFloatsWhereTheBarBelongs(name: String) throws {
    let scenario = try #require(ReplayScenario.builtIn(named: name))
    let result = Replay.run(scenario: scenario, conditions: Self.floating)
    #expect(result.violations.isEmpty)
    let metrics = result.recording.tracks[0].metrics
    #expect(metrics.maxGap <= 0.5)
    #expect(metrics.maxOverlap <= 0.5)
  }

  @Test func aBarFlushOnTheKeyboardMissesTheGap() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let result = Replay.run(scenario: scenario, conditions: Self.floating)
    // The handler baseline: flush on the keyboard and on the safe area, 8 pt below where it floats.
    #expect(ReplayFormat.points(result.recording.tracks[3].metrics.maxOverlap) == "8.0")
  }

  @Test func theConditionRoundTripsThroughJSON() throws {
    var scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    scenario.conditions = Self.floating
    let decoded = try ReplayScenario.decode(Data(scenario.jsonText().utf8))
    #expect(decoded.conditions == Self.floating)
    #expect(decoded.conditions?.floatingBarGap == 8)
  }
}
