import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// Every built-in with the raw facts withheld from KeyboardDock's driver
/// (``ReplayConditions/unknownFacts``): an adapter that cannot read the pan or the responder, a
/// trace recorded without them.
///
/// One cheap condition each (no latency, 60 Hz, where a drag's samples are furthest apart), and
/// the drags again under the guide 45 pt above the keyboard (iOS 26), the fault whose readings a
/// drag must be told from. The full default matrix runs with `kbdock --unknown-fact pan`.
@Suite("Conditions: raw facts unknown to the driver")
struct UnknownFactsTests {
  /// KeyboardDock's worst gap and overlap in points, to 0.1 pt, and the expectations it missed.
  struct Figures: Equatable, CustomStringConvertible {
    var gap: Double
    var overlap: Double
    var failed: Int
    var description: String { "\(gap)/\(overlap), \(failed) failed" }
  }

  static func figures(_ scenario: ReplayScenario, _ conditions: ReplayConditions) -> Figures {
    let result = Replay.run(scenario: scenario, conditions: conditions)
    let metrics = result.recording.tracks[0].metrics
    return Figures(
      gap: (metrics.maxGap * 10).rounded() / 10, overlap: (metrics.maxOverlap * 10).rounded() / 10,
      failed: result.violations.count)
  }

  static let none = Figures(gap: 0, overlap: 0, failed: 0)

  @Test func theConditionReachesOnlyTheDriver() throws {
    // The label and the scenario format name it; the keyboard and the baselines do not change.
    let conditions = ReplayConditions(frameRate: 60, unknownFacts: [.pan, .responder])
    #expect(conditions.label == "0 ms, 60 Hz, pan unknown, responder unknown")
    let scenario = try #require(ReplayScenario.builtIn(named: "drag-written-as-samples"))
    let known = Replay.run(scenario: scenario, conditions: ReplayConditions(frameRate: 60))
    let unknown = Replay.run(scenario: scenario, conditions: conditions)
    #expect(known.recording.keyboardTops == unknown.recording.keyboardTops)
    #expect(known.recording.tracks.dropFirst() == unknown.recording.tracks.dropFirst())
    #expect(known.recording.tracks[0].metrics.maxGap < 1e-9)
  }

  @Test func aScenarioStatesItsUnknownFactsAndTheFlagNamesThem() throws {
    let text = ConditionsInputTests.scenario(conditions: #"{"frameRate": 60, "unknownFacts": ["pan"]}"#)
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    #expect(scenario.conditions == ReplayConditions(frameRate: 60, unknownFacts: [.pan]))
    #expect(try ReplayScenario.decode(Data(scenario.jsonText().utf8)) == scenario)
    let bad = ConditionsInputTests.scenario(conditions: #"{"unknownFacts": ["touch"]}"#)
    #expect(throws: KeyboardTraceError.self) { try ReplayScenario.decode(Data(bad.utf8)) }
    do {
      _ = try ReplayScenario.decode(Data(bad.utf8))
    } catch let error as KeyboardTraceError {
      #expect(
        error.description
          == "line 8: conditions.unknownFacts[0]: expected one of pan, responder, found \"touch\"")
    }
    var request = KbdockRequest(.run(["iphone-show-hide"]))
    request.unknownFacts = ["touch"]
    #expect(
      Kbdock.run(request)
        == KbdockOutcome(
          exitCode: 2,
          standardError: "kbdock: --unknown-fact: expected one of pan, responder, found \"touch\"\n"))
  }

  /// The sweep runs the same draws with the facts withheld, and says so.
  @Test func theSweepNamesTheUnknownFacts() {
    let known = ReplaySweep.run(seed: 11, count: 1)
    let unknown = ReplaySweep.run(seed: 11, count: 1, unknownFacts: [.pan])
    let header = known.text.prefix { $0 != "\n" }
    #expect(unknown.text.hasPrefix(header.dropLast() + ", pan unknown.\n"))
  }

  /// Every built-in at 0 ms, 60 Hz, with neither the pan nor the responder known.
  @Test func everyBuiltInWithTheFactsUnknown() {
    let conditions = ReplayConditions(frameRate: 60, unknownFacts: [.pan, .responder])
    let expected: [String: Figures] = [
      // The drag's last sample comes in the hide's turn at the screen's bottom: with no pan it
      // cannot be told from UIKit's end value ahead of the hide, and the bar rides the hide's
      // spring from one sample (13 pt) up.
      "drag-written-as-samples": Figures(gap: 13, overlap: 0, failed: 0),
      "third-party-imposed": Figures(gap: 0.1, overlap: 0, failed: 0),
      // With no pan a drag's first step waits for the next reading, which continues its motion:
      // the bar is that step above the keyboard for one frame (a shorter keyboard's end value,
      // read ahead of its will, would otherwise put it under a keyboard that has not moved).
      "interactive-dismissal": Figures(gap: 5.3, overlap: 0, failed: 0),
      "interactive-snap-back": Figures(gap: 6.7, overlap: 0, failed: 0),
      "tab-bar": Figures(gap: 0.3, overlap: 0, failed: 0),
    ]
    for scenario in ReplayScenario.builtIns {
      #expect(
        Self.figures(scenario, conditions) == expected[scenario.name] ?? Self.none,
        "\(scenario.name)")
    }
  }

  /// The built-ins a finger drags, under the guide 45 pt above the keyboard, with the pan unknown.
  ///
  /// A drag's first step waits for the next reading (a finger's first step and a smaller offset
  /// read the same), so the bar is one step above the keyboard for one frame; from the second
  /// reading on, the old offset corrects the drag. Before that rule (06361b6) each early step was
  /// learned as a new, smaller offset: 32, 38/104, 42/250 and 39 pt, with 11 expectations missed.
  @Test func dragsUnderTheGuideWithThePanUnknown() throws {
    var conditions = ReplayConditions.matrixFaultDevice(for: .guideAboveKeyboard(offset: 45))
    conditions.frameRate = 60
    conditions.unknownFacts = [.pan]
    let expected: [String: Figures] = [
      "interactive-dismissal": Figures(gap: 5.3, overlap: 0, failed: 0),
      "interactive-snap-back": Figures(gap: 6.7, overlap: 0, failed: 0),
      "tab-bar": Figures(gap: 0.3, overlap: 0, failed: 0),
      // The first step, and the last sample in the hide's turn (see above).
      "drag-written-as-samples": Figures(gap: 13, overlap: 0, failed: 0),
    ]
    for (name, figures) in expected.sorted(by: { $0.key < $1.key }) {
      let scenario = try #require(ReplayScenario.builtIn(named: name))
      #expect(Self.figures(scenario, conditions) == figures, "\(name)")
    }
    // The small phone's drag to the screen's edge and the landscape drag dismissal: 27.5 and
    // 27.7 pt before, when each early step was learned as a smaller offset; now the first step.
    let drags: [String: Figures] = [
      "small-phone": Figures(gap: 3, overlap: 0, failed: 0),
      "landscape": Figures(gap: 3.7, overlap: 0, failed: 0),
    ]
    for (name, figures) in drags.sorted(by: { $0.key < $1.key }) {
      let text = try #require(DragRegressionTests.scenarios[name])
      let scenario = try ReplayScenario.decode(Data(text.utf8))
      #expect(Self.figures(scenario, conditions) == figures, "\(name)")
    }
  }
}
