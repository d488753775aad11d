import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// Traces shaped like the recorder's output, replayed: KeyboardDock is the driver the UIKit
/// installer runs, so what the recorder captures replays as the device moved the bar.
@Suite("Trace: shaped like the recorder's")
struct RecorderShapedTraceTests {
  static func note(
    _ time: Double, _ name: String, _ begin: [Int], _ end: [Int], will: Bool = true, isLocal: Bool = true
  ) -> String {
    let timing = will ? #","duration":0.25,"curve":7"# : ""
    return #"{"t":\#(time),"type":"notification","name":"\#(name)","begin":\#(begin),"end":\#(end)"#
      + timing + #","isLocal":\#(isLocal)}"#
  }

  static let shown = [0, 508, 390, 336]
  static let hidden = [0, 844, 390, 336]

  /// A show, then a hide whose `endTurn` the run-loop observer writes `delay` seconds after it.
  static func showThenHide(endTurnDelay delay: Double) -> String {
    [
      TraceLines.header,
      note(1, "willChangeFrame", hidden, shown), note(1, "willShow", hidden, shown),
      #"{"t":1.004,"type":"endTurn"}"#,
      note(1.5, "didChangeFrame", hidden, shown, will: false),
      note(1.5, "didShow", hidden, shown, will: false),
      #"{"t":1.501,"type":"endTurn"}"#,
      note(2, "willChangeFrame", shown, hidden), note(2, "willHide", shown, hidden),
      #"{"t":\#(2 + delay),"type":"endTurn"}"#,
      note(2.5, "didChangeFrame", shown, hidden, will: false),
      note(2.5, "didHide", shown, hidden, will: false),
      #"{"t":2.501,"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"
  }

  static func replay(_ text: String, conditions: [ReplayConditions]) throws -> ReplayScenarioResult {
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "trace.jsonl")
    let timeline = try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: "trace")
    return ReplayScenarioResult(runs: conditions.map { Replay.run(timeline: timeline, conditions: $0) })
  }

  /// Replays `text` under `conditions`: KeyboardDock within 0.05 pt of the keyboard on every frame
  /// and, when `barBottom` is given, its bar's bottom ending there under every condition.
  static func expectOnKeyboard(
    _ text: String, conditions: [ReplayConditions], endingAt barBottom: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try replay(text, conditions: conditions)
    let keyboardDock = try #require(result.keyboardDock, sourceLocation: sourceLocation)
    #expect(keyboardDock.maxGap < 0.05, sourceLocation: sourceLocation)
    #expect(keyboardDock.maxOverlap < 0.05, sourceLocation: sourceLocation)
    if let barBottom {
      #expect(
        result.runs.allSatisfy { $0.recording.tracks[0].barBottoms.last == barBottom },
        sourceLocation: sourceLocation)
    }
  }

  static let timings = [
    ReplayConditions(), ReplayConditions(commitLatency: 0.016, frameRate: 60),
    ReplayConditions(commitLatency: 0.033), ReplayConditions(keyboardSpring: .iOS26),
    ReplayConditions(commitLatency: 0.016, interruptions: .fromPresented),
  ]

  /// The hide moves from the keyboard's commit, however long after `willHide` the turn ends.
  @Test(arguments: [0.012, 0.030])
  func aHideHeldToTheEndOfItsTurn(delay: Double) throws {
    let result = try Self.replay(Self.showThenHide(endTurnDelay: delay), conditions: Self.timings)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.5)
    #expect(keyboardDock.maxOverlap <= 0.5)
    // A plan made at the turn's end as if that were a time into the keyboard's animation runs
    // ahead of the keyboard: the blended baseline still does.
    let blended = result.worstCases[2]
    #expect(blended.maxOverlap > (delay < 0.02 ? 20 : 50))
  }

  /// A *did* of an older transition arriving while a newer one runs moves nothing.
  @Test func aDidArrivingWhileANewerTransitionRuns() throws {
    let compact = [0, 553, 390, 291]
    let text =
      [
        TraceLines.header,
        Self.note(1, "willChangeFrame", Self.hidden, Self.shown),
        Self.note(1, "willShow", Self.hidden, Self.shown),
        #"{"t":1.004,"type":"endTurn"}"#,
        Self.note(1.3, "willChangeFrame", Self.shown, compact),
        Self.note(1.3, "willShow", Self.shown, compact),
        #"{"t":1.304,"type":"endTurn"}"#,
        // The first show's dids, while the height change still runs.
        Self.note(1.5, "didChangeFrame", Self.hidden, Self.shown, will: false),
        Self.note(1.5, "didShow", Self.hidden, Self.shown, will: false), #"{"t":1.501,"type":"endTurn"}"#,
        Self.note(1.8, "didChangeFrame", Self.shown, compact, will: false),
        Self.note(1.8, "didShow", Self.shown, compact, will: false), #"{"t":1.801,"type":"endTurn"}"#,
      ].joined(separator: "\n") + "\n"
    let result = try Self.replay(text, conditions: Self.timings)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.5)
    #expect(keyboardDock.maxOverlap <= 0.5)
    #expect(result.runs.allSatisfy { $0.recording.tracks[0].barBottoms.last == 844 - 291 })
  }
}

