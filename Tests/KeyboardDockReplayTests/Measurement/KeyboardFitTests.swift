import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// `kbdock fit` recovers the spring, each transition's commit latency and the interruption rule from
/// synthetic traces made under known conditions: 120 Hz frames rounded to a 3× screen's pixels.
@Suite("kbdock fit: the keyboard's physics from measured frames")
struct KeyboardFitTests {
  /// One synthetic session and the conditions it was made under.
  struct Case: Sendable, CustomTestStringConvertible {
    var springName: String
    var spring: ReplaySpring
    var interruptions: ReplayInterruptions
    var scenario: String
    var latencies: [Double]

    var testDescription: String {
      "\(springName), \(interruptions.rawValue), \(scenario), latencies \(latencies.map { $0 * 1000 }) ms"
    }

    /// The notifications: every scenario interrupts a moving keyboard once.
    var moves: [SyntheticMeasuredSession.Move] {
      let l = latencies
      switch scenario {
      case "QuickType 50 ms into a show":
        return [
          .init(time: 1, kind: .willShow, height: 291, latency: l[0]),
          .init(time: 1.05, kind: .willShow, height: 335, latency: l[1]),
          .init(time: 2, kind: .willHide, height: 0, latency: l[2]),
        ]
      case "a hide 100 ms into a show":
        return [
          .init(time: 1, kind: .willShow, height: 336, latency: l[0]),
          .init(time: 1.1, kind: .willHide, height: 0, latency: l[1]),
          .init(time: 2, kind: .willShow, height: 336, latency: l[2]),
        ]
      default:
        return [
          .init(time: 1, kind: .willShow, height: 291, latency: l[0]),
          .init(time: 1.15, kind: .willChangeFrame, height: 336, latency: l[1]),
          .init(time: 2, kind: .willHide, height: 0, latency: l[2]),
        ]
      }
    }

    var trace: KeyboardTrace {
      SyntheticMeasuredSession(spring: spring, interruptions: interruptions, moves: moves).trace()
    }
  }

  static let springs: [(String, ReplaySpring)] = [
    ("iOS 26's spring", .iOS26),
    ("the spring before iOS 26", .keyboard),
    ("ζ 0.69", ReplaySpring(mass: 1, stiffness: 300, damping: 24)),
    ("ζ 0.5 at mass 2", ReplaySpring(mass: 2, stiffness: 800, damping: 40)),
  ]
  static let scenarios = [
    "QuickType 50 ms into a show", "a hide 100 ms into a show", "a height change 150 ms into a show",
  ]
  /// Latencies from 0 to 33 ms, one per transition; the 25 ms one puts a commit exactly on a frame.
  static let latencySets: [[Double]] = [
    [0, 0, 0], [0.016, 0.012, 0.02], [0.033, 0.033, 0.004], [0.008, 0.025, 0],
  ]

  /// Every spring under both rules in every scenario, the latencies taken in turn: 24 fits, about
  /// 19 s of CPU in a debug build, so ``cases`` runs them only with `KEYBOARDDOCK_FULL_SWEEPS=1`.
  static let everyCase: [Case] = {
    var cases: [Case] = []
    for (springName, spring) in springs {
      for interruptions in ReplayInterruptions.allCases {
        for scenario in scenarios {
          cases.append(
            Case(
              springName: springName, spring: spring, interruptions: interruptions, scenario: scenario,
              latencies: latencySets[cases.count % latencySets.count]))
        }
      }
    }
    return cases
  }()

  /// The fits the suite runs: each spring once (4 fits), under the two rules in turn (each
  /// twice), the scenarios and latency sets in turn; ``everyCase`` with
  /// `KEYBOARDDOCK_FULL_SWEEPS=1` in the environment.
  ///
  /// The fit recovers a spring and decides a rule: every spring is recovered, and each rule is
  /// decided for a spring that oscillates and one that does not (iOS 26's, ζ 1, and ζ 0.69 under
  /// the additive rule; the spring before iOS 26, ζ 4.6, and ζ 0.5 under the rule that starts from
  /// the presented value). Run the 24 before changing the fit.
  static let cases: [Case] = {
    if ProcessInfo.processInfo.environment["KEYBOARDDOCK_FULL_SWEEPS"] == "1" { return everyCase }
    var cases: [Case] = []
    for (index, (springName, spring)) in springs.enumerated() {
      cases.append(
        Case(
          springName: springName, spring: spring,
          interruptions: ReplayInterruptions.allCases[index % ReplayInterruptions.allCases.count],
          scenario: scenarios[index % scenarios.count], latencies: latencySets[index % latencySets.count]))
    }
    return cases
  }()

