import Foundation
import Testing

@testable import KeyboardDockCore

/// Where the driver takes a run-loop turn's animations to begin: the end of the turn, then the
/// commit as read off the layer.
@Suite("Driver: the commit of a turn's animations")
struct DriverCommitTests {
  typealias In = DriverInputs

  static let compact = CGRect(x: 0, y: 553, width: 390, height: 291)

  /// A show to 291 pt committed at 1, then QuickType's 44 pt at 1.05, in its handler.
  static func quickTypeMidShow() -> (KeyboardDockDriver, KeyboardDockActions) {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: compact, at: 1), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1))
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: compact, to: DeviceA.keyboard, at: 1.05), animation: In.keyboardSpring))
    return (driver, actions)
  }

  /// The first keyframe when the QuickType change begins `elapsed` seconds into the show: the
  /// keyboard covers 291·x, UIKit shows the bar at 34 + 257·x, the bar belongs at 291·x.
  static func firstKeyframe(showElapsed elapsed: Double) -> Double {
    -34 * (1 - In.progress(elapsed))
  }

  @Test func theHandlerPlansFromItsOwnTimeUntilTheTurnEnds() throws {
    let (_, actions) = Self.quickTypeMidShow()
    let path = try #require(In.path(actions.bar))
    #expect(abs(Double(path.values[0]) - Self.firstKeyframe(showElapsed: 0.05)) < 1e-9)
    #expect(abs(Double(path.values[0]) - -26.1042) < 0.0001)
    #expect(actions.bar?.keyframesBeginTime == nil)
  }

  @Test func theEndOfTheTurnPlansAgainFromThere() throws {
    var (driver, _) = Self.quickTypeMidShow()
    let actions = driver.handle(.endTurn(at: 1.08))
    let bar = try #require(actions.bar)
    #expect(bar.value == 336)
    #expect(!bar.placesAtOnce)
    #expect(bar.keyframesBeginTime == nil)
    let path = try #require(In.path(bar))
    #expect(abs(Double(path.values[0]) - Self.firstKeyframe(showElapsed: 0.08)) < 1e-9)
    #expect(abs(Double(path.values[0]) - -19.4174) < 0.0001)
    #expect(driver.awaitsCommitRead)
  }

  @Test func aCommitReadLaterPlansAgainFromItsBeginTime() throws {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    let actions = driver.handle(.motionBegan(beginTime: 1.09, at: 1.091))
    let bar = try #require(actions.bar)
    #expect(bar.keyframesBeginTime == 1.09)
    let path = try #require(In.path(bar))
    #expect(abs(Double(path.values[0]) - Self.firstKeyframe(showElapsed: 0.09)) < 1e-9)
    #expect(!driver.awaitsCommitRead)
    #expect(abs(driver.commitDelay - 0.01) < 1e-12)
    // A second read of the same commit changes nothing.
    #expect(driver.handle(.motionBegan(beginTime: 1.09, at: 1.1)).bar == nil)
  }

  @Test func aCommitWhereItWasEstimatedChangesNothing() {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    #expect(driver.handle(.motionBegan(beginTime: 1.080_05, at: 1.081)).bar == nil)
    #expect(!driver.awaitsCommitRead)
  }

  @Test func aCommitBeforeTheTurnsFirstNotificationOrASecondLateIsNotBelieved() {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    #expect(driver.handle(.motionBegan(beginTime: 1.04, at: 1.081)).bar == nil)
    #expect(driver.handle(.motionBegan(beginTime: 2.5, at: 2.5)).bar == nil)
    #expect(driver.awaitsCommitRead)
    #expect(driver.commitDelay == 0)
  }

  /// A UI update (iOS 18) commits without returning to the run loop: the turn's end, at 1.08,
  /// comes after the commit, at 1.06.
  ///
  /// The keyboard's own begin time is the commit; the bar's
  /// animation, added at the turn's end, began in a later transaction and must not confirm the
  /// estimate of 1.08.
  @Test func theKeyboardsBeginTimeIsTheCommitNotTheBarsLaterOne() throws {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    let begin = driver.committedBeginTime(keyboard: 1.06, views: 1.080_05)
    #expect(begin == 1.06)
    let actions = driver.handle(.motionBegan(beginTime: try #require(begin), at: 1.081))
    let bar = try #require(actions.bar)
    #expect(bar.keyframesBeginTime == 1.06)
    let path = try #require(In.path(bar))
    #expect(abs(Double(path.values[0]) - Self.firstKeyframe(showElapsed: 0.06)) < 1e-9)
    #expect(abs(driver.commitDelay - -0.02) < 1e-12)
  }

  /// Without a notification in the turn the moved views' begin time is the commit; a keyboard
  /// begin time before the turn's first notification is an older animation.
  @Test func theViewsBeginTimeServesWhenTheKeyboardsCannot() {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    #expect(driver.committedBeginTime(keyboard: 1.0, views: 1.09) == 1.09)
    #expect(driver.committedBeginTime(keyboard: nil, views: 1.09) == 1.09)
    #expect(driver.committedBeginTime(keyboard: 2.5, views: 2.6) == nil)
  }

  /// Once a commit was read before its turn's end, a hide held to the end of the next turn is
  /// planned from that far before the end, and its keyframes begin there, already past: the
  /// before-waiting observer ran after the commit.
  @Test func aHeldHideAfterTheCommitBeginsItsKeyframesAtTheCommit() throws {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    _ = driver.handle(.motionBegan(beginTime: 1.06, at: 1.081))
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1.6),
        animation: In.keyboardSpring))
    let hide = driver.handle(.endTurn(at: 1.63))
    let bar = try #require(hide.bar)
    #expect(bar.value == 34)
    #expect(abs(try #require(bar.keyframesBeginTime) - 1.61) < 1e-12)
    #expect(try #require(In.path(bar)).values.first == 302)
    // Never before the turn's notification.
    var early = driver
    _ = early.handle(.motionBegan(beginTime: 1.61, at: 1.64))
    _ = early.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 3),
        animation: In.keyboardSpring))
    #expect(early.handle(.endTurn(at: 3.001)).bar?.keyframesBeginTime == nil)
  }

  /// The delay read for one notification's turn is where the next one's animations are taken to
  /// begin: a hide held to the end of its turn, at 1.6, begins at 1.61.
  @Test func theDelayReadDecidesTheNextEstimate() throws {
    var (driver, _) = Self.quickTypeMidShow()
    _ = driver.handle(.endTurn(at: 1.08))
    _ = driver.handle(.motionBegan(beginTime: 1.09, at: 1.091))
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1.6),
        animation: In.keyboardSpring)
    )
    let hide = driver.handle(.endTurn(at: 1.6))
    let path = try #require(In.path(hide.bar))
    // The bar's model drops to 34 at once; the keyframes carry the keyboard's 336 pt from 1.61,
    // the end of the QuickType change's spring (from 1.09) included.
    let overlap = { (time: Double) in 336 * (1 - In.progress(time - 1.61)) }
    #expect(abs(Double(path.value(atElapsed: 0.1)) - (max(overlap(1.71), 34) - 34)) < 0.06)
    #expect(abs(path.duration - 0.5) < 1e-9)
  }

  /// A keyboard whose animations replace each other restarts from where it is shown when a *will*
  /// names the end it is already going to; the bar's model stays, its keyframes follow.
  @Test func aRepeatedWillRestartsAKeyboardThatDoesNotBlend() throws {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: In.fromPresented)
    )
    _ = driver.handle(.endTurn(at: 0))
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0.1),
        animation: In.fromPresented)
    )
    #expect(actions.update == .unchanged)
    let bar = try #require(actions.bar)
    #expect(bar.value == 336)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    // The keyboard starts again from 336·x(0.1) with a fresh spring; UIKit's bar animation from
    // the show goes on.
    let shown = 336 * In.progress(0.1)
    for elapsed in [0.0, 0.05, 0.2] {
      let overlap = 336 - (336 - shown) * (1 - In.progress(elapsed))
      let uikit = 34 + 302 * In.progress(0.1 + elapsed)
      #expect(abs(Double(path.value(atElapsed: elapsed)) - (max(overlap, 34) - uikit)) < 0.06)
    }
    #expect(abs(Double(path.values[0]) - -34 * (1 - In.progress(0.1))) < 1e-9)
  }

  /// A rotation mid-show: the bar's new model rides along with UIKit's animation, and the show's
  /// animation still running on the bar is still counted.
  @Test func aContainerChangeWithTheNotificationKeepsTheRunningAnimations() throws {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 0))
    let landscape = DeviceA.landscape
    _ = driver.handle(.container(landscape, at: 0.1))
    let actions = driver.handle(
      .notification(
        In.will(
          .willChangeFrame, from: CGRect(x: 0, y: 54, width: 844, height: 336),
          to: CGRect(x: 0, y: 181, width: 844, height: 209), at: 0.1),
        animation: In.keyboardSpring))
    #expect(actions.bar == DockValueMotion(value: 209, placesAtOnce: false, keyframes: .remove))
    #expect(actions.replacesContainerAnswer)
    let bar = try #require(driver.bar)
    #expect(bar.terms.map(\.delta) == [34 - 336, 336 - 209])
    #expect(bar.terms.map(\.own.anchor) == [0, 0.1])
  }
}