/// Interruptions in traces shaped like the recorder's: each *will*'s turn ends some milliseconds
/// after it, and the newer animation begins at that turn's commit, not at its handler.
@Suite("Trace: interruptions with late ends of turns")
struct LateTurnInterruptionTests {
  typealias T = RecorderShapedTraceTests

  static let compact = [0, 553, 390, 291]

  /// A hide from rest, then a show `after` seconds later; each turn ends `lag` after its *will*.
  static func showMidHide(lag: Double, after: Double = 0.08) -> String {
    [
      TraceLines.header,
      T.note(1, "willChangeFrame", T.hidden, T.shown), T.note(1, "willShow", T.hidden, T.shown),
      #"{"t":1.004,"type":"endTurn"}"#,
      T.note(2, "willChangeFrame", T.shown, T.hidden), T.note(2, "willHide", T.shown, T.hidden),
      #"{"t":\#(2 + lag),"type":"endTurn"}"#,
      T.note(2 + after, "willChangeFrame", T.hidden, T.shown),
      T.note(2 + after, "willShow", T.hidden, T.shown),
      #"{"t":\#(2 + after + lag),"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"
  }

  /// QuickType 44 pt taller 50 ms into a show; each turn ends `lag` after its *will*.
  static func quickTypeMidShow(lag: Double) -> String {
    [
      TraceLines.header,
      T.note(1, "willChangeFrame", T.hidden, compact), T.note(1, "willShow", T.hidden, compact),
      #"{"t":\#(1 + lag),"type":"endTurn"}"#,
      T.note(1.05, "willChangeFrame", compact, T.shown), T.note(1.05, "willShow", compact, T.shown),
      #"{"t":\#(1.05 + lag),"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"
  }

  static let conditions =
    T.timings + [
      ReplayConditions(commitLatency: 0.1, frameRate: 60, interruptions: .fromPresented),
      ReplayConditions(commitLatency: 0.05, keyboardSpring: .iOS26, probe: false, system: "iOS 26.1"),
    ]

  /// A show that interrupts a hide 80 ms in follows the keyboard from the show's commit: 12 to 50 ms
  /// late ends of turns left the bar 25 to 109 pt off when the commit was guessed from the handler.
  @Test(arguments: [0.012, 0.030, 0.050])
  func aShowInterruptingAHide(lag: Double) throws {
    try T.expectOnKeyboard(Self.showMidHide(lag: lag), conditions: Self.conditions)
  }

  @Test(arguments: [0.012, 0.030, 0.050])
  func aHeightChangeMidShow(lag: Double) throws {
    try T.expectOnKeyboard(Self.quickTypeMidShow(lag: lag), conditions: Self.conditions)
  }
}

/// Keyboards whose frames say less than their motion.
@Suite("Trace: motion the frames do not show")
struct FramesAndMotionTests {
  typealias T = RecorderShapedTraceTests

  /// A field switch recorded without `endTurn` records, its four notifications 10 µs apart: each
  /// is a turn of its own, so the hide starts, and the *will*s whose begin and end are both the
  /// shown frame bring the keyboard back with their own animation.
  static let fieldSwitchWithoutTurns =
    [
      TraceLines.header,
      T.note(1, "willChangeFrame", T.hidden, T.shown), T.note(1, "willShow", T.hidden, T.shown),
      T.note(2, "willChangeFrame", T.shown, T.hidden), T.note(2.00001, "willHide", T.shown, T.hidden),
      T.note(2.00002, "willChangeFrame", T.shown, T.shown), T.note(2.00003, "willShow", T.shown, T.shown),
    ].joined(separator: "\n") + "\n"

  @Test func aWillToTheShownFrameBringsAHidingKeyboardBack() throws {
    try T.expectOnKeyboard(Self.fieldSwitchWithoutTurns, conditions: T.timings, endingAt: 508)
  }

  /// A spring that settles in a few milliseconds: the next transition starts where the keyboard
  /// is, not where curve 7's nominal 0.5 s would have it.
  @Test func aFastSpringsNextTransitionStartsWhereTheKeyboardIs() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "interrupted-transitions"))
    let conditions = ReplayConditions(keyboardSpring: ReplaySpring(mass: 1, stiffness: 100_000, damping: 700))
    let result = Replay.run(scenario: scenario, under: [conditions])
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap < 0.05)
    #expect(keyboardDock.maxOverlap < 0.05)
  }
}

