import Foundation
import KeyboardDockCore

/// Runs scenarios and traces through KeyboardDock's engine and the baseline models.
///
/// ```swift
/// let result = Replay.run(scenario: ReplayScenario.builtIns[0])
/// print(result.keyboardDock!.maxGap)  // 0.0
/// ```
///
/// Each run is deterministic and allocation-free per frame: arrays are reserved up front.
public enum Replay {
  /// The default simulation rate, 120 frames per second (ProMotion).
  public static let defaultFramesPerSecond = 120.0
  /// The most frames one run may simulate: 20 minutes at 1,000 frames per second.
  public static let maximumFrameCount = 1_200_000

  /// Simulates a scenario.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its timeline should be in time order (decoded scenarios are
  ///     checked). Events out of order are delivered in array order, each at the first frame
  ///     after the previous one.
  ///   - framesPerSecond: Frames per simulated second. Defaults to ``defaultFramesPerSecond``.
  ///   - progress: Called now and then with the fraction done, for long runs.
  public static func run(
    scenario: ReplayScenario, framesPerSecond: Double = defaultFramesPerSecond,
    progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    let timeline = ReplayTimeline(scenario: scenario, framesPerSecond: framesPerSecond)
    return run(timeline: timeline, framesPerSecond: framesPerSecond, progress: progress)
  }

  /// Replays a recorded trace.
  public static func run(
    trace: KeyboardTrace, name: String, framesPerSecond: Double = defaultFramesPerSecond,
    progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    run(
      timeline: ReplayTimeline(trace: trace, name: name), framesPerSecond: framesPerSecond, progress: progress
    )
  }

  /// Simulates a timeline.
  ///
  /// - Parameters:
  ///   - timeline: What to play.
  ///   - framesPerSecond: Frames per simulated second. Defaults to ``defaultFramesPerSecond``.
  ///   - recordsFrames: `false` to keep only each frame's time, not the positions an HTML report
  ///     draws, so that memory per frame is 8 bytes. The metrics are the same. Defaults to
  ///     `true`.
  ///   - progress: Called now and then with the fraction done, for long runs.
  public static func run(
    timeline: ReplayTimeline, framesPerSecond: Double = defaultFramesPerSecond, recordsFrames: Bool = true,
    progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    var simulator = ReplaySimulator(
      timeline: timeline, framesPerSecond: framesPerSecond, recordsFrames: recordsFrames)
    simulator.run(progress: progress)
    return simulator.result()
  }

  /// The number of frames a timeline of `duration` seconds takes at `framesPerSecond`, or
  /// `nil` when that is more than ``maximumFrameCount`` (or not a number).
  public static func frameCount(duration: Double, framesPerSecond: Double) -> Int? {
    let frames = (max(0, duration) * framesPerSecond).rounded(.down) + 1
    guard frames.isFinite, frames <= Double(maximumFrameCount) else { return nil }
    return Int(frames)
  }
}
