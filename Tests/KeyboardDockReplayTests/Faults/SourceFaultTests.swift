import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A source fault changes what the strategies are told, never where the keyboard is.
@Suite("Source faults")
struct SourceFaultTests {
  /// The default matrix's condition for `fault`.
  static func matrixCondition(_ fault: ReplaySourceFault) throws -> ReplayConditions {
    ReplayConditions.matrixFaultDevice(for: fault)
  }

  /// A built-in scenario each fault changes: an interrupted leg for the stale did, a drag for an
  /// activation mid-drag, a show and a hide for the rest.
  static func scenario(for fault: ReplaySourceFault) throws -> ReplayScenario {
    let name =
      switch fault {
      case .staleDid: "hide-mid-show"
      case .activationMidMotion: "interactive-dismissal"
      default: "iphone-show-hide"
      }
    return try #require(ReplayScenario.builtIn(named: name))
  }

  @Test(arguments: ReplaySourceFault.allFaults)
  func aFaultChangesTheReportsButNotTheTrueKeyboard(fault: ReplaySourceFault) throws {
    let scenario = try Self.scenario(for: fault)
    let faulty = try Self.matrixCondition(fault)
    var truthful = faulty
    truthful.faults = []
    let lying = ReplayTimeline(scenario: scenario, conditions: faulty)
    let honest = ReplayTimeline(scenario: scenario, conditions: truthful)
    #expect(lying.faults == [fault])
    #expect(!honest.audiences.contains(.strategies) && !honest.audiences.contains(.keyboard))
    // The truth channel is the same with and without the fault.
    func truth(_ timeline: ReplayTimeline) -> [KeyboardTraceRecord] {
      zip(timeline.records, timeline.audiences).filter {
        if case .truth = $0.1 { true } else { false }
      }.map(\.0)
    }
    #expect(truth(lying) == truth(honest))
    // Something only the strategies are told…
    #expect(lying.audiences.count == lying.records.count)
    #expect(lying.audiences.contains(.strategies))
    // …while the keyboard gets every true record, in order, and nothing else.
    let told = zip(lying.records, lying.audiences).filter { $0.1 != .strategies }.map(\.0)
    #expect(Self.withoutEmptyTurns(told) == honest.records)
    // The measured keyboard is the same on every frame.
    let withFault = Replay.run(timeline: lying, conditions: faulty)
    let without = Replay.run(timeline: honest, conditions: truthful)
    #expect(withFault.recording.keyboardTops == without.recording.keyboardTops)
  }

  /// Drops the turns that hold nothing but their `endTurn`: the turns a lie added.
  static func withoutEmptyTurns(_ records: [KeyboardTraceRecord]) -> [KeyboardTraceRecord] {
    var kept: [KeyboardTraceRecord] = []
    var turnIsEmpty = true
    for record in records {
      if case .endTurn = record {
        if !turnIsEmpty { kept.append(record) }
        turnIsEmpty = true
      } else {
        kept.append(record)
        turnIsEmpty = false
      }
    }
    return kept
  }

