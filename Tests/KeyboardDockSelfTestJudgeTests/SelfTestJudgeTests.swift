import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// `kbdock selftest`'s judge over the files the app, the UI test and `kbdock frames` write.
@Suite("SelfTest judge")
struct SelfTestJudgeTests {
  static func folder(withTrace: Bool = true) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let run = SelfTestRunFile(
      observations: SelfTestVerdictTests.observations, steps: SelfTestVerdictTests.steps())
    try JSONEncoder().encode(run).write(to: directory.url.appendingPathComponent("run.json"))
    if withTrace {
      _ = try directory.write(
        SelfTestVerdictTests.followingLines.joined(separator: "\n") + "\n", to: "trace.jsonl")
    }
    return directory
  }

  @Test func everyFileAgreeingPassesWithExitStatus0() throws {
    let directory = try Self.folder()
    let readings = try SelfTestVerdictTests.readings().map {
      String(decoding: try $0.jsonLine(), as: UTF8.self)
    }
    let accessibility = try directory.write(
      readings.joined(separator: "\n") + "\n", to: "accessibility.jsonl")
    let rows = try SelfTestVerdictTests.pixels.map {
      String(decoding: try JSONEncoder().encode($0), as: UTF8.self)
    }
    let frames = try directory.write(rows.joined(separator: "\n"), to: "frames.jsonl")
    let stillRows = try SelfTestVerdictTests.stills.map {
      String(decoding: try JSONEncoder().encode($0), as: UTF8.self)
    }
    let stills = try directory.write(stillRows.joined(separator: "\n"), to: "stills.jsonl")
    let outcome = SelfTestJudge.judge(
      folder: directory.url, accessibility: URL(fileURLWithPath: accessibility),
      frames: URL(fileURLWithPath: frames), stills: URL(fileURLWithPath: stills),
      parseTrace: KeyboardTraceParser.parse)
    #expect(outcome.lines.first == "KeyboardDock self-test: PASS")
    #expect(outcome.exitStatus == 0)
    #expect(outcome.json != nil)
  }

  @Test func theAppsFilesAloneAreInconclusiveWithExitStatus2() throws {
    let directory = try Self.folder()
    let outcome = SelfTestJudge.judge(
      folder: directory.url, accessibility: nil, frames: nil, parseTrace: KeyboardTraceParser.parse)
    #expect(outcome.exitStatus == 2)
    #expect(
      outcome.lines.first?.hasPrefix("KeyboardDock self-test: INCONCLUSIVE: no evidence that counts") == true)
  }

  @Test func unusableInputIsInconclusiveAndSaysWhichFile() throws {
    let empty = try TemporaryDirectory()
    let missing = SelfTestJudge.judge(
      folder: empty.url, accessibility: nil, frames: nil, parseTrace: KeyboardTraceParser.parse)
    #expect(missing.exitStatus == 2)
    #expect(missing.lines.first?.contains("run.json: not the app's run.json") == true)
    let directory = try Self.folder()
    let frames = try directory.write("not json", to: "frames.jsonl")
    let bad = SelfTestJudge.judge(
      folder: directory.url, accessibility: nil, frames: URL(fileURLWithPath: frames),
      parseTrace: KeyboardTraceParser.parse)
    #expect(bad.exitStatus == 2)
    #expect(
      bad.lines == [
        "KeyboardDock self-test: INCONCLUSIVE: unusable input: pixel frames, line 1: not a JSON object"
      ])
  }
}
