import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite("kbdock: commands and output")
struct KbdockCommandTests {
  /// `request` with `--no-faults`: the default matrix's device conditions, which these layouts
  /// pin; `FaultMatrixTests` covers the source faults.
  static func withoutFaults(_ request: KbdockRequest) -> KbdockRequest {
    var request = request
    request.excludesFaults = true
    return request
  }

  @Test func defaultRunsEveryBuiltInAndPrintsTheTable() {
    let outcome = Kbdock.run(Self.withoutFaults(KbdockRequest()))
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
    for scenario in ReplayScenario.builtIns {
      #expect(outcome.standardOutput.contains("\(scenario.name) — \(scenario.title)"))
    }
    #expect(
      outcome.standardOutput.contains(
        "  KeyboardDock                                              0.0 pt          0.0 pt   "))
    // The table and its legend fit 120 columns; the summary line is one line, as long as it needs.
    let lines = outcome.standardOutput.split(separator: "\n").dropLast()
    #expect(lines.map(\.count).max() == 120)
    #expect(lines.last == "  (x) 0 ms, 120 Hz, iOS 26 spring, cross-fade")
    #expect(
      outcome.standardOutput.hasSuffix(
        "32 scenarios, 474 runs, 152505 frames. KeyboardDock: max gap 0.1 pt (tab-bar, "
          + "0 ms, 120 Hz, iOS 26.1, no probe), max overlap 0.0 pt: "
          + "within 0.5 pt under every condition. All expectations met.\n"))
  }

  /// With the source faults, the table gains their letters and, under the legend, the table of
  /// which strategies each fault breaks: one row per fault, over its three levels.
  ///
  /// Three scenarios that every fault changes between them (an interrupted leg for the stale did,
  /// a drag for the activation mid-drag): the whole default matrix is `kbdock`'s own run, and
  /// ``FaultMatrixTests`` checks its figures.
  @Test func defaultMatrixRunsTheSourceFaults() {
    let outcome = Kbdock.run(
      KbdockRequest(.run(["iphone-show-hide", "hide-mid-show", "interactive-dismissal"])))
    #expect(outcome.standardError == "")
    let lines = outcome.standardOutput.split(separator: "\n").dropLast()
    #expect(lines.filter { !$0.hasPrefix("  FAILED: ") }.map(\.count).max() == 122)
    let faults = lines.drop { !$0.hasPrefix("Source faults:") }
    #expect(faults.count == 17)
    #expect(
      faults.dropFirst(3).prefix(10).map { String($0.prefix(28)) } == [
        "  guide at bottom (7)       ", "  guide above (9)           ", "  host end ahead (6)        ",
        "  end frame every tick (9)  ", "  empty end frames (9)      ", "  activation mid-motion (9) ",
        "  spurious interactive (9)  ", "  phantom frame change (9)  ", "  bouncing frames (9)       ",
        "  stale did (3)             ",
      ])
    // The guide's jump during a drag is excused within its size, and said so: the drag's 150 pt
    // with the 150-pt accessory left out (issue 42).
    #expect(
      Array(faults.suffix(4)) == [
        "Unknowable, as documented (FB18129551): the guide's offset jumping during a drag leaves "
          + "KeyboardDock",
        "  up to 150.0 pt off, within the jump's size, from the drag's start until its release commits;",
        "  every other frame is judged to 0.5 pt.",
        "  Worst (interactive-dismissal, 0 ms, 60 Hz, iOS 26.1, guide 150 pt above (0 pt in a dismissal)).",
      ])
    #expect(outcome.standardOutput.contains("\n3 scenarios, 124 runs, 32310 frames. KeyboardDock: "))
    // KeyboardDock within 0.5 pt under every source fault too: the core's arbiter (issue 34).
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.hasSuffix("within 0.5 pt under every condition. All expectations met.\n"))
  }

  /// Every built-in runs under the default matrix; each worst figure names its condition by a letter,
  /// which the legend under the table spells out.
  @Test func tableLayout() {
    let outcome = Kbdock.run(Self.withoutFaults(KbdockRequest(.run(["iphone-show-hide"]))))
    #expect(
      outcome.standardOutput == """
        iphone-show-hide — iPhone: keyboard shows, then hides (15 conditions, 4088 frames)
          strategy                                                 max gap      max overlap      frames off \
        final inset    drift
          KeyboardDock                                              0.0 pt          0.0 pt              0   \
          62.0 pt   0.0 pt
          display link, model anchored at notification             73.3 pt (h)    109.1 pt (i)         78   \
          62.0 pt   0.0 pt
          keyframes blended from the presented offset              46.1 pt (n)     46.1 pt (n)         81   \
          62.0 pt   0.0 pt
          animated in the handler (UIKeyboardLayoutGuide-style)    30.6 pt (c)      8.0 pt (o)        316   \
          62.0 pt   0.0 pt
          animated in the handler, linear curve                   302.0 pt (m)    302.0 pt (m)        318   \
          62.0 pt   0.0 pt
          animated in the handler, no frame tracking               30.6 pt (c)      8.0 pt (o)        316   \
          62.0 pt   0.0 pt
          animated in the handler, 34 pt safe area                 30.6 pt (c)      8.0 pt (o)        316   \
          62.0 pt   0.0 pt

        Conditions: (a) 0 ms, 60 Hz · (b) 0 ms, 120 Hz · (c) 4 ms, 60 Hz · (d) 4 ms, 120 Hz · (e) 16 ms, 60 \
        Hz ·
          (f) 16 ms, 120 Hz · (g) 33 ms, 60 Hz · (h) 33 ms, 120 Hz · (i) hitch, 120 Hz · (j) 0 ms, 120 Hz, i\
        OS 26 spring ·
          (k) 16 ms, 120 Hz, iOS 26 spring · (l) 16 ms, 60 Hz, from presented · (m) 0 ms, 120 Hz, cross-fade\
         ·
          (n) 0 ms, 120 Hz, iOS 26.1, no probe · (o) 0 ms, 120 Hz, iOS 26.1, floating bar 8 pt

        1 scenario, 15 runs, 4088 frames. KeyboardDock: max gap 0.0 pt, max overlap 0.0 pt: within 0.5 pt un\
        der every condition. All expectations met.

        """)
  }

  /// `--wide` spells each worst figure's condition out after it, with no legend.
  @Test func wideTableLayout() {
    let outcome = Kbdock.run(
      Self.withoutFaults(KbdockRequest(.run(["iphone-show-hide"]), printsWideTable: true)))
    #expect(
      outcome.standardOutput == """
        iphone-show-hide — iPhone: keyboard shows, then hides (15 conditions, 4088 frames)
          strategy                                                 max gap                                  \
                     max overlap                                                frames off  final inset     \
        drift
          KeyboardDock                                              0.0 pt                                  \
                          0.0 pt                                                         0      62.0 pt    0\
        .0 pt
          display link, model anchored at notification             73.3 pt (33 ms, 120 Hz)                  \
                        109.1 pt (hitch, 120 Hz)                                        78      62.0 pt    0\
        .0 pt
          keyframes blended from the presented offset              46.1 pt (0 ms, 120 Hz, iOS 26.1, no probe\
        )                46.1 pt (0 ms, 120 Hz, iOS 26.1, no probe)                     81      62.0 pt    0\
        .0 pt
          animated in the handler (UIKeyboardLayoutGuide-style)    30.6 pt (4 ms, 60 Hz)                    \
                          8.0 pt (0 ms, 120 Hz, iOS 26.1, floating bar 8 pt)           316      62.0 pt    0\
        .0 pt
          animated in the handler, linear curve                   302.0 pt (0 ms, 120 Hz, cross-fade)       \
                        302.0 pt (0 ms, 120 Hz, cross-fade)                            318      62.0 pt    0\
        .0 pt
          animated in the handler, no frame tracking               30.6 pt (4 ms, 60 Hz)                    \
                          8.0 pt (0 ms, 120 Hz, iOS 26.1, floating bar 8 pt)           316      62.0 pt    0\
        .0 pt
          animated in the handler, 34 pt safe area                 30.6 pt (4 ms, 60 Hz)                    \
                          8.0 pt (0 ms, 120 Hz, iOS 26.1, floating bar 8 pt)           316      62.0 pt    0\
        .0 pt

        1 scenario, 15 runs, 4088 frames. KeyboardDock: max gap 0.0 pt, max overlap 0.0 pt: within 0.5 pt un\
        der every condition. All expectations met.

        """)
  }

  @Test func conditionFlagsRunOneCondition() {
    let outcome = Kbdock.run(
      KbdockRequest(
        .run(["iphone-show-hide"]), framesPerSecond: 60, commitLatency: 0.016, hitches: ["0.53:0.05"]))
    #expect(outcome.exitCode == 0)
    #expect(
      outcome.standardOutput.hasPrefix(
        """
        iphone-show-hide — iPhone: keyboard shows, then hides (166 frames at 60 fps; commit latency 16 ms, \
        hitch 0.53 s + 50 ms)
          strategy                                                 max gap  max overlap  frames off \
        final inset    drift
          KeyboardDock                                              0.0 pt      0.0 pt          0     \
        62.0 pt   0.0 pt
          display link, model anchored at notification             35.9 pt     35.9 pt         34     \
        62.0 pt   0.0 pt

        """))
    #expect(outcome.standardOutput.contains("1 scenario, 1 run, 166 frames."))
  }

  @Test func framesPerSecondChangesTheFrameCount() {
    let outcome = Kbdock.run(KbdockRequest(.run(["iphone-show-hide"]), framesPerSecond: 60))
    #expect(
      outcome.standardOutput.hasPrefix(
        "iphone-show-hide — iPhone: keyboard shows, then hides (166 frames at 60 fps)\n"))
  }

  @Test func aViolatedExpectationExitsWithOne() throws {
    var scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    scenario.name = "mine"
    scenario.expectations = [ScenarioExpectation(at: 1.25, barBottom: 300, phase: "hiding")]
    let directory = try TemporaryDirectory()
    let path = try directory.write(scenario.jsonText(), to: "mine.json")
    let outcome = Kbdock.run(Self.withoutFaults(KbdockRequest(.scenarios([path]))))
    #expect(outcome.exitCode == 1)
    // Found under all nine conditions, each listed once, with the first condition.
    #expect(
      outcome.standardOutput.contains(
        "  FAILED: mine at 1.25 s (0 ms, 60 Hz): barBottom expected 300.0, got 336.0\n"))
    #expect(
      outcome.standardOutput.contains(
        "  FAILED: mine at 1.25 s (0 ms, 60 Hz): phase expected hiding, got shown\n"))
    #expect(outcome.standardOutput.hasSuffix("2 expectations failed.\n"))
  }

  /// `--format json` under the default matrix's device conditions, read from the replay the goldens and
  /// the fault table share (``DefaultMatrixResults``) rather than from a second replay of its 474 runs:
  /// `kbdock --no-faults --format json` prints that rendering, which the test checks on two scenarios.
  @Test func jsonOutputIsMachineReadable() throws {
    func deviceResults(_ names: [String]) throws -> [ReplayScenarioResult] {
      try names.map { try #require(DefaultMatrixResults.deviceResult(named: $0)) }
    }
    let names = ["iphone-show-hide", "tab-bar"]
    let outcome = Kbdock.run(Self.withoutFaults(KbdockRequest(.run(names), printsJSON: true)))
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardError == "")
    #expect(outcome.standardOutput == ReplayJSONOutput.render(try deviceResults(names)))
    let text = ReplayJSONOutput.render(try deviceResults(ReplayScenario.builtIns.map(\.name)))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == true)
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == ReplayScenario.builtIns.count)
    let strategies = try #require(scenarios[0]["strategies"] as? [[String: Any]])
    #expect(
      strategies.map { $0["name"] as? String } == [
        "KeyboardDock", "display link, model anchored at notification",
        "keyframes blended from the presented offset",
        "animated in the handler (UIKeyboardLayoutGuide-style)", "animated in the handler, linear curve",
        "animated in the handler, no frame tracking", "animated in the handler, 34 pt safe area",
      ])
    #expect(strategies[0]["maxGap"] as? Double == 0.05)
    #expect(strategies[0]["mainThreadFrameCallbacks"] as? Double == 0)
    #expect(strategies[1]["isBaselineModel"] as? Bool == true)
    #expect(strategies[1]["maxGap"] as? Double == 73.313)
    let worstUnder = try #require(strategies[1]["maxGapConditions"] as? [String: Any])
    #expect(worstUnder["commitLatency"] as? Double == 0.033)
    #expect(worstUnder["frameRate"] as? Double == 120)
    #expect((worstUnder["hitches"] as? [Any])?.isEmpty == true)
    #expect(worstUnder["interruptions"] as? String == "additive")
    #expect(worstUnder["crossFade"] as? Bool == false)
    #expect(worstUnder["probe"] as? Bool == true)
    #expect(
      (worstUnder["keyboardSpring"] as? [String: Double]) == [
        "mass": 3, "stiffness": 1000, "damping": 500, "duration": 0.5,
      ])
    #expect(worstUnder["system"] == nil)
    #expect(strategies[1]["mainThreadFrameCallbacks"] as? Double == 1258)
    let conditions = try #require(strategies[1]["conditions"] as? [[String: Any]])
    #expect(conditions.count == 15)
    #expect(
      conditions.map { $0["commitLatency"] as? Double } == [
        0, 0, 0.004, 0.004, 0.016, 0.016, 0.033, 0.033, 0, 0, 0.016, 0.016, 0, 0, 0,
      ])
    #expect(
      conditions.map { $0["frameRate"] as? Double } == [
        60, 120, 60, 120, 60, 120, 60, 120, 120, 120, 120, 60, 120, 120, 120,
      ])
    #expect(
      conditions.map { $0["interruptions"] as? String }
        == Array(repeating: "additive", count: 11) + ["fromPresented", "additive", "additive", "additive"])
    #expect(
      conditions.map { $0["crossFade"] as? Bool }
        == Array(repeating: false, count: 12) + [true, false, false])
    #expect(conditions.map { $0["probe"] as? Bool } == Array(repeating: true, count: 13) + [false, true])
    #expect(conditions[14]["floatingBarGap"] as? Double == 8)
    #expect(conditions[13]["system"] as? String == "iOS 26.1")
    #expect(
      (conditions[9]["keyboardSpring"] as? [String: Double]) == [
        "mass": 1, "stiffness": 555.027, "damping": 47.118, "duration": 0.392,
      ])
    #expect(conditions[3]["maxGap"] as? Double == 9.022)
    #expect(
      (conditions[8]["hitches"] as? [[String: Double]])?.map { [$0["start"], $0["duration"]] }
        == [[0.28, 0.05]])
  }

  /// `kbdock benchmark` takes 1 to 1,000 runs per measurement.
  @Test(arguments: [0, -1, 1001])
  func benchmarkRefusesRunsOutOfRange(runs: Int) {
    let outcome = Kbdock.run(KbdockRequest(.benchmark(runs: runs)))
    #expect(outcome.exitCode == Kbdock.unusableInput)
    #expect(
      outcome.standardError == "kbdock: --runs: expected a number of runs from 1 to 1000, found \(runs)\n")
  }

  @Test func listAndExport() throws {
    let list = Kbdock.run(KbdockRequest(.list))
    #expect(list.standardOutput.hasPrefix("iphone-show-hide         iPhone: keyboard shows, then hides\n"))
    let json = Kbdock.run(KbdockRequest(.list, printsJSON: true))
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
    #expect(entries.count == ReplayScenario.builtIns.count)
    let export = Kbdock.run(KbdockRequest(.export("tab-bar")))
    #expect(export.exitCode == 0)
    #expect(
      try ReplayScenario.decode(Data(export.standardOutput.utf8)) == ReplayScenario.builtIn(named: "tab-bar"))
  }

  @Test func reportWritesASelfContainedPage() throws {
    let directory = try TemporaryDirectory()
    let target = directory.url.appendingPathComponent("nested/report").path
    let outcome = Kbdock.run(Self.withoutFaults(KbdockRequest(.run(["form-sheet"]), reportDirectory: target)))
    #expect(outcome.exitCode == 0)
    let file = target + "/index.html"
    #expect(outcome.standardError == "kbdock: wrote \(file)\n")
    let page = try String(contentsOfFile: file, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("form-sheet"))
  }

  @Test func anUnwritableReportKeepsTheTable() throws {
    // Given a report directory whose path is an existing file
    let directory = try TemporaryDirectory()
    let blocker = try directory.write("not a directory", to: "report")

    // When the report cannot be written
    let outcome = Kbdock.run(KbdockRequest(.run(["form-sheet"]), reportDirectory: blocker))

    // Then the run says why (status 2) and still prints the table it computed
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardOutput.contains("form-sheet"))
    #expect(
      outcome.standardError.hasPrefix("kbdock: \(blocker): expected a directory the report can be written to")
    )
  }

  @Test func aRecordedTraceReplaysAsItsScenario() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      ReplayBenchmark.jsonLines(ReplayBenchmark.trace(of: scenario)), to: "show.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.traces([path])))
    #expect(outcome.exitCode == 0)
    // A trace runs once, with no latency at 120 Hz, unless the command line says otherwise.
    #expect(outcome.standardOutput.contains("Recorded trace (301 frames at 120 fps)\n"))
    #expect(
      outcome.standardOutput.contains(
        "  KeyboardDock "
          + "                                             0.0 pt      0.0 pt          0"))
    #expect(
      outcome.standardOutput.contains(
        "  animated in the handler, linear curve "
          + "                   74.1 pt     40.1 pt         86"))
  }

  /// Progress is reported for runs longer than the threshold only, by tenths, then "done".
  ///
  /// A run of the tab bar reports none. The long trace is 2 minutes (14,281 frames) against a
  /// threshold of 10,000 frames, which stands for kbdock's own 200,000 (``Kbdock/progressThreshold``);
  /// with `KEYBOARDDOCK_FULL_SWEEPS=1` it is 30 minutes (215,881 frames) against that one, about 5 s of
  /// CPU in a debug build.
  @Test func progressIsReportedOnlyForLongRuns() throws {
    final class Lines: @unchecked Sendable {
      var values: [String] = []
      let lock = NSLock()
      func append(_ line: String) { lock.withLock { values.append(line) } }
    }
    let short = Lines()
    _ = Kbdock.run(KbdockRequest(.run(["tab-bar"])), progress: short.append)
    #expect(short.values.isEmpty)
    let long = Lines()
    let directory = try TemporaryDirectory()
    let full = ProcessInfo.processInfo.environment["KEYBOARDDOCK_FULL_SWEEPS"] == "1"
    let trace = ReplayBenchmark.trace(of: ReplayBenchmark.session(minutes: full ? 30 : 2))
    let path = try directory.write(ReplayBenchmark.jsonLines(trace), to: "long.jsonl")
    let outcome = Kbdock.run(
      KbdockRequest(.traces([path])), progressThreshold: full ? Kbdock.progressThreshold : 10_000,
      progress: long.append)
    #expect(outcome.exitCode == 0)
    #expect(long.values.last == "\(path): done")
    #expect(long.values.contains("\(path): 80% of \(full ? 215_881 : 14_281) frames"))
    #expect(long.values.count == 10)
  }
}

