import Foundation
import KeyboardDockReplay
import Testing

/// A notification naming screen 2 is another screen's keyboard and leaves the bar on the safe area.
///
/// A scenario's container is on screen 1, as in traces (See *How the iOS keyboard behaves*, "Keyboards on
/// other screens").
@Suite("Scenario screens")
struct ScenarioScreenTests {
  static func scenario(screen: Int) -> String {
    """
    {
      "format": "kbdock-scenario", "version": 1, "name": "other-screen",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "notification", "name": "willShow", "begin": [0, 844, 390, 336],
         "end": [0, 508, 390, 336], "duration": 0.25, "curve": 7, "screen": \(screen)}
      ],
      "expectations": [{"t": 1.0, "barBottom": \(screen == 1 ? 336 : 34)}]
    }
    """
  }

  @Test(arguments: [(1, 336.0), (2, 34.0)])
  func notificationForScreen(_ screen: Int, barBottom: Double) throws {
    // Given a willShow naming screen `screen`
    let scenario = try ReplayScenario.decode(Data(Self.scenario(screen: screen).utf8))

    // When it is simulated
    let result = Replay.run(scenario: scenario)

    // Then the bar follows the own screen's keyboard and ignores another's
    #expect(result.violations.isEmpty)
    let bar = try #require(result.recording.tracks.first)
    #expect(844 - (bar.barBottoms.last ?? 0) == barBottom)
  }
}

/// A drag the keyboard cannot follow is reported, not dropped in silence.
@Suite("Scenario problems")
struct ScenarioProblemTests {
  @Test func aDragWithNoKeyboardIsReported() throws {
    // Given a drag at 0.5 s with no keyboard shown
    let text = """
      {
        "format": "kbdock-scenario", "version": 1, "name": "early-drag",
        "device": {"screen": [0, 0, 390, 844]},
        "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
        "timeline": [{"t": 0.5, "type": "drag", "fromY": 400, "toY": 700}]
      }
      """
    let scenario = try ReplayScenario.decode(Data(text.utf8))

    // When it is simulated
    let result = Replay.run(scenario: scenario)

    // Then the run fails with one problem naming the drag and why
    #expect(
      result.violations.map(\.description) == [
        "early-drag at 0.5 s: drag expected a docked keyboard at rest to drag, got no keyboard on screen"
      ])
  }
}
