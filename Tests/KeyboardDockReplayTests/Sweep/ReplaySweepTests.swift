import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The seeded sweep draws what no matrix can be fitted to, and the truth it judges against never
/// depends on a fault.
@Suite("kbdock sweep")
struct ReplaySweepTests {
  @Test func theSameSeedDrawsTheSameSweep() {
    let first = ReplaySweep.draws(seed: 9, count: 40)
    #expect(first == ReplaySweep.draws(seed: 9, count: 40))
    #expect(first != ReplaySweep.draws(seed: 10, count: 40))
    #expect(first.count == 40)
  }

  /// At least 30 % of draws pair two faults, every fault is drawn, no draw holds a fault its
  /// scenario leaves out, and the guide's offset spans its documented range.
  @Test func drawsCoverTheFaultsAndTheirRanges() {
    let draws = ReplaySweep.draws(seed: 2026, count: 400)
    let pairs = draws.filter { $0.faults.count == 2 }.count
    #expect(Double(pairs) / 400 >= 0.3)
    #expect(draws.allSatisfy { (1...2).contains($0.faults.count) })
    for fault in ReplaySourceFault.allFaults {
      #expect(draws.contains { $0.faults.contains { $0.name == fault.name } }, "\(fault.name)")
    }
    #expect(
      draws.allSatisfy { draw in draw.faults.allSatisfy { !draw.scenario.withoutFaults.contains($0.name) } })
    // Every parameter of every fault over its range: each value in it, the drawn ones reaching
    // its lowest and highest tenth, a phantom's three frame kinds; the guide's jump in a
    // dismissal, which no source can tell from the keyboard's motion, is not drawn.
    for name in ReplaySourceFault.names {
      let drawn = draws.flatMap(\.faults).filter { $0.name == name }
      #expect(drawn.count > 20, "\(name)")
      #expect(drawn.allSatisfy { $0.parameterOutOfRange == nil }, "\(name)")
      for parameter in ReplaySourceFault.parameters(of: name) where !parameter.isOptional {
        let values = drawn.compactMap { $0.value(of: parameter.key) }
        let span = parameter.range.upperBound - parameter.range.lowerBound
        #expect(
          (values.min() ?? .infinity) <= parameter.range.lowerBound + span / 10, "\(name).\(parameter.key)")
        #expect(
          (values.max() ?? -.infinity) >= parameter.range.upperBound - span / 10, "\(name).\(parameter.key)")
      }
    }
    let frames = Set(
      draws.flatMap(\.faults).compactMap { fault -> ReplaySourceFault.PhantomFrame? in
        if case .phantomFrameChange(_, let frame) = fault { return frame }
        return nil
      })
    #expect(frames == Set(ReplaySourceFault.PhantomFrame.allCases))
    let latencies = draws.compactMap { $0.scenario.conditions?.commitLatency }
    #expect(latencies.count == 400)
    #expect(latencies.allSatisfy { ReplaySweep.latencies.contains($0) })
    #expect(Set(draws.compactMap { $0.scenario.conditions?.frameRate }) == [60, 120])
  }

  /// No impossible device: a system of iOS 26 or later runs with its own spring, an earlier one
  /// with the classic spring.
  @Test func aModernSystemRunsWithItsOwnSpring() {
    for draw in ReplaySweep.draws(seed: 5, count: 200) {
      let conditions = draw.scenario.conditions
      let modern =
        conditions?.system.flatMap(SystemVersion.init(parsing:)).map { $0 >= SystemVersion(26) } ?? false
      #expect(conditions?.keyboardSpring == (modern ? .iOS26 : .keyboard))
      if draw.faults.contains(where: { $0.name == "guideAtBottom" }) {
        #expect(conditions?.system == "iOS 27.0")
      }
    }
  }

  /// A failing draw prints as a scenario file that reads back to the same draw.
  @Test func aDrawIsAScenarioFile() throws {
    for draw in ReplaySweep.draws(seed: 3, count: 12) {
      let text = draw.scenario.jsonText()
      let read = try ReplayScenario.decode(Data(text.utf8))
      #expect(read.faults == draw.faults)
      #expect(read.conditions == draw.scenario.conditions)
    }
  }

  /// A small sweep passes, and its text counts each fault's draws.
  @Test func aSmallSweepKeepsTheBarOnTheKeyboard() {
    let outcome = ReplaySweep.run(seed: 11, count: 20)
    #expect(outcome.passed, "\(outcome.text)")
    #expect(outcome.text.contains("Sweep: seed 11, 20 draws"))
    for fault in ReplaySourceFault.allFaults { #expect(outcome.text.contains("  \(fault.name): ")) }
    #expect(outcome.text.contains("\nUnknowable, as documented: "))
  }

  /// The truth is independent of every fault: the simulated keyboard's top on every frame is the
  /// same with and without each fault, alone and paired.
  @Test(arguments: [
    "iphone-show-hide", "end-frame-corrected", "interactive-dismissal", "quicktype-mid-show",
    "drag-written-as-samples",
  ])
  func noFaultChangesTheTrueTrajectory(name: String) throws {
    let scenario = try #require(ReplayScenario.builtIn(named: name))
    let truth = Replay.run(scenario: scenario, conditions: .ideal).recording.keyboardTops
    #expect(!truth.isEmpty)
    var sets = ReplaySourceFault.allFaults.map { [$0] }
    sets.append([.guideAboveKeyboard(offset: 150, dismissalOffset: 10), .spuriousInteractive(excess: 190)])
    sets.append([.phantomFrameChange(frame: .floating), .hostEndAhead(frames: 4)])
    for faults in sets {
      let run = Replay.run(scenario: scenario, conditions: ReplayConditions(faults: faults))
      #expect(run.recording.keyboardTops == truth, "\(faults.map(\.name))")
    }
  }
}

