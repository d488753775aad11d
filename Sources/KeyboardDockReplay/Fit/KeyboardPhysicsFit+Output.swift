import Foundation

extension KeyboardPhysicsFit {
  /// `kbdock fit --json`: the fitted conditions, each transition's commit latency and the residual.
  ///
  /// ```json
  /// {"conditions": {"keyboardSpring": {"mass": 1, "stiffness": 555.027, "damping": 47.118},
  ///   "interruptions": "additive"},
  ///  "commitLatencies": [{"t": 1, "name": "willShow", "latency": 0.016, "interrupts": false}, …],
  ///  "residual": 0.079, "residuals": {"additive": 0.079, "fromPresented": 1.108},
  ///  "spring": {"omega": 23.559, "dampingRatio": 1, "dampingRatioIdentifiable": false},
  ///  "frames": 125, "notes": ["ζ is 1 or more, …"]}
  /// ```
  ///
  /// `conditions` is a scenario's `conditions` object as it is; `interruptions` is `null` and a `latency`
  /// is `null` where the data cannot decide. `t` is the transition's *will* notification's time on the
  /// trace's clock; latencies in seconds, rounded to 0.00001; residuals, root mean squares in points,
  /// rounded to 0.001.
  public var jsonText: String {
    JSONTextWriter.text(
      JSONTextWriter.object([
        (
          "conditions",
          JSONTextWriter.object([
            (
              "keyboardSpring",
              JSONTextWriter.object([
                ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                ("damping", .number(spring.damping)),
              ]).kind
            ),
            ("interruptions", interruptions.map { .string($0.rawValue) } ?? .null),
          ]).kind
        ),
        (
          "commitLatencies",
          .array(
            commitLatencies.map { entry in
              JSONTextWriter.object([
                ("t", .number(entry.time)), ("name", .string(entry.name)),
                ("latency", entry.latency.map { .number(Self.rounded($0, 100_000)) } ?? .null),
                ("interrupts", .bool(entry.interrupts)),
              ])
            })
        ),
        ("residual", .number(Self.rounded(residual, 1000))),
        (
          "residuals",
          JSONTextWriter.object(
            ReplayInterruptions.allCases.map {
              ($0.rawValue, residuals[$0].map { .number(Self.rounded($0, 1000)) })
            }
          ).kind
        ),
        (
          "spring",
          JSONTextWriter.object([
            ("omega", .number(Self.rounded(omega, 1000))),
            ("dampingRatio", .number(Self.rounded(dampingRatio, 10_000))),
            ("dampingRatioIdentifiable", .bool(isDampingRatioIdentifiable)),
          ]).kind
        ),
        ("frames", .number(Double(frameCount))),
        ("notes", .array(notes.map { JSONValue(.string($0), line: 0) })),
      ]))
  }

  /// `kbdock fit`'s text for the trace at `file`.
  ///
  /// ```
  /// keyboard.jsonl: 125 measured frames in 3 transitions
  ///   keyboard spring   ω 23.559 s⁻¹, ζ 1: mass 1, stiffness 555.027, damping 47.118
  ///   interruptions     additive (residuals: additive 0.079 pt, fromPresented 1.108 pt)
  ///   commit latency    willShow at 0.000 s      16.0 ms
  ///                     willShow at 0.050 s      12.3 ms  interrupts
  ///   residual          0.079 pt (root mean square over the 125 frames)
  ///   conditions        {"keyboardSpring": {…}, "interruptions": "additive"}
  ///   note: ζ is 1 or more, …
  /// ```
  /// Times count from the trace's first record.
  public func text(file: String) -> String {
    let count = commitLatencies.count
    var lines = [
      "\(file): \(frameCount) measured frame\(frameCount == 1 ? "" : "s") in \(count) "
        + "transition\(count == 1 ? "" : "s")"
    ]
    func row(_ label: String, _ value: String) {
      lines.append("  " + label.padding(toLength: 18, withPad: " ", startingAt: 0) + value)
    }
    let ratio =
      isDampingRatioIdentifiable ? ReplayFormat.decimal(dampingRatio, places: 3) : "1 (not identifiable)"
    row(
      "keyboard spring",
      "ω \(ReplayFormat.decimal(omega, places: 3)) s⁻¹, ζ \(ratio): mass 1, stiffness "
        + "\(ReplayFormat.shortest(spring.stiffness)), "
        + "damping \(ReplayFormat.shortest(spring.damping))")
    let others = ReplayInterruptions.allCases.map { rule in
      "\(rule.rawValue) \(ReplayFormat.decimal(residuals[rule] ?? .nan, places: 3)) pt"
    }.joined(separator: ", ")
    row("interruptions", "\(interruptions?.rawValue ?? "undecided") (residuals: \(others))")
    for (index, entry) in commitLatencies.enumerated() {
      let name = "\(entry.name) at \(ReplayFormat.seconds(entry.time - startTime)) s"
      let latency = entry.latency.map { ReplayFormat.decimal($0 * 1000, places: 1) + " ms" } ?? "unknown"
      let value =
        name.padding(toLength: 26, withPad: " ", startingAt: 0) + latency
        + (entry.interrupts ? "  interrupts" : "")
      row(index == 0 ? "commit latency" : "", value)
    }
    row(
      "residual",
      "\(ReplayFormat.decimal(residual, places: 3)) pt (root mean square over the \(frameCount) frames)")
    row("conditions", Self.conditionsLine(spring: spring, interruptions: interruptions))
    for note in notes { lines.append("  note: \(note)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The conditions as one line of JSON.
  static func conditionsLine(spring: ReplaySpring, interruptions: ReplayInterruptions?) -> String {
    "{\"keyboardSpring\": {\"mass\": 1, \"stiffness\": \(ReplayFormat.shortest(spring.stiffness)), "
      + "\"damping\": \(ReplayFormat.shortest(spring.damping))}, \"interruptions\": "
      + (interruptions.map { "\"\($0.rawValue)\"" } ?? "null") + "}"
  }

  private static func rounded(_ value: Double, _ scale: Double) -> Double {
    guard value.isFinite else { return value }
    let result = (value * scale).rounded() / scale
    return result == 0 ? 0 : result
  }
}
