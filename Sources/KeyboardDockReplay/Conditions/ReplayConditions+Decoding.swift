import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayConditions {
  /// Reads a scenario's `conditions` object: `{"commitLatency": 0.016, "frameRate": 60,
  /// "hitches": [{"start": 0.53, "duration": 0.05}]}`, every key optional (defaults as in
  /// ``init(commitLatency:frameRate:hitches:)``).
  ///
  /// - Throws: `KeyboardTraceError` naming the line, the field and the value, e.g.
  ///   `line 4: conditions.commitLatency: expected a commit latency from 0 to 1 s, found -0.01`.
  init(json object: JSONObjectReader) throws {
    let latency =
      try object.optionalNumber(
        "commitLatency", in: 0...Self.maximumCommitLatency, "a commit latency", unit: "s")
      ?? 0
    let rate =
      try object.optionalNumber("frameRate", in: Self.frameRates, "a frame rate", unit: "Hz")
      ?? Replay.defaultFramesPerSecond
    var hitches: [ReplayHitch] = []
    if object.value("hitches") != nil {
      for (index, item) in try object.array("hitches").enumerated() {
        let hitch = try JSONObjectReader(item, path: object.fieldPath("hitches[\(index)]"))
        let start = try hitch.number("start", in: 0...ReplayScenario.maximumDuration, "a start", unit: "s")
        if let previous = hitches.last, start < previous.end {
          throw hitch.error(
            "start",
            "a start at or after \(ReplayFormat.seconds(previous.end)) s, when hitches[\(index - 1)] ends, "
              + "found \(JSONObjectReader.text(start))",
            at: hitch.value("start"))
        }
        let duration = try hitch.number("duration")
        guard duration > 0, duration <= Self.maximumHitchDuration else {
          throw hitch.error(
            "duration",
            "a duration above 0 and at most \(JSONObjectReader.text(Self.maximumHitchDuration)) s, "
              + "found \(JSONObjectReader.text(duration))",
            at: hitch.value("duration"))
        }
        hitches.append(ReplayHitch(start: start, duration: duration))
      }
    }
    self.init(commitLatency: latency, frameRate: rate, hitches: hitches)
  }

  /// The conditions as a JSON value, in the format's key order.
  var jsonValue: JSONValue {
    JSONTextWriter.object([
      ("commitLatency", .number(commitLatency)), ("frameRate", .number(frameRate)),
      ("hitches", .array(hitches.map(\.jsonValue))),
    ])
  }
}

extension ReplayHitch {
  /// `{"start": 0.53, "duration": 0.05}`.
  var jsonValue: JSONValue {
    JSONTextWriter.object([("start", .number(start)), ("duration", .number(duration))])
  }
}
