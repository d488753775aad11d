import Foundation
import Testing

@testable import KeyboardDockReplay

/// Unusable input ends with exit status 2 and one message.
///
/// The message names the file, the line or field, and what was expected. Runs through
/// ``Kbdock/run(_:progress:)``, the executable's seam.
@Suite("kbdock: malformed input")
struct KbdockMalformedInputTests {
  static let header = TraceLines.header

  static let malformedTraces: [(String, String, String)] = [
    (
      "empty", "",
      "1: expected a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file"
    ),
    (
      "truncated JSON", header + "\n" + #"{"t":1.0,"type":"notification","name":"willShow","end":[0,508,390"#,
      "2: expected ',' or ']', found the end of the line"
    ),
    (
      "wrong type", header + "\n" + #"{"t":"soon","type":"endTurn"}"#,
      "2: t: expected a number, found the string \"soon\""
    ),
    (
      "NaN", header + "\n" + #"{"t":1.0,"type":"sample","frame":[0,NaN,390,336]}"#,
      "2: frame[1]: expected a finite number, found NaN"
    ),
    (
      "unknown event kind", header + "\n" + #"{"t":1.0,"type":"keyboardWobble"}"#,
      "2: type: expected one of notification, sample, endTurn, container, foreground, text, shown, pan, "
        + "responder, found \"keyboardWobble\""
    ),
    (
      "a coordinate no screen has (it once crashed --report)",
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,1e21,1e21],"container":{"frame":[0,0,390,844]}}"#,
      "1: screen[2]: expected a coordinate from -1000000 to 1000000 points, found the number 1e+21"
    ),
    (
      "timestamps out of order",
      header + "\n" + #"{"t":2.0,"type":"endTurn"}"# + "\n" + #"{"t":1.5,"type":"endTurn"}"#,
      "3: t: expected a time not before 2 (line 2), found 1.5"
    ),
    (
      "a negative duration (it once replayed as a 302-pt overlap)",
      header + "\n" + #"{"t":1,"type":"notification","name":"willShow","end":[0,508,390,336],"duration":-1}"#,
      "2: duration: expected an animation duration from 0 to 60 s, found -1"
    ),
    (
      "an unbounded header number (it once printed inf pt)",
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"container":{"frame":[0,0,390,844]},"#
        + #""bar":{"height":1.7976931348623157e308}}"#,
      "1: bar.height: expected a bar height from 0 to 1000000 pt, found 1.7976931348623157e+308"
    ),
    (
      "a duplicate key", header + "\n" + #"{"t":1,"t":2,"type":"endTurn"}"#,
      "2: t: expected each key once in an object, found it again (first on line 2)"
    ),
    (
      "a line over the cap", header + "\n" + String(repeating: "\t", count: 1_048_577) + "\n" + header,
      "2: expected a line of at most 1048576 bytes, found a longer one"
    ),
  ]

  @Test(arguments: malformedTraces)
  func malformedTrace(label: String, text: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "trace.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.traces([path])))
    #expect(outcome.exitCode == 2, "\(label)")
    #expect(outcome.standardError == "kbdock: \(path):\(message)\n", "\(label)")
    #expect(outcome.standardOutput == "")
  }

  static let scenario = """
    {
      "format": "kbdock-scenario",
      "version": 1,
      "name": "mine",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.5, "type": "hide"}
      ]
    }
    """

  static let malformedScenarios: [(String, String, String)] = [
    (
      "empty", "",
      "1: expected a scenario object {\"format\":\"kbdock-scenario\",\"version\":1,…}, found an empty file"
    ),
    ("truncated JSON", String(scenario.prefix(200)), "8: expected a JSON value, found the end of the file"),
    (
      "wrong type", scenario.replacingOccurrences(of: "\"t\": 1.5", with: "\"t\": \"later\""),
      "9: timeline[1].t: expected a number, found the string \"later\""
    ),
    (
      "NaN", scenario.replacingOccurrences(of: "[0, 508, 390, 336]", with: "[0, NaN, 390, 336]"),
      "8: timeline[0].frame[1]: expected a finite number, found NaN"
    ),
    (
      "unknown event kind", scenario.replacingOccurrences(of: "\"hide\"", with: "\"vanish\""),
      "9: timeline[1].type: expected one of show, hide, switchField, panel, drag, container, text, "
        + "notification, sample, foreground, keyboard, found \"vanish\""
    ),
    (
      "timestamps out of order", scenario.replacingOccurrences(of: "\"t\": 1.5", with: "\"t\": 0.1"),
      "9: timeline[1].t: expected a time not before 0.25 (the previous event's), found 0.1"
    ),
    (
      "a drag below the screen",
      scenario.replacingOccurrences(
        of: #"{"t": 1.5, "type": "hide"}"#, with: #"{"t": 1.5, "type": "drag", "fromY": 400, "toY": 900}"#),
      "9: timeline[1].toY: expected a y on the screen from 0 to 844 pt, found 900"
    ),
    (
      "a drag above the screen",
      scenario.replacingOccurrences(
        of: #"{"t": 1.5, "type": "hide"}"#, with: #"{"t": 1.5, "type": "drag", "fromY": -0.5, "toY": 600}"#),
      "9: timeline[1].fromY: expected a y on the screen from 0 to 844 pt, found -0.5"
    ),
    (
      "a notification that never ends (it once skipped the session length)",
      scenario.replacingOccurrences(
        of: #"{"t": 1.5, "type": "hide"}"#,
        with:
          #"{"t": 1.5, "type": "notification", "name": "willHide", "end": [0, 844, 390, 336], "duration": "#
          + #"1e300}"#
      ),
      "9: timeline[1].duration: expected an animation duration from 0 to 60 s, found 1e+300"
    ),
    (
      "growth settings with minimum > maximum",
      scenario.replacingOccurrences(
        of: #""timeline": ["#,
        with: #""text": {"lineHeight": 20, "minimumLineCount": 4, "maximumLineCount": 2}, "timeline": ["#),
      "7: text.maximumLineCount: expected a minimumLineCount no larger than the maximumLineCount, found 4 "
        + "and 2"
    ),
    (
      "an expectation no screen can meet (it once printed a 300-digit number)",
      scenario.replacingOccurrences(
        of: #"{"t": 1.5, "type": "hide"}"#,
        with: #"{"t": 1.5, "type": "hide"}], "expectations": [{"t": 1, "barBottom": 1e300}"#),
      "9: expectations[0].barBottom: expected a position from -10000000 to 10000000 pt, found 1e+300"
    ),
    (
      "a duplicate key",
      scenario.replacingOccurrences(of: #""name": "mine","#, with: #""name": "mine", "name": "yours","#),
      "4: name: expected each key once in an object, found it again (first on line 4)"
    ),
  ]

  @Test(arguments: malformedScenarios)
  func malformedScenario(label: String, text: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "scenario.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 2, "\(label)")
    #expect(outcome.standardError == "kbdock: \(path):\(message)\n", "\(label)")
    #expect(outcome.standardOutput == "")
  }

  @Test func missingFileAndDirectory() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.url.appendingPathComponent("nope.jsonl").path
    #expect(
      Kbdock.run(KbdockRequest(.traces([missing])))
        == KbdockOutcome(
          exitCode: 2,
          standardError: "kbdock: \(missing): expected a readable file, found nothing at that path\n"))
    #expect(
      Kbdock.run(KbdockRequest(.scenarios([directory.url.path])))
        == KbdockOutcome(
          exitCode: 2,
          standardError: "kbdock: \(directory.url.path): expected a readable file, found a directory\n"))
  }

  @Test func unknownScenarioName() {
    let outcome = Kbdock.run(KbdockRequest(.run(["iphone-show-hide", "nope"])))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError
        == "kbdock: nope: expected the name of a built-in scenario (see `kbdock list`): "
        + ReplayScenario.builtIns.map(\.name).joined(separator: ", ") + "\n")
    #expect(Kbdock.run(KbdockRequest(.export("nope"))).exitCode == 2)
  }

  @Test(arguments: [0.0, -5, 1001, .nan, .infinity])
  func framesPerSecondOutOfRange(fps: Double) {
    let outcome = Kbdock.run(KbdockRequest(framesPerSecond: fps))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError.hasPrefix(
        "kbdock: --frame-rate: expected a number of frames per second from 1 to 1000, found "))
  }

  @Test func aTraceTooLongToSimulate() throws {
    let directory = try TemporaryDirectory()
    let text = Self.header + "\n" + #"{"t":0,"type":"endTurn"}"# + "\n" + #"{"t":1e9,"type":"endTurn"}"#
    let path = try directory.write(text, to: "long.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.traces([path])))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError
        == "kbdock: \(path): expected a session of at most 1200000 frames (10000 s at 120 fps), "
        + "found 1000000000.75 s\n")
  }

  /// Inputs that are valid but odd (much of it what the real keyboard sends) must replay
  /// without crashing.
  @Test(arguments: [
    #"{"t":1,"type":"notification","name":"willShow"}"#,
    #"{"t":1,"type":"notification","name":"willChangeFrame","end":[0,0,0,0],"duration":0}"#,
    #"{"t":1,"type":"notification","name":"willHide","end":[0,844,390,0],"duration":0}"#,
    #"{"t":1,"type":"notification","name":"willShow","end":[1e6,1e6,1e6,1e6],"duration":60}"#,
    #"{"t":1,"type":"sample","frame":[0,600,390,336]}"#,
    #"{"t":1,"type":"container","frame":[0,0,0,0],"safeArea":{"bottom":1e6}}"#,
    #"{"t":1,"type":"container","frame":[0,0,0,0]}"#,
    #"{"t":1,"type":"foreground","keyboardFrame":[0,508,390,336]}"#,
    #"{"t":1,"type":"text","contentHeight":1e6}"#,
  ])
  func oddButValidRecordsReplay(line: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      Self.header + "\n" + TraceLines.willShow + "\n" + line + "\n", to: "odd.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.traces([path])))
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.contains("KeyboardDock"))
    // The report draws the same odd geometry without trapping.
    let report = Kbdock.run(KbdockRequest(.traces([path]), reportDirectory: directory.url.path + "/report"))
    #expect(report.exitCode == 0)
  }
}
