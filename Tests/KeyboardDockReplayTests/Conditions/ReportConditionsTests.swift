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
    let result = Replay.run(scenario: scenario, under: Replay.conditions(for: scenario))
    let recording = result.reportRecording
    // The run drawn is the one with the largest figure of any strategy: the hitch's 109.1 pt.
    #expect(recording.conditions?.label == "0 ms, 120 Hz, hitch 0.28 s + 50 ms")
    let page = HTMLReport.render([recording], title: "t")
    #expect(page.contains(" · drawn under 0 ms, 120 Hz, hitch 0.28 s + 50 ms</p>"))
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
