import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Runs scenarios and traces through KeyboardDock's engine and the baseline models.
///
/// ```swift
/// let scenario = ReplayScenario.builtIns[0]
/// let result = Replay.run(scenario: scenario, under: Replay.conditions(for: scenario))
/// print(result.keyboardDock!.maxGap)  // 0.0, under every condition of the default matrix
/// ```
///
/// Each run is deterministic and allocation-free per frame: arrays are reserved up front.
public enum Replay {
  /// The default simulation rate, 120 frames per second (ProMotion).
  public static let defaultFramesPerSecond = 120.0
  /// The most frames one run may simulate: 20 minutes at 1,000 frames per second.
  public static let maximumFrameCount = 1_200_000

  /// Simulates a scenario under ideal timing at `framesPerSecond`.
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
    run(scenario: scenario, conditions: ReplayConditions(frameRate: framesPerSecond), progress: progress)
  }

  /// Simulates a scenario under `conditions`, its deliveries compiled for them: timed at their
  /// frame rate, with their keyboard's physics (``ReplayTimeline/init(scenario:conditions:)``).
  public static func run(
    scenario: ReplayScenario, conditions: ReplayConditions, progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    let conditions = conditions.adding(faults: scenario.faults)
    let timeline = ReplayTimeline(scenario: scenario, conditions: conditions)
    return run(timeline: timeline, conditions: conditions, progress: progress)
  }

  /// The conditions a scenario runs under unless told otherwise: its own, or the default matrix
  /// (``ReplayConditions/defaultMatrix(hitchStart:rotation:)``) with the hitch at its
  /// ``ReplayTimeline/midShowTime``.
  public static func conditions(for scenario: ReplayScenario) -> [ReplayConditions] {
    if let own = scenario.conditions { return [own] }
    return ReplayTimeline(scenario: scenario).conditions(nil)
  }

  /// Simulates a scenario under each of `conditions`, in order, its deliveries compiled for each.
  ///
  /// An empty list runs it under ``ReplayConditions/ideal``. The scenario's own
  /// ``ReplayScenario/faults`` join each condition's.
  ///
  /// ```swift
  /// let scenario = ReplayScenario.iPhoneShowHide
  /// let result = Replay.run(scenario: scenario, under: Replay.conditions(for: scenario))
  /// ```
  public static func run(
    scenario: ReplayScenario, under conditions: [ReplayConditions]
  ) -> ReplayScenarioResult {
    var timelines: [(conditions: ReplayConditions, timeline: ReplayTimeline)] = []
    func timeline(_ conditions: ReplayConditions) -> ReplayTimeline {
      if let known = timelines.first(where: { $0.conditions.compilesLike(conditions) }) {
        return known.timeline
      }
      let timeline = ReplayTimeline(scenario: scenario, conditions: conditions)
      timelines.append((conditions, timeline))
      return timeline
    }
    return ReplayScenarioResult(
      runs: (conditions.isEmpty ? [.ideal] : conditions).map {
        let conditions = $0.adding(faults: scenario.faults)
        return run(timeline: timeline(conditions), conditions: conditions)
      })
  }

  /// Replays a recorded trace under ideal timing at `framesPerSecond`.
  public static func run(
    trace: KeyboardTrace, name: String, framesPerSecond: Double = defaultFramesPerSecond,
    progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    run(
      timeline: ReplayTimeline(trace: trace, name: name),
      conditions: ReplayConditions(frameRate: framesPerSecond),
      progress: progress)
  }

  /// Simulates a timeline under ideal timing at `framesPerSecond`.
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
    run(
      timeline: timeline, conditions: ReplayConditions(frameRate: framesPerSecond),
      recordsFrames: recordsFrames,
      progress: progress)
  }

  /// Simulates a timeline under `conditions`.
  ///
  /// - Parameters:
  ///   - timeline: What to play. A timeline that streams a trace file is read record by record,
  ///     one run-loop turn ahead, so memory does not grow with the number of records. Its
  ///     ``ReplayTimeline/measurement`` comes with the result's recording.
  ///   - conditions: The device's timing: frame rate, commit latency and hitches.
  ///   - recordsFrames: `false` to keep only each frame's time, not the positions an HTML report
  ///     draws, so that memory per frame is 8 bytes. The metrics are the same. Defaults to
  ///     `true`.
  ///   - progress: Called now and then with the fraction done, for long runs.
  public static func run(
    timeline: ReplayTimeline, conditions: ReplayConditions, recordsFrames: Bool = true,
    progress: ((Double) -> Void)? = nil
  ) -> ReplayResult {
    var simulator = ReplaySimulator(timeline: timeline, conditions: conditions, recordsFrames: recordsFrames)
    simulator.run(progress: progress)
    var result = simulator.result()
    result.recording.measurement = timeline.measurement
    return result
  }

  /// The number of frames a timeline of `duration` seconds takes at `framesPerSecond`.
  ///
  /// `nil` when that is more than ``maximumFrameCount`` or not a number.
  public static func frameCount(duration: Double, framesPerSecond: Double) -> Int? {
    let frames = (max(0, duration) * framesPerSecond).rounded(.down) + 1
    guard frames.isFinite, frames <= Double(maximumFrameCount) else { return nil }
    return Int(frames)
  }
}
