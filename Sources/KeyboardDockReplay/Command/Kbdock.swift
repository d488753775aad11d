import Foundation

/// The `kbdock` command-line tool, without its argument parsing.
///
/// It runs a request and returns what to print and the exit status. Nothing here exits or crashes on
/// any input.
public enum Kbdock {
  /// The exit status when an expectation is violated.
  public static let expectationFailed: Int32 = 1
  /// The exit status for unusable input.
  public static let unusableInput: Int32 = 2
  /// Runs longer than this many frames report progress.
  public static let progressThreshold = 200_000

  /// Runs a request.
  ///
  /// - Parameters:
  ///   - request: What to do.
  ///   - progress: Receives progress lines for long runs (the executable passes a closure only
  ///     when standard error is a terminal); `nil` for none.
  public static func run(_ request: KbdockRequest, progress: (@Sendable (String) -> Void)? = nil)
    -> KbdockOutcome
  {
    do {
      return try execute(request, progress: progress)
    } catch {
      return KbdockOutcome(exitCode: unusableInput, standardError: "kbdock: \(error.message)\n")
    }
  }

  private static func execute(
    _ request: KbdockRequest, progress: (@Sendable (String) -> Void)?
  ) throws(KbdockInputError) -> KbdockOutcome {
    let requested = try request.conditions()
    if let directory = request.reportDirectory, directory.isEmpty {
      throw KbdockInputError("--report: expected a directory to write index.html into, found an empty path")
    }
    let jobs: [ReplayJob]
    switch request.command {
    case .list:
      return KbdockOutcome(exitCode: 0, standardOutput: KbdockListing.list(json: request.printsJSON))
    case .export(let name):
      guard let scenario = ReplayScenario.builtIn(named: name) else { throw unknown(name) }
      return KbdockOutcome(exitCode: 0, standardOutput: scenario.jsonText())
    case .builtIns:
      jobs = ReplayScenario.builtIns.map { .scenario($0) }
    case .run(let names):
      jobs = try names.map { name throws(KbdockInputError) in
        guard let scenario = ReplayScenario.builtIn(named: name) else { throw unknown(name) }
        return .scenario(scenario)
      }
    case .scenarios(let paths):
      jobs = try paths.map { path throws(KbdockInputError) in
        .scenario(try KbdockFiles.scenario(at: path), path: path)
      }
    case .traces(let paths):
      jobs = try paths.map { path throws(KbdockInputError) in
        try KbdockFiles.checkReadable(path)
        return .traceFile(path)
      }
    case .benchmark(let runs):
      guard (1...ReplayBenchmark.maximumRuns).contains(runs) else {
        throw KbdockInputError(
          "--runs: expected a number of runs from 1 to \(ReplayBenchmark.maximumRuns), found \(runs)")
      }
      return KbdockOutcome(exitCode: 0, standardOutput: ReplayBenchmark.measure(runs: runs))
    case .fit(let path):
      let fit = try KbdockFiles.fit(at: path)
      return KbdockOutcome(
        exitCode: 0, standardOutput: request.printsJSON ? fit.jsonText : fit.text(file: path))
    }
    let fps = requested?.frameRate ?? Replay.defaultFramesPerSecond
    let first = requested ?? ReplayConditions(frameRate: fps)
    let timelines = try jobs.map { job throws(KbdockInputError) in try job.timeline(conditions: first) }
    var results: [ReplayScenarioResult] = []
    for (job, timeline) in zip(jobs, timelines) {
      // Without a report, a run keeps only each frame's time, so a long trace needs little memory; a
      // measured trace keeps the positions its simulated figures per transition are read from.
      let recordsFrames = request.reportDirectory != nil || timeline.measurement != nil
      let conditions = requested.map { [$0] } ?? job.defaultConditions(timeline)
      var runs: [ReplayResult] = []
      // A scenario's deliveries depend on the frame rate (a drag's samples come on frames) and on
      // the keyboard's physics (where it is when an action comes, when its animation ends).
      var compiled = [(conditions: first, timeline: timeline)]
      for condition in conditions {
        let run: ReplayTimeline
        if let known = compiled.first(where: { job.sharesTimeline($0.conditions, condition) }) {
          run = known.timeline
        } else {
          run = try job.timeline(conditions: condition)
          compiled.append((condition, run))
        }
        runs.append(
          ReplayJob.run(run, conditions: condition, recordsFrames: recordsFrames, progress: progress))
      }
      results.append(ReplayScenarioResult(runs: runs))
    }
    var output = request.printsJSON ? ReplayJSONOutput.render(results) : ReplayTable.render(results)
    if !request.printsJSON { output += "\n" + ReplayTable.summary(results) }
    var messages = ""
    if request.measuresSpeed {
      let line = ReplaySpeed.measure(timelines, framesPerSecond: fps).description
      if request.printsJSON { messages += "kbdock: \(line)\n" } else { output += line + "\n" }
    }
    if let directory = request.reportDirectory {
      do {
        let path = try KbdockFiles.writeReport(
          results.map(\.reportRecording), title: reportTitle(request), to: directory)
        messages += "kbdock: wrote \(path)\n"
      } catch {
        // The table is already computed: keep it, and say why the report is missing.
        return KbdockOutcome(
          exitCode: unusableInput, standardOutput: output,
          standardError: messages + "kbdock: \(error.message)\n")
      }
    }
    let failed = results.contains { !$0.violations.isEmpty }
    return KbdockOutcome(
      exitCode: failed ? expectationFailed : 0, standardOutput: output, standardError: messages)
  }

  private static func unknown(_ name: String) -> KbdockInputError {
    KbdockInputError(
      "\(name): expected the name of a built-in scenario (see `kbdock list`): "
        + ReplayScenario.builtIns.map(\.name).joined(separator: ", "))
  }

  private static func reportTitle(_ request: KbdockRequest) -> String {
    switch request.command {
    case .traces(let paths): "kbdock replay: " + paths.joined(separator: ", ")
    case .scenarios(let paths): "kbdock scenario: " + paths.joined(separator: ", ")
    default: "kbdock: KeyboardDock against the baseline models"
    }
  }
}

/// One thing to replay.
enum ReplayJob: Sendable {
  /// A scenario, built in (no path) or read from the file at `path`.
  case scenario(ReplayScenario, path: String? = nil)
  /// The trace file at `path`, streamed.
  case traceFile(String)

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
          + "(\(JSONObjectReader.text(Double(Replay.maximumFrameCount) / framesPerSecond)) s at "
          + "\(JSONObjectReader.text(framesPerSecond)) fps), found \(JSONObjectReader.text(duration)) s")
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
  /// the default matrix; a trace's ideal timing at 120 Hz.
  func defaultConditions(_ timeline: ReplayTimeline) -> [ReplayConditions] {
    switch self {
    case .scenario(let scenario, _): timeline.conditions(scenario.conditions)
    case .traceFile: [.ideal]
    }
  }

  /// Replays `timeline` under `conditions`, reporting progress for long runs.
  static func run(
    _ timeline: ReplayTimeline, conditions: ReplayConditions, recordsFrames: Bool = true,
    progress: (@Sendable (String) -> Void)?
  ) -> ReplayResult {
    let frames = Replay.frameCount(
      duration: timeline.endTime - timeline.startTime, framesPerSecond: conditions.frameRate)
    guard let progress, let frames, frames > Kbdock.progressThreshold else {
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
