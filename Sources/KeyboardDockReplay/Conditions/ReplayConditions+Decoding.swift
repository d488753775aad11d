import Foundation

extension ReplayConditions {
  /// Reads a scenario's `conditions` object: `{"commitLatency": 0.016, "frameRate": 60,
  /// "hitches": [{"start": 0.53, "duration": 0.05}], "interruptions": "additive",
  /// "keyboardSpring": {"mass": 1, "stiffness": 555.027, "damping": 47.118}, "crossFade": false,
  /// "probe": true, "system": "iOS 26.1", "floatingBarGap": 8}`, or `"commitLatencies": [0.03, 0]` in
  /// place of `commitLatency`, every key optional (defaults as documented on each property).
  ///
  /// - Throws: `KeyboardTraceError` naming the line, the field and the value, e.g.
  ///   `line 4: conditions.commitLatency: expected a commit latency from 0 to 1 s, found -0.01`.
  init(json object: JSONObjectReader) throws {
    try object.rejectUnknownKeys(ScenarioKeys.conditions)
    let latency =
      try object.optionalNumber(
        "commitLatency", in: 0...Self.maximumCommitLatency, "a commit latency", unit: "s")
      ?? 0
    let latencies = try Self.commitLatencies(in: object)
    let rate =
      try object.optionalNumber("frameRate", in: Self.frameRates, "a frame rate", unit: "Hz")
      ?? Replay.defaultFramesPerSecond
    var hitches: [ReplayHitch] = []
    if object.value("hitches") != nil {
      for (index, item) in try object.array("hitches").enumerated() {
        let hitch = try JSONObjectReader(item, path: object.fieldPath("hitches[\(index)]"))
        try hitch.rejectUnknownKeys(ScenarioKeys.hitch)
        let start = try hitch.number("start", in: 0...ReplayScenario.maximumDuration, "a start", unit: "s")
        if let previous = hitches.last, start < previous.end {
          throw hitch.error(
            "start",
            "a start at or after \(ReplayFormat.seconds(previous.end)) s, when hitches[\(index - 1)] ends, "
              + "found \(ReplayFormat.shortest(start))",
            at: hitch.value("start"))
        }
        let duration = try hitch.number("duration")
        guard duration > 0, duration <= Self.maximumHitchDuration else {
          throw hitch.error(
            "duration",
            "a duration above 0 and at most \(ReplayFormat.shortest(Self.maximumHitchDuration)) s, "
              + "found \(ReplayFormat.shortest(duration))",
            at: hitch.value("duration"))
        }
        hitches.append(ReplayHitch(start: start, duration: duration))
      }
    }
    var interruptions = ReplayInterruptions.additive
    if let name = try object.optionalString("interruptions") {
      guard let value = ReplayInterruptions(rawValue: name) else {
        throw object.error(
          "interruptions", "\"additive\" or \"fromPresented\", found \"\(name)\"",
          at: object.value("interruptions"))
      }
      interruptions = value
    }
    let spring = try object.optionalObject("keyboardSpring").map { try ReplaySpring(json: $0) }
    self.init(
      commitLatency: latency, commitLatencies: latencies, frameRate: rate, hitches: hitches,
      interruptions: interruptions, keyboardSpring: spring ?? .keyboard,
      crossFade: try object.optionalBool("crossFade") ?? false,
      probe: try object.optionalBool("probe") ?? true, system: try object.optionalString("system"),
      floatingBarGap: try object.optionalNumber("floatingBarGap", in: 0...100, "a gap", unit: "pt") ?? 0,
      faults: try ReplaySourceFault.faults(in: object), unknownFacts: try Self.unknownFacts(in: object))
  }

  /// Reads `"unknownFacts": ["pan", "responder"]`: names of ``ReplayRawFact``; none when absent.
  private static func unknownFacts(in object: JSONObjectReader) throws -> Set<ReplayRawFact> {
    guard object.value("unknownFacts") != nil else { return [] }
    var facts: Set<ReplayRawFact> = []
    for (index, item) in try object.array("unknownFacts").enumerated() {
      guard case .string(let name) = item.kind, let fact = ReplayRawFact(rawValue: name) else {
        let found = if case .string(let name) = item.kind { "\"\(name)\"" } else { item.kindDescription }
        throw KeyboardTraceError(
          line: item.line, field: object.fieldPath("unknownFacts[\(index)]"),
          expected: "one of \(ReplayRawFact.names.joined(separator: ", ")), found \(found)")
      }
      facts.insert(fact)
    }
    return facts
  }

