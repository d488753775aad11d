import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A `keyboard` event states where the keyboard is and tells the strategies nothing: the truth
/// channel alone.
@Suite("Scenario: a stated keyboard frame")
struct StatedFrameTests {
  /// Shown at 336 pt, then the keyboard is 44 pt taller at 1 s with no source saying so.
  static let text = #"""
    {"format":"kbdock-scenario","version":1,"name":"stated-frame",
    "device":{"model":"iPhone 15","screen":[0,0,390,844],"scale":3},"container":{"frame":[0,0,390,844],
    "safeArea":{"top":47,"bottom":34}},
    "timeline":[{"t":0.25,"type":"show","frame":[0,508,390,336]},
    {"t":1,"type":"keyboard","frame":[0,464,390,380]}],
    "duration":1.5}
    """#

  @Test func theKeyboardIsThereAndNoStrategyIsTold() throws {
    let scenario = try ReplayScenario.decode(Data(Self.text.utf8))
    #expect(scenario.timeline.last?.action == .keyboard(frame: CGRect(x: 0, y: 464, width: 390, height: 380)))
    #expect(try ReplayScenario.decode(Data(scenario.jsonText().utf8)).timeline == scenario.timeline)
    let timeline = ReplayTimeline(scenario: scenario, framesPerSecond: 60)
    let stated = zip(timeline.records, timeline.audiences).filter { $0.0.time == 1 }
    // The truth record and its turn's end, both the keyboard's alone.
    #expect(stated.map(\.1) == [.truth(.placed), .keyboard])
    let run = Replay.run(timeline: timeline, conditions: ReplayConditions(frameRate: 60))
    let frame = try #require(run.recording.times.firstIndex { $0 >= 1 - 1e-9 })
    #expect(run.recording.keyboardTops[frame - 1] == 508)
    #expect(run.recording.keyboardTops[frame] == 464)
    // KeyboardDock, told nothing, stays on the 336-pt keyboard: 44 pt under the stated one.
    #expect(run.recording.tracks[0].barBottoms[frame] == 508)
    #expect(run.recording.tracks[0].metrics.maxOverlap == 44)
  }
}
