import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// The self-test's verdict: three outcomes, PASS only on evidence from outside the app for every check
/// that needs it, the figures `kbdock replay` prints for the same trace.
@Suite("SelfTest verdict")
struct SelfTestVerdictTests {
  /// A UIKit chat's session: a show, a tap that hides, a show, a drag that hides.
  static func steps(keyboardHeight: Double = 336) -> [SelfTestStepResult] {
    [
      SelfTestStepResult(
        screen: "UIKit chat", step: .show, start: 1, end: 1.7, ending: .settled,
        keyboardHeight: keyboardHeight, expectedKeyboard: .software),
      SelfTestStepResult(
        screen: "UIKit chat", step: .tapHide(isAttended: true), start: 2, end: 2.6, ending: .settled,
        keyboardHeight: 0, expectedKeyboard: .none),
      SelfTestStepResult(
        screen: "UIKit chat", step: .show, start: 3, end: 3.7, ending: .settled,
        keyboardHeight: keyboardHeight, expectedKeyboard: .software),
      SelfTestStepResult(
        screen: "UIKit chat", step: .drag(isAttended: true), start: 4, end: 4.6, ending: .settled,
        keyboardHeight: 0, expectedKeyboard: .none),
    ]
  }

  /// Observations on which every app-side check passes.
  static let observations: SelfTestObservations = {
    var observations = SelfTestObservations(
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
      drag: SelfTestDrag(displayFrames: [4, 4.008, 4.016], layoutPasses: [4.004, 4.012]),
      keyboardAnimations: [SelfTestRanAnimation(beginTime: 1.01, animation: SelfTestAssumptionTests.spring)])
    observations.monitorFrameCount = 120
    observations.screenHeight = 844
    observations.listAfterDrag = SelfTestListAfterDrag(
      isTracking: false, isDragging: true, isDecelerating: false, offsetAtWillHide: 700, offsetAtRest: 700,
      lowestOffset: 0, highestOffset: 1156)
    return observations
  }()

  static let app = SelfTestRect(x: 0, y: 0, width: 390, height: 844)
  static let keyboard = SelfTestRect(x: 0, y: 508, width: 390, height: 336)

  /// The UI test's readings of ``steps(keyboardHeight:)``: the bar on the keyboard, then at rest.
  static func readings(barOffset: Double = 0) -> [SelfTestAccessibilityReading] {
    let up = { (index: Int) in
      SelfTestAccessibilityReading(
        index: index, screen: "UIKit chat", step: "show (becomeFirstResponder)", keyboardCount: 1,
        keyboard: keyboard, bar: SelfTestRect(x: 0, y: 452 + barOffset, width: 390, height: 56),
        content: SelfTestRect(x: 8, y: 460 + barOffset, width: 300, height: 40), app: app, safeAreaBottom: 34)
    }
    let rest = { (index: Int, step: String, action: String) in
      SelfTestAccessibilityReading(
        index: index, screen: "UIKit chat", step: step, keyboardCount: 0, keyboard: nil,
        bar: SelfTestRect(x: 0, y: 754, width: 390, height: 56),
        content: SelfTestRect(x: 8, y: 762, width: 300, height: 40), app: app, safeAreaBottom: 34,
        action: action)
    }
    return [up(0), rest(1, "hide by a tap", "tap"), up(2), rest(3, "drag", "drag")]
  }

  /// A video of ``steps(keyboardHeight:)``: two shows and two hides, each on 10 measured frames, the bar
  /// 0.5 pt into the keyboard; the bar and the keyboard start on the same frame.
  static let pixels: [SelfTestPixelFrame] = {
    var rows: [SelfTestPixelFrame] = []
    func add(_ top: Double?, _ bottom: Double) {
      rows.append(
        SelfTestPixelFrame(file: "f\(rows.count + 1).png", keyboardTop: top, barBottom: bottom))
    }
    let tops: [Double] = [800, 770, 740, 700, 660, 620, 580, 545, 520, 508]
    for _ in 0..<2 {
      add(nil, 810)
      for top in tops { add(top, top + 0.5) }
      add(508, 508.5)
      for top in tops.reversed().dropFirst() { add(top, top + 0.5) }
      add(nil, 810)
    }
    return rows
  }()

  /// The UI test's stills of ``steps(keyboardHeight:)``, measured: the bar on the keyboard's top, then at
  /// rest on the safe area (844 − 34 pt).
  static let stills = [
    SelfTestPixelFrame(file: "still-0000-show.png", keyboardTop: 508, barBottom: 508, gap: 0, overlap: 0),
    SelfTestPixelFrame(file: "still-0001-hide-by-a-tap.png", keyboardTop: nil, barBottom: 810),
    SelfTestPixelFrame(
      file: "still-0002-show.png", keyboardTop: 508, barBottom: 508.33, gap: 0, overlap: 0.33),
    SelfTestPixelFrame(file: "still-0003-drag.png", keyboardTop: nil, barBottom: 810.33),
  ]

