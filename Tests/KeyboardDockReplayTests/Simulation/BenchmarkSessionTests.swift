import KeyboardDockReplay
import Testing

/// The synthetic session the benchmarks measure is a valid run.
///
/// Every drag happens, and KeyboardDock keeps the bar on the keyboard throughout.
@Suite("Benchmark session")
struct BenchmarkSessionTests {
  @Test func oneMinuteSessionIsValid() throws {
    // Given six 10-second cycles: show, QuickType, typing, a drag back, a drag away, show, hide
    let result = Replay.run(scenario: ReplayBenchmark.session(minutes: 1))

    // Then 60 s at 120 fps were simulated with no problem, the bar within the motion plan's
    // keyframe tolerance (0.05 pt) of the keyboard
    #expect(result.frameCount == 7_201)
    #expect(result.violations.isEmpty)
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.05)
    #expect(keyboardDock.maxOverlap <= 0.05)
  }
}

/// The recording carries the simulator's own resting line.
///
/// So the report follows the safe area through a rotation instead of keeping the portrait one.
@Suite("Recorded resting line")
struct RestingLineTests {
  @Test func followsTheRotation() throws {
    // Given the rotation scenario: portrait 844 pt with a 34 pt home indicator, then landscape
    // 390 pt with 21 pt
    let scenario = try #require(ReplayScenario.builtIn(named: "rotation"))

    // When it is simulated
    let recording = Replay.run(scenario: scenario).recording

    // Then the bar rests at 844 − 34 = 810 at first and at 390 − 21 = 369 at the end
    #expect(recording.restingBottoms.count == recording.times.count)
    #expect(recording.restingBottoms.first == 810)
    #expect(recording.restingBottoms.last == 369)
  }
}
