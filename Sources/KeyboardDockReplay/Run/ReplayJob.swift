import Foundation

/// One thing to replay.
enum ReplayJob: Sendable {
  /// A scenario, built in (no path) or read from the file at `path`.
  case scenario(ReplayScenario, path: String? = nil)
  /// The trace file at `path`, streamed.
  case traceFile(String)

  /// `true` for a trace file, whose records are what its sources reported: no source fault applies.
  var isTraceFile: Bool {
    if case .traceFile = self { return true }
    return false
  }

  /// The file's path, or the built-in scenario's name: what messages start with.
  var name: String {
    switch self {
    case .scenario(let scenario, let path): path ?? scenario.name
    case .traceFile(let path): path
    }
  }

  /// The job's timeline under `conditions`: a scenario's deliveries compiled for them, a trace's
  /// as recorded.
  ///
  /// It is refused when it is longer than ``Replay/maximumFrameCount`` frames at the conditions'
  /// frame rate.
  func timeline(conditions: ReplayConditions) throws(KbdockInputError) -> ReplayTimeline {
    let framesPerSecond = conditions.frameRate
    let timeline: ReplayTimeline
    switch self {
    case .scenario(let scenario, _):
      timeline = ReplayTimeline(scenario: scenario, conditions: conditions)
    case .traceFile(let path):
      do {
        timeline = try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: path)
      } catch {
        throw KbdockInputError(file: path, error)
      }
    }
    let duration = timeline.endTime - timeline.startTime
    guard Replay.frameCount(duration: duration, framesPerSecond: framesPerSecond) != nil else {
      throw KbdockInputError(
        "\(name): expected a session of at most \(Replay.maximumFrameCount) frames "
          + "(\(ReplayFormat.shortest(Double(Replay.maximumFrameCount) / framesPerSecond)) s at "
          + "\(ReplayFormat.shortest(framesPerSecond)) fps), found \(ReplayFormat.shortest(duration)) s")
    }
    return timeline
  }

  /// `true` when the job's timeline under `a` serves for `b` too: a trace's always (its records are
  /// what the device delivered), a scenario's when it compiles alike under both.
  func sharesTimeline(_ a: ReplayConditions, _ b: ReplayConditions) -> Bool {
    switch self {
    case .scenario: a.compilesLike(b)
    case .traceFile: a.frameRate == b.frameRate
    }
  }

  /// The conditions the job runs under when the command line gives none: a scenario's own, or
  /// the default matrix (without its source faults when `excludingFaults`); a trace's ideal
  /// timing at 120 Hz.
  func defaultConditions(_ timeline: ReplayTimeline, excludingFaults: Bool = false) -> [ReplayConditions] {
    switch self {
    case .scenario(let scenario, _):
      timeline.conditions(scenario.conditions).filter { !excludingFaults || $0.faults.isEmpty }
    case .traceFile: [.ideal]
    }
  }

  /// Replays the job under each of `conditions`, in order, compiling a timeline only for
  /// conditions that `compiled`'s does not serve (``sharesTimeline(_:_:)``).
  ///
  /// A scenario's deliveries depend on the frame rate (a drag's samples come on frames) and on the
  /// keyboard's physics (where it is when an action comes, when its animation ends).
  ///
  /// - Parameters:
  ///   - conditions: The conditions to run under.
  ///   - compiled: A timeline already compiled, and the conditions it was compiled for.
  ///   - recordsFrames: `false` to keep only each frame's time
  ///     (``Replay/run(timeline:conditions:recordsFrames:progress:)``).
  ///   - progressThreshold: Runs longer than this many frames report progress.
  ///   - progress: Receives progress lines for long runs; `nil` for none.
  func run(
    under conditions: [ReplayConditions],
    from compiled: (conditions: ReplayConditions, timeline: ReplayTimeline),
    recordsFrames: Bool, progressThreshold: Int = Kbdock.progressThreshold,
    progress: (@Sendable (String) -> Void)?
  ) throws(KbdockInputError) -> ReplayScenarioResult {
    var timelines = [compiled]
    var runs: [ReplayResult] = []
    for var condition in conditions {
      // A scenario's own faults join every condition it runs under.
      if case .scenario(let scenario, _) = self { condition = condition.adding(faults: scenario.faults) }
      let timeline: ReplayTimeline
      if let known = timelines.first(where: { sharesTimeline($0.conditions, condition) }) {
        timeline = known.timeline
      } else {
        timeline = try self.timeline(conditions: condition)
        timelines.append((condition, timeline))
      }
      runs.append(
        Self.run(
          timeline, conditions: condition, recordsFrames: recordsFrames, progressThreshold: progressThreshold,
          progress: progress))
    }
    return ReplayScenarioResult(runs: runs)
  }

  /// Replays `timeline` under `conditions`, reporting progress for runs longer than `threshold`
  /// frames (``Kbdock/progressThreshold`` unless a test sets a smaller one).
  static func run(
    _ timeline: ReplayTimeline, conditions: ReplayConditions, recordsFrames: Bool = true,
    progressThreshold threshold: Int = Kbdock.progressThreshold, progress: (@Sendable (String) -> Void)?
  ) -> ReplayResult {
    let frames = Replay.frameCount(
      duration: timeline.endTime - timeline.startTime, framesPerSecond: conditions.frameRate)
    guard let progress, let frames, frames > threshold else {
      return Replay.run(timeline: timeline, conditions: conditions, recordsFrames: recordsFrames)
    }
    let label = timeline.name
    let result = Replay.run(timeline: timeline, conditions: conditions, recordsFrames: recordsFrames) {
      fraction in
      progress("\(label): \(Int((fraction * 100).rounded(.down)))% of \(frames) frames")
    }
    progress("\(label): done")
    return result
  }
}