  static func trace(_ lines: [String]) throws -> KeyboardTrace {
    try KeyboardTraceParser.parse(lines.joined(separator: "\n") + "\n")
  }

  /// MeasuredSession' trace with the bar where it belongs on every frame.
  static let followingLines = MeasuredSession.lines.dropLast().map {
    $0.replacingOccurrences(of: #""barBottom":205"#, with: #""barBottom":200"#)
      .replacingOccurrences(of: #""barBottom":328"#, with: #""barBottom":330"#)
      .replacingOccurrences(of: #""barBottom":310"#, with: #""barBottom":300"#)
      .replacingOccurrences(of: #""barBottom":99"#, with: #""barBottom":100"#)
  }

  static func verdict(
    lines: [String] = followingLines, observations: SelfTestObservations = observations,
    steps: [SelfTestStepResult] = steps(),
    accessibility: [SelfTestAccessibilityReading]? = readings(), pixels: [SelfTestPixelFrame]? = pixels,
    stills: [SelfTestPixelFrame]? = stills
  ) throws -> SelfTestVerdict {
    let trace = try trace(lines)
    return SelfTestVerdict(
      header: trace.header, records: trace.records, observations: observations, steps: steps,
      accessibility: accessibility, pixels: pixels, stills: stills)
  }

  static func outcomes(_ verdict: SelfTestVerdict) -> [String: SelfTestOutcome] {
    Dictionary(uniqueKeysWithValues: verdict.checks.map { ($0.name, $0.outcome) })
  }

  @Test func everyInstrumentAgreeingPasses() throws {
    let verdict = try Self.verdict()
    #expect(verdict.result == .pass)
    #expect(verdict.result.exitStatus == 0)
    #expect(verdict.reason == nil)
    #expect(verdict.lines.first == "KeyboardDock self-test: PASS")
    #expect(
      verdict.checks.map(\.name) == [
        "keyboard", "placement", "frames", "background", "a", "b", "c", "d", "e", "content", "slide over",
        "tap",
        "list",
      ])
    #expect(verdict.checks.filter { $0.outcome == .pass }.count == 12)
    #expect(Self.outcomes(verdict)["slide over"] == .notApplicable)
    let evidence = Dictionary(uniqueKeysWithValues: verdict.checks.map { ($0.name, $0.evidence) })
    #expect(evidence["keyboard"] == [.accessibility])
    #expect(evidence["placement"] == [.accessibility, .pixels])
    #expect(evidence["frames"] == [.pixels])
    #expect(evidence["b"] == [.pixels])
    #expect(evidence["a"] == [.app])
    #expect(
      verdict.summary
        == "KeyboardDock self-test: PASS, checks 12/12 passed (0 failed, 0 inconclusive, 1 not applicable); "
        + "app trace: 2 transitions, max gap 0.00 pt, max overlap 0.00 pt")
    #expect(
      verdict.checks[2].line
        == "frames. pass [pixels] (on every frame the keyboard stays off the bar (video; the app's monitor "
        + "can only fail it)): app: monitor: 0 of 120 frames more than 0.5 pt off (not independent); app: "
        + "trace: max gap 0.00 pt, max overlap 0.00 pt over 10 frames (not independent); pixels: 40 frames, "
        + "overlap at most 0.5 pt (at most 1 pt); 4 keyboard motions with at least 8 measured frames (the "
        + "steps caused 4); 40 of 44 frames measured")
    let report = try JSONSerialization.jsonObject(with: verdict.json()) as? [String: Any]
    #expect(report?["result"] as? String == "PASS")
    #expect(report?["exitStatus"] as? Int == 0)
    #expect((report?["checks"] as? [Any])?.count == 13)
  }

  @Test func theFiguresAreKbdockReplaysAndAnOverlapInTheTraceFails() throws {
    let verdict = try Self.verdict(lines: MeasuredSession.lines)
    let replayed = ReplayTimeline(trace: try Self.trace(MeasuredSession.lines), name: "measured").measurement
    #expect(verdict.measurement == replayed)
    #expect(verdict.measurement?.maxGap == 12)
    #expect(verdict.measurement?.maxOverlap == 2)
    #expect(verdict.framesOff == [2, 2])
    #expect(verdict.result == .fail)
    #expect(verdict.result.exitStatus == 1)
    #expect(Self.outcomes(verdict)["frames"] == .fail)
    #expect(verdict.checks[2].evidence == [.app])
    #expect(verdict.reason?.hasPrefix("failed: frames (") == true)
  }

  /// The old self-test passed a run whose keyboard came from the layout guide: it never passes now, and
  /// neither does one read from the in-app host view, with nothing outside the app.
  @Test func aNotIndependentRunIsInconclusive() throws {
    for isIndependent in [false, true] {
      var observations = Self.observations
      observations.isIndependent = isIndependent
      let verdict = try Self.verdict(
        observations: observations, accessibility: nil, pixels: nil, stills: nil)
      #expect(verdict.result == .inconclusive)
      #expect(verdict.result.exitStatus == 2)
      let outcomes = Self.outcomes(verdict)
      for name in ["keyboard", "placement", "frames", "background", "b", "content", "tap"] {
        #expect(outcomes[name] == .inconclusive, "\(name)")
      }
      for name in ["a", "c", "d", "e", "list"] { #expect(outcomes[name] == .pass, "\(name)") }
      #expect(verdict.lines[1].contains("UI test: did not run; video: not measured; stills: none."))
      #expect(
        verdict.checks[1].line
          == "placement. inconclusive (at every settled step the bar sits on the keyboard's top (UI test's "
          + "frames and stills)): accessibility: the UI test did not run; pixels: no still was measured")
      #expect(verdict.reason?.hasPrefix("no evidence that counts for keyboard (app: 4 steps settled") == true)
    }
    var layoutGuide = Self.observations
    layoutGuide.isIndependent = false
    let verdict = try Self.verdict(observations: layoutGuide, accessibility: nil, pixels: nil)
    #expect(verdict.lines[1].hasPrefix("Instruments: app: KeyboardBarMonitor read the keyboard layout guide"))
  }

  @Test func aRunThatObservedNothingIsInconclusive() throws {
    let verdict = try Self.verdict(
      lines: [TraceLines.header], observations: SelfTestObservations(isIndependent: false), steps: [],
      accessibility: nil, pixels: nil)
    #expect(verdict.result == .inconclusive)
    #expect(verdict.checks.allSatisfy { $0.outcome == .inconclusive || $0.outcome == .notApplicable })
    #expect(verdict.checks.filter { $0.outcome == .notApplicable }.map(\.name) == ["slide over"])
    #expect(
      verdict.summary
        == "KeyboardDock self-test: INCONCLUSIVE, checks 0/12 passed (0 failed, 12 inconclusive, 1 not "
        + "applicable); app trace: 0 transitions, max gap 0.00 pt, max overlap 0.00 pt")
    #expect(verdict.checks[0].detail == "app: no step ran")
  }

