import KeyboardDockReplay
import Testing

/// The benchmarks measure the synthetic session, so it must be a valid run: every drag happens,
/// and KeyboardDock keeps the bar on the keyboard throughout.
@Suite("Benchmark session")
struct BenchmarkSessionTests {
  @Test func oneMinuteSessionIsValid() throws {
    // Given six 10-second cycles: show, QuickType, typing, a drag back, a drag away, show, hide
    let result = Replay.run(scenario: ReplayBenchmark.session(minutes: 1))

    // Then 60 s at 120 fps were simulated with no problem and no gap
    #expect(result.frameCount == 7_201)
    #expect(result.violations.isEmpty)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap < 1e-9)
    #expect(keyboardDock.maxOverlap < 1e-9)
  }
}