  @Test(arguments: cases)
  func recoversTheConditions(_ known: Case) throws {
    let fit = try KeyboardPhysicsFit.fit(known.trace)
    // ω within 1 %
    #expect(abs(fit.omega / known.spring.omega - 1) < 0.01)
    #expect(abs(fit.spring.stiffness.squareRoot() / known.spring.omega - 1) < 0.01)
    #expect(fit.spring.mass == 1)
    // ζ within 2 % where Core Animation's curve depends on it, else reported as 1 (iOS 26's spring is
    // critically damped: its ζ is 1 but for rounding)
    #expect(abs(fit.dampingRatio / min(1, known.spring.dampingRatio) - 1) < 0.02)
    if known.spring.dampingRatio < 0.99 {
      #expect(fit.isDampingRatioIdentifiable)
      #expect(abs(fit.dampingRatio / known.spring.dampingRatio - 1) < 0.02)
      #expect(abs(fit.spring.dampingRatio / known.spring.dampingRatio - 1) < 0.02)
    } else {
      #expect(!fit.isDampingRatioIdentifiable)
      #expect(fit.dampingRatio == 1)
      #expect(fit.spring.dampingRatio >= 1)
      #expect(fit.notes.contains { $0.hasPrefix("ζ is 1 or more") })
    }
    // Each latency within 1 ms
    #expect(fit.commitLatencies.map(\.time) == known.moves.map(\.time))
    for (entry, latency) in zip(fit.commitLatencies, known.latencies) {
      let found = try #require(entry.latency)
      #expect(abs(found - latency) < 0.001)
    }
    #expect(fit.commitLatencies.map(\.interrupts) == [false, true, false])
    // The right rule, by a clear margin
    #expect(fit.interruptions == known.interruptions)
    let other: ReplayInterruptions = known.interruptions == .additive ? .fromPresented : .additive
    #expect(fit.residual < 0.15)
    #expect(try #require(fit.residuals[other]) > 1.5 * fit.residual)
    #expect(fit.conditions.interruptions == known.interruptions)
    #expect(fit.conditions.keyboardSpring == fit.spring)
  }

  @Test func readingsBelowTheSafeAreaAreFittedToo() throws {
    // A measurement that is not the layout guide's: the keyboard's overlap from 0.
    var session = SyntheticMeasuredSession(
      spring: .iOS26, interruptions: .additive,
      moves: Case(
        springName: "", spring: .iOS26, interruptions: .additive, scenario: "QuickType 50 ms into a show",
        latencies: [0.016, 0.016, 0.016]
      ).moves)
    session.readsLayoutGuide = false
    let fit = try KeyboardPhysicsFit.fit(session.trace())
    #expect(abs(fit.omega / ReplaySpring.iOS26.omega - 1) < 0.01)
    #expect(fit.commitLatencies.allSatisfy { abs(($0.latency ?? 1) - 0.016) < 0.001 })
    #expect(fit.interruptions == .additive)
  }

  @Test func withoutAnInterruptionTheRuleIsUndecided() throws {
    let trace = SyntheticMeasuredSession(
      spring: .iOS26, interruptions: .fromPresented,
      moves: [
        .init(time: 1, kind: .willShow, height: 336, latency: 0.016),
        .init(time: 2, kind: .willHide, height: 0, latency: 0.016),
      ]
    ).trace()
    let fit = try KeyboardPhysicsFit.fit(trace)
    #expect(fit.interruptions == nil)
    #expect(fit.notes.contains { $0.hasPrefix("No transition commits while an earlier animation runs") })
    #expect(abs(fit.omega / ReplaySpring.iOS26.omega - 1) < 0.01)
    #expect(fit.conditions.interruptions == .additive)  // UIKit's default where the trace cannot tell
    #expect(fit.jsonText.contains(#""interruptions": null"#))
  }

