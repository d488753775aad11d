import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite("Simulation: what UIKit delivers")
struct TimelineCompilerTests {
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)

  static func scenario(_ timeline: [ScenarioEvent]) -> ReplayScenario {
    ReplayScenario(
      name: "t", title: "t", device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
      timeline: timeline)
  }

  /// A compact description of each record: `0.25 willChangeFrame`, `0.25 endTurn`, `1.3 sample 600`.
  static func describe(_ records: [KeyboardTraceRecord]) -> [String] {
    records.map { record in
      let time = ReplayFormat.seconds(record.time)
      switch record {
      case .notification(let note): return "\(time) \(note.kind.rawValue)"
      case .sample(_, let frame): return "\(time) sample \(ReplayFormat.points(frame.minY))"
      case .endTurn: return "\(time) endTurn"
      case .container: return "\(time) container"
      case .foreground: return "\(time) foreground"
      case .text: return "\(time) text"
      case .shown: return "\(time) shown"
      case .pan, .responder: return "\(time) \(record.typeName)"
      }
    }
  }

  @Test func showAndHideFollowUIKitsOrderWithDidAfterTheSpring() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
      ]))
    #expect(
      Self.describe(timeline.records) == [
        "0.25 willChangeFrame", "0.25 willShow", "0.25 endTurn", "0.75 didChangeFrame", "0.75 didShow",
        "0.75 endTurn",
        "1.5 willChangeFrame", "1.5 willHide", "1.5 endTurn", "2.0 didChangeFrame", "2.0 didHide",
        "2.0 endTurn",
      ])
    guard case .notification(let show) = timeline.records[1] else { return }
    #expect(show.beginFrame == Self.offscreen)
    #expect(show.endFrame == Self.keyboard)
    #expect(show.duration == 0.25)
    #expect(show.curve == 7)
    #expect(timeline.endTime == 2.75)
  }

  @Test func aStandardCurveDeliversDidAfterItsDuration() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard, curve: 0)))
      ]))
    #expect(Self.describe(timeline.records)[3] == "0.5 didChangeFrame")
  }

  @Test func anInterruptingShowGetsThePendingDidFirst() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(0.5, .hide(duration: 0.25, curve: 7)),
      ]))
    #expect(
      Array(Self.describe(timeline.records).prefix(6)) == [
        "0.25 willChangeFrame", "0.25 willShow", "0.25 endTurn", "0.5 didChangeFrame", "0.5 didShow",
        "0.5 endTurn",
      ])
    // The hide starts where the interrupted show is now.
    guard case .notification(let hide) = timeline.records[7] else { return }
    let fraction = KeyboardMotionCurve(duration: 0.25, rawCurve: 7).fraction(after: 0.25)
    #expect(abs(hide.beginFrame!.minY - (844 - 336 * fraction)) < 1e-9)
  }

  @Test func fieldSwitchSendsHideThenShowInOneTurn() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .switchField(frame: nil)),
      ]))
    #expect(
      Array(Self.describe(timeline.records).dropFirst(6).prefix(5)) == [
        "1.25 willChangeFrame", "1.25 willHide", "1.25 willChangeFrame", "1.25 willShow", "1.25 endTurn",
      ])
  }

  /// Scenario 10: the keyboard's top is max(touch, 508), sampled at frame times.
  ///
  /// There are no samples while the touch is above the keyboard; a release at the screen's bottom dismisses
  /// (scenario 11). Each frame's turn states the truth (the finger holds the keyboard there) for the
  /// simulated keyboard alone, then the sample the source reports.
  @Test func dragDeliversOneSamplePerFrameThenTheHide() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 400, toY: 844, duration: 0.1))),
      ]),
      framesPerSecond: 100)
    let described = Self.describe(timeline.records).dropFirst(6)
    let tops = ["533.3", "577.7", "622.0", "666.3", "710.7", "755.3", "799.7", "844.0"]
    let frames = tops.enumerated().flatMap { index, top in
      let time = ["1.28", "1.29", "1.3", "1.31", "1.32", "1.33", "1.34", "1.35"][index]
      return ["\(time) sample \(top)", "\(time) sample \(top)", "\(time) endTurn"]
    }
    #expect(
      Array(described)
        == frames + [
          "1.35 willChangeFrame", "1.35 willHide", "1.35 endTurn", "1.85 didChangeFrame", "1.85 didHide",
          "1.85 endTurn",
        ])
    let audiences = Array(timeline.audiences.dropFirst(6).prefix(24))
    #expect(audiences == Array(repeating: [.truth(.held), .everyone, .everyone], count: 8).flatMap { $0 })
    #expect(timeline.statesTruth)
  }

  @Test func slowReleaseAboveTheBottomSpringsBackWithOneSample() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 400, toY: 700, duration: 0.1, releaseVelocity: 50))),
      ]),
      framesPerSecond: 100)
    let records = timeline.records
    #expect(!records.contains { if case .notification(let note) = $0 { note.timestamp > 1 } else { false } })
    guard case .sample(let time, let frame) = records[records.count - 2] else {
      Issue.record("expected the last sample")
      return
    }
    // UIKit animates the keyboard back; the source sees the resting frame once, at release.
    #expect(frame == Self.keyboard)
    #expect(time == 1.35)
    let later = records.filter { if case .sample(let t, _) = $0 { t > 1.35 } else { false } }
    #expect(later.isEmpty)
  }

  @Test func samplesAreRoundedToThePixelGrid() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 500, toY: 601, duration: 0.1))),
      ]),
      framesPerSecond: 120)
    for record in timeline.records {
      guard case .sample(_, let frame) = record else { continue }
      #expect(abs(frame.minY * 3 - (frame.minY * 3).rounded()) < 1e-9)
    }
  }

  @Test func aTouchThatBeginsOnTheKeyboardMovesNothing() {
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 600, toY: 844, duration: 0.1))),
      ]),
      framesPerSecond: 100)
    #expect(!timeline.records.contains { if case .sample = $0 { true } else { false } })
    #expect(
      !timeline.records.contains {
        if case .notification(let note) = $0 { note.timestamp > 1 } else { false }
      })
  }

  @Test func theKeyboardFollowsOnlyAfterTheTouchMoved3Points() {
    // The finger begins 1 pt above the keyboard and moves 1 pt per frame.
    let timeline = ReplayTimeline(
      scenario: Self.scenario([
        ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
        ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 507, toY: 517, duration: 0.1, releaseVelocity: 0))),
      ]),
      framesPerSecond: 100)
    let samples = Self.describe(timeline.records).filter { $0.contains("sample") }
    // 508 and 509 are the resting top: the first sample is at 510, 3 pt from where the finger began.
    #expect(samples.first == "1.28 sample 510.0")
  }
}
