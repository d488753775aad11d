import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A hitch's end computed as start + duration lands a hair after a frame (1.6 + 0.1 is
/// 1.7000000000000002): what it held back reaches the strategies and the keyboard on that frame
/// alike, and the main thread is free on it.
@Suite("kbdock: what a hitch holds back arrives on the frame it ends")
struct HitchEndDeliveryTests {
  @Test func aHitchEndingAHairAfterAFrameIsOverOnThatFrame() {
    #expect(1.6 + 0.1 == 1.7000000000000002)
    let sample = KeyboardTraceRecord.sample(time: 1.65, frame: ScenarioDevices.iPhoneKeyboard)
    var schedule = MainThreadSchedule(
      timeline: PresentationTests.timeline([sample, .endTurn(time: 1.65)]),
      conditions: ReplayConditions(hitches: [ReplayHitch(start: 1.6, duration: 0.1)]))
    let entries = PresentationTests.entries(&schedule)
    #expect(entries.map(\.record.time) == [1.7000000000000002, 1.7000000000000002])
    #expect([1.65, 204.0 / 120].map { schedule.isBusy(at: $0) } == [true, false])
  }

  /// tab-bar's drag held back by a 100 ms hitch: the strategies got the sample one frame after
  /// the keyboard, and every bar that follows samples was 67.7 pt above it for that frame.
  ///
  /// The engine's baselines (display link, keyframes) run the driver with no pan report: the
  /// drag's first step (0.3 pt) waits for the next reading, one frame, as the core's rule says.
  @Test func barsFollowingSamplesAreNotAFrameLate() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "tab-bar"))
    let result = Replay.run(
      scenario: scenario, conditions: ReplayConditions(hitches: [ReplayHitch(start: 1.6, duration: 0.1)]))
    let gaps = result.recording.tracks.map { ReplayFormat.points($0.metrics.maxGap) }
    #expect(gaps == ["0.0", "0.3", "0.3", "253.0", "253.0", "253.0", "253.0"])
    #expect(result.recording.tracks[0].metrics.framesOutOfPlace == 0)
  }
}
