import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite struct ScratchTests {
  @Test func dump() {
    let timeline = ReplayTimeline(scenario: .interruptedTransitions, framesPerSecond: 60)
    for r in timeline.records where r.time < 0.6 { print("R", r) }
  }
}
