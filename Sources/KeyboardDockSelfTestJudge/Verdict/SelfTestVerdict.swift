import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The self-test's verdict: the checks, weighed from the app's readings and the instruments outside it,
/// the steps, and the app's trace measured as `kbdock replay` measures it.
///
/// PASS needs every counted check to pass on evidence that counts for it (``SelfTestChecks``); a failed
/// check is a FAIL, whoever saw it; anything else is INCONCLUSIVE. The app alone (a phone without the UI
/// test and the screen recording) can fail a run and never pass it. The figures are
/// ``ReplayMeasurement``'s, built by ``ReplayMeasurementBuilder/init(header:)`` from the records the trace
/// file holds.
package struct SelfTestVerdict: Sendable, Equatable {
  /// The trace's measurement, or `nil` when no frame was measured.
  package var measurement: ReplayMeasurement?
  /// Each transition's frames more than 0.5 pt from where the bar belongs, in the measurement's order.
  package var framesOff: [Int]
  /// The checks, in the report's order.
  package var checks: [SelfTestCheck]
  /// The steps, in the order they ran.
  package var steps: [SelfTestStepResult]
  /// Whether the monitor read the keyboard's in-app host view (never independent evidence).
  package var isIndependent: Bool
  /// The keyboard view the monitor read.
  package var keyboardSource: String
  /// The animations Core Animation ran on the keyboard's host view.
  package var keyboardAnimations: [SelfTestRanAnimation]
  /// How many readings the UI test gave, or `nil` when it did not run.
  package var accessibilityReadings: Int?
  /// The UI test's readings that matched no step.
  package var mismatchedReadings: [String]
  /// How many video frames were measured, or `nil` when none were.
  package var pixelFrames: Int?
  /// How many stills were measured, or `nil` when none were.
  package var stillFrames: Int?

  /// Measures a trace's records and weighs every check.
  ///
  /// - Parameters:
  ///   - header: The trace's header.
  ///   - records: The trace's records, in file order.
  ///   - observations: What the app observed.
  ///   - steps: How the steps went.
  ///   - accessibility: The UI test's readings, or `nil` when it did not run.
  ///   - pixels: The video's frames, or `nil` when none were measured.
  ///   - stills: The UI test's stills, measured, or `nil` when none were.
  package init(
    header: KeyboardTraceHeader, records: [KeyboardTraceRecord], observations: SelfTestObservations,
    steps: [SelfTestStepResult], accessibility: [SelfTestAccessibilityReading]? = nil,
    pixels: [SelfTestPixelFrame]? = nil, stills: [SelfTestPixelFrame]? = nil
  ) {
    var builder = ReplayMeasurementBuilder(header: header)
    for record in records { builder.add(record) }
    measurement = builder.finished(startTime: records.first?.time ?? 0)
    framesOff = builder.transitionFramesOff
    let evidence = SelfTestEvidence(
      observations: observations, steps: steps, accessibility: accessibility, pixels: pixels,
      stills: stills, measurement: measurement)
    checks = SelfTestChecks.all(evidence)
    mismatchedReadings = evidence.matchedReadings.mismatches
    self.steps = steps
    isIndependent = observations.isIndependent
    keyboardSource = observations.keyboardSource
    keyboardAnimations = observations.keyboardAnimations
    accessibilityReadings = accessibility?.count
    pixelFrames = pixels?.count
    stillFrames = stills?.count
  }

  /// The largest gap and overlap the app's measurement allows, in points: 0.5, kbdock's tolerance.
  package static let tolerance = MeasuredPlacement.tolerance

  /// The checks that count: all but the ones not applicable.
  package var countedChecks: [SelfTestCheck] { checks.filter { $0.outcome != .notApplicable } }

  /// Pass, fail or inconclusive.
  package var result: SelfTestResult {
    if countedChecks.contains(where: { $0.outcome == .fail }) { return .fail }
    if countedChecks.isEmpty || countedChecks.contains(where: { $0.outcome != .pass }) {
      return .inconclusive
    }
    return .pass
  }

  /// Why the run did not pass, or `nil` when it passed: the failed checks, or the checks without evidence
  /// that counts and why.
  package var reason: String? {
    switch result {
    case .pass:
      return nil
    case .fail:
      let failed = countedChecks.filter { $0.outcome == .fail }
      return "failed: " + failed.map { "\($0.name) (\($0.detail))" }.joined(separator: "; ")
    case .inconclusive:
      let open = countedChecks.filter { $0.outcome != .pass }
      guard !open.isEmpty else { return "no check ran" }
      return "no evidence that counts for " + open.map { "\($0.name) (\($0.detail))" }.joined(separator: "; ")
    }
  }

  /// The first line: `KeyboardDock self-test: PASS`, `… FAIL: failed: …` or `… INCONCLUSIVE: no evidence …`.
  package var headline: String {
    "KeyboardDock self-test: \(result.rawValue)" + (reason.map { ": \($0)" } ?? "")
  }

  /// How many counted checks passed.
  package var checksPassed: Int { countedChecks.filter { $0.outcome == .pass }.count }

  /// The last line: `KeyboardDock self-test: INCONCLUSIVE, checks 9/12 passed (1 failed, 2 inconclusive,
  /// 1 not applicable); app trace: N transitions, max gap X pt, max overlap Y pt`.
  package var summary: String {
    let count = measurement?.transitions.count ?? 0
    let failed = countedChecks.filter { $0.outcome == .fail }.count
    let open = countedChecks.filter { $0.outcome == .inconclusive }.count
    let skipped = checks.count - countedChecks.count
    return "KeyboardDock self-test: \(result.rawValue), checks \(checksPassed)/\(countedChecks.count) passed "
      + "(\(failed) failed, \(open) inconclusive, \(skipped) not applicable); "
      + "app trace: \(count) transitions, "
      + "max gap \(SelfTestFormat.points(measurement?.maxGap ?? 0)) pt, "
      + "max overlap \(SelfTestFormat.points(measurement?.maxOverlap ?? 0)) pt"
  }

  /// The line that says what measured the run.
  package var instrumentsLine: String {
    let app =
      "app: KeyboardBarMonitor read " + (isIndependent ? keyboardSource : "the keyboard layout guide")
      + " (in the app's process: it can fail a check, never pass one about where the keyboard is)"
    let ui =
      accessibilityReadings.map {
        "UI test: \($0) readings"
          + (mismatchedReadings.isEmpty ? "" : ", \(mismatchedReadings.count) unmatched")
      } ?? "UI test: did not run"
    let video = pixelFrames.map { "video: \($0) frames" } ?? "video: not measured"
    let stills = stillFrames.map { "stills: \($0)" } ?? "stills: none"
    return "Instruments: \(app); \(ui); \(video); \(stills)."
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

  /// The report's lines, from ``headline`` to ``summary``.
  package var lines: [String] {
    var lines = [
      headline,
      instrumentsLine,
      "Return dismissals send the text view's Return action: the app cannot press keys.",
    ]
    for result in steps {
      let time = SelfTestFormat.number(result.start - (measurement?.startTime ?? 0))
      lines.append(
        "step \(result.screen), \(result.step.name) at \(time) s: \(result.ending.rawValue), keyboard "
          + "\(SelfTestFormat.number(result.keyboardHeight)) pt (expected \(result.expectedKeyboard.name))")
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
    var result: SelfTestResult
    var exitStatus: Int32
    var reason: String?
    var summary: String
    var isIndependent: Bool
    var keyboardSource: String
    var maxGap: Double
    var maxOverlap: Double
    var frameCount: Int
    var transitions: [Transition]
    var checks: [Check]
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

    struct Check: Encodable {
      var name: String
      var statement: String
      var outcome: SelfTestOutcome
      var evidence: [SelfTestInstrument]
      var detail: String
    }

    struct Step: Encodable {
      var screen: String
      var step: String
      var start: Double
      var end: Double
      var ending: String
      var keyboardHeight: Double
      var expectedKeyboard: String
    }

    init(_ verdict: SelfTestVerdict) {
      result = verdict.result
      exitStatus = verdict.result.exitStatus
      reason = verdict.reason
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
      checks = verdict.checks.map {
        Check(
          name: $0.name, statement: $0.statement, outcome: $0.outcome, evidence: $0.evidence,
          detail: $0.detail)
      }
      steps = verdict.steps.map {
        Step(
          screen: $0.screen, step: $0.step.name, start: $0.start, end: $0.end, ending: $0.ending.rawValue,
          keyboardHeight: $0.keyboardHeight, expectedKeyboard: $0.expectedKeyboard.name)
      }
      lines = verdict.lines
    }
  }
}
