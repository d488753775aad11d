import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// The render server's model of the bar's layer, and the main thread's schedule under a commit
/// latency and hitches.
@Suite("kbdock: what the render server shows and when the main thread runs")
struct PresentationTests {
  @Test func aChangeShowsFromItsCommitAndAnAnimationRunsFromThere() {
    var bar = BarLayer(offset: 34)
    bar.beginTurn(at: 1.0, commit: 1.0625)
    bar.animateModel(to: 336, curve: KeyboardMotionCurve(duration: 0.25, rawCurve: 3))
    #expect(bar.presented(at: 1.0) == 34)
    #expect(bar.presented(at: 1.06) == 34)
    #expect(bar.presented(at: 1.0625) == 34)
    #expect(bar.presented(at: 1.1875) == 185)
    #expect(bar.presented(at: 2) == 336)
    // A handler in the same turn reads what was committed before it: nothing yet.
    #expect(bar.newestAnimationBegin() == nil)
    #expect(bar.presentedInHandler() == 34)
    bar.beginTurn(at: 1.1, commit: 1.1)
    #expect(bar.newestAnimationBegin() == 1.0625)
    #expect(abs(bar.presentedInHandler() - 79.3) < 0.01)
  }

  @Test func aDisplayLinkPlacementShowsFromTheNextFrameWithinAMicrosecond() {
    var bar = BarLayer(offset: 34)
    bar.beginTurn(at: 1.0, commit: 1.0)
    bar.place(100, fromFrameAt: 1.0 + 1.0 / 60)
    #expect(bar.presented(at: 1.01) == 34)
    #expect(bar.presented(at: 1.0 + 1.0 / 60 - 0.000_000_5) == 100)
    #expect(bar.presented(at: 1.0 + 1.0 / 60 - 0.000_002) == 34)
    // A notification handled before that frame, committing after it, shows after it.
    bar.beginTurn(at: 1.01, commit: 1.05)
    bar.place(200)
    #expect(bar.presented(at: 1.02) == 100)
    #expect(bar.presented(at: 1.05) == 200)
  }

  static func timeline(_ records: [KeyboardTraceRecord]) -> ReplayTimeline {
    ReplayTimeline(
      name: "t", title: "t", startTime: 0, endTime: 3,
      container: ScenarioDevices.iPhoneContainer.keyboardContainer(screen: ScenarioDevices.iPhone.screen),
      dock: ScenarioDock(), records: records)
  }

  static let show = KeyboardTraceRecord.notification(
    KeyboardNotification(
      kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
      endFrame: ScenarioDevices.iPhoneKeyboard, duration: 0.25, curve: 7, timestamp: 1.0))

  @Test func aNotificationsTurnKeepsTheMainThreadBusyUntilItCommits() {
    let sample = KeyboardTraceRecord.sample(time: 1.01, frame: ScenarioDevices.iPhoneKeyboard)
    var schedule = MainThreadSchedule(
      timeline: Self.timeline([Self.show, .endTurn(time: 1.0), sample, .endTurn(time: 1.01)]),
      conditions: ReplayConditions(commitLatency: 0.016))
    let entries = Self.entries(&schedule)
    #expect(entries.map(\.commit) == [1.016, 1.016, 1.016, 1.016])
    #expect(entries.map(\.record.time) == [1.0, 1.0, 1.016, 1.016])
    #expect(
      [0.99, 1.0, 1.008, 1.016, 1.02].map { schedule.isBusy(at: $0) } == [false, true, true, false, false])
  }

  @Test func aHitchDefersWhatTheMainThreadHandles() {
    let sample = KeyboardTraceRecord.sample(time: 1.5, frame: ScenarioDevices.iPhoneKeyboard)
    var schedule = MainThreadSchedule(
      timeline: Self.timeline([Self.show, .endTurn(time: 1.0), sample, .endTurn(time: 1.5)]),
      conditions: ReplayConditions(hitches: [ReplayHitch(start: 1.25, duration: 0.5)]))
    let entries = Self.entries(&schedule)
    #expect(entries.map(\.record.time) == [1.0, 1.0, 1.75, 1.75])
    #expect(entries.map(\.commit) == [1.0, 1.0, 1.75, 1.75])
    #expect(
      [1.0, 1.24, 1.25, 1.5, 1.75].map { schedule.isBusy(at: $0) } == [false, false, true, true, false])
  }

  /// Every entry of `schedule`, in order, releasing each as it goes, as a run does.
  static func entries(_ schedule: inout MainThreadSchedule) -> [MainThreadSchedule.Entry] {
    var entries: [MainThreadSchedule.Entry] = []
    while let entry = schedule.entry(entries.count) {
      entries.append(entry)
      schedule.release(below: entries.count)
    }
    return entries
  }
}
