import Foundation

extension ReplayBenchmark {
  /// The most runs `kbdock benchmark` takes per measurement: 1,000.
  public static let maximumRuns = 1_000

  /// What `kbdock benchmark` prints: the median and the fastest time of each measurement over
  /// `runs` runs, each after one run that is not counted.
  ///
  /// The measurements, all of the same 10-minute session (``session(minutes:)``, 72,001 frames at
  /// 120 fps): replaying it under ideal timing, every strategy placed on every frame; parsing its
  /// trace (JSON Lines held in memory, ``KeyboardTraceParser``); replaying the parsed trace; and
  /// streaming the trace from a temporary file as `kbdock replay FILE` does. Build with
  /// `-c release` for figures worth comparing.
  public static func measure(runs: Int) -> String {
    let runs = min(max(1, runs), maximumRuns)
    let session = session(minutes: 10)
    let timeline = ReplayTimeline(scenario: session)
    let frames = Replay.run(timeline: timeline).frameCount
    let text = jsonLines(trace(of: session))
    let data = Data(text.utf8)
    var lines = ["kbdock benchmark: median (fastest) of \(runs) run\(runs == 1 ? "" : "s") each"]
    let replay = Timing(runs) { Replay.run(timeline: timeline).frameCount }
    lines.append(
      "replay a 10-minute session: \(replay), \(frames) frames × \(ReplaySimulator.strategyCount) "
        + "strategies, \(rate(Double(frames), replay.median)) frames/s")
    let parse = Timing(runs) { (try? KeyboardTraceParser.parse(data))?.records.count ?? 0 }
    let mebibytes = Double(data.count) / 1_048_576
    lines.append(
      "parse its trace: \(parse), \(ReplayFormat.decimal(mebibytes, places: 1)) MiB of JSON Lines, "
        + "\(rate(mebibytes, parse.median)) MiB/s")
    if let parsed = try? KeyboardTraceParser.parse(data) {
      let replayParsed = Timing(runs) { Replay.run(trace: parsed, name: "trace").frameCount }
      lines.append("replay the parsed trace: \(replayParsed)")
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbdock-benchmark-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    if (try? data.write(to: url)) != nil {
      let stream = Timing(runs) {
        guard let file = try? ReplayTimeline(traceFile: url, name: url.path) else { return 0 }
        return Replay.run(timeline: file, recordsFrames: false).frameCount
      }
      lines.append("stream the trace file as kbdock replay does: \(stream)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `amount` per second, rounded to a whole number.
  private static func rate(_ amount: Double, _ seconds: Double) -> String {
    seconds > 0 ? String(Int((amount / seconds).rounded())) : "–"
  }

  /// The median and fastest wall-clock time of a piece of work.
  private struct Timing: CustomStringConvertible {
    var median: Double
    var fastest: Double

    /// Runs `work` once unmeasured, then `runs` times measured; `work`'s answer goes to
    /// ``keep(_:)`` so that the optimizer cannot drop the work.
    init(_ runs: Int, _ work: () -> Int) {
      Self.keep(work())
      var seconds: [Double] = []
      for _ in 0..<runs {
        let start = ProcessInfo.processInfo.systemUptime
        Self.keep(work())
        seconds.append(ProcessInfo.processInfo.systemUptime - start)
      }
      seconds.sort()
      let middle = seconds.count / 2
      median = seconds.count % 2 == 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2
      fastest = seconds[0]
    }

    @_optimize(none)
    private static func keep(_ value: Int) {}

    var description: String {
      "\(ReplayFormat.decimal(median, places: 3)) s (\(ReplayFormat.decimal(fastest, places: 3)) s)"
    }
  }
}