/// A turn that commits at the very instant it ends (no commit latency): what the end of the turn
/// reads off the layer is what earlier turns committed, never the turn's own changes.
@Suite("Trace: a commit at the instant its turn ends")
struct SameInstantCommitTests {
  typealias T = RecorderShapedTraceTests

  /// A show, a hide 20 ms into it and a show 200 ms later, each turn ending 1 ms after its
  /// notification.
  static let showHideShow =
    [
      TraceLines.header,
      T.note(1, "willChangeFrame", T.hidden, T.shown), T.note(1, "willShow", T.hidden, T.shown),
      #"{"t":1.001,"type":"endTurn"}"#,
      T.note(1.02, "willChangeFrame", T.shown, T.hidden), T.note(1.02, "willHide", T.shown, T.hidden),
      #"{"t":1.021,"type":"endTurn"}"#,
      T.note(1.22, "willChangeFrame", T.hidden, T.shown), T.note(1.22, "willShow", T.hidden, T.shown),
      #"{"t":1.221,"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"

  /// Another app's keyboard shows and hides; ours shows 100 ms into that hide.
  static let localShowOverAnotherAppsHide =
    [
      TraceLines.header,
      T.note(1, "willChangeFrame", T.hidden, T.shown, isLocal: false),
      T.note(1, "willShow", T.hidden, T.shown, isLocal: false), #"{"t":1.004,"type":"endTurn"}"#,
      T.note(1.5, "didChangeFrame", T.hidden, T.shown, will: false, isLocal: false),
      T.note(1.5, "didShow", T.hidden, T.shown, will: false, isLocal: false),
      #"{"t":1.501,"type":"endTurn"}"#,
      T.note(2, "willChangeFrame", T.shown, T.hidden, isLocal: false),
      T.note(2, "willHide", T.shown, T.hidden, isLocal: false), #"{"t":2.004,"type":"endTurn"}"#,
      T.note(2.1, "willChangeFrame", T.hidden, T.shown), T.note(2.1, "willShow", T.hidden, T.shown),
      #"{"t":2.104,"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"

  /// A show, and 10 ms later an input the main thread handles only once the show's turn has
  /// committed, at that very instant: the show's turn is committed by then.
  static let inputQueuedBehindACommit =
    [
      TraceLines.header, T.note(1, "willShow", T.hidden, T.shown), #"{"t":1,"type":"endTurn"}"#,
      #"{"t":1.01,"type":"container","frame":[0,0,390,844],"safeArea":{"top":47,"bottom":34}}"#,
      #"{"t":1.01,"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"

  @Test(arguments: [0.004, 0.033])
  func aTurnThatCommittedAtThisInstantIsCommitted(latency: Double) throws {
    try T.expectOnKeyboard(
      Self.inputQueuedBehindACommit, conditions: [ReplayConditions(commitLatency: latency)])
  }

  // Reading the turn's own keyframes as committed at its end re-plans the bar from the wrong
  // start: 12.7 pt off in the first trace (from the presented value), 198.4 pt in the second.
  @Test(arguments: [
    (showHideShow, ReplayInterruptions.fromPresented), (showHideShow, .additive),
    (localShowOverAnotherAppsHide, .additive), (localShowOverAnotherAppsHide, .fromPresented),
  ])
  func noCommitLatency(trace: String, interruptions: ReplayInterruptions) throws {
    try T.expectOnKeyboard(trace, conditions: [ReplayConditions(interruptions: interruptions)], endingAt: 508)
  }
}

/// A keyboard the bar did not follow still moves when ours shows over it: its animation began with
/// its turn's commit, which the probe moved in its handler tells, though the bar did not move.
@Suite("Trace: a show over a keyboard the bar did not follow")
struct ShowOverUnfollowedKeyboardTests {
  typealias T = RecorderShapedTraceTests

  /// A floating iPad keyboard hides; a docked one shows 300 ms later.
  static let dockedShowAfterFloatingHide =
    [
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,1024,1366],"#
        + #""container":{"frame":[0,0,1024,1366],"safeArea":{"top":24,"bottom":20}}}"#,
      T.note(1, "willChangeFrame", [0, 0, 0, 0], [300, 700, 320, 260]),
      T.note(1, "willShow", [0, 0, 0, 0], [300, 700, 320, 260]), #"{"t":1.004,"type":"endTurn"}"#,
      T.note(3, "willChangeFrame", [300, 700, 320, 260], [300, 1366, 320, 260]),
      T.note(3, "willHide", [300, 700, 320, 260], [300, 1366, 320, 260]), #"{"t":3.004,"type":"endTurn"}"#,
      T.note(3.3, "willChangeFrame", [0, 1366, 1024, 400], [0, 966, 1024, 400]),
      T.note(3.3, "willShow", [0, 1366, 1024, 400], [0, 966, 1024, 400]), #"{"t":3.304,"type":"endTurn"}"#,
    ].joined(separator: "\n") + "\n"

  static let latencies = [
    ReplayConditions(commitLatency: 0.004), ReplayConditions(commitLatency: 0.016),
    ReplayConditions(commitLatency: 0.033), ReplayConditions(commitLatency: 0.016, frameRate: 60),
    ReplayConditions(commitLatency: 0.016, interruptions: .fromPresented),
  ]

  // Anchored at its turn's end instead, another app's hide put the bar 25.7 pt into our keyboard at
  // 16 ms (49.1 pt at 33 ms); the floating keyboard's, 5.2 pt at 33 ms.
  @Test(
    arguments: [
      (SameInstantCommitTests.localShowOverAnotherAppsHide, 508), (dockedShowAfterFloatingHide, 966),
    ] as [(String, Double)])
  func theBarMeetsTheKeyboardWhereItIs(trace: String, barBottom: Double) throws {
    try T.expectOnKeyboard(trace, conditions: Self.latencies, endingAt: barBottom)
  }
}

/// Show, hide, rotate, then tap a field: the landscape keyboard rises from its begin frame, just
/// below the rotated screen, whether or not the hide's *did* was recorded.
@Suite("Trace: a show after a rotation with the keyboard hidden")
struct ShowAfterRotationTests {
  typealias T = RecorderShapedTraceTests

  static func trace(withDids: Bool) -> String {
    let landscapeHidden = [0, 390, 844, 209]
    let landscapeShown = [0, 181, 844, 209]
    var lines = [
      TraceLines.header, T.note(1, "willShow", T.hidden, T.shown), #"{"t":1,"type":"endTurn"}"#,
    ]
    if withDids {
      lines += [T.note(1.5, "didShow", T.hidden, T.shown, will: false), #"{"t":1.5,"type":"endTurn"}"#]
    }
    lines += [T.note(2, "willHide", T.shown, T.hidden), #"{"t":2,"type":"endTurn"}"#]
    if withDids {
      lines += [T.note(2.5, "didHide", T.shown, T.hidden, will: false), #"{"t":2.5,"type":"endTurn"}"#]
    }
    lines += [
      #"{"t":2.6,"type":"container","frame":[0,0,844,390],"safeArea":{"left":47,"bottom":21,"right":47},"#
        + #""screen":[0,0,844,390]}"#,
      #"{"t":2.6,"type":"endTurn"}"#,
      T.note(2.7, "willShow", landscapeHidden, landscapeShown), #"{"t":2.7,"type":"endTurn"}"#,
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: [true, false])
  func theLandscapeKeyboardRisesFromItsBeginFrame(withDids: Bool) throws {
    try T.expectOnKeyboard(Self.trace(withDids: withDids), conditions: T.timings, endingAt: 181)
  }
}

/// Heights back and forth in one run-loop turn: each *will* adds its animation to the keyboard's
/// model, a *will* back to where the keyboard is shown included.
@Suite("Trace: heights back and forth in one turn")
struct HeightsInOneTurnTests {
  typealias T = RecorderShapedTraceTests

  static func trace(changes: Int) -> String {
    let compact = [0, 553, 390, 291]
    var lines = [
      TraceLines.header, T.note(0.5, "willShow", T.hidden, T.shown), #"{"t":0.5,"type":"endTurn"}"#,
    ]
    var from = T.shown
    for index in 0..<changes {
      let to = index.isMultiple(of: 2) ? compact : T.shown
      lines += [T.note(1, "willChangeFrame", from, to), T.note(1, "willShow", from, to)]
      from = to
    }
    lines.append(#"{"t":1,"type":"endTurn"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  // A will back to the shown frame added nothing to the driver's keyboard: 45 pt off per return.
  @Test(arguments: [3, 5, 201])
  func theBarFollowsTheirSum(changes: Int) throws {
    try T.expectOnKeyboard(Self.trace(changes: changes), conditions: T.timings, endingAt: 553)
  }
}

/// Another app's keyboard over the content: the bar stays on the safe area, the content avoids the
/// keyboard.
@Suite("Scenario: a keyboard the bar does not follow")
struct UnfollowedKeyboardTests {
  static let scenario = #"""
    {"format":"kbdock-scenario","version":1,"name":"other-apps-keyboard","device":{"screen":[0,0,390,844]},
     "container":{"frame":[0,0,390,844],"safeArea":{"top":47,"bottom":34}},
     "scroll":{"contentHeight":2000,"contentInset":{"bottom":10}},
     "timeline":[{"t":0.25,"type":"show","frame":[0,508,390,336],"isLocal":false},{"t":1.5,"type":"hide"}],
     "expectations":[{"t":1.25,"barBottom":34,"contentInset":312},{"t":2.5,"barBottom":34,"contentInset":62}]}
    """#

  @Test func theContentIsClearOfTheKeyboardUnderEveryCondition() throws {
    try expectBarOnKeyboard(scenario: Self.scenario, hitchStart: 0.28)
    let result = Replay.run(
      scenario: try ReplayScenario.decode(Data(Self.scenario.utf8)),
      under: ReplayConditions.deviceMatrix(hitchStart: 0.28))
    #expect(result.violations.isEmpty)
    #expect(result.keyboardDock?.finalContentInset == 62)
  }
}
