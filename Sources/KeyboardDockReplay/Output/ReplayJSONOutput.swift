/// `kbdock --json`: every scenario's worst metrics per strategy, the figures under each
/// condition, and its failed expectations.
///
/// ```json
/// {"passed": true, "scenarios": [{"name": "iphone-show-hide", "title": "…", "frames": 2484,
///   "passed": true, "strategies": [{"name": "KeyboardDock", "isBaselineModel": false,
///   "maxGap": 0, "maxGapConditions": {"commitLatency": 0, "frameRate": 60, "hitches": [],
///   "interruptions": "additive", "keyboardSpring": {"mass": 3, "stiffness": 1000, "damping": 500,
///   "duration": 0.5}, "crossFade": false, "probe": true}, "maxOverlap": 0,
///   "maxOverlapConditions": {…}, "framesOutOfPlace": 0, "finalContentInset": 62,
///   "contentOffsetDrift": 0, "mainThreadFrameCallbacks": 0, "conditions": [{"commitLatency": 0,
///   "frameRate": 60, "hitches": [], "interruptions": "additive", …, "maxGap": 0, "maxOverlap": 0,
///   "framesOutOfPlace": 0}, …]}, …], "violations": []}]}
/// ```
/// A condition object carries every key of a scenario's `conditions` (`system` only when the
/// condition sets one; `commitLatencies` in place of `commitLatency` when it gives latencies per
/// turn), so it can be pasted into a scenario as it is.
/// `maxGap` and `maxOverlap` are the worst over `conditions`, `framesOutOfPlace` the most under
/// one condition, `mainThreadFrameCallbacks` the display-link callbacks over all of them.
/// Figures are in points, rounded to 0.001; times and latencies in seconds, rates in Hz; insets
/// and drift are `null` without a scroll view.
///
/// A trace that measured the keyboard and the bar on the device adds `measured` to its scenario: the
/// largest gap and overlap over every measured frame and per transition (`t` is the *will* notification's
/// time on the trace's clock), each with KeyboardDock's simulated figures for the same frames
/// (``ReplayMeasuredComparison``; `null` where the run kept none):
///
/// ```json
/// "measured": {"maxGap": 3.2, "maxOverlap": 1, "frames": 212,
///   "simulated": {"maxGap": 0, "maxOverlap": 0},
///   "transitions": [{"t": 1, "name": "willShow", "frames": 60, "maxGap": 3.2, "maxOverlap": 0,
///     "simulated": {"maxGap": 0, "maxOverlap": 0}}, …]}
/// ```
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
    JSONTextWriter.object([
      ("name", .string(track.strategy)), ("isBaselineModel", .bool(track.isBaselineModel)),
      ("maxGap", .number(rounded(worst.maxGap))), ("maxGapConditions", worst.maxGapConditions.jsonValue.kind),
      ("maxOverlap", .number(rounded(worst.maxOverlap))),
      ("maxOverlapConditions", worst.maxOverlapConditions.jsonValue.kind),
      ("framesOutOfPlace", .number(Double(worst.framesOutOfPlace))),
      ("finalContentInset", hasScrollView ? .number(rounded(worst.finalContentInset)) : .null),
      ("contentOffsetDrift", hasScrollView ? .number(rounded(worst.contentOffsetDrift)) : .null),
      ("mainThreadFrameCallbacks", .number(Double(worst.mainThreadFrameCallbacks))),
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
      ),
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
