import Foundation
import Testing

@testable import KeyboardDockReplay

/// A scenario's `conditions` and the command line's timing flags: read exactly, and refused with
/// a message naming the file, line, field, value and what was expected.
@Suite("kbdock: conditions in scenario files and on the command line")
struct ConditionsInputTests {
  /// The scenario of ``KbdockMalformedInputTests`` with a `conditions` object on line 8.
  static func scenario(conditions: String) -> String {
    """
    {
      "format": "kbdock-scenario",
      "version": 1,
      "name": "mine",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [{"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]}],
      "conditions": \(conditions)
    }
    """
  }

  @Test func aScenarioRunsUnderItsOwnConditions() throws {
    let text = Self.scenario(
      conditions:
        #"{"commitLatency": 0.016, "frameRate": 60, "hitches": [{"start": 0.53, "duration": 0.05}]}"#)
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    let conditions = ReplayConditions(
      commitLatency: 0.016, frameRate: 60, hitches: [ReplayHitch(start: 0.53, duration: 0.05)])
    #expect(scenario.conditions == conditions)
    #expect(Replay.conditions(for: scenario) == [conditions])
    // Written back by export, read back the same.
    #expect(try ReplayScenario.decode(Data(scenario.jsonText().utf8)) == scenario)
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "mine.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.hasPrefix(
        "mine — mine (91 frames at 60 fps; commit latency 16 ms, hitch 0.53 s + 50 ms)\n"))
  }

  @Test func withoutConditionsAScenarioRunsTheDefaultMatrix() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let labels = Replay.conditions(for: scenario).map(\.label)
    #expect(
      Array(labels.prefix(15)) == [
        "0 ms, 60 Hz", "0 ms, 120 Hz", "4 ms, 60 Hz", "4 ms, 120 Hz", "16 ms, 60 Hz", "16 ms, 120 Hz",
        "33 ms, 60 Hz", "33 ms, 120 Hz", "0 ms, 120 Hz, hitch 0.28 s + 50 ms", "0 ms, 120 Hz, iOS 26 spring",
        "16 ms, 120 Hz, iOS 26 spring", "16 ms, 60 Hz, from presented", "0 ms, 120 Hz, cross-fade",
        "0 ms, 120 Hz, iOS 26.1, no probe", "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt",
      ])
    // Each fault at three levels, each under its own timing (the first built-in: rotation 0).
    #expect(labels.count == 41)
    #expect(
      labels.filter { $0.contains(" pt above") } == [
        "0 ms, 120 Hz, iOS 26.1, guide 12 pt above (45 pt in a dismissal)",
        "4 ms, 60 Hz, iOS 26.1, guide 45 pt above (14 pt in a dismissal)",
        "4 ms, 120 Hz, iOS 26.1, guide 150 pt above (0 pt in a dismissal)",
      ])
    #expect(
      labels.filter { $0.contains("host end ahead") } == [
        "4 ms, 60 Hz, host end ahead", "4 ms, 120 Hz, host end ahead (2 frames)",
        "16 ms, 60 Hz, host end ahead (4 frames)",
      ])
    // A show and a hide interrupt nothing: the stale did has nothing to make stale.
    #expect(ReplayConditions.defaultMatrix(hitchStart: 0.28).count == 45)
  }

  @Test(arguments: [
    (
      #"{"commitLatency": -0.01}"#,
      "8: conditions.commitLatency: expected a commit latency from 0 to 1 s, found -0.01"
    ),
    (
      #"{"commitLatency": 5}"#,
      "8: conditions.commitLatency: expected a commit latency from 0 to 1 s, found 5"
    ),
    (
      #"{"commitLatency": 1e999}"#,
      "8: conditions.commitLatency: expected a finite number, found Infinity"
    ),
    (
      #"{"commitLatency": "16 ms"}"#,
      "8: conditions.commitLatency: expected a number, found the string \"16 ms\""
    ),
    (#"{"frameRate": 0}"#, "8: conditions.frameRate: expected a frame rate from 1 to 1000 Hz, found 0"),
    (
      #"{"frameRate": 2000}"#,
      "8: conditions.frameRate: expected a frame rate from 1 to 1000 Hz, found 2000"
    ),
    (#"{"hitches": {"start": 1}}"#, "8: conditions.hitches: expected an array, found an object"),
    (
      #"{"hitches": [{"duration": 0.05}]}"#,
      "8: conditions.hitches[0].start: expected a start from 0 to 3600 s, found nothing"
    ),
    (
      #"{"hitches": [{"start": -1, "duration": 0.05}]}"#,
      "8: conditions.hitches[0].start: expected a start from 0 to 3600 s, found -1"
    ),
    (
      #"{"hitches": [{"start": 1, "duration": 0}]}"#,
      "8: conditions.hitches[0].duration: expected a duration above 0 and at most 10 s, found 0"
    ),
    (
      #"{"hitches": [{"start": 1, "duration": 60}]}"#,
      "8: conditions.hitches[0].duration: expected a duration above 0 and at most 10 s, found 60"
    ),
    (
      #"{"hitches": [{"start": 1, "duration": 0.5}, {"start": 1.2, "duration": 0.1}]}"#,
      "8: conditions.hitches[1].start: expected a start at or after 1.5 s, when hitches[0] ends, found 1.2"
    ),
    ("[0.016, 60]", "8: conditions: expected a JSON object, found an array of 2 elements"),
  ])
  func badConditionsNameFileLineFieldAndValue(conditions: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.scenario(conditions: conditions), to: "scenario.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardError == "kbdock: \(path):\(message)\n")
    #expect(outcome.standardOutput == "")
  }

  @Test(arguments: [
    (
      KbdockRequest(commitLatency: -0.004),
      "--commit-latency: expected a commit latency from 0 to 1 s, found -0.004"
    ),
    (
      KbdockRequest(commitLatency: .nan),
      "--commit-latency: expected a commit latency from 0 to 1 s, found nan"
    ),
    (
      KbdockRequest(framesPerSecond: 0),
      "--frame-rate: expected a number of frames per second from 1 to 1000, found 0"
    ),
    (
      KbdockRequest(hitches: ["0.5"]),
      "--hitch: expected START:DURATION in seconds, such as 0.53:0.05, found \"0.5\""
    ),
    (
      KbdockRequest(hitches: ["soon:0.05"]),
      "--hitch: expected START:DURATION in seconds, such as 0.53:0.05, found \"soon:0.05\""
    ),
    (KbdockRequest(hitches: ["-1:0.05"]), "--hitch -1:0.05: expected a start from 0 to 3600 s, found -1"),
    (
      KbdockRequest(hitches: ["1:0"]),
      "--hitch 1:0: expected a duration above 0 and at most 10 s, found 0"
    ),
    (
      KbdockRequest(hitches: ["1:inf"]),
      "--hitch 1:inf: expected a duration above 0 and at most 10 s, found inf"
    ),
    (
      KbdockRequest(hitches: ["1:0.5", "1.2:0.1"]),
      "--hitch 1.2:0.1: expected a start at or after 1.5 s, when the previous hitch ends, found 1.2"
    ),
  ])
  func badFlagsAreRefused(request: KbdockRequest, message: String) {
    let outcome = Kbdock.run(request)
    #expect(outcome == KbdockOutcome(exitCode: 2, standardError: "kbdock: \(message)\n"))
  }
}
