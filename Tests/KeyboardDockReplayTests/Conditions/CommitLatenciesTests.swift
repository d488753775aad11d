import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// `commitLatencies` (`--commit-latencies`): a commit latency per run-loop turn that delivers a
/// notification, in turn, starting over after the last.
@Suite("kbdock: commit latencies per turn")
struct CommitLatenciesTests {
  static func show(at time: Double) -> KeyboardTraceRecord {
    .notification(
      KeyboardNotification(
        kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
        endFrame: ScenarioDevices.iPhoneKeyboard, duration: 0.25, curve: 7, timestamp: time))
  }

  @Test func eachNotifyingTurnTakesTheNextLatencyCycling() {
    let sample = KeyboardTraceRecord.sample(time: 1.01, frame: ScenarioDevices.iPhoneKeyboard)
    var schedule = MainThreadSchedule(
      timeline: PresentationTests.timeline([
        Self.show(at: 1.0), .endTurn(time: 1.0), sample, .endTurn(time: 1.01), Self.show(at: 1.1),
        .endTurn(time: 1.1), Self.show(at: 1.2), .endTurn(time: 1.2),
      ]),
      conditions: ReplayConditions(commitLatencies: [0.03, 0]))
    let entries = PresentationTests.entries(&schedule)
    // The sample's turn waits for the first commit and takes no latency of its own.
    #expect(entries.map(\.record.time) == [1.0, 1.0, 1.03, 1.03, 1.1, 1.1, 1.2, 1.2])
    #expect(entries.map(\.commit) == [1.03, 1.03, 1.03, 1.03, 1.1, 1.1, 1.23, 1.23])
  }

  @Test func labelsShowEveryLatency() {
    let conditions = ReplayConditions(commitLatencies: [0.03, 0, 0.0045])
    #expect(conditions.label == "30/0/4.5 ms, 120 Hz")
    #expect(conditions.shortLabel == "30/0/4.5 ms, 120 Hz")
    var hitched = ReplayConditions(commitLatencies: [0, 0.016])
    hitched.hitches = [ReplayHitch(start: 1, duration: 0.05)]
    #expect(hitched.shortLabel == "0/16 ms, 120 Hz, 1 hitch")
    #expect(!ReplayConditions.defaultMatrix(hitchStart: 0.28).contains { !$0.commitLatencies.isEmpty })
  }

  @Test func aScenarioReadsAndWritesThem() throws {
    let text = ConditionsInputTests.scenario(conditions: #"{"commitLatencies": [0.03, 0]}"#)
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    #expect(scenario.conditions == ReplayConditions(commitLatencies: [0.03, 0]))
    #expect(try ReplayScenario.decode(Data(scenario.jsonText().utf8)) == scenario)
    #expect(scenario.jsonText().contains(#""commitLatencies": [0.03, 0]"#))
    #expect(!scenario.jsonText().contains(#""commitLatency":"#))
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "mine.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.hasPrefix("mine — mine (181 frames at 120 fps; commit latency 30/0 ms)\n"))
  }

  @Test(arguments: [
    (
      #"{"commitLatency": 0.016, "commitLatencies": [0.03]}"#,
      "8: conditions.commitLatencies: expected either commitLatency or commitLatencies, found both"
    ),
    (#"{"commitLatencies": []}"#, "8: conditions.commitLatencies: expected at least one latency, found none"),
    (
      #"{"commitLatencies": [0.03, 2]}"#,
      "8: conditions.commitLatencies[1]: expected a commit latency from 0 to 1 s, found 2"
    ),
    (
      #"{"commitLatencies": 0.03}"#, "8: conditions.commitLatencies: expected an array, found the number 0.03"
    ),
  ])
  func badLatenciesAreRefused(conditions: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(ConditionsInputTests.scenario(conditions: conditions), to: "scenario.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome == KbdockOutcome(exitCode: 2, standardError: "kbdock: \(path):\(message)\n"))
  }

  @Test(arguments: [
    (
      KbdockRequest(commitLatencies: "0.03,x"),
      "--commit-latencies: expected commit latencies from 0 to 1 s separated by commas, such as 0.03,0, "
        + "found \"0.03,x\""
    ),
    (
      KbdockRequest(commitLatencies: "0.03,-0.01"),
      "--commit-latencies: expected commit latencies from 0 to 1 s separated by commas, such as 0.03,0, "
        + "found \"0.03,-0.01\""
    ),
    (
      KbdockRequest(commitLatency: 0.016, commitLatencies: "0.03"),
      "--commit-latencies: expected either it or --commit-latency, found both"
    ),
  ])
  func badFlagsAreRefused(request: KbdockRequest, message: String) {
    #expect(Kbdock.run(request) == KbdockOutcome(exitCode: 2, standardError: "kbdock: \(message)\n"))
  }

  @Test func theFlagRunsOneCondition() throws {
    let request = KbdockRequest(.run(["hide-mid-show"]), commitLatencies: "0.03, 0", printsJSON: true)
    #expect(try request.conditions() == ReplayConditions(commitLatencies: [0.03, 0]))
    let table = Kbdock.run(KbdockRequest(.run(["hide-mid-show"]), commitLatencies: "0.03,0"))
    #expect(table.exitCode == 0)
    #expect(
      table.standardOutput.hasPrefix(
        "hide-mid-show — iPhone: a hide 100 ms into a show (331 frames at 120 fps; commit latency 30/0 ms)\n")
    )
    #expect(table.standardOutput.contains("within 0.5 pt under every condition."))
    let json = Kbdock.run(request)
    #expect(json.standardOutput.contains(#""commitLatencies": [0.03, 0],"#))
    #expect(!json.standardOutput.contains(#""commitLatency": "#))
  }
}
