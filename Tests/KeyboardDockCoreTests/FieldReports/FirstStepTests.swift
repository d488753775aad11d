import Foundation
import Testing

@testable import KeyboardDockCore

/// With no pan report, a reading below a keyboard at rest waits for the next one: only a reading
/// that continues its motion moves the bar (device A: 390 × 844, keyboard 508…844, the bar's
/// bottom 844 − the keyboard's top, its resting line 810).
@Suite("Sources that lie: a first step below a keyboard at rest, with the pan unknown")
struct FirstStepTests {
  typealias In = DriverInputs

  static func reading(_ top: CGFloat) -> CGRect { CGRect(x: 0, y: top, width: 390, height: 844 - top) }

  /// A peer-style lone sample with a pan report that a finger holds the keyboard moves the bar at
  /// once: the pan decides, and nothing waits.
  @Test func aLoneSampleWithAPanReportIsFollowedAtOnce() {
    var driver = In.shown()
    let pan = KeyboardPan(phase: .began, touch: CGPoint(x: 195, y: 600), dismissMode: .interactive)
    _ = driver.handle(.pan(pan, at: 2))
    let actions = driver.handle(.sample(frame: Self.reading(600), at: 2))
    #expect(actions.bar == DockValueMotion(value: 244, placesAtOnce: true, keyframes: .remove))
    #expect(driver.machine.state.phase == .interactive)
    #expect(driver.arbiter.waitingStep == nil)
  }

  /// The first step waits, the same top again still waits, and the next reading further down is
  /// followed: the bar lags the first step by one reading.
  @Test func theFirstStepWaitsAndTheNextDownIsFollowed() {
    var driver = In.shown()
    let first = driver.handle(.sample(frame: Self.reading(520), at: 2))
    #expect(first.update == .deferred)
    #expect(first.bar == nil)
    #expect(driver.handle(.endTurn(at: 2)).update == .ignored(.sampleWithoutFinger))
    #expect(driver.arbiter.waitingStep == 520)
    #expect(driver.targetLayout.bottomOffset == 336)
    let same = driver.handle(.sample(frame: Self.reading(520), at: 2.016))
    #expect(same.update == .deferred)
    _ = driver.handle(.endTurn(at: 2.016))
    #expect(!driver.arbiter.stepContinues)
    #expect(driver.targetLayout.bottomOffset == 336)
    let next = driver.handle(.sample(frame: Self.reading(533), at: 2.033))
    #expect(next.bar == DockValueMotion(value: 311, placesAtOnce: true, keyframes: .remove))
    #expect(driver.machine.state.phase == .interactive)
  }

  /// A reading back at the keyboard's top shows nothing happened: the wait ends, and a later
  /// reading below waits again.
  @Test func aReadingBackAtTheTopEndsTheWait() {
    var driver = In.shown()
    _ = driver.handle(.sample(frame: Self.reading(560), at: 2))
    _ = driver.handle(.endTurn(at: 2))
    #expect(driver.handle(.sample(frame: Self.reading(508), at: 2.016)).update == .ignored(.sampleUnchanged))
    #expect(driver.arbiter.waitingStep == nil)
    let again = driver.handle(.sample(frame: Self.reading(600), at: 2.033))
    #expect(again.update == .deferred)
    #expect(again.bar == nil)
    #expect(driver.arbiter.waitingStep == 600)
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// Row 9: a shorter keyboard's end value read 1 to 4 frames before its *will*, at 60 and
  /// 120 Hz, never moves the bar; the *will* moves it, on its own animation, and ends the wait.
  @Test(arguments: [1, 2, 4], [1.0 / 60, 1.0 / 120])
  func aShorterKeyboardsEndValueAheadOfItsWill(frames: Int, frame: TimeInterval) throws {
    var driver = In.shown()
    let shorter = CGRect(x: 0, y: 553, width: 390, height: 291)
    for index in 0..<frames {
      let time = 2 + Double(index) * frame
      #expect(driver.handle(.sample(frame: shorter, at: time)).bar == nil)
      _ = driver.handle(.endTurn(at: time))
      #expect(driver.targetLayout.bottomOffset == 336)
    }
    let willTime = 2 + Double(frames) * frame
    let will = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.keyboard, to: shorter, at: willTime),
        animation: In.keyboardSpring))
    #expect(will.bar?.value == 291)
    #expect(try #require(will.transition).to.phase != .interactive)
    #expect(driver.arbiter.waitingStep == nil)
    #expect(!driver.arbiter.stepContinues)
  }

  /// A step's end value read inside the previous step's animation waits too.
  ///
  /// A third-party keyboard's steps come about 50 ms apart: the next step's end value, read ahead
  /// of its *will*, is below both where that animation shows the keyboard and its end. The *will*
  /// moves the bar. A next reading further down would be the finger taking hold in the tail.
  @Test func aStepsEndValueInsideTheAnimationBeforeWaits() {
    var driver = In.shown()
    let taller = CGRect(x: 0, y: 428, width: 390, height: 416)
    let shorter = CGRect(x: 0, y: 553, width: 390, height: 291)
    _ = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.keyboard, to: taller, at: 2), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 2))
    var finger = driver
    let ahead = driver.handle(.sample(frame: shorter, at: 2.025))
    #expect(ahead.update == .ignored(.sampleWithoutFinger))
    #expect(ahead.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 416)
    #expect(driver.arbiter.waitingStep == 553)
    _ = driver.handle(.endTurn(at: 2.025))
    let will = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: taller, to: shorter, at: 2.05), animation: In.keyboardSpring))
    #expect(will.bar?.value == 291)
    #expect(driver.arbiter.waitingStep == nil)
    // The same reading, then one further down: the finger, followed at once.
    _ = finger.handle(.sample(frame: shorter, at: 2.025))
    _ = finger.handle(.endTurn(at: 2.025))
    let next = finger.handle(.sample(frame: Self.reading(600), at: 2.033))
    #expect(next.bar == DockValueMotion(value: 244, placesAtOnce: true, keyframes: .remove))
    #expect(finger.machine.state.phase == .interactive)
  }

  /// The wait has no time bound: the next reading decides however late it comes, by its motion.
  @Test func theNextReadingDecidesHoweverLate() {
    var continues = In.shown()
    _ = continues.handle(.sample(frame: Self.reading(540), at: 2))
    _ = continues.handle(.endTurn(at: 2))
    #expect(continues.handle(.sample(frame: Self.reading(560), at: 2.5)).bar?.value == 284)
    var stays = In.shown()
    _ = stays.handle(.sample(frame: Self.reading(540), at: 2))
    _ = stays.handle(.endTurn(at: 2))
    #expect(stays.handle(.sample(frame: Self.reading(540), at: 2.5)).bar == nil)
    _ = stays.handle(.endTurn(at: 2.5))
    #expect(stays.targetLayout.bottomOffset == 336)
  }
}