/// Every record the simulated keyboard is given is the same under every fault.
///
/// Every built-in scenario's truth channel and notifications, alone and paired with another
/// fault: a fault only changes what the strategies are told. Compiled only, not run, so it stays
/// cheap.
@Suite("kbdock: the truth channel under faults")
struct ReplayTruthChannelTests {
  @Test func noFaultChangesWhatTheKeyboardIsTold() {
    var sets = ReplaySourceFault.allFaults.map { [$0] }
    sets.append([.guideAboveKeyboard(offset: 150), .spuriousInteractive(excess: 190)])
    sets.append([.activationMidMotion(showDelay: 0.4, dragFraction: 0.9), .hostEndAhead(frames: 4)])
    var compared = 0
    for scenario in ReplayScenario.builtIns {
      let honest = ReplayTimeline(scenario: scenario, conditions: .ideal)
      #expect(honest.statesTruth)
      let told = Self.toldTheKeyboard(honest)
      for faults in sets {
        let lying = ReplayTimeline(scenario: scenario, conditions: ReplayConditions(faults: faults))
        #expect(Self.toldTheKeyboard(lying) == told, "\(scenario.name), \(faults.map(\.name))")
        compared += 1
      }
    }
    #expect(compared == ReplayScenario.builtIns.count * 12)
  }

  /// The records the simulated keyboard gets, with their truth statements, without the turns
  /// that hold nothing for it.
  static func toldTheKeyboard(_ timeline: ReplayTimeline) -> [String] {
    var lines: [String] = []
    var turn: [String] = []
    for (index, record) in timeline.records.enumerated() {
      let audience = index < timeline.audiences.count ? timeline.audiences[index] : .everyone
      if case .endTurn = record {
        if !turn.isEmpty { lines += turn + ["endTurn \(record.time)"] }
        turn = []
        continue
      }
      guard audience.reachesKeyboard else { continue }
      // The simulated keyboard of a compiled scenario ignores samples: only truth moves it.
      if case .sample = record, audience == .everyone || audience == .keyboard { continue }
      let truth = if case .truth(let truth) = audience { "\(truth) " } else { "" }
      turn.append("\(truth)\(record.time) \(record)")
    }
    return lines
  }
}

/// kbdock states the raw facts a scenario implies: the drag's touch, frame by frame, and the
/// text-input responder its shows and hides give.
@Suite("kbdock: raw facts from the scenario")
struct ReplayRawFactsTests {
  @Test func aDragStatesItsTouchAndTheResponder() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "interactive-dismissal"))
    let timeline = ReplayTimeline(scenario: scenario, framesPerSecond: 60)
    let touches = timeline.touches
    // From 300 to 700 pt over 0.5 s, one touch per 60 Hz frame from the drag's start at 1.25 s.
    #expect(touches.count == 30)
    #expect(touches.allSatisfy { (1.25...1.75).contains($0.time) && $0.point.x == 195 })
    #expect(abs((touches.first?.point.y ?? 0) - (300 + 400 / 30)) < 0.34)
    #expect(touches.last?.point.y == 700)
    #expect(zip(touches, touches.dropFirst()).allSatisfy { $0.point.y <= $1.point.y })
    let responders = try #require(timeline.responders)
    #expect(responders.first?.exists == true)
    // The release dismisses: the responder goes with the keyboard.
    #expect(responders.exists(at: 1.8) == false)
    #expect(responders.exists(at: 1.0) == true)
  }

  /// A drag written as samples states its finger too: a pan from its first sample below the
  /// keyboard's resting top to the release's hide, and a touch at the keyboard's top on each
  /// sample, the one in the hide's turn included.
  @Test func aDragWrittenAsSamplesStatesItsPanAndTouch() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "drag-written-as-samples"))
    let timeline = ReplayTimeline(scenario: scenario, framesPerSecond: 60)
    let pans = try #require(timeline.pans)
    #expect(pans == [(1.25 + 1.0 / 60)...(1.25 + 20.0 / 60)])
    #expect(timeline.touches.count == 20)
    let tops: [CGFloat] = (1...20).map { step -> CGFloat in 407 + 13 * CGFloat(step) }
    #expect(timeline.touches.map(\.point.y) == tops)
    #expect(timeline.touches.allSatisfy { $0.point.x == 187.5 })
    let truths = timeline.audiences.filter { $0 != .everyone }
    #expect(truths == Array(repeating: .truth(.held), count: 20))
    // Stating no pan, as kbdock did before, leaves the bar up while the finger takes the keyboard
    // down; stating it, the bar follows to the screen's edge.
    let run = Replay.run(timeline: timeline, conditions: ReplayConditions(frameRate: 60))
    #expect(run.violations.isEmpty)
    #expect(run.recording.tracks[0].metrics.maxGap < 1e-9)
    #expect(run.recording.tracks[0].metrics.maxOverlap < 1e-9)
    var unstated = timeline
    unstated.pans = []
    unstated.touches = []
    let stale = Replay.run(timeline: unstated, conditions: ReplayConditions(frameRate: 60))
    #expect(stale.recording.tracks[0].metrics.maxGap == 260)
  }
}
