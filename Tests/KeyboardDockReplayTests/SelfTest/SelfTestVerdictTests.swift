import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// The self-test's verdict over measured frames: the figures are the ones `kbdock replay` prints for the
/// same trace, and the run fails on a bar off the keyboard, on no keyboard, on a step that timed out and on a
/// failed assumption.
@Suite("SelfTest verdict")
struct SelfTestVerdictTests {
  static func steps(keyboardHeight: Double = 336, ending: SelfTestStepResult.Ending = .settled)
    -> [SelfTestStepResult]
  {
    [
      SelfTestStepResult(
        screen: "UIKit chat", step: .show, start: 1, end: 1.7, ending: ending,
        keyboardHeight: keyboardHeight),
      SelfTestStepResult(
        screen: "UIKit chat", step: .hide(.button), start: 2, end: 2.6, ending: .settled, keyboardHeight: 0),
    ]
  }

  /// Passing observations: every check passes but e (no drag), which is inconclusive.
  static let observations = SelfTestObservations(
    isIndependent: true,
    willNotifications: [
      SelfTestWillNotification(
        name: "willShow", time: 1, duration: 0.25, animation: SelfTestAssumptionTests.spring)
    ],
    transactions: SelfTestAssumptionTests.transactions(keyboardOffset: 0),
    frameSourceEvents: SelfTestAssumptionTests.events,
    restingBars: [
      SelfTestRestingBar(screen: "UIKit chat", safeAreaBottom: 0, backgroundBottom: 844, screenBottom: 844)
    ],
    keyboardAnimations: [SelfTestRanAnimation(beginTime: 1.01, animation: SelfTestAssumptionTests.spring)])

  static func trace(_ lines: [String]) throws -> KeyboardTrace {
    try KeyboardTraceParser.parse(lines.joined(separator: "\n") + "\n")
  }

  /// MeasuredGapTests' trace with the bar where it belongs on every frame.
  static let followingLines = MeasuredGapTests.lines.dropLast().map {
    $0.replacingOccurrences(of: #""barBottom":205"#, with: #""barBottom":200"#)
      .replacingOccurrences(of: #""barBottom":328"#, with: #""barBottom":330"#)
      .replacingOccurrences(of: #""barBottom":310"#, with: #""barBottom":300"#)
      .replacingOccurrences(of: #""barBottom":99"#, with: #""barBottom":100"#)
  }

  @Test func theFiguresAreKbdockReplays() throws {
    let trace = try Self.trace(MeasuredGapTests.lines)
    let verdict = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: Self.observations, steps: Self.steps())
    let replayed = ReplayTimeline(trace: trace, name: "measured").measurement
    #expect(verdict.measurement == replayed)
    #expect(verdict.measurement?.maxGap == 12)
    #expect(verdict.measurement?.maxOverlap == 2)
    #expect(verdict.framesOff == [2, 2])
    #expect(!verdict.passed)
    #expect(
      verdict.failure == "the bar left the keyboard: max gap 12.00 pt, max overlap 2.00 pt (at most 0.5 pt)")
    #expect(
      verdict.lines.last
        == "KeyboardDock self-test: 2 transitions, max gap 12.00 pt, max overlap 2.00 pt, assumptions 4/5")
  }

  @Test func aBarOnTheKeyboardPasses() throws {
    let trace = try Self.trace(Self.followingLines)
    let verdict = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: Self.observations, steps: Self.steps())
    #expect(verdict.passed)
    #expect(verdict.framesOff == [0, 0])
    #expect(verdict.lines.first == "KeyboardDock self-test: PASS")
    #expect(
      verdict.lines.contains(
        "transition 1 willShow at 0 s (UIKit chat, show (becomeFirstResponder)): max gap 0.00 pt, "
          + "max overlap 0.00 pt, 0 of 5 frames off; keyboard ran "
          + "CASpringAnimation spring(mass 3, stiffness 1000, damping 500, v0 0), additive"))
    #expect(
      verdict.summary
        == "KeyboardDock self-test: 2 transitions, max gap 0.00 pt, max overlap 0.00 pt, assumptions 4/5")
    let report = try JSONSerialization.jsonObject(with: verdict.json()) as? [String: Any]
    #expect(report?["passed"] as? Bool == true)
    #expect((report?["transitions"] as? [Any])?.count == 2)
    #expect((report?["assumptions"] as? [Any])?.count == 5)
  }

  @Test func noKeyboardFailsNeverPasses() throws {
    let trace = try Self.trace(Self.followingLines)
    let verdict = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: Self.observations,
      steps: Self.steps(keyboardHeight: 0))
    #expect(verdict.failure == "no keyboard: its height stayed 0 (is a hardware keyboard connected?)")
    let none = SelfTestVerdict(
      header: trace.header, records: [], observations: Self.observations, steps: Self.steps())
    #expect(none.failure == "no frame was measured")
    #expect(
      none.summary
        == "KeyboardDock self-test: 0 transitions, max gap 0.00 pt, max overlap 0.00 pt, assumptions 4/5")
  }

  @Test func aTimedOutStepOrAFailedAssumptionFails() throws {
    let trace = try Self.trace(Self.followingLines)
    let late = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: Self.observations,
      steps: Self.steps(ending: .timedOut))
    #expect(late.failure == "UIKit chat, show (becomeFirstResponder): timed out")
    var observations = Self.observations
    observations.restingBars[0].safeAreaBottom = 34
    let failed = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: observations, steps: Self.steps())
    #expect(failed.failure == "assumption d failed")
    #expect(failed.assumptionsPassed == 3)
  }

  @Test func aNotIndependentRunSaysSo() throws {
    let trace = try Self.trace(Self.followingLines)
    var observations = Self.observations
    observations.isIndependent = false
    let verdict = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: observations, steps: Self.steps())
    #expect(verdict.passed)
    #expect(verdict.assumptionsPassed == 3)
    #expect(
      verdict.lines[1]
        == "Keyboard measured from a view pinned to the keyboard layout guide: NOT INDEPENDENT.")
  }

  @Test func theReportNamesTheKeyboardViewItRead() throws {
    let trace = try Self.trace(Self.followingLines)
    var observations = Self.observations
    observations.keyboardSource = "UIInputSetHostView in UITextEffectsWindow"
    let verdict = SelfTestVerdict(
      header: trace.header, records: trace.records, observations: observations, steps: Self.steps())
    #expect(
      verdict.lines[1]
        == "Keyboard measured from UIInputSetHostView in UITextEffectsWindow's presentation layer "
        + "(independent of KeyboardDock).")
    let report = try JSONSerialization.jsonObject(with: verdict.json()) as? [String: Any]
    #expect(report?["keyboardSource"] as? String == "UIInputSetHostView in UITextEffectsWindow")
  }

  @Test func numbersAreFormattedShort() {
    #expect(SelfTestFormat.number(0.25) == "0.25")
    #expect(SelfTestFormat.number(1000) == "1000")
    #expect(SelfTestFormat.number(0.0500001) == "0.05")
    #expect(SelfTestFormat.number(.nan) == "nan")
    #expect(SelfTestFormat.points(12) == "12.00")
    #expect(SelfTestFormat.points(-0.0) == "0.00")
  }
}