@Suite("kbdock: traces")
struct KbdockTraceReplayTests {
  /// A show and a hide (scenarios 1 and 2) as a device records them, with and without `endTurn` records.
  @Test(arguments: [true, false])
  func aHideTakesEffectWithOrWithoutEndTurnRecords(writesEndTurn: Bool) throws {
    var lines = [TraceLines.header, TraceLines.willShow]
    if writesEndTurn { lines.append(#"{"t":1.0,"type":"endTurn"}"#) }
    lines.append(
      #"{"t":2.0,"type":"notification","name":"willHide","begin":[0,508,390,336],"end":[0,844,390,336],"#
        + #""duration":0.25,"curve":7,"isLocal":true}"#)
    if writesEndTurn { lines.append(#"{"t":2.0,"type":"endTurn"}"#) }
    let trace = try KeyboardTraceParser.parse(lines.joined(separator: "\n"))
    let result = Replay.run(trace: trace, name: "t")
    let dock = try #require(result.keyboardDock)
    // Within the motion plan's keyframe tolerance (0.05 pt) of the keyboard.
    #expect(dock.maxGap <= 0.05)
    #expect(dock.maxOverlap <= 0.05)
    #expect(result.recording.tracks[0].barBottoms.last == 810.0)
    #expect(result.frameCount == 211)
  }
}
