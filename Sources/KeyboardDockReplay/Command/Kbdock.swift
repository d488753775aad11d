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
    run(request, progressThreshold: progressThreshold, progress: progress)
  }

  /// Runs a request, reporting progress for runs longer than `threshold` frames: a test's shorter
  /// threshold stands for ``progressThreshold`` without a replay of 200,000 frames.
  package static func run(
    _ request: KbdockRequest, progressThreshold threshold: Int, progress: (@Sendable (String) -> Void)?
  ) -> KbdockOutcome {
    do {
      return try execute(request, progressThreshold: threshold, progress: progress)
    } catch {
      return KbdockOutcome(exitCode: unusableInput, standardError: "kbdock: \(error.message)\n")
    }
  }

  /// Runs scenario jobs on every core (the results in the jobs' order, so the output is the same
  /// as one after another); a trace, whose progress is printed as it goes, runs alone.
  private static func runConcurrently(
    _ jobs: [(ReplayJob, ReplayTimeline)],
    _ run: @Sendable (ReplayJob, ReplayTimeline) throws(KbdockInputError) -> ReplayScenarioResult
  ) throws(KbdockInputError) -> [ReplayScenarioResult] {
    guard jobs.count > 1, !jobs.contains(where: { $0.0.isTraceFile }) else {
      var results: [ReplayScenarioResult] = []
      for (job, timeline) in jobs { results.append(try run(job, timeline)) }
      return results
    }
    let outcomes = valuesOnEveryCore(count: jobs.count) { index in
      Result { () throws(KbdockInputError) in try run(jobs[index].0, jobs[index].1) }
    }
    var results: [ReplayScenarioResult] = []
    for outcome in outcomes { results.append(try outcome.get()) }
    return results
  }

  private static func execute(
    _ request: KbdockRequest, progressThreshold: Int, progress: (@Sendable (String) -> Void)?
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
      guard var scenario = ReplayScenario.builtIn(named: name) else { throw unknown(name) }
      scenario.faults = requested?.faults ?? []
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
    if let faults = requested?.faults, !faults.isEmpty, let trace = jobs.first(where: \.isTraceFile) {
      throw KbdockInputError(
        "--fault: expected scenarios, found the trace \(trace.name): its records are what its sources "
          + "reported")
    }
    let fps = requested?.frameRate ?? Replay.defaultFramesPerSecond
    let first = requested ?? ReplayConditions(frameRate: fps)
    let timelines = try jobs.map { job throws(KbdockInputError) in try job.timeline(conditions: first) }
    // Without a report, a run keeps only each frame's time, so a long trace needs little memory; a
    // measured trace keeps the positions its simulated figures per transition are read from.
    let unknownFacts = try request.rawFactsUnknown()
    let run = { @Sendable (job: ReplayJob, timeline: ReplayTimeline) throws(KbdockInputError) in
      var conditions =
        requested.map { [$0] } ?? job.defaultConditions(timeline, excludingFaults: request.excludesFaults)
      // Unknown facts join every condition: the driver is told none of them.
      for index in conditions.indices { conditions[index].unknownFacts.formUnion(unknownFacts) }
      return try job.run(
        under: conditions,
        from: (first, timeline),
        recordsFrames: request.reportDirectory != nil || timeline.measurement != nil,
        progressThreshold: progressThreshold, progress: progress)
    }
    let results = try Self.runConcurrently(Array(zip(jobs, timelines)), run)
    var output =
      request.printsJSON
      ? ReplayJSONOutput.render(results) : ReplayTable.render(results, wide: request.printsWideTable)
    if !request.printsJSON {
      let faults = ReplayFaultTable.render(results)
      output += (faults.isEmpty ? "" : "\n" + faults) + "\n" + ReplayTable.summary(results)
    }
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
