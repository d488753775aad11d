import Foundation
import KeyboardDockReplay
import Testing

/// A scenario whose device tells the app keyboard frames in its window's coordinates.
@Suite("Scenario: frames in a window's coordinates")
struct WindowCoordinatesScenarioTests {
  static let text = """
    {
      "format": "kbdock-scenario", "version": 1, "name": "window-coordinates-show",
      "device": {"screen": [0, 0, 1024, 1366], "scale": 2},
      "container": {"frame": [100, 100, 800, 900], "window": [100, 100, 800, 900], "framesInWindow": true},
      "timeline": [
        {"t": 0.25, "type": "notification", "name": "willShow", "begin": [-100, 1266, 1024, 400],
         "end": [-100, 866, 1024, 400], "duration": 0.25, "curve": 7, "isLocal": true}
      ],
      "expectations": [{"t": 1.25, "barBottom": 34, "overlap": 34, "phase": "shown"}]
    }
    """

  @Test func theFlagIsReadAndWrittenBack() throws {
    let scenario = try ReplayScenario.decode(Data(Self.text.utf8))
    #expect(scenario.container.framesInWindow)
    let again = try ReplayScenario.decode(Data(scenario.jsonText().utf8))
    #expect(again.container == scenario.container)
    // Left out, it is false.
    let plain = try ReplayScenario.decode(
      Data(Self.text.replacingOccurrences(of: #", "framesInWindow": true"#, with: "").utf8))
    #expect(!plain.container.framesInWindow)
  }

  @Test func theBarRestsOnTheKeyboardWhereTheDeviceShowsIt() throws {
    // The simulated keyboard is at (0, 966): 1000 − 966 = 34 pt of the window covered.
    let scenario = try ReplayScenario.decode(Data(Self.text.utf8))
    let result = Replay.run(scenario: scenario, under: [ReplayConditions()])
    #expect(result.violations.isEmpty)
    #expect(result.worstCases[0].maxGap <= 0.5)
    #expect(result.worstCases[0].maxOverlap <= 0.5)
  }
}
