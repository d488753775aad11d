import Foundation
import KeyboardDockCore

/// How one scripted step went.
package struct SelfTestStepResult: Sendable, Equatable {
  /// The screen it ran on, for example `UIKit chat`.
  package var screen: String
  /// The step.
  package var step: SelfTestStep
  /// When it began and when the keyboard had settled, in seconds on the trace's clock.
  package var start: Double
  package var end: Double
  /// How it ended.
  package var ending: Ending
  /// The keyboard's height over the window once the step had settled, in points; 0 without a keyboard.
  package var keyboardHeight: Double

  /// How a step ended.
  package enum Ending: String, Sendable, Equatable {
    /// The keyboard and the bar settled.
    case settled
    /// Nothing settled within the step's time-out.
    case timedOut = "timed out"
    /// The runner skipped it (the drag without a person, a rotation the device refused).
    case skipped
  }

  /// Creates a result.
  package init(
    screen: String, step: SelfTestStep, start: Double, end: Double, ending: Ending, keyboardHeight: Double
  ) {
    self.screen = screen
    self.step = step
    self.start = start
    self.end = end
    self.ending = ending
    self.keyboardHeight = keyboardHeight
  }
}

/// The self-test's verdict: the measured figures of its trace, the assumptions' checks and the steps.
///
/// The figures are ``ReplayMeasurement``'s, built by ``ReplayMeasurementBuilder/init(header:)`` from the same
/// records the trace file holds: `kbdock replay` on that file prints the same gap, overlap and transitions.
package struct SelfTestVerdict: Sendable, Equatable {
  /// The trace's measurement, or `nil` when no frame was measured.
  package var measurement: ReplayMeasurement?
  /// Each transition's frames more than 0.5 pt from where the bar belongs, in the measurement's order.
  package var framesOff: [Int]
  /// The five checks, a to e.
  package var checks: [SelfTestCheck]
  /// The steps, in the order they ran.
  package var steps: [SelfTestStepResult]
  /// Whether the keyboard's position came from its own host view.
  package var isIndependent: Bool
  /// The keyboard view the instrument read.
  package var keyboardSource: String
  /// The animations Core Animation ran on the keyboard's host view.
  package var keyboardAnimations: [SelfTestRanAnimation]

  /// Measures a trace's records and checks the assumptions.
  ///
  /// - Parameters:
  ///   - header: The trace's header.
  ///   - records: The trace's records, in file order.
  ///   - observations: What the instrument observed.
  ///   - steps: How the steps went.
  package init(
    header: KeyboardTraceHeader, records: [KeyboardTraceRecord], observations: SelfTestObservations,
    steps: [SelfTestStepResult]
  ) {
    var builder = ReplayMeasurementBuilder(header: header)
    for record in records { builder.add(record) }
    measurement = builder.finished(startTime: records.first?.time ?? 0)
    framesOff = builder.transitionFramesOff
    checks = SelfTestAssumption.allCases.map { $0.check(observations) }
    self.steps = steps
    isIndependent = observations.isIndependent
    keyboardSource = observations.keyboardSource
    keyboardAnimations = observations.keyboardAnimations
  }

  /// The largest gap and overlap the self-test allows, in points: 0.5, kbdock's tolerance.
  package static let tolerance = MeasuredPlacement.tolerance

  /// Why the run failed, or `nil` when it passed.
  package var failure: String? {
    let measured = steps.filter { $0.step.isMeasured && $0.ending != .skipped }
    if !measured.isEmpty, !measured.contains(where: { $0.keyboardHeight > 0 }) {
      return "no keyboard: its height stayed 0 (is a hardware keyboard connected?)"
    }
    if measured.isEmpty { return "no step ran" }
    if let late = steps.first(where: { $0.ending == .timedOut }) {
      return "\(late.screen), \(late.step.name): timed out"
    }
    guard let measurement else { return "no frame was measured" }
    if measurement.maxGap > Self.tolerance || measurement.maxOverlap > Self.tolerance {
      return "the bar left the keyboard: max gap \(SelfTestFormat.points(measurement.maxGap)) pt, "
        + "max overlap \(SelfTestFormat.points(measurement.maxOverlap)) pt (at most 0.5 pt)"
    }
    let failed = checks.filter { $0.outcome == .fail }.map(\.assumption.rawValue)
    if !failed.isEmpty { return "assumption \(failed.joined(separator: ", ")) failed" }
    return nil
  }

  /// Whether the run passed: a keyboard appeared, every step settled, the bar stayed within 0.5 pt of the
  /// keyboard and no assumption failed (an inconclusive one does not fail the run).
  package var passed: Bool { failure == nil }

  /// How many assumptions passed.
  package var assumptionsPassed: Int { checks.filter { $0.outcome == .pass }.count }

  /// The last line: `KeyboardDock self-test: N transitions, max gap X pt, max overlap Y pt, assumptions K/5`.
  package var summary: String {
    let count = measurement?.transitions.count ?? 0
    return "KeyboardDock self-test: \(count) transitions, "
      + "max gap \(SelfTestFormat.points(measurement?.maxGap ?? 0)) pt, "
      + "max overlap \(SelfTestFormat.points(measurement?.maxOverlap ?? 0)) pt, "
      + "assumptions \(assumptionsPassed)/\(checks.count)"
  }

  /// The step running at `time`, or the last one begun by then.
  private func step(at time: Double) -> SelfTestStepResult? {
    steps.last { $0.start <= time + ReplayMeasurement.sameTurnWindow }
  }

  /// The first animation the keyboard's host ran from `time` on, before `end`.
  private func keyboardAnimation(from time: Double, to end: Double) -> SelfTestAnimation? {
    keyboardAnimations.first { $0.beginTime >= time - 0.001 && $0.beginTime <= max(end, time) + 0.001 }?
      .animation
  }

  /// The report's lines, ending with ``summary``.
  package var lines: [String] {
    var lines = [
      "KeyboardDock self-test: " + (passed ? "PASS" : "FAIL: \(failure ?? "")"),
      isIndependent
        ? "Keyboard measured from \(keyboardSource)'s presentation layer (independent of KeyboardDock)."
        : "Keyboard measured from a view pinned to the keyboard layout guide: NOT INDEPENDENT.",
      "Return dismissals send the text view's Return action: the app cannot press keys.",
    ]
    for result in steps {
      let time = SelfTestFormat.number(result.start - (measurement?.startTime ?? 0))
      lines.append(
        "step \(result.screen), \(result.step.name) at \(time) s: \(result.ending.rawValue), keyboard "
          + "\(SelfTestFormat.number(result.keyboardHeight)) pt")
    }
    for (index, transition) in (measurement?.transitions ?? []).enumerated() {
      let start = SelfTestFormat.number(transition.time - (measurement?.startTime ?? 0))
      let off = index < framesOff.count ? framesOff[index] : 0
      let animation = keyboardAnimation(from: transition.time, to: transition.end)
      let context = step(at: transition.time).map { " (\($0.screen), \($0.step.name))" } ?? ""
      lines.append(
        "transition \(index + 1) \(transition.name) at \(start) s\(context): "
          + "max gap \(SelfTestFormat.points(transition.maxGap)) pt, "
          + "max overlap \(SelfTestFormat.points(transition.maxOverlap)) pt, "
          + "\(off) of \(transition.frameCount) frames off; keyboard ran "
          + (animation?.summary ?? "no animation read"))
    }
    lines += checks.map(\.line)
    lines.append(summary)
    return lines
  }

  /// The JSON report, with sorted keys.
  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(Report(self))
  }

  private struct Report: Encodable {
    var passed: Bool
    var failure: String?
    var summary: String
    var isIndependent: Bool
    var keyboardSource: String
    var maxGap: Double
    var maxOverlap: Double
    var frameCount: Int
    var transitions: [Transition]
    var assumptions: [Assumption]
    var steps: [Step]
    var lines: [String]

    struct Transition: Encodable {
      var name: String
      var time: Double
      var end: Double
      var frameCount: Int
      var framesOff: Int
      var maxGap: Double
      var maxOverlap: Double
      var keyboardAnimation: SelfTestAnimation?
    }

    struct Assumption: Encodable {
      var assumption: String
      var outcome: SelfTestOutcome
      var detail: String
    }

    struct Step: Encodable {
      var screen: String
      var step: String
      var start: Double
      var end: Double
      var ending: String
      var keyboardHeight: Double
    }

    init(_ verdict: SelfTestVerdict) {
      passed = verdict.passed
      failure = verdict.failure
      summary = verdict.summary
      isIndependent = verdict.isIndependent
      keyboardSource = verdict.keyboardSource
      maxGap = verdict.measurement?.maxGap ?? 0
      maxOverlap = verdict.measurement?.maxOverlap ?? 0
      frameCount = verdict.measurement?.frameCount ?? 0
      transitions = (verdict.measurement?.transitions ?? []).enumerated().map { index, transition in
        Transition(
          name: transition.name, time: transition.time, end: transition.end,
          frameCount: transition.frameCount,
          framesOff: index < verdict.framesOff.count ? verdict.framesOff[index] : 0,
          maxGap: transition.maxGap,
          maxOverlap: transition.maxOverlap,
          keyboardAnimation: verdict.keyboardAnimation(from: transition.time, to: transition.end))
      }
      assumptions = verdict.checks.map {
        Assumption(assumption: $0.assumption.rawValue, outcome: $0.outcome, detail: $0.detail)
      }
      steps = verdict.steps.map {
        Step(
          screen: $0.screen, step: $0.step.name, start: $0.start, end: $0.end, ending: $0.ending.rawValue,
          keyboardHeight: $0.keyboardHeight)
      }
      lines = verdict.lines
    }
  }
}
