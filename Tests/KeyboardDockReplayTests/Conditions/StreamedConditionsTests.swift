import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A trace streamed from its file replays under device timing exactly as the same trace held in
/// memory: the main-thread schedule is computed online, a run-loop turn ahead of the run.
@Suite("kbdock: streamed traces under device timing")
struct StreamedConditionsTests {
  static let conditions = [
    ReplayConditions(commitLatency: 0.033, frameRate: 60),
    ReplayConditions(commitLatency: 0.004),
    // A 50 ms stall every 0.37 s: some fall inside the keyboard's moves.
    ReplayConditions(hitches: (0..<40).map { ReplayHitch(start: 0.1 + 0.37 * Double($0), duration: 0.05) }),
    ReplayConditions(
      commitLatency: 0.016, frameRate: 60, hitches: [ReplayHitch(start: 2.01, duration: 0.1)]),
  ]

  @Test(arguments: conditions)
  func aStreamedTraceMatchesTheParsedOneUnder(conditions: ReplayConditions) throws {
    let trace = ReplayBenchmark.trace(of: ReplayBenchmark.session(minutes: 0.25))
    let directory = try TemporaryDirectory()
    let path = try directory.write(ReplayBenchmark.jsonLines(trace), to: "trace.jsonl")
    let parsed = ReplayTimeline(
      trace: try KeyboardTraceParser.parse(Data(contentsOf: URL(fileURLWithPath: path))), name: path)
    let file = try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: path)
    let inMemory = Replay.run(timeline: parsed, conditions: conditions)
    let streamed = Replay.run(timeline: file, conditions: conditions)
    #expect(streamed == inMemory)
    // The conditions matter: the same trace under ideal timing measures differently.
    #expect(
      inMemory.recording.tracks.map(\.metrics)
        != Replay.run(timeline: parsed, conditions: .ideal).recording.tracks.map(\.metrics))
    let lean = Replay.run(timeline: file, conditions: conditions, recordsFrames: false)
    #expect(lean.recording.tracks.map(\.metrics) == inMemory.recording.tracks.map(\.metrics))
    #expect(lean.recording.tracks.count == ReplaySimulator.strategyCount)
    #expect(lean.recording.tracks.allSatisfy { $0.barBottoms.isEmpty })
    #expect(lean.recording.keyboardTops.isEmpty)
    #expect(lean.frameCount == inMemory.frameCount)
  }
}
