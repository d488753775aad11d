/// `kbdock --json`: every scenario's worst metrics per strategy, the figures under each
/// condition, and its failed expectations.
///
/// Figures are in points, rounded to 0.001; a condition object carries every key of a scenario's
/// `conditions`, so it can be pasted into a scenario as it is. The format, key by key:
/// <doc:OutputFormat#The-JSON>.
public enum ReplayJSONOutput {
  /// Renders the results of single runs, each as its own scenario.
  public static func render(_ results: [ReplayResult]) -> String {
    render(results.map { ReplayScenarioResult(runs: [$0]) })
  }

  /// Renders the results.
  public static func render(_ results: [ReplayScenarioResult]) -> String {
    let scenarios = results.map { result -> JSONValue in
      let recording = result.recording
      let violations = result.violations
      return JSONTextWriter.object([
        ("name", .string(recording.name)), ("title", .string(recording.title)),
        ("frames", .number(Double(result.frameCount))), ("passed", .bool(violations.isEmpty)),
        ("measured", ReplayMeasuredComparison(recording).map(measured)),
        (
          "strategies",
          .array(
            zip(recording.tracks, result.worstCases).map { track, worst in
              strategy(track, worst, hasScrollView: result.hasScrollView)
            })
        ),
        (
          "violations",
          .array(
            violations.map { violation in
              JSONTextWriter.object([
                ("time", .number(violation.time)), ("field", .string(violation.field)),
                ("expected", .string(violation.expected)), ("actual", .string(violation.actual)),
                ("conditions", violation.conditions.map(\.jsonValue.kind)),
              ])
            })
        ),
      ])
    }
    return JSONTextWriter.text(
      JSONTextWriter.object([
        ("passed", .bool(results.allSatisfy { $0.violations.isEmpty })), ("scenarios", .array(scenarios)),
      ]))
  }

  private static func strategy(_ track: ReplayTrack, _ worst: ReplayWorstCase, hasScrollView: Bool)
    -> JSONValue
  {
    // A documented unknowable's largest excused distance, only where it excused one (issue 42).
    let unknowable: [(String, JSONValue.Kind)] =
      worst.unknowable > 0
      ? [
        ("unknowable", .number(rounded(worst.unknowable))),
        ("unknowableConditions", worst.unknowableConditions.jsonValue.kind),
      ] : []
    return JSONTextWriter.object(
      [
        ("name", .string(track.strategy)), ("isBaselineModel", .bool(track.isBaselineModel)),
        ("maxGap", .number(rounded(worst.maxGap))),
        ("maxGapConditions", worst.maxGapConditions.jsonValue.kind),
        ("maxOverlap", .number(rounded(worst.maxOverlap))),
        ("maxOverlapConditions", worst.maxOverlapConditions.jsonValue.kind),
        ("framesOutOfPlace", .number(Double(worst.framesOutOfPlace))),
        ("finalContentInset", hasScrollView ? .number(rounded(worst.finalContentInset)) : .null),
        ("contentOffsetDrift", hasScrollView ? .number(rounded(worst.contentOffsetDrift)) : .null),
        ("mainThreadFrameCallbacks", .number(Double(worst.mainThreadFrameCallbacks))),
      ] + unknowable + [
        (
          "conditions",
          .array(
            worst.conditions.map { conditions, metrics in
              guard case .object(var members) = conditions.jsonValue.kind else { return conditions.jsonValue }
              for (key, value) in [
                ("maxGap", rounded(metrics.maxGap)), ("maxOverlap", rounded(metrics.maxOverlap)),
                ("framesOutOfPlace", Double(metrics.framesOutOfPlace)),
              ] {
                members.append(JSONMember(key: key, value: JSONValue(.number(value), line: 0)))
              }
              return JSONValue(.object(members), line: 0)
            })
        )
      ])
  }

  /// The `measured` object.
  private static func measured(_ comparison: ReplayMeasuredComparison) -> JSONValue.Kind {
    func figures(_ figures: ReplayMeasuredComparison.Figures?) -> JSONValue.Kind {
      guard let figures else { return .null }
      return JSONTextWriter.object([
        ("maxGap", .number(rounded(figures.maxGap))), ("maxOverlap", .number(rounded(figures.maxOverlap))),
      ]).kind
    }
    return JSONTextWriter.object([
      ("maxGap", .number(rounded(comparison.measured.maxGap))),
      ("maxOverlap", .number(rounded(comparison.measured.maxOverlap))),
      ("frames", .number(Double(comparison.frameCount))), ("simulated", figures(comparison.simulated)),
      (
        "transitions",
        .array(
          comparison.transitions.map { transition in
            let measured = transition.measured
            return JSONTextWriter.object([
              ("t", .number(measured.time)), ("name", .string(measured.name)),
              ("frames", .number(Double(measured.frameCount))), ("maxGap", .number(rounded(measured.maxGap))),
              ("maxOverlap", .number(rounded(measured.maxOverlap))),
              ("simulated", figures(transition.simulated)),
            ])
          })
      ),
    ]).kind
  }

  private static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
