import Foundation
import KeyboardDockCore
import Testing

/// The layout guide's offset jumping while a finger drags the keyboard (FB18129551: the guide
/// "jumps around" during a dismissal; RNKC#973: the accessory is left out then), up and down,
/// from a 30-pt offset learned at rest (issue 42).
@Suite("Sources that lie: the guide's jump during a drag")
struct GuideJumpTests {
  /// A keyboard shown on device A whose guide reads 30 pt above it at rest: the offset is learned.
  static func shownWithOffset() -> KeyboardDockDriver {
    var driver = FaultMagnitudeTests.shown(in: DeviceA.container, at: DeviceA.keyboard)
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 478, width: 390, height: 366), at: 0.8))
    _ = driver.handle(.endTurn(at: 0.8))
    return driver
  }

  /// The drag takes the keyboard's top to 600 while the guide reads `jump` above it: the bar is off
  /// by no more than the jump's change (|jump − 30|), no offset is learned from the drag, and once
  /// the pan is reported over a reading still `jump` above the resting top springs the keyboard
  /// back: the bar rests on it again, shown, whether the reading sits above or below that top.
  @Test(arguments: [(0.0, 214.0), (14, 228), (45, 259), (60, 274), (150, 336)])
  func aJumpIsBoundedAndTheReleaseSpringsBack(jump: Double, bar: Double) throws {
    var driver = Self.shownWithOffset()
    #expect(driver.arbiter.sourceOffset == 30)
    _ = driver.handle(.pan(KeyboardPan(phase: .began, touch: CGPoint(x: 195, y: 600)), at: 1))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 600 - jump, width: 390, height: 244 + jump), at: 1))
    _ = driver.handle(.endTurn(at: 1))
    #expect(abs(driver.dockLayout(at: 1).bottomOffset - bar) < 1e-9)
    #expect(abs(bar - 244) <= abs(jump - 30))
    #expect(driver.arbiter.sourceOffset == 30)
    _ = driver.handle(.pan(KeyboardPan(phase: .ended), at: 1.2))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 508 - jump, width: 390, height: 336 + jump), at: 1.2))
    _ = driver.handle(.endTurn(at: 1.2))
    #expect(driver.phase(at: 2) == .shown)
    #expect(abs(driver.dockLayout(at: 2).bottomOffset - 336) < 1e-9)
  }

  /// While the pan is under way, a reading above the resting keyboard (a spurious value, row 5)
  /// ends no drag: the bar stays where the finger holds the keyboard, interactive.
  @Test func aReadingAboveTheKeyboardMidDragEndsNoDrag() {
    var driver = Self.shownWithOffset()
    _ = driver.handle(.pan(KeyboardPan(phase: .began, touch: CGPoint(x: 195, y: 600)), at: 1))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 570, width: 390, height: 274), at: 1))
    _ = driver.handle(.endTurn(at: 1))
    _ = driver.handle(.pan(KeyboardPan(phase: .changed, touch: CGPoint(x: 195, y: 600)), at: 1.01))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 300, width: 390, height: 544), at: 1.01))
    _ = driver.handle(.endTurn(at: 1.01))
    #expect(driver.phase(at: 1.01) == .interactive)
    #expect(abs(driver.dockLayout(at: 1.01).bottomOffset - 244) < 1e-9)
  }
}
