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
    // With the pan unknown, the drag's first step waits and the next reading, further down, moves
    // the bar.
    let first = driver.handle(.sample(frame: CGRect(x: 0, y: 650, width: 390, height: 336), at: 1.984))
    #expect(first.update == .deferred)
    #expect(driver.machine.state.frame.minY == 508)
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

  /// With the pan unknown, a reading that continues a first step down is the finger: above the
  /// resting line (844 − 34 = 810) at once; from it down it is held.
  @Test(arguments: [(809.0, false), (810.0, true), (830.0, true)])
  func theRestingLineDecides(top: Double, held: Bool) {
    var driver = In.shown()
    // The first step waits for the next reading (a shorter keyboard's end value reads the same).
    let first = driver.handle(.sample(frame: CGRect(x: 0, y: 700, width: 390, height: 336), at: 1.984))
    #expect(first.update == .deferred)
    #expect(first.bar == nil)
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

/// iOS 26 frames: the end frame leaves the input accessory out, or is wrong with password autofill.
///
/// Sources: badoo/Chatto #797, firefox-ios #30146. While the notification's animation runs, a
/// per-frame source that shows the keyboard above the animation's end wins: UIKit animates the
/// keyboard there, and the bar follows it from the layout pass that carries the reading.
@Suite("Field reports: when the layout guide and the end frame disagree")
struct FrameDisagreementTests {
  typealias In = DriverInputs

  /// The notification says 552 (a 44-pt accessory left out); the keyboard is laid out at 508.
  static let reported = CGRect(x: 0, y: 552, width: 390, height: 292)

  static func showingToReported() -> KeyboardDockDriver {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: Self.reported, at: 0), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 0))
    return driver
  }

  @Test func theSourceCorrectsTheEndOfTheAnimationUnderWay() throws {
    var driver = Self.showingToReported()
    #expect(driver.targetLayout.bottomOffset == 292)
    let actions = driver.handle(.sample(frame: DeviceA.keyboard, at: 0.02))
    let transition = try #require(actions.transition)
    #expect(transition.to.frame == DeviceA.keyboard)
    #expect(transition.fromFrame == DeviceA.offscreen)
    #expect(transition.animation.beginTime == 0)
    #expect(driver.targetLayout.bottomOffset == 336)
    let bar = try #require(actions.bar)
    #expect(bar.value == 336)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    // The keyboard rides one spring from 0 to 336 from its commit at 0; UIKit's show animation of
    // the bar (34 → 292) goes on under the value set at once.
    for elapsed in [0.0, 0.05, 0.1, 0.2, 0.4] {
      let x = In.progress(0.02 + elapsed)
      let shown = 336 - 258 * (1 - x)
      #expect(abs(Double(path.value(atElapsed: elapsed)) - (max(336 * x, 34) - shown)) < 0.06)
    }
    #expect(driver.machine.presentedFrame(at: 0.6) == DeviceA.keyboard)
  }

  @Test func theEndValueItselfOrATopBelowItChangesNothingHere() {
    var driver = Self.showingToReported()
    #expect(driver.handle(.sample(frame: Self.reported, at: 0.02)).bar == nil)
    #expect(driver.machine.state.frame == Self.reported)
  }

  /// The show's *did*s report the same wrong frame: they settle the corrected keyboard.
  @Test func theDidsOfTheCorrectedShowKeepTheCorrection() throws {
    var driver = Self.showingToReported()
    _ = driver.handle(.sample(frame: DeviceA.keyboard, at: 0.02))
    for kind in [KeyboardNotificationKind.didChangeFrame, .didShow] {
      let did = KeyboardNotification(
        kind: kind, beginFrame: DeviceA.offscreen, endFrame: Self.reported, timestamp: 0.5)
      _ = driver.handle(.notification(did, animation: .notAnimated))
    }
    #expect(driver.machine.state.frame == DeviceA.keyboard)
    #expect(driver.machine.state.phase == .shown)
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// At rest, a reading above the keyboard moves nothing: a *will* in its turn replaces it, and
  /// with none it measures how far the source reads above the keyboard (44 pt here), which a
  /// *will* that ends there takes back.
  @Test func atRestAReadingAboveMovesNothing() {
    var driver = In.shown()
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 464, width: 390, height: 380), at: 2))
    // Read as the turn's offset, the sample shows the keyboard where it rests.
    #expect(actions.update == .ignored(.sampleUnchanged))
    #expect(actions.bar == nil)
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.update == .unchanged)
    #expect(end.bar == nil)
    #expect(driver.arbiter.sourceOffset == 44)
    _ = driver.handle(
      .notification(
        In.will(
          .willShow, from: DeviceA.keyboard, to: CGRect(x: 0, y: 464, width: 390, height: 380), at: 2.1),
        animation: In.keyboardSpring))
    #expect(driver.arbiter.sourceOffset == 0)
  }
}