  // MARK: Unusable traces

  @Test func aTraceWithoutShownRecordsIsUnusable() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      [TraceLines.header, TraceLines.willShow].joined(separator: "\n"), to: "t.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.fit(path)))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardOutput == "")
    #expect(
      outcome.standardError
        == "kbdock: \(path): expected shown records (a trace recorded with Measure on, or a recorder "
        + "measuring a bar), found none\n")
  }

  @Test func tooFewMovingFramesAreUnusable() throws {
    let directory = try TemporaryDirectory()
    let lines = [
      TraceLines.header, TraceLines.willShow,
      #"{"t":1.1,"type":"shown","keyboardOverlap":200,"barBottom":200}"#,
      #"{"t":1.2,"type":"shown","keyboardOverlap":330,"barBottom":330}"#,
      #"{"t":1.3,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    ]
    let path = try directory.write(lines.joined(separator: "\n"), to: "t.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.fit(path)))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError
        == "kbdock: \(path): expected at least 8 measured frames of the keyboard moving on its spring "
        + "after a will notification, found 2\n")
  }

  /// A negative overlap, and one past the container (844 pt), name the file, line and field.
  @Test(arguments: [
    ("-3", "expected a keyboard overlap from 0 to 1000000 pt, found -3"),
    ("900000", "expected a keyboard overlap of at most the container's height, 844 pt, found 900000"),
  ])
  func aBadShownRecordNamesTheFileLineAndField(overlap: String, expected: String) throws {
    let directory = try TemporaryDirectory()
    let record = #"{"t":1,"type":"shown","keyboardOverlap":"# + overlap + #","barBottom":34}"#
    let path = try directory.write([TraceLines.header, record].joined(separator: "\n"), to: "t.jsonl")
    let outcome = Kbdock.run(KbdockRequest(.fit(path)))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardError == "kbdock: \(path):2: keyboardOverlap: \(expected)\n")
  }

  // MARK: Searching

  /// A height change 141 ms into a show, whose latencies are far from the show's, under the rule
  /// that jumps back: the hide, which nothing else comes near, pins the spring the interruption's
  /// latencies are then found under.
  @Test func anIsolatedTransitionPinsTheSpring() throws {
    let spring = ReplaySpring(mass: 1, stiffness: 398.292, damping: 35.5221)
    let moves: [SyntheticMeasuredSession.Move] = [
      .init(time: 1, kind: .willShow, height: 291, latency: 0.0122),
      .init(time: 1.1408, kind: .willChangeFrame, height: 216, latency: 0.0227),
      .init(time: 2, kind: .willHide, height: 0, latency: 0.0005),
    ]
    let trace = SyntheticMeasuredSession(spring: spring, interruptions: .fromPresented, moves: moves).trace()
    let fit = try KeyboardPhysicsFit.fit(trace)
    #expect(abs(fit.omega / spring.omega - 1) < 0.01)
    #expect(abs(fit.dampingRatio / spring.dampingRatio - 1) < 0.02)
    #expect(fit.interruptions == .fromPresented)
    for (entry, move) in zip(fit.commitLatencies, moves) {
      let found = try #require(entry.latency)
      #expect(abs(found - move.latency) < 0.001)
    }
    #expect(fit.residual < 0.15)
  }

  /// QuickType 30 ms into a show: a later commit of both, under the other rule, fits as well, so
  /// neither the rule nor those two latencies are given; the hide's is.
  @Test func anUndecidedRuleLeavesOutTheLatenciesItDecides() throws {
    let moves: [SyntheticMeasuredSession.Move] = [
      .init(time: 1, kind: .willShow, height: 291, latency: 0.016),
      .init(time: 1.03, kind: .willShow, height: 335, latency: 0.004),
      .init(time: 2, kind: .willHide, height: 0, latency: 0.033),
    ]
    let session = SyntheticMeasuredSession(spring: .keyboard, interruptions: .fromPresented, moves: moves)
    let trace = session.trace()
    let fit = try KeyboardPhysicsFit.fit(trace)
    #expect(fit.interruptions == nil)
    #expect(fit.commitLatencies.map { $0.latency == nil } == [true, true, false])
    #expect(abs(try #require(fit.commitLatencies[2].latency) - 0.033) < 0.001)
    #expect(fit.notes.contains { $0.contains("a rule the trace cannot decide") })
  }

  // MARK: Output

  static func writtenTrace(_ directory: TemporaryDirectory) throws -> String {
    let trace = Case(
      springName: "", spring: .iOS26, interruptions: .additive, scenario: "QuickType 50 ms into a show",
      latencies: [0.016, 0.012, 0.02]
    ).trace
    var text = try trace.header.jsonLine() + "\n"
    for record in trace.records { text += try record.jsonLine() + "\n" }
    return try directory.write(text, to: "measured.jsonl")
  }

  @Test func theJSONConditionsAreAScenariosConditions() throws {
    let directory = try TemporaryDirectory()
    let outcome = Kbdock.run(KbdockRequest(.fit(try Self.writtenTrace(directory)), printsJSON: true))
    #expect(outcome.exitCode == 0)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let conditions = try #require(root["conditions"] as? [String: Any])
    #expect(Set(conditions.keys) == ["keyboardSpring", "interruptions"])
    #expect(conditions["interruptions"] as? String == "additive")
    let spring = try #require(conditions["keyboardSpring"] as? [String: Any])
    #expect(Set(spring.keys) == ["mass", "stiffness", "damping"])
    #expect(spring["mass"] as? Double == 1)
    let stiffness = try #require(spring["stiffness"] as? Double)
    #expect(abs(stiffness.squareRoot() / ReplaySpring.iOS26.omega - 1) < 0.01)
    let latencies = try #require(root["commitLatencies"] as? [[String: Any]])
    #expect(latencies.map { $0["t"] as? Double } == [1, 1.05, 2])
    for (entry, known) in zip(latencies, [0.016, 0.012, 0.02]) {
      #expect(abs(try #require(entry["latency"] as? Double) - known) < 0.001)
    }
    #expect(try #require(root["residual"] as? Double) < 0.15)

    // Given a scenario whose conditions are the fit's
    var scenario = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayScenario.iPhoneShowHide.jsonText().utf8))
        as? [String: Any])
    scenario["conditions"] = conditions
    let data = try JSONSerialization.data(withJSONObject: scenario)
    // Then it reads as it is, with the fitted spring and rule
    let decoded = try ReplayScenario.decode(data)
    #expect(decoded.conditions?.interruptions == .additive)
    #expect(decoded.conditions?.keyboardSpring.stiffness == stiffness)
    #expect(decoded.conditions?.keyboardSpring.mass == 1)
  }

  @Test func theTextSaysWhatWasFitted() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.writtenTrace(directory)
    let outcome = Kbdock.run(KbdockRequest(.fit(path)))
    #expect(outcome.exitCode == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(path): ") == true)
    #expect(lines.first?.hasSuffix(" measured frames in 3 transitions") == true)
    #expect(
      lines.contains { $0.hasPrefix("  keyboard spring   ω 23.5") && $0.contains("ζ 1 (not identifiable)") })
    #expect(lines.contains { $0.hasPrefix("  interruptions     additive (residuals: additive 0.") })
    #expect(lines.contains { $0.hasPrefix("  commit latency    willShow at 0.1 s") && $0.hasSuffix(" ms") })
    #expect(
      lines.contains { $0.hasPrefix("                    willShow at 0.15 s") && $0.hasSuffix("interrupts") })
    #expect(lines.contains { $0.hasPrefix("  conditions        {\"keyboardSpring\": {\"mass\": 1, ") })
    #expect(lines.last?.hasPrefix("  note: ζ is 1 or more") == true)
  }
}