  /// iOS 27's guide at the screen's bottom: a baseline that follows the guide drops the bar to
  /// rest under a keyboard that stays up, 336 − 34 = 302 pt; one that follows no per-frame
  /// source does not.
  @Test func theGuideTrustingBaselineFallsUnderTheStuckGuide() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let conditions = try Self.matrixCondition(.guideAtBottom())
    #expect(conditions.label == "0 ms, 120 Hz, iOS 27.0, guide at bottom")
    let result = Replay.run(scenario: scenario, conditions: conditions)
    let tracks = result.recording.tracks
    #expect(tracks[3].strategy == "animated in the handler (UIKeyboardLayoutGuide-style)")
    #expect(ReplayFormat.points(tracks[3].metrics.maxOverlap) == "302.0")
    #expect(tracks[3].metrics.framesOutOfPlace == 123)
    #expect(ReplayFormat.points(tracks[6].metrics.maxOverlap) == "302.0")
    // The same baseline without per-frame samples stays on the keyboard.
    #expect(tracks[5].strategy == "animated in the handler, no frame tracking")
    #expect(ReplayFormat.points(tracks[5].metrics.maxOverlap) == "0.0")
    // Without the fault the guide-trusting baseline never falls under the keyboard.
    var truthful = conditions
    truthful.faults = []
    let honest = Replay.run(scenario: scenario, conditions: truthful)
    #expect(ReplayFormat.points(honest.recording.tracks[3].metrics.maxOverlap) == "0.0")
  }

  /// The lies each fault adds, on the iPhone's 336 pt keyboard shown at 0.25 s and hidden at
  /// 1.5 s (the iOS 26 spring settles at 0.64 s, the default one at 0.75 s).
  @Test func theLiesAreWhereTheFieldReportsPutThem() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    func lies(_ fault: ReplaySourceFault) throws -> [String] {
      let timeline = ReplayTimeline(scenario: scenario, conditions: try Self.matrixCondition(fault))
      return zip(timeline.records, timeline.audiences).filter { $0.1 == .strategies }.map { record, _ in
        switch record {
        case .sample(let time, let frame):
          "\(ReplayFormat.shortest(time)) sample \(ReplayFormat.shortest(frame.minY))/"
            + ReplayFormat.shortest(frame.height)
        case .notification(let note):
          "\(ReplayFormat.shortest(note.timestamp)) \(note.kind.rawValue) "
            + (note.endFrame.map { "\(ReplayFormat.shortest($0.minY))/\(ReplayFormat.shortest($0.height))" }
              ?? "-")
        case .foreground(let time, let frame):
          "\(ReplayFormat.shortest(time)) foreground \(frame.map { ReplayFormat.shortest($0.minY) } ?? "-")"
        default: "\(record)"
        }
      }
    }
    let did26 = try #require(
      ReplayTimeline(scenario: scenario, conditions: try Self.matrixCondition(.guideAtBottom())).records
        .compactMap { record -> Double? in
          if case .notification(let note) = record, note.kind == .didShow { return note.timestamp }
          return nil
        }.first)
    #expect(try lies(.guideAtBottom()) == ["\(ReplayFormat.shortest(did26 + 0.25)) sample 844/336"])
    #expect(
      try lies(.guideAboveKeyboard(offset: 30)) == ["\(ReplayFormat.shortest(did26 + 0.25)) sample 478/366"])
    #expect(try lies(.hostEndAhead()) == ["\(ReplayFormat.shortest(1.5 - 1 / 120)) sample 844/336"])
    #expect(did26 == 0.642)
    // 108.66 pt (453.66 − 345) over the 336 pt keyboard, three frames after didShow, then its real
    // frame.
    #expect(
      try lies(.spuriousInteractive()) == [
        "0.6503333333333333 sample 399.34000000000003/444.65999999999997",
        "0.6586666666666667 sample 399.34000000000003/444.65999999999997",
        "0.667 sample 399.34000000000003/444.65999999999997", "0.6753333333333333 sample 508/336",
      ])
    // An excess of 74 pt (69 + 5, RNKC#1365) in one sample, then the real frame.
    #expect(
      try lies(.spuriousInteractive(excess: 74, samples: 1)) == [
        "0.6503333333333333 sample 434/410", "0.6586666666666667 sample 508/336",
      ])
    #expect(
      try lies(.guideAtBottom(delay: 0.008)) == ["\(ReplayFormat.shortest(did26 + 0.008)) sample 844/336"])
    #expect(try lies(.hostEndAhead(frames: 4)) == ["\(ReplayFormat.shortest(1.5 - 4 / 120)) sample 844/336"])
    #expect(try lies(.phantomFrameChange(delay: 0.5, frame: .zeroHeight)) == ["2.5 willChangeFrame 844/0"])
    #expect(
      try lies(.phantomFrameChange(delay: 0.008, frame: .floating)) == ["2.008 willChangeFrame 484/260"])
    // The first quarter of each animation: 11 frames of the show's 0.392 s and 11 of the hide's.
    #expect(try lies(.endFrameEveryTick(share: 0.25)).count == 22)
    #expect(try lies(.activationMidMotion(showDelay: 0.4, dragFraction: 0.9)) == ["0.65 foreground 508"])
    #expect(try lies(.bouncingFrames(bounces: 3)).count == 12)
    #expect(try lies(.phantomFrameChange()) == ["2.1 willChangeFrame 508/336"])
    // A frame per display frame while the show's and the hide's animations run: 0.25 to 0.642 s
    // and 1.5 to 1.892 s at 120 Hz.
    #expect(try lies(.endFrameEveryTick()).count == 94)
    #expect(try lies(.endFrameEveryTick()).first == "0.25833333333333336 sample 508/336")
    #expect(
      try lies(.bouncingFrames()) == [
        "0.25 willChangeFrame 508/336", "0.25 willChangeFrame 844/336", "1.5 willChangeFrame 844/336",
        "1.5 willChangeFrame 508/336",
      ])
    #expect(try lies(.phantomFrameChange()).first?.hasSuffix(" willChangeFrame 508/336") == true)
    #expect(try lies(.activationMidMotion()) == ["0.26 foreground 508"])
    #expect(
      try lies(.bouncingFrames()).prefix(2) == [
        "0.25 willChangeFrame 508/336", "0.25 willChangeFrame 844/336",
      ])
    // Under a cross-fade the true dids come 0.5 s after their will, later than 383 ms: only their
    // frames are empty.
    #expect(
      try lies(.emptyEndFrames()) == [
        "0.75 didChangeFrame 844/0", "0.75 didShow 844/0", "2 didChangeFrame 1180/0", "2 didHide 1180/0",
      ])
  }

  /// The default matrix runs a fault's condition only where the fault changes something.
  @Test func aFaultRunsOnlyWhereItChangesSomething() throws {
    let interrupted = try #require(ReplayScenario.builtIn(named: "hide-mid-show"))
    let plain = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    #expect(Replay.conditions(for: interrupted).contains { $0.faults.contains { $0.name == "staleDid" } })
    #expect(!Replay.conditions(for: plain).contains { $0.faults.contains { $0.name == "staleDid" } })
    // 15 device conditions and 9 faults at 3 levels each; the guide dropping 1 s after didShow
    // does not come before the hide at 1.5 s.
    #expect(Replay.conditions(for: plain).count == 41)
  }

  /// A drag's release posts its *will* in the call that ends the pan: no layout pass shows the
  /// hide's end value first, so the host-ahead fault adds nothing there, while it still runs ahead
  /// of a hide no finger started.
  @Test func theHostIsNotAheadOfAReleasesWill() throws {
    let dismissal = try #require(ReplayScenario.builtIn(named: "interactive-dismissal"))
    let conditions = try Self.matrixCondition(.hostEndAhead())
    let timeline = ReplayTimeline(scenario: dismissal, conditions: conditions)
    #expect(timeline.pans?.count == 1)
    #expect(!timeline.audiences.contains(.strategies))
    #expect(!Replay.conditions(for: dismissal).contains { $0.faults.contains { $0.name == "hostEndAhead" } })
    let plain = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    #expect(ReplayTimeline(scenario: plain, conditions: conditions).audiences.contains(.strategies))
  }

  /// A scenario leaves out the default matrix's faults it names in `withoutFaults`, and only those.
  @Test func aScenarioLeavesOutTheFaultsItNames() throws {
    let corrected = try #require(ReplayScenario.builtIn(named: "end-frame-corrected"))
    #expect(corrected.withoutFaults == ["guideAboveKeyboard"])
    let names = Replay.conditions(for: corrected).flatMap(\.faults).map(\.name)
    #expect(!names.contains("guideAboveKeyboard"))
    #expect(names.contains("guideAtBottom"))
    var all = corrected
    all.withoutFaults = []
    #expect(Replay.conditions(for: all).count == Replay.conditions(for: corrected).count + 3)
  }
}

