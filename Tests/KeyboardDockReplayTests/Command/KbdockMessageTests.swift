import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// Messages a user can act on: the file (and line) first, no framework error codes, numbers in
/// their shortest form, exit status 2 for every unusable input.
@Suite("kbdock: messages")
struct KbdockMessageTests {
  @Test func aReportWhereNoDirectoryCanBe() {
    let outcome = Kbdock.run(KbdockRequest(.run(["iphone-show-hide"]), reportDirectory: "/dev/null/x"))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError
        == "kbdock: /dev/null/x: expected a directory the report can be written to, "
        + "found /dev/null, which is not a directory\n")
    // The table is still printed.
    #expect(outcome.standardOutput.contains("1 scenario, 41 runs, 10595 frames."))
  }

  @Test func anEmptyReportPathIsAnError() {
    let outcome = Kbdock.run(KbdockRequest(.run(["iphone-show-hide"]), reportDirectory: ""))
    #expect(
      outcome
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: --report: expected a directory to write index.html into, found an empty path\n"))
  }

  @Test func devNullIsAnEmptyFileNotAnAccessProblem() {
    #expect(
      Kbdock.run(KbdockRequest(.traces(["/dev/null"])))
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: /dev/null:1: expected a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, "
            + "found an empty file\n"))
    #expect(
      Kbdock.run(KbdockRequest(.scenarios(["/dev/null"])))
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: /dev/null:1: expected a scenario object "
            + "{\"format\":\"kbdock-scenario\",\"version\":1,…}, "
            + "found an empty file\n"))
  }

  @Test(arguments: [(-0.0, "-0"), (0.5, "0.5"), (1e300, "1e+300"), (1001, "1001")])
  func framesPerSecondPrintsTheShortestNumber(fps: Double, printed: String) {
    #expect(
      Kbdock.run(KbdockRequest(framesPerSecond: fps))
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: --frame-rate: expected a number of frames per second from 1 to 1000, found \(printed)\n")
    )
  }

  /// The session-length error names the file, not the scenario, and prints short numbers.
  @Test func aScenarioTooLongNamesItsFile() throws {
    var scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    scenario.duration = 3600
    let directory = try TemporaryDirectory()
    let path = try directory.write(scenario.jsonText(), to: "long.json")
    #expect(
      Kbdock.run(KbdockRequest(.scenarios([path]), framesPerSecond: 1000))
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: \(path): expected a session of at most 1200000 frames (1200 s at 1000 fps), "
            + "found 3600 s\n"
        ))
  }

  /// A streamed trace replays exactly like the parsed one: same metrics, same frames.
  @Test func aStreamedTraceMatchesTheParsedOne() throws {
    let session = ReplayBenchmark.session(minutes: 0.5)
    let trace = ReplayBenchmark.trace(of: session)
    let directory = try TemporaryDirectory()
    // Without endTurn records too, so that the reader adds them as the parsed timeline does.
    let withoutTurns = KeyboardTrace(
      header: trace.header, records: trace.records.filter { if case .endTurn = $0 { false } else { true } })
    for (name, trace) in [("turns", trace), ("no-turns", withoutTurns)] {
      let path = try directory.write(ReplayBenchmark.jsonLines(trace), to: "\(name).jsonl")
      let parsed = Replay.run(
        trace: try KeyboardTraceParser.parse(Data(contentsOf: URL(fileURLWithPath: path))), name: path)
      let streamed = Replay.run(
        timeline: try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: path))
      #expect(streamed == parsed, "\(name)")
      #expect(streamed.frameCount == 3481, "\(name)")
      let lean = Replay.run(
        timeline: try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: path), recordsFrames: false)
      #expect(lean.recording.tracks.map(\.metrics) == parsed.recording.tracks.map(\.metrics), "\(name)")
      #expect(lean.recording.tracks.allSatisfy { $0.barBottoms.isEmpty })
      #expect(lean.frameCount == parsed.frameCount)
    }
  }
}
