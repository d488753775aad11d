import Foundation
import KeyboardDockCore
import Testing

/// Under a cross-fade the keyboard appears at its end at once, yet its *will*'s transition lasts
/// until the *did*: a reading above that end in between is where UIKit laid the keyboard out (iOS
/// 26 leaves a 44-pt accessory out of the notification), and the bar goes there at once.
@Suite("Driver: an end corrected under a cross-fade")
struct CrossFadeEndCorrectionTests {
  static let reported = CGRect(x: 0, y: 552, width: 390, height: 292)

  /// Shown under a cross-fade to the notification's 292 pt at 0.25 s, its notification giving
  /// `duration`.
  static func showing(duration: Double = 0.25) -> KeyboardDockDriver {
    var driver = DriverInputs.placed(
      configuration: KeyboardDockDriver.Configuration(prefersCrossFadeTransitions: true))
    for kind in [KeyboardNotificationKind.willChangeFrame, .willShow] {
      _ = driver.handle(
        .notification(
          DriverInputs.will(kind, from: DeviceA.offscreen, to: reported, at: 0.25, duration: duration),
          animation: .notAnimated))
    }
    _ = driver.handle(.endTurn(at: 0.25))
    return driver
  }

  @Test func aReadingBeforeTheDidCorrectsTheEndAtOnce() throws {
    var driver = Self.showing()
    #expect(driver.targetLayout.bottomOffset == 292)
    let actions = driver.handle(.sample(frame: DeviceA.keyboard, at: 0.3))
    #expect(try #require(actions.bar).value == 336)
    _ = driver.handle(.endTurn(at: 0.3))
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.arbiter.sourceOffset == 0)
  }

  /// After the *did*, the transition is over: a reading above the keyboard at rest is the
  /// source's offset (row 3), and the bar stays.
  @Test func aReadingAfterTheDidCorrectsNothing() {
    var driver = Self.showing()
    for kind in [KeyboardNotificationKind.didChangeFrame, .didShow] {
      _ = driver.handle(
        .notification(
          KeyboardNotification(
            kind: kind, beginFrame: DeviceA.offscreen, endFrame: Self.reported, timestamp: 0.75),
          animation: .notAnimated))
    }
    _ = driver.handle(.endTurn(at: 0.75))
    _ = driver.handle(.sample(frame: DeviceA.keyboard, at: 1))
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.targetLayout.bottomOffset == 292)
    #expect(driver.arbiter.sourceOffset == 44)
  }

  /// The transition lasts the duration its notification gives: with none (Reduce Motion's 0 s), a
  /// reading 50 ms later is at rest, the source's offset.
  @Test func aTransitionOfNoDurationIsOverAtOnce() {
    var driver = Self.showing(duration: 0)
    _ = driver.handle(.sample(frame: DeviceA.keyboard, at: 0.3))
    _ = driver.handle(.endTurn(at: 0.3))
    #expect(driver.targetLayout.bottomOffset == 292)
    #expect(driver.arbiter.sourceOffset == 44)
  }
}