/// What the sweep found once the faults took parameters (issue 42), replayed as its draws printed
/// them, and the one combination no source can settle.
@Suite("Source faults: the sweep's finds")
struct SweepFindsTests {
  static let iOS27 = ReplayConditions(keyboardSpring: .iOS26, system: "iOS 27.0")

  static func run(_ name: String, _ conditions: ReplayConditions) throws -> ReplayResult {
    let scenario = try #require(ReplayScenario.builtIn(named: name))
    return Replay.run(scenario: scenario, conditions: conditions)
  }

  /// A reading on activation is in screen coordinates where the notifications come in the
  /// window's: under a cross-fade the keyboard is at rest when it comes, and it was 34 pt off when
  /// kbdock gave it in the window's coordinates.
  @Test(arguments: [0.01, 0.09, 0.4])
  func anActivationInAWindowedAppIsReadOnTheScreen(delay: Double) throws {
    let conditions = ReplayConditions(
      commitLatency: 0.008, frameRate: 60, crossFade: true,
      faults: [.emptyEndFrames(delay: 0.391), .activationMidMotion(showDelay: delay)])
    let result = try Self.run("window-coordinates", conditions)
    #expect(try #require(result.keyboardDock).maxOverlap == 0)
    #expect(result.violations.isEmpty)
  }

  /// A phantom to a floating frame 11 ms after a hide whose commit waited 25 ms, with iOS 27's
  /// stale dids: the hide still animates when it comes (325.6 pt before the arbiter asked for the
  /// same evidence then).
  @Test func aPhantomWhileTheHideAnimatesStaysDown() throws {
    var conditions = Self.iOS27
    conditions.commitLatency = 0.025
    conditions.frameRate = 60
    conditions.faults = [.phantomFrameChange(delay: 0.011, frame: .floating), .staleDid(frames: 2)]
    let result = try Self.run("hide-mid-show", conditions)
    #expect(try #require(result.keyboardDock).maxGap < 0.1)
    #expect(result.violations.isEmpty)
  }

  /// The documented exception: a host ahead of a height change, with a stale did.
  ///
  /// The host's end of a height change read one frame before its *will* while a show still runs
  /// is, at its instant, what a correction of the show's end is
  /// (`end-frame-corrected`), and the interrupted show's *did*, which would tell them apart, comes
  /// after the will on iOS 27. The bar is off until the will's commit: one frame at 17 ms and
  /// 60 Hz, and nothing with no latency to wait for.
  @Test func aHostAheadWithAStaleDidIsOffUntilTheWillsCommit() throws {
    var conditions = Self.iOS27
    conditions.faults = [.hostEndAhead(), .staleDid()]
    conditions.frameRate = 60
    let settled = try #require(try Self.run("quicktype-mid-show", conditions).keyboardDock)
    #expect(settled.maxGap < 0.1)
    conditions.commitLatency = 0.017
    let late = try #require(try Self.run("quicktype-mid-show", conditions).keyboardDock)
    #expect(ReplayFormat.points(late.maxGap) == "20.4")
    #expect(late.framesOutOfPlace == 1)
  }
}
