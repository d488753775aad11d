import Foundation
import Testing

@testable import KeyboardDockCore

/// With no pan report, an offset above the keyboard is told from a drag by the source's motion:
/// an offset stands still, a drag moves down reading after reading (device A: 390 × 844,
/// keyboard 508…844, the bar's bottom 844 − the keyboard's top).
@Suite("Sources that lie: an offset or a drag, with the pan unknown")
struct UnknownPanOffsetTests {
  typealias In = DriverInputs

  /// A driver on iOS 26 whose guide was read `offset` points above the keyboard at rest.
  static func measured(_ offset: CGFloat) -> KeyboardDockDriver {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(system: SystemVersion(26)))
    _ = driver.handle(.sample(frame: guide(508 - offset), at: 0.6))
    _ = driver.handle(.endTurn(at: 0.6))
    return driver
  }

  /// `true` when `value` is within 1e-9 pt of `expected`.
  static func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    value.map { abs($0 - expected) < 1e-9 } ?? false
  }

  static func guide(_ top: CGFloat) -> CGRect { CGRect(x: 0, y: top, width: 390, height: 844 - top) }

  /// One reading and its turn's end; the bar's bottom after it, if it moved.
  static func read(_ top: CGFloat, at time: TimeInterval, _ driver: inout KeyboardDockDriver) -> CGFloat? {
    let bar = driver.handle(.sample(frame: guide(top), at: time)).bar?.value
    _ = driver.handle(.endTurn(at: time))
    return bar
  }

  /// A drag under a guide `offset` above the keyboard, at 60 or 120 Hz: the first step waits
  /// (the bar one step above the keyboard for one frame), and from the second the keyboard is
  /// where the old offset puts it.
  @Test(arguments: [30.0, 73, 150, 300], [1.0 / 60, 1.0 / 120])
  func aDragFollowsWithTheOldOffsetFromItsSecondReading(offset: CGFloat, frame: TimeInterval) {
    var driver = Self.measured(offset)
    #expect(Self.isClose(driver.arbiter.sourceOffset, offset))
    let step: CGFloat = 13
    let first = 508 - offset + step
    #expect(Self.read(first, at: 2, &driver) == nil)
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(Self.isClose(driver.arbiter.undecidedOffset, offset - step))
    // The second reading continues down: the keyboard is at 508 + 2 × 13 = 534.
    #expect(Self.isClose(Self.read(first + step, at: 2 + frame, &driver), 844 - 534))
    #expect(Self.isClose(driver.arbiter.sourceOffset, offset))
    #expect(driver.arbiter.undecidedOffset == nil)
    #expect(driver.machine.state.phase == .interactive)
    #expect(Self.isClose(Self.read(first + 2 * step, at: 2 + 2 * frame, &driver), 844 - 547))
  }

  /// A source that moves down and stands still is a smaller offset: the second reading at the
  /// same top, or any reading more than two 60-Hz frames later, makes it the offset.
  @Test(arguments: [30.0, 150])
  func aSourceThatStaysIsASmallerOffset(offset: CGFloat) {
    var driver = Self.measured(offset)
    let top = 508 - offset + 13
    #expect(Self.read(top, at: 2, &driver) == nil)
    #expect(Self.read(top, at: 2 + 1.0 / 60, &driver) == nil)
    #expect(Self.isClose(driver.arbiter.sourceOffset, offset - 13))
    #expect(driver.arbiter.undecidedOffset == nil)
    // A reading 50 ms later comes from a source that stood still in between: the smaller offset
    // is learned, and that reading, 13 pt further down, is a drag's first step from it; the next
    // reading, 13 pt down again, puts the keyboard at 508 + 26 = 534.
    var later = Self.measured(offset)
    #expect(Self.read(top, at: 2, &later) == nil)
    #expect(Self.read(top + 13, at: 2.05, &later) == nil)
    #expect(Self.isClose(later.arbiter.sourceOffset, offset - 13))
    #expect(Self.isClose(Self.read(top + 26, at: 2.05 + 1.0 / 60, &later), 844 - 534))
    #expect(KeyboardSourceArbiter.dragReadingInterval == 1.0 / 30)
  }

  /// A *will* in the waiting reading's turn explains it (its end value, ahead); one in a later
  /// turn ends the wait: the source stood still until then, and its offset is learned.
  @Test func aWillEndsTheWait() {
    var driver = Self.measured(40)
    _ = driver.handle(.sample(frame: Self.guide(480), at: 2))
    _ = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.keyboard, to: Self.guide(480), at: 2),
        animation: In.keyboardSpring))
    #expect(driver.arbiter.undecidedOffset == nil)
    #expect(Self.isClose(driver.arbiter.sourceOffset, 40))
    var later = Self.measured(40)
    #expect(Self.read(480, at: 2, &later) == nil)
    _ = later.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 3), animation: In.keyboardSpring
      ))
    #expect(later.arbiter.undecidedOffset == nil)
    #expect(Self.isClose(later.arbiter.sourceOffset, 28))
  }

  /// A spurious burst whose values come down (108 pt, then 74 pt above the keyboard) and then the
  /// true reading at the keyboard's top: the top clears every offset, the waiting one too, and the
  /// bar never moves.
  @Test func aBurstThatComesDownIsClearedByTheTrueReading() {
    var driver = Self.measured(108)
    #expect(Self.read(508 - 74, at: 0.6 + 1.0 / 60, &driver) == nil)
    #expect(Self.isClose(driver.arbiter.undecidedOffset, 74))
    #expect(Self.read(508, at: 0.6 + 2.0 / 60, &driver) == nil)
    #expect(driver.arbiter.sourceOffset == 0)
    #expect(driver.arbiter.undecidedOffset == nil)
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.dockLayout(at: 1).bottomOffset == 336)
  }

  /// With the pan reported, nothing waits: no finger makes the reading a new offset at the turn's
  /// end, as before.
  @Test func aReportedPanDecidesAtOnce() {
    var driver = Self.measured(30)
    _ = driver.handle(.pan(KeyboardPan(phase: .ended), at: 1))
    #expect(Self.read(491, at: 2, &driver) == nil)
    #expect(driver.arbiter.undecidedOffset == nil)
    #expect(Self.isClose(driver.arbiter.sourceOffset, 17))
  }
}
