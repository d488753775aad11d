import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// What the default matrix shows for the iPhone show-and-hide scenario, condition by condition,
/// to 0.001 pt: KeyboardDock stays on the keyboard with no display link; the display-link
/// baseline drifts by the keyboard's speed times the commit latency and freezes in a hitch; the
/// blended keyframes miss iOS 26's spring when none can be read; the handler baseline leads by up
/// to the safe area whatever the timing.
@Suite("kbdock: device timing under the default matrix")
struct DeviceTimingTests {
  /// A figure as the JSON output rounds it.
  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  static let showHide: ReplayScenarioResult = {
    let scenario = ReplayScenario.iPhoneShowHide
    return Replay.run(scenario: scenario, under: deviceConditions(for: scenario))
  }()

  struct Row: Sendable, CustomTestStringConvertible {
    var label: String
    /// KeyboardDock's largest gap and overlap.
    var keyboardDock: [Double]
    /// The display-link baseline's largest gap and overlap.
    var displayLink: [Double]
    /// The blended-keyframes baseline's largest gap and overlap.
    var blended: [Double]
    /// The handler baseline's largest gap and overlap.
    var handler: [Double]
    var testDescription: String { label }
  }

  @Test(arguments: [
    Row(
      label: "0 ms, 60 Hz", keyboardDock: [0.027, 0.046], displayLink: [0.0, 0.0],
      blended: [0.046, 0.046], handler: [29.896, 0.0]),
    Row(
      label: "0 ms, 120 Hz", keyboardDock: [0.041, 0.046], displayLink: [0.0, 0.0],
      blended: [0.046, 0.046], handler: [30.36, 0.0]),
    Row(
      label: "4 ms, 60 Hz", keyboardDock: [0.047, 0.041], displayLink: [8.95, 8.95],
      blended: [0.047, 0.038], handler: [30.553, 0.0]),
    Row(
      label: "4 ms, 120 Hz", keyboardDock: [0.05, 0.041], displayLink: [9.022, 9.022],
      blended: [0.047, 0.047], handler: [30.553, 0.0]),
    Row(
      label: "16 ms, 60 Hz", keyboardDock: [0.033, 0.046], displayLink: [35.91, 35.91],
      blended: [0.038, 0.041], handler: [29.935, 0.0]),
    Row(
      label: "16 ms, 120 Hz", keyboardDock: [0.037, 0.046], displayLink: [35.91, 35.91],
      blended: [0.038, 0.041], handler: [30.394, 0.0]),
    Row(
      label: "33 ms, 60 Hz", keyboardDock: [0.03, 0.046], displayLink: [72.849, 72.849],
      blended: [0.043, 0.043], handler: [29.915, 0.0]),
    Row(
      label: "33 ms, 120 Hz", keyboardDock: [0.039, 0.046], displayLink: [73.313, 73.313],
      blended: [0.043, 0.043], handler: [30.377, 0.0]),
    Row(
      label: "0 ms, 120 Hz, hitch 0.28 s + 50 ms", keyboardDock: [0.041, 0.046], displayLink: [0.0, 109.063],
      blended: [0.046, 0.046], handler: [30.36, 0.0]),
    Row(
      label: "0 ms, 120 Hz, iOS 26 spring", keyboardDock: [0.035, 0.047], displayLink: [46.051, 46.051],
      blended: [0.029, 0.045], handler: [30.142, 0.0]),
    Row(
      label: "16 ms, 120 Hz, iOS 26 spring", keyboardDock: [0.03, 0.047], displayLink: [21.805, 21.805],
      blended: [0.044, 0.046], handler: [30.19, 0.0]),
    Row(
      label: "16 ms, 60 Hz, from presented", keyboardDock: [0.033, 0.046], displayLink: [35.91, 35.91],
      blended: [0.038, 0.041], handler: [29.935, 0.0]),
    Row(
      label: "0 ms, 120 Hz, cross-fade", keyboardDock: [0.0, 0.0], displayLink: [0.0, 0.0],
      blended: [0.0, 0.0], handler: [0.0, 0.0]),
    Row(
      label: "0 ms, 120 Hz, iOS 26.1, no probe", keyboardDock: [0.035, 0.047], displayLink: [46.051, 46.051],
      blended: [46.078, 46.078], handler: [30.142, 0.0]),
  ])
  func eachBaselineFailsUnderItsCondition(row: Row) throws {
    let run = try #require(Self.showHide.runs.first { $0.recording.conditions?.label == row.label })
    let tracks = run.recording.tracks
    #expect(
      tracks.map(\.strategy)[0...3] == [
        "KeyboardDock", "display link, model anchored at notification",
        "keyframes blended from the presented offset",
        "animated in the handler (UIKeyboardLayoutGuide-style)",
      ])
    func figures(_ index: Int) -> [Double] {
      [Self.rounded(tracks[index].metrics.maxGap), Self.rounded(tracks[index].metrics.maxOverlap)]
    }
    #expect(figures(0) == row.keyboardDock)
    #expect(figures(1) == row.displayLink)
    #expect(figures(2) == row.blended)
    #expect(figures(3) == row.handler)
    #expect(run.violations.isEmpty)
  }

  @Test func onlyTheDisplayLinkRunsOnTheMainThread() {
    let callbacks = Self.showHide.worstCases.map(\.mainThreadFrameCallbacks)
    #expect(callbacks == [0, 1258, 0, 0, 0, 0, 0])
  }

  @Test func theWorstFiguresNameTheirCondition() throws {
    let worst = Self.showHide.worstCases
    #expect(worst[1].maxGapConditions.label == "33 ms, 120 Hz")
    #expect(worst[1].maxOverlapConditions.label == "0 ms, 120 Hz, hitch 0.28 s + 50 ms")
    #expect(worst[2].maxGapConditions.label == "0 ms, 120 Hz, iOS 26.1, no probe")
    #expect(Self.rounded(worst[2].maxGap) == 46.078)
    #expect(worst[3].maxGapConditions.label == "4 ms, 60 Hz")
    #expect(Self.rounded(worst[3].maxGap) == 30.553)
  }

  /// A drag and its snap-back are samples, placed in the layout pass that carries them and
  /// committed at once: the commit latency changes no frame of them.
  @Test(arguments: [60.0, 120.0])
  func conditionsChangeNothingForLayoutPassSamples(frameRate: Double) throws {
    let scenario = ReplayScenario.interactiveSnapBack
    let runs = ReplayConditions.matrixLatencies.map {
      Replay.run(scenario: scenario, conditions: ReplayConditions(commitLatency: $0, frameRate: frameRate))
    }
    // From the drag's start (1.25 s) until the hide (2.75 s), when the show has long settled.
    let reference = runs[0].recording
    let window = reference.times.indices.filter { reference.times[$0] >= 1.25 && reference.times[$0] < 2.75 }
    #expect(window.count == Int(1.5 * frameRate))
    for run in runs.dropFirst() {
      let recording = run.recording
      #expect(window.map { recording.keyboardTops[$0] } == window.map { reference.keyboardTops[$0] })
      for (track, expected) in zip(recording.tracks, reference.tracks) {
        #expect(
          window.map { track.barBottoms[$0] } == window.map { expected.barBottoms[$0] },
          "\(track.strategy) under \(recording.conditions?.label ?? "")")
      }
    }
    // And the keyboard did move over that window.
    #expect(Set(window.map { reference.keyboardTops[$0] }).count > 20)
  }

  /// A hitch defers what the main thread handles to its end: a drag's samples wait, so the
  /// keyboard and the bar pause together, while a committed animation keeps running.
  @Test func aHitchDefersSamplesToItsEnd() throws {
    let scenario = ReplayScenario.interactiveDismissal
    let hitch = ReplayHitch(start: 1.4, duration: 0.1)
    let run = Replay.run(scenario: scenario, conditions: ReplayConditions(frameRate: 60, hitches: [hitch]))
    let recording = run.recording
    let during = recording.times.indices.filter { recording.times[$0] >= 1.4 && recording.times[$0] < 1.5 }
    #expect(during.count == 6)
    // The keyboard holds still during the hitch, and KeyboardDock's bar with it.
    #expect(Set(during.map { recording.keyboardTops[$0] }).count == 1)
    #expect(during.map { recording.tracks[0].barBottoms[$0] } == during.map { recording.keyboardTops[$0] })
    #expect(run.violations.isEmpty)
  }
}
