import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A field switch while the keyboard shows: it neither goes away nor jumps to its end.
///
/// UIKit posts `willHide` then `willShow` in one turn, the show's begin frame equal to its end (the
/// keyboard's model frame); the keyboard keeps going where it was going.
@Suite("Simulated keyboard: a field switch mid-show")
struct FieldSwitchMidShowTests {
  static let keyboard = ScenarioDevices.iPhoneKeyboard
  static let offscreen = keyboard.offsetBy(dx: 0, dy: 336)

  static func note(
    _ kind: KeyboardNotificationKind, _ begin: CGRect, _ end: CGRect, at time: Double
  ) -> KeyboardNotification {
    KeyboardNotification(
      kind: kind, beginFrame: begin, endFrame: end, duration: kind.isWill ? 0.25 : nil, curve: 7,
      timestamp: time)
  }

  /// The show at 0.25 s, the switch at 0.33 s, the show's *did* at 0.75 s.
  static let notifications: [KeyboardNotification] = [
    note(.willChangeFrame, offscreen, keyboard, at: 0.25), note(.willShow, offscreen, keyboard, at: 0.25),
    note(.willChangeFrame, keyboard, offscreen, at: 0.33), note(.willHide, keyboard, offscreen, at: 0.33),
    note(.willChangeFrame, keyboard, keyboard, at: 0.33), note(.willShow, keyboard, keyboard, at: 0.33),
    note(.didChangeFrame, offscreen, keyboard, at: 0.75), note(.didShow, offscreen, keyboard, at: 0.75),
  ]

  static func cover(_ keyboard: SimulatedKeyboard, at time: Double) -> String {
    ReplayFormat.points(ExpectedPlacement(keyboard: keyboard, at: time, configuration: .default).cover)
  }

  @Test func theKeyboardKeepsRisingAsIfNothingHappened() {
    var switched = SimulatedKeyboard(container: SimulatedKeyboardTests.container)
    var plain = SimulatedKeyboard(container: SimulatedKeyboardTests.container)
    for note in Self.notifications {
      switched.receive(.notification(note))
      if note.timestamp != 0.33 { plain.receive(.notification(note)) }
    }
    // Still on its way 10 ms after the switch, not at its end (336).
    #expect(Self.cover(switched, at: 0.34) == "164.3")
    #expect(Self.cover(plain, at: 0.34) == "164.3")
    #expect(abs(switched.frame(at: 0.34)!.minY - plain.frame(at: 0.34)!.minY) < 1e-9)
    #expect(Self.cover(switched, at: 0.5) == "316.5")
    #expect(Self.cover(switched, at: 0.8) == "336.0")
  }

  /// A navigation push still puts a keyboard resting off screen at its end at once.
  @Test func aStationaryWillOverAKeyboardAtRestOffScreenStillJumps() {
    var pushed = SimulatedKeyboard(container: SimulatedKeyboardTests.container)
    pushed.receive(.notification(Self.note(.willShow, Self.keyboard, Self.keyboard, at: 1)))
    #expect(Self.cover(pushed, at: 1) == "336.0")
  }

  /// A field switch mid-show as raw notifications (`switch-mid-show-raw`): a bar that took the
  /// switch's frames for a jump would be 185.1 pt inside the keyboard.
  @Test func kbdockMeasuresNoOverlap() {
    let scenario = ReplayScenario(
      name: "switch-mid-show-raw", title: "t", device: ScenarioDevices.iPhone,
      container: ScenarioDevices.iPhoneContainer,
      timeline: Self.notifications.map { ScenarioEvent($0.timestamp, .notification($0)) })
    let result = Replay.run(scenario: scenario, conditions: ReplayConditions())
    let metrics = result.recording.tracks[0].metrics
    #expect(ReplayFormat.points(metrics.maxOverlap) == "0.0")
    #expect(ReplayFormat.points(metrics.maxGap) == "0.0")
    #expect(metrics.framesOutOfPlace == 0)
  }
}
