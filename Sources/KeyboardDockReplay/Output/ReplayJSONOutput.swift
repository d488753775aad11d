import KeyboardDockCore

/// `kbdock --json`: every scenario's metrics per strategy and its failed expectations.
///
/// ```json
/// {"framesPerSecond": 120, "passed": true, "scenarios": [{"name": "iphone-show-hide", "title": "…",
///   "frames": 331, "passed": true, "strategies": [{"name": "KeyboardDock", "isBaselineModel": false,
///   "maxGap": 0, "maxOverlap": 0, "framesOutOfPlace": 0, "finalContentInset": 62,
///   "contentOffsetDrift": 0}, …], "violations": []}]}
/// ```
/// Figures are in points, rounded to 0.001; insets and drift are `null` without a scroll view.
public enum ReplayJSONOutput {
  /// Renders the results.
  public static func render(_ results: [ReplayResult]) -> String {
    let scenarios = results.map { result -> JSONValue in
      let recording = result.recording
      return JSONTextWriter.object([
        ("name", .string(recording.name)), ("title", .string(recording.title)),
        ("frames", .number(Double(result.frameCount))), ("passed", .bool(result.violations.isEmpty)),
        (
          "strategies",
          .array(
            recording.tracks.map { track in
              let metrics = track.metrics
              return JSONTextWriter.object([
                ("name", .string(track.strategy)), ("isBaselineModel", .bool(track.isBaselineModel)),
                ("maxGap", .number(rounded(metrics.maxGap))),
                ("maxOverlap", .number(rounded(metrics.maxOverlap))),
                ("framesOutOfPlace", .number(Double(metrics.framesOutOfPlace))),
                (
                  "finalContentInset",
                  result.hasScrollView ? .number(rounded(metrics.finalContentInset)) : .null
                ),
                (
                  "contentOffsetDrift",
                  result.hasScrollView ? .number(rounded(metrics.contentOffsetDrift)) : .null
                ),
              ])
            })
        ),
        (
          "violations",
          .array(
            result.violations.map { violation in
              JSONTextWriter.object([
                ("time", .number(violation.time)), ("field", .string(violation.field)),
                ("expected", .string(violation.expected)), ("actual", .string(violation.actual)),
              ])
            })
        ),
      ])
    }
    let fps = results.first?.recording.framesPerSecond ?? Replay.defaultFramesPerSecond
    return JSONTextWriter.text(
      JSONTextWriter.object([
        ("framesPerSecond", .number(fps)), ("passed", .bool(results.allSatisfy { $0.violations.isEmpty })),
        ("scenarios", .array(scenarios)),
      ]))
  }

  private static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
