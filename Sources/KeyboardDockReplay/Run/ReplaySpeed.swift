import Foundation
import KeyboardDockCore

/// `kbdock --measure`: how fast the simulator runs here.
struct ReplaySpeed: CustomStringConvertible {
  /// Frames simulated while measuring.
  var frames: Int
  /// Seconds they took.
  var seconds: Double
  /// The 10-minute trace: its frames, its size in bytes, and the seconds to parse and replay it.
  var traceFrames: Int
  var traceBytes: Int
  var traceParseSeconds: Double
  var traceReplaySeconds: Double

  /// Replays `timelines` for at least half a second, then parses and replays a 10-minute trace.
  static func measure(_ timelines: [ReplayTimeline], framesPerSecond: Double) -> ReplaySpeed {
    var frames = 0
    let start = now()
    var elapsed = 0.0
    repeat {
      for timeline in timelines {
        frames += Replay.run(timeline: timeline, framesPerSecond: framesPerSecond).frameCount
      }
      elapsed = now() - start
    } while elapsed < 0.5 && frames > 0
    let text = ReplayBenchmark.jsonLines(ReplayBenchmark.trace(of: ReplayBenchmark.session(minutes: 10)))
    let data = Data(text.utf8)
    let parseStart = now()
    let trace = try? KeyboardTraceParser.parse(data)
    let parsed = now()
    let result = trace.map {
      Replay.run(trace: $0, name: "10-minute trace", framesPerSecond: framesPerSecond)
    }
    let replayed = now()
    return ReplaySpeed(
      frames: frames, seconds: elapsed, traceFrames: result?.frameCount ?? 0, traceBytes: data.count,
      traceParseSeconds: parsed - parseStart, traceReplaySeconds: replayed - parsed)
  }

  private static func now() -> Double { ProcessInfo.processInfo.systemUptime }

  var description: String {
    let rate = seconds > 0 ? Double(frames) / seconds : 0
    return
      "Speed: \(Int(rate.rounded())) frames/s (\(frames) frames in \(String(format: "%.3f", seconds)) s, "
      + "each frame placing KeyboardDock and 5 baseline models). 10-minute trace: \(traceFrames) frames, "
      + "\(traceBytes / 1024) KiB of JSON Lines, parsed in \(String(format: "%.3f", traceParseSeconds)) s, "
      + "replayed in \(String(format: "%.3f", traceReplaySeconds)) s."
  }
}
