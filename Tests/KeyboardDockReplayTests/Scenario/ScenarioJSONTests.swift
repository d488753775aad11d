import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite("Scenario format")
struct ScenarioJSONTests {
  @Test(arguments: ReplayScenario.builtIns)
  func everyBuiltInExportsAndReadsBack(scenario: ReplayScenario) throws {
    let decoded = try ReplayScenario.decode(Data(scenario.jsonText().utf8))
    #expect(decoded == scenario)
  }

  @Test func builtInsAreAtLeastFifteenWithUniqueNames() {
    let names = ReplayScenario.builtIns.map(\.name)
    #expect(names.count >= 15)
    #expect(Set(names).count == names.count)
  }

  static let minimal = """
    {
      "format": "kbdock-scenario",
      "version": 1,
      "name": "mine",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.5, "type": "hide"}
      ],
      "expectations": [{"t": 1.25, "barBottom": 336}]
    }
    """

  @Test func defaultsFillWhatIsLeftOut() throws {
    let scenario = try ReplayScenario.decode(Data(Self.minimal.utf8))
    #expect(scenario.title == "mine")
    #expect(scenario.device.scale == 3)
    #expect(scenario.dock == ScenarioDock())
    #expect(
      scenario.timeline[0].action
        == .show(ScenarioKeyboardMove(frame: CGRect(x: 0, y: 508, width: 390, height: 336))))
    #expect(scenario.timeline[1].action == .hide(duration: 0.25, curve: 7))
  }

  /// Each case replaces `old` in the minimal scenario with `new` and expects `message`.
  @Test(arguments: [
    ("\"version\": 1", "\"version\": \"1\"", "line 3: version: expected an integer, found the string \"1\""),
    (
      "\"format\": \"kbdock-scenario\"", "\"format\": \"kbdock-trace\"",
      "line 2: format: expected \"kbdock-scenario\", found the string \"kbdock-trace\""
    ),
    (
      "\"name\": \"mine\"", "\"name\": \"my scenario\"",
      "line 4: name: expected a non-empty name of letters, digits, '-', '_' or '.', found \"my scenario\""
    ),
    (
      "[0, 0, 390, 844]}", "[0, 0, -390, 844]}",
      "line 5: device.screen[2]: expected a width from 0 to 1000000 points, found -390"
    ),
    (
      "{\"bottom\": 34}", "{\"bottom\": NaN}",
      "line 6: container.safeArea.bottom: expected a finite number, found NaN"
    ),
    (
      "\"type\": \"hide\"", "\"type\": \"vanish\"",
      "line 9: timeline[1].type: expected one of show, hide, switchField, panel, drag, container, text, "
        + "notification, sample, foreground, keyboard, found \"vanish\""
    ),
    (
      "{\"t\": 1.5, \"type\": \"hide\"}", "{\"t\": 0.1, \"type\": \"hide\"}",
      "line 9: timeline[1].t: expected a time not before 0.25 (the previous event's), found 0.1"
    ),
    (
      "[0, 508, 390, 336]", "[0, 508, 390]",
      "line 8: timeline[0].frame: expected an array of 4 numbers [x, y, width, height], found an array of "
        + "3 elements"
    ),
    (
      "\"barBottom\": 336", "\"barBottom\": true",
      "line 11: expectations[0].barBottom: expected a number, found true"
    ),
    (
      "\"barBottom\": 336", "\"phase\": \"gone\"",
      "line 11: expectations[0].phase: expected one of hidden, showing, shown, hiding, interactive, found "
        + "\"gone\""
    ),
    (
      "{\"t\": 1.5, \"type\": \"hide\"}",
      "{\"t\": 1.5, \"type\": \"notification\", \"name\": \"willHide\", \"end\": [0, 844, 390]}",
      "line 9: timeline[1].end: expected an array of 4 numbers [x, y, width, height], found an array of 3 "
        + "elements"
    ),
    (
      "\"t\": 0.25, \"type\": \"show\", \"frame\": [0, 508, 390, 336]",
      "\"t\": 1.0, \"type\": \"drag\", \"fromY\": 300, \"toY\": 800, \"duration\": 0.2",
      "line 9: timeline[1].t: expected a time at or after 1.8, when the drag of timeline[0] and its "
        + "release have played out, found 1.5"
    ),
    (
      "\"expectations\": [{\"t\": 1.25, \"barBottom\": 336}]",
      "\"expectations\": [{\"t\": 1.25, \"barBottom\": 336}", "line 12: expected ',' or ']', found '}'"
    ),
    ("\"timeline\": [", "\"timeline\": {", "line 8: expected a string key in double quotes, found '{'"),
    // Once accepted: a negative sample height (the simulation and the engine then disagreed by
    // 302 pt), an empty screen, an unbounded tolerance, and numbers printed as `0.0`.
    (
      "{\"t\": 1.5, \"type\": \"hide\"}",
      "{\"t\": 1.5, \"type\": \"sample\", \"frame\": [0, 600, 390, -336]}",
      "line 9: timeline[1].frame[3]: expected a height from 0 to 1000000 points, found -336"
    ),
    (
      "{\"t\": 1.5, \"type\": \"hide\"}",
      "{\"t\": 1.5, \"type\": \"foreground\", \"keyboardFrame\": [0, 600, -390, 336]}",
      "line 9: timeline[1].keyboardFrame[2]: expected a width from 0 to 1000000 points, found -390"
    ),
    (
      "{\"t\": 1.5, \"type\": \"hide\"}",
      "{\"t\": 1.5, \"type\": \"switchField\", \"frame\": [0, 600, 390, -1]}",
      "line 9: timeline[1].frame[3]: expected a height from 0 to 1000000 points, found -1"
    ),
    (
      "[0, 0, 390, 844]}", "[0, 0, 390, 0]}",
      "line 5: device.screen[3]: expected a screen height above 0 and at most 1000000 points, found 0"
    ),
    (
      "{\"t\": 1.5, \"type\": \"hide\"}",
      "{\"t\": 1.5, \"type\": \"container\", \"screen\": [0, 0, 0, 390]}",
      "line 9: timeline[1].screen[2]: expected a screen width above 0 and at most 1000000 points, found 0"
    ),
    (
      "\"barBottom\": 336", "\"barBottom\": 336, \"tolerance\": 1e300",
      "line 11: expectations[0].tolerance: expected a tolerance from 0 to 1000000 pt, found 1e+300"
    ),
    // Once without the value found, and at the line where `scroll` opens.
    (
      "\"version\": 1,", "\"version\": 1, \"text\": {\"lineHeight\": 0},",
      "line 3: text.lineHeight: expected a line height above 0 and at most 1000000 pt, found 0"
    ),
    (
      "\"version\": 1,", "\"version\": 1, \"scroll\": {\"contentHeight\": 2000,\n\"contentOffset\": 1e300},",
      "line 4: scroll.contentOffset: expected an offset from -10000000 to 10000000 pt, found 1e+300"
    ),
    // An inset edge's error once named the line where the insets open, not the edge's.
    (
      "{\"bottom\": 34}", "{\"top\": 0,\n\"bottom\": -34}",
      "line 7: container.safeArea.bottom: expected an inset from 0 to 1000000 pt, found -34"
    ),
    (
      "\"device\": {", "\"device\": {\"scale\": 0, ",
      "line 5: device.scale: expected a scale from 1 to 10 pixels per point, found 0"
    ),
    // Once accepted: a thousandth of a pixel per point.
    (
      "\"device\": {", "\"device\": {\"scale\": 0.001, ",
      "line 5: device.scale: expected a scale from 1 to 10 pixels per point, found 0.001"
    ),
    (
      "\"version\": 1,", "\"version\": 1, \"duration\": -2,",
      "line 3: duration: expected a duration above 0 and at most 3600 s, found -2"
    ),
  ])
  func malformedScenarioNamesLineAndField(old: String, new: String, message: String) {
    let text = Self.minimal.replacingOccurrences(of: old, with: new)
    #expect(text != Self.minimal)
    do {
      _ = try ReplayScenario.decode(Data(text.utf8))
      Issue.record("expected an error")
    } catch {
      #expect((error as? KeyboardTraceError)?.description == message)
    }
  }

  @Test func aContainerEventKeepsWhatItLeavesOut() throws {
    let text = Self.minimal.replacingOccurrences(
      of: "{\"t\": 1.5, \"type\": \"hide\"}",
      with: "{\"t\": 1.5, \"type\": \"container\", \"tabBar\": 49}")
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    var expected = scenario.container
    expected.tabBar = 49
    #expect(scenario.container.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(scenario.timeline[1].action == .container(expected, screen: nil))
  }

  @Test func truncatedAndEmptyFiles() {
    for (text, message) in [
      (
        "",
        "line 1: expected a scenario object {\"format\":\"kbdock-scenario\",\"version\":1,…}, found an "
          + "empty file"
      ),
      (String(Self.minimal.prefix(120)), "line 6: expected a closing '\"', found the end of the file"),
      (
        "{\"format\": \"kbdock-scenario\", \"version\": 1, \"name\": \"x\"}",
        "line 1: device: expected a JSON object, found nothing"
      ),
    ] {
      do {
        _ = try ReplayScenario.decode(Data(text.utf8))
        Issue.record("expected an error for \(text)")
      } catch {
        #expect((error as? KeyboardTraceError)?.description == message)
      }
    }
  }
}