  /// A hardware keyboard: inconclusive, never a pass.
  ///
  /// The UI test finds no keyboard where one is expected; the panel's 260 pt do not stand for one.
  @Test func noSoftwareKeyboardIsInconclusive() throws {
    var readings = Self.readings()
    for index in [0, 2] {
      readings[index].keyboardCount = 0
      readings[index].keyboard = nil
      readings[index].bar = SelfTestRect(x: 0, y: 754, width: 390, height: 56)
      readings[index].content = SelfTestRect(x: 8, y: 762, width: 300, height: 40)
    }
    let verdict = try Self.verdict(steps: Self.steps(keyboardHeight: 55), accessibility: readings)
    #expect(verdict.result == .inconclusive)
    #expect(Self.outcomes(verdict)["keyboard"] == .inconclusive)
    #expect(
      verdict.checks[0].detail
        == "accessibility: the keyboard never showed after UIKit chat, show (becomeFirstResponder) (UI test: "
        + "no keyboard), UIKit chat, show (becomeFirstResponder) (UI test: no keyboard) (is a hardware "
        + "keyboard connected?)")
    // The app alone, with only the panel up: 260 pt in a panel step, 55 pt where a keyboard belongs.
    var panelSteps = Self.steps(keyboardHeight: 55)
    panelSteps.insert(
      SelfTestStepResult(
        screen: "UIKit chat", step: .panelShown, start: 1.8, end: 1.9, ending: .settled, keyboardHeight: 260,
        expectedKeyboard: .panel), at: 1)
    let panelOnly = try Self.verdict(steps: panelSteps, accessibility: nil, pixels: nil)
    #expect(panelOnly.result == .inconclusive)
    #expect(
      panelOnly.checks[0].detail
        == "accessibility: the UI test did not run; app: the keyboard never showed after UIKit "
        + "chat, show (becomeFirstResponder) (app: 55 pt), UIKit chat, show (becomeFirstResponder) (app: 55 "
        + "pt) (is a hardware keyboard connected?)")
  }

  @Test func theMonitorsDeparturesOnAnyFrameFailTheRun() throws {
    var observations = Self.observations
    observations.addDeparture(SelfTestDeparture(screen: "SwiftUI chat", time: 9.5, difference: -3.25))
    observations.addDeparture(SelfTestDeparture(screen: "SwiftUI chat", time: 9.508, difference: 1.5))
    let verdict = try Self.verdict(observations: observations, accessibility: nil, pixels: nil)
    #expect(verdict.result == .fail)
    #expect(
      verdict.checks[2].detail.hasPrefix(
        "app: monitor: 2 of 120 frames more than 0.5 pt off, up to 3.25 pt, first on SwiftUI chat at 9.5 s "
          + "(-3.25 pt)"))
    for _ in 0..<300 { observations.addDeparture(SelfTestDeparture(screen: "x", time: 10, difference: 1)) }
    #expect(observations.departureCount == 302)
    #expect(observations.departures.count == 200)
  }

  @Test func stepsAreMatchedByIndexAndName() throws {
    var readings = Self.readings()
    readings[0].step = "field switch"
    readings.append(readings[1])
    readings[3].index = 9
    let verdict = try Self.verdict(accessibility: readings)
    #expect(
      verdict.mismatchedReadings == [
        "reading 0 names UIKit chat, field switch; the step is UIKit chat, show (becomeFirstResponder)",
        "reading 9 has no step", "reading 1 repeated",
      ])
    #expect(Self.outcomes(verdict)["keyboard"] == .inconclusive)
    #expect(verdict.checks[0].detail.contains("UIKit chat, show (becomeFirstResponder) (no UI-test reading)"))
    #expect(verdict.result == .inconclusive)
  }

  @Test func settledPlacementAllowsOnePointInTheSnapshot() throws {
    let within = try Self.verdict(accessibility: Self.readings(barOffset: -1))
    #expect(Self.outcomes(within)["placement"] == .pass)
    #expect(
      within.checks[1].detail
        == "accessibility: 4 of 4 settled steps, at most 1 pt off (at most 1 pt); pixels: stills: 4 of 4 "
        + "settled steps seen, each in place")
    let off = try Self.verdict(accessibility: Self.readings(barOffset: -1.5))
    #expect(Self.outcomes(off)["placement"] == .fail)
    #expect(
      off.checks[1].detail
        == "accessibility: 2 of 4 steps off: UIKit chat, show (becomeFirstResponder): 1.5 pt above; UIKit "
        + "chat, show (becomeFirstResponder): 1.5 pt above; pixels: stills: 4 of 4 settled steps seen, each "
        + "in place")
    let under = try Self.verdict(accessibility: Self.readings(barOffset: 3))
    #expect(under.checks[1].detail.contains("3 pt under"))
    #expect(under.result == .fail)
  }

  @Test func theContentMustSitAboveTheBarsBottom() throws {
    var readings = Self.readings()
    readings[1].content = SelfTestRect(x: 8, y: 775, width: 300, height: 40)
    let verdict = try Self.verdict(accessibility: readings)
    #expect(Self.outcomes(verdict)["content"] == .fail)
    #expect(verdict.checks[9].detail == "accessibility: UIKit chat, hide by a tap: 5 pt below")
    var twoScreens = Self.steps()
    twoScreens.append(
      SelfTestStepResult(
        screen: "SwiftUI chat", step: .show, start: 5, end: 5.7, ending: .settled, keyboardHeight: 336,
        expectedKeyboard: .software))
    let unread = try Self.verdict(steps: twoScreens)
    #expect(unread.checks[9].detail == "accessibility: no reading of the text view on SwiftUI chat")
    #expect(unread.result == .inconclusive)
  }

  @Test func aTapThatLeavesTheKeyboardUpFails() throws {
    var readings = Self.readings()
    readings[1].keyboardCount = 1
    readings[1].keyboard = Self.keyboard
    let verdict = try Self.verdict(accessibility: readings)
    #expect(Self.outcomes(verdict)["tap"] == .fail)
    #expect(Self.outcomes(verdict)["keyboard"] == .fail)
    #expect(verdict.checks[11].detail.hasSuffix("accessibility: UIKit chat: keyboard 336 pt still up"))
    var skipped = Self.steps()
    skipped[1].step = .tapHide(isAttended: false)
    skipped[1].ending = .skipped
    let none = try Self.verdict(steps: skipped, accessibility: nil)
    #expect(none.checks[11].outcome == .inconclusive)
    #expect(none.checks[11].detail == "app: skipped: nobody to tap")
  }

  @Test func slideOverIsJudgedOnlyWhereTheWindowIsNarrowerThanTheScreen() throws {
    var steps = Self.steps()
    steps[0].isMultitasking = true
    let verdict = try Self.verdict(steps: steps)
    #expect(Self.outcomes(verdict)["slide over"] == .pass)
    #expect(verdict.checks[10].detail == "accessibility: 1 steps in Slide Over")
    var readings = Self.readings(barOffset: -4)
    readings[2] = Self.readings()[2]
    let off = try Self.verdict(steps: steps, accessibility: readings)
    #expect(off.checks[10].outcome == .fail)
    #expect(off.checks[10].detail == "accessibility: UIKit chat, show (becomeFirstResponder): 4 pt")
  }
}
