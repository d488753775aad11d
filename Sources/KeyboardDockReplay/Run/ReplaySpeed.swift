import Foundation

/// `kbdock --measure`: how fast the simulator runs the requested timelines here.
///
/// `kbdock benchmark` (``ReplayBenchmark/measure(runs:)``) measures a fixed 10-minute session and
/// its trace instead.
struct ReplaySpeed: CustomStringConvertible {
  /// Frames simulated while measuring.
  var frames: Int
  /// Seconds they took.
  var seconds: Double

  /// Replays `timelines` for at least half a second.
  static func measure(_ timelines: [ReplayTimeline], framesPerSecond: Double) -> ReplaySpeed {
    var frames = 0
    let start = ProcessInfo.processInfo.systemUptime
    var elapsed = 0.0
    repeat {
      for timeline in timelines {
        frames += Replay.run(timeline: timeline, framesPerSecond: framesPerSecond).frameCount
      }
      elapsed = ProcessInfo.processInfo.systemUptime - start
    } while elapsed < 0.5 && frames > 0
    return ReplaySpeed(frames: frames, seconds: elapsed)
  }

  var description: String {
    let rate = seconds > 0 ? Double(frames) / seconds : 0
    let time = ReplayFormat.decimal(seconds, places: 3)
    return "Speed: \(Int(rate.rounded())) frames/s (\(frames) frames in \(time) s, each frame placing "
      + "KeyboardDock and \(ReplaySimulator.strategyCount - 1) baseline models)."
  }
}
