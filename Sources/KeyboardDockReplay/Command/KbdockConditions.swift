import Foundation

extension KbdockRequest {
  /// The one condition the command line asks for, or `nil` when it gives none of
  /// `--frame-rate`, `--commit-latency`, `--commit-latencies`, `--hitch`, `--interruptions`,
  /// `--keyboard-spring`, `--cross-fade`, `--no-probe`, `--system` and `--fault`.
  func conditions() throws(KbdockInputError) -> ReplayConditions? {
    guard
      framesPerSecond != nil || commitLatency != nil || commitLatencies != nil || !hitches.isEmpty
        || interruptions != nil || keyboardSpring != nil || crossFade || noProbe || system != nil
        || !faults.isEmpty
    else { return nil }
    let rate = framesPerSecond ?? Replay.defaultFramesPerSecond
    guard rate.isFinite, ReplayConditions.frameRates.contains(rate) else {
      throw KbdockInputError(
        "--frame-rate: expected a number of frames per second from 1 to 1000, "
          + "found \(ReplayFormat.shortest(rate))")
    }
    let latency = commitLatency ?? 0
    guard latency.isFinite, latency >= 0, latency <= ReplayConditions.maximumCommitLatency else {
      throw KbdockInputError(
        "--commit-latency: expected a commit latency from 0 to "
          + "\(ReplayFormat.shortest(ReplayConditions.maximumCommitLatency)) s, "
          + "found \(ReplayFormat.shortest(latency))")
    }
    var parsed: [ReplayHitch] = []
    for argument in hitches {
      let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let start = Double(parts[0]), let duration = Double(parts[1]) else {
        throw KbdockInputError(
          "--hitch: expected START:DURATION in seconds, such as 0.53:0.05, found \"\(argument)\"")
      }
      guard start.isFinite, start >= 0, start <= ReplayScenario.maximumDuration else {
        throw KbdockInputError(
          "--hitch \(argument): expected a start from 0 to \(Int(ReplayScenario.maximumDuration)) s, "
            + "found \(ReplayFormat.shortest(start))")
      }
      guard duration.isFinite, duration > 0, duration <= ReplayConditions.maximumHitchDuration else {
        throw KbdockInputError(
          "--hitch \(argument): expected a duration above 0 and at most "
            + "\(ReplayFormat.shortest(ReplayConditions.maximumHitchDuration)) s, "
            + "found \(ReplayFormat.shortest(duration))")
      }
      if let previous = parsed.last, start < previous.end {
        throw KbdockInputError(
          "--hitch \(argument): expected a start at or after \(ReplayFormat.seconds(previous.end)) s, "
            + "when the previous hitch ends, found \(ReplayFormat.shortest(start))")
      }
      parsed.append(ReplayHitch(start: start, duration: duration))
    }
    var rule = ReplayInterruptions.additive
    if let interruptions {
      guard let value = ReplayInterruptions(rawValue: interruptions) else {
        throw KbdockInputError(
          "--interruptions: expected additive or fromPresented, found \"\(interruptions)\"")
      }
      rule = value
    }
    return ReplayConditions(
      commitLatency: latency, commitLatencies: try latencies(), frameRate: rate, hitches: parsed,
      interruptions: rule, keyboardSpring: try spring(), crossFade: crossFade, probe: !noProbe,
      system: system,
      faults: try sourceFaults())
  }

  /// `--unknown-fact FACT`, each a name of ``ReplayRawFact``.
  func rawFactsUnknown() throws(KbdockInputError) -> Set<ReplayRawFact> {
    switch ReplayRawFact.named(unknownFacts) {
    case .success(let facts): return facts
    case .failure(let unknown): throw KbdockInputError(unknown.message)
    }
  }

  /// `--fault NAME`, each read by ``ReplaySourceFault/init(argument:)``.
  private func sourceFaults() throws(KbdockInputError) -> [ReplaySourceFault] {
    var parsed: [ReplaySourceFault] = []
    for argument in faults { parsed.append(try ReplaySourceFault(argument: argument)) }
    return parsed
  }

  /// `--commit-latencies A,B,…`: seconds, each from 0 to 1; none when not given.
  private func latencies() throws(KbdockInputError) -> [Double] {
    guard let commitLatencies else { return [] }
    if commitLatency != nil {
      throw KbdockInputError("--commit-latencies: expected either it or --commit-latency, found both")
    }
    let maximum = ReplayConditions.maximumCommitLatency
    var latencies: [Double] = []
    for part in commitLatencies.split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let latency = Double(text), latency.isFinite, latency >= 0, latency <= maximum else {
        throw KbdockInputError(
          "--commit-latencies: expected commit latencies from 0 to \(ReplayFormat.shortest(maximum)) s "
            + "separated by commas, such as 0.03,0, found \"\(commitLatencies)\"")
      }
      latencies.append(latency)
    }
    return latencies
  }

  /// `--keyboard-spring M,K,C`: mass, stiffness and damping, read as a scenario reads them.
  private func spring() throws(KbdockInputError) -> ReplaySpring {
    guard let keyboardSpring else { return .keyboard }
    let parts = keyboardSpring.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let numbers = parts.compactMap(Double.init)
    guard parts.count == 3, numbers.count == 3, numbers.allSatisfy(\.isFinite) else {
      throw KbdockInputError(
        "--keyboard-spring: expected MASS,STIFFNESS,DAMPING, such as 1,555.027,47.118, "
          + "found \"\(keyboardSpring)\"")
    }
    let object = JSONValue(
      .object(
        zip(["mass", "stiffness", "damping"], numbers).map {
          JSONMember(key: $0, value: JSONValue(.number($1), line: 1))
        }), line: 1)
    do {
      return try ReplaySpring(json: try JSONObjectReader(object, path: "--keyboard-spring"))
    } catch let error as KeyboardTraceError {
      throw KbdockInputError(error.message)
    } catch {
      throw KbdockInputError("--keyboard-spring: \(error)")
    }
  }
}
