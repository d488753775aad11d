import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The HTML report draws one run per scenario and gives every strategy's worst figures over the
/// conditions, each with the condition that produced it.
@Suite("HTMLReport: device timing")
struct ReportConditionsTests {
  @Test func theMetricsTableGivesEachWorstFigureWithItsCondition() throws {
    let scenario = ReplayScenario.iPhoneShowHide
    let result = Replay.run(scenario: scenario, under: deviceConditions(for: scenario))
    let recording = result.reportRecording
    // The run drawn is the one with the largest figure of any strategy where the keyboard slides:
    // the linear curve's under iOS 26's spring.
    #expect(recording.conditions?.label == "16 ms, 120 Hz, iOS 26 spring")
    let page = HTMLReport.render([recording], title: "t")
    #expect(page.contains(" · drawn under 16 ms, 120 Hz, iOS 26 spring</p>"))
    #expect(page.contains("<th scope=\"col\">Worst gap, any condition (pt)</th>"))
    #expect(page.contains("<td class=\"num bad\">73.3 <small>under 33 ms, 120 Hz</small></td>"))
    #expect(
      page.contains(
        "<td class=\"num bad\">109.1 <small>under 0 ms, 120 Hz, hitch 0.28 s + 50 ms</small></td>"))
    // KeyboardDock: within 0.1 pt everywhere, so no condition to name, and no display link.
    let metrics = try #require(
      HTMLReportTests.text(in: page, from: "<table class=\"metrics\">", to: "</table>"))
    let keyboardDockRow = try #require(
      HTMLReportTests.text(in: metrics, from: "KeyboardDock</th>", to: "</tr>"))
    #expect(
      keyboardDockRow.hasSuffix(
        "<td class=\"num\">0.0</td><td class=\"num\">0.0</td><td class=\"num\">0</td>"))
  }
}

/// The summary line `.ci/run` checks: KeyboardDock within 0.5 pt under every condition, or not.
@Suite("kbdock: summary line")
struct SummaryLineTests {
  static func result(keyboardDockGap: Double, conditions: ReplayConditions) -> ReplayResult {
    var recording = HTMLReportTests.recording(frames: 3)
    recording.tracks[0].metrics.maxGap = keyboardDockGap
    recording.conditions = conditions
    return ReplayResult(recording: recording, violations: [], hasScrollView: false)
  }

  @Test func withinHalfAPointUnderEveryCondition() {
    let result = ReplayScenarioResult(runs: [
      Self.result(keyboardDockGap: 0.04, conditions: ReplayConditions(commitLatency: 0.004, frameRate: 60)),
      Self.result(keyboardDockGap: 0.5, conditions: ReplayConditions(commitLatency: 0.033, frameRate: 120)),
    ])
    #expect(
      ReplayTable.summary([result])
        == "1 scenario, 2 runs, 6 frames. KeyboardDock: max gap 0.5 pt (iphone-show, 33 ms, 120 Hz), "
        + "max overlap 0.0 pt: within 0.5 pt under every condition. All expectations met.\n")
  }

  @Test func moreThanHalfAPointUnderOneConditionFails() {
    let result = ReplayScenarioResult(runs: [
      Self.result(keyboardDockGap: 0.04, conditions: ReplayConditions(commitLatency: 0.004, frameRate: 60)),
      Self.result(keyboardDockGap: 0.7, conditions: ReplayConditions(commitLatency: 0.016, frameRate: 60)),
    ])
    #expect(
      ReplayTable.summary([result])
        == "1 scenario, 2 runs, 6 frames. KeyboardDock: max gap 0.7 pt (iphone-show, 16 ms, 60 Hz), "
        + "max overlap 0.0 pt: more than 0.5 pt off. All expectations met.\n")
  }
}
