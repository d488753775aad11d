import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A scenario's deliveries compiled for the run's keyboard physics: begin frames, *did* times,
/// the timeline's end and whether a drag finds the keyboard at rest.
@Suite("Simulation: a scenario compiled for each condition's keyboard")
struct ConditionPhysicsTimelineTests {
  /// A spring that settles in 29 ms.
  static let stiff = ReplaySpring(mass: 1, stiffness: 100_000, damping: 700)
  /// A spring that takes over 2 s.
  static let slow = ReplaySpring(mass: 1, stiffness: 20, damping: 9)

  /// `0.45 willShow 844.0`: each notification's time, kind and begin frame's top.
  static func notifications(_ timeline: ReplayTimeline) -> [String] {
    timeline.records.compactMap { record in
      guard case .notification(let note) = record else { return nil }
      let begin = note.beginFrame.map { ReplayFormat.points($0.minY) } ?? "–"
      return "\(note.timestamp) \(note.kind.rawValue) \(begin)"
    }
  }

  /// A stiff spring's keyboard is at rest when the next action comes, and its *did* follows at once.
  ///
  /// interrupted-transitions: a show at 0.25 s, a hide at 0.35 s, a show at 0.45 s. The default
  /// spring is still moving at each; this one was done 29 ms after each began.
  @Test func beginFramesAndDidTimesFollowTheConditionsSpring() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "interrupted-transitions"))
    let timeline = ReplayTimeline(
      scenario: scenario, conditions: ReplayConditions(keyboardSpring: Self.stiff))
    #expect(Self.stiff.duration == 0.0291986171636805)
    #expect(
      Array(Self.notifications(timeline).prefix(12)) == [
        "0.25 willChangeFrame 844.0", "0.25 willShow 844.0",
        "0.2791986171636805 didChangeFrame 844.0", "0.2791986171636805 didShow 844.0",
        // The default spring's compilation began the hide at 661.0 and this show at 731.6.
        "0.35 willChangeFrame 508.0", "0.35 willHide 508.0",
        "0.3791986171636805 didChangeFrame 508.0", "0.3791986171636805 didHide 508.0",
        "0.45 willChangeFrame 844.0", "0.45 willShow 844.0",
        "0.4791986171636805 didChangeFrame 844.0", "0.4791986171636805 didShow 844.0",
      ])
    // 0.75 s after the last did, at 1.58 s + 29 ms.
    #expect(timeline.endTime == 2.3591986171636803)
    let standard = ReplayTimeline(scenario: scenario, conditions: ReplayConditions())
    #expect(Self.notifications(standard)[9] == "0.45 willShow 731.6")
    #expect(standard.endTime == 2.83)
  }

  @Test func aCrossFadedKeyboardIsAtItsEndWhenTheNextActionComes() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "hide-mid-show"))
    let faded = ReplayTimeline(scenario: scenario, conditions: ReplayConditions(crossFade: true))
    #expect(Self.notifications(faded)[5] == "0.35 willHide 508.0")
    let sliding = ReplayTimeline(scenario: scenario, conditions: ReplayConditions())
    #expect(Self.notifications(sliding)[5] == "0.35 willHide 661.0")
  }

  /// A drag over a keyboard a slow spring still moves is refused under that condition only.
  ///
  /// tab-bar drags at 1.25 s, one second after the show: the default spring rests by then, this
  /// one does not. Played, the drag would pull a keyboard still rising (252.4 pt of overlap for
  /// KeyboardDock).
  @Test func aDragInsideASlowSpringIsRefusedUnderThatCondition() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "tab-bar"))
    let conditions = ReplayConditions(keyboardSpring: Self.slow)
    let timeline = ReplayTimeline(scenario: scenario, conditions: conditions)
    #expect(!timeline.records.contains { if case .sample = $0 { true } else { false } })
    #expect(
      timeline.problems.map(\.description) == [
        "tab-bar at 1.25 s (0 ms, 120 Hz, spring 1/20/9): drag expected a docked keyboard at rest to drag, "
          + "got the keyboard still animating"
      ])
    let result = Replay.run(scenario: scenario, conditions: conditions)
    #expect(ReplayFormat.points(result.recording.tracks[0].metrics.maxOverlap) == "0.0")
    #expect(ReplayTimeline(scenario: scenario, conditions: ReplayConditions()).problems.isEmpty)
  }

  /// The iOS 26 spring's *did* comes 0.11 s sooner, and the run ends 0.75 s after it.
  @Test func eachConditionOfTheMatrixRunsItsOwnTimeline() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let result = Replay.run(scenario: scenario, under: deviceConditions(for: scenario))
    #expect(
      result.runs.map(\.frameCount) == [
        166, 331, 166, 331, 166, 331, 166, 331, 331, 318, 318, 166, 331, 318, 318,
      ])
  }
}