  /// Reads `"commitLatencies": [0.03, 0]`: at least one latency, each from 0 to
  /// ``maximumCommitLatency``, and no `commitLatency` beside them; none when absent.
  private static func commitLatencies(in object: JSONObjectReader) throws -> [Double] {
    guard let value = object.value("commitLatencies") else { return [] }
    if object.value("commitLatency") != nil {
      throw object.error(
        "commitLatencies", "either commitLatency or commitLatencies, found both", at: value)
    }
    let items = try object.array("commitLatencies")
    guard !items.isEmpty else {
      throw object.error("commitLatencies", "at least one latency, found none", at: value)
    }
    return try items.enumerated().map { index, item in
      try JSONObjectReader.number(
        item, in: 0...maximumCommitLatency, "a commit latency", unit: "s",
        field: object.fieldPath("commitLatencies[\(index)]"))
    }
  }

  /// The conditions as a JSON value, in the format's key order: a scenario's `conditions`.
  var jsonValue: JSONValue {
    // Latencies per turn replace the one latency, which a scenario may not give beside them.
    var members: [(String, JSONValue.Kind?)] =
      commitLatencies.isEmpty
      ? [("commitLatency", .number(commitLatency))]
      : [("commitLatencies", .array(commitLatencies.map { JSONValue(.number($0), line: 0) }))]
    members += [
      ("frameRate", .number(frameRate)), ("hitches", .array(hitches.map(\.jsonValue))),
      ("interruptions", .string(interruptions.rawValue)), ("keyboardSpring", keyboardSpring.jsonValue.kind),
      ("crossFade", .bool(crossFade)), ("probe", .bool(probe)),
    ]
    if let system { members.append(("system", .string(system))) }
    if floatingBarGap != 0 { members.append(("floatingBarGap", .number(floatingBarGap))) }
    if !faults.isEmpty { members.append(("faults", .array(faults.map(\.jsonValue)))) }
    let unknown = ReplayRawFact.allCases.filter(unknownFacts.contains)
    if !unknown.isEmpty {
      members.append(("unknownFacts", .array(unknown.map { JSONValue(.string($0.rawValue), line: 0) })))
    }
    return JSONTextWriter.object(members)
  }
}

extension ReplaySpring {
  /// The largest mass, stiffness or damping accepted: 1,000,000.
  static let maximumParameter = 1_000_000.0

  /// Reads `{"mass": 1, "stiffness": 555.027, "damping": 47.118}`, with an optional `duration` in
  /// seconds (by default the spring's settling duration).
  init(json object: JSONObjectReader) throws {
    try object.rejectUnknownKeys(ScenarioKeys.keyboardSpring)
    let mass = try object.number("mass")
    let stiffness = try object.number("stiffness")
    let damping = try object.number("damping")
    for (key, value, minimum) in [("mass", mass, 0.0), ("stiffness", stiffness, 0.0)]
    where !(value > minimum && value <= Self.maximumParameter) {
      throw object.error(
        key, "a \(key) above 0 and at most 1000000, found \(ReplayFormat.shortest(value))",
        at: object.value(key))
    }
    guard damping >= 0, damping <= Self.maximumParameter else {
      throw object.error(
        "damping", "a damping from 0 to 1000000, found \(ReplayFormat.shortest(damping))",
        at: object.value("damping"))
    }
    let duration = try object.optionalNumber("duration")
    if let duration, !(duration > 0 && duration <= 10) {
      throw object.error(
        "duration", "a duration above 0 and at most 10 s, found \(ReplayFormat.shortest(duration))",
        at: object.value("duration"))
    }
    let spring = ReplaySpring(mass: mass, stiffness: stiffness, damping: damping, duration: duration)
    guard spring.isValid else {
      throw object.error(
        "stiffness",
        "a spring whose natural frequency √(stiffness / mass) is from 0.01 to 10000 per second, found "
          + ReplayFormat.shortest(spring.omega),
        at: object.value("stiffness"))
    }
    self = spring
  }

  /// `{"mass": 1, "stiffness": 555.027, "damping": 47.118, "duration": 0.392}`.
  var jsonValue: JSONValue {
    JSONTextWriter.object([
      ("mass", .number(mass)), ("stiffness", .number(stiffness)), ("damping", .number(damping)),
      ("duration", .number(duration)),
    ])
  }
}

extension ReplayHitch {
  /// `{"start": 0.53, "duration": 0.05}`.
  var jsonValue: JSONValue {
    JSONTextWriter.object([("start", .number(start)), ("duration", .number(duration))])
  }
}
