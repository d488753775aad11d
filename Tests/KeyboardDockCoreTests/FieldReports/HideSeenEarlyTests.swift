import Foundation
import Testing

@testable import KeyboardDockCore

/// A per-frame source sees the end of a hide before `willHide`, in the same turn.
///
/// That is the host view UIKit moved to its end value (react-native-keyboard-controller's
/// `KeyboardMovementObserver` ignores it). The sample is held to the turn's end, as hides are.
@Suite("Field reports: a hide seen early by a per-frame source")
struct HideSeenEarlyTests {
  typealias In = DriverInputs

  /// The sample at the screen's bottom, then `willChangeFrame` and `willHide` in one turn at 2.
  static func hideSeenEarly() -> (KeyboardDockDriver, sample: KeyboardDockActions, end: KeyboardDockActions) {
    var driver = In.shown()
    let sample = driver.handle(.sample(frame: DeviceA.offscreen, at: 2))
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      _ = driver.handle(
        .notification(
          In.will(kind, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2), animation: In.keyboardSpring))
    }
    let end = driver.handle(.endTurn(at: 2))
    return (driver, sample, end)
  }

  @Test func theSampleIsHeldAndMovesNothing() {
    let (_, sample, _) = Self.hideSeenEarly()
    #expect(sample.update == .deferred)
    #expect(sample.bar == nil)
    #expect(sample.transition == nil)
  }

  @Test func theHideRidesTheSpringFromWhereTheKeyboardIsShown() throws {
    let (driver, _, end) = Self.hideSeenEarly()
    let transition = try #require(end.transition)
    #expect(transition.fromFrame == DeviceA.keyboard)
    #expect(transition.to.frame == DeviceA.offscreen)
    #expect(transition.to.phase == .hiding)
    let bar = try #require(end.bar)
    #expect(bar.value == 34)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    #expect(path.values.first == 302)
    #expect(driver.machine.pendingSample == nil)
  }

  @Test func aSampleNoNotificationFollowsIsTheFingerAtTheTurnsEnd() throws {
    var driver = In.shown()
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 700, width: 390, height: 336), at: 2))
    #expect(driver.machine.state.frame.minY == 700)
    let held = driver.handle(.sample(frame: DeviceA.offscreen, at: 2.016))
    #expect(held.update == .deferred)
    #expect(driver.machine.state.frame.minY == 700)
    let end = driver.handle(.endTurn(at: 2.017))
    let transition = try #require(end.transition)
    #expect(transition.to.phase == .interactive)
    #expect(transition.to.frame.minY == 844)
    #expect(end.bar?.value == 34)
    #expect(end.bar?.placesAtOnce == true)
  }

  /// Above the resting line (844 − 34 = 810) a sample is the finger at once; from it down it is
  /// held.
  @Test(arguments: [(809.0, false), (810.0, true), (830.0, true)])
  func theRestingLineDecides(top: Double, held: Bool) {
    var driver = In.shown()
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: top, width: 390, height: 336), at: 2))
    #expect((actions.update == .deferred) == held)
    #expect(KeyboardStateMachine.restingLine(in: DeviceA.container) == 810)
  }

  /// Under a tab bar the bar rests on 83 pt: the line is at 761.
  @Test func theLineFollowsTheSafeArea() {
    #expect(KeyboardStateMachine.restingLine(in: DeviceA.tabBarContainer) == 761)
  }

  @Test func aFieldSwitchAfterAHeldSampleKeepsTheBarUp() throws {
    var driver = In.shown()
    _ = driver.handle(.sample(frame: DeviceA.offscreen, at: 2))
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2),
        animation: In.keyboardSpring))
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.keyboard, to: DeviceA.keyboard, at: 2),
        animation: In.keyboardSpring))
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.bar == nil)
    #expect(driver.machine.phase(at: 2) == .shown)
    #expect(driver.machine.state.frame == DeviceA.keyboard)
  }
}
