import Foundation
import KeyboardDockCore
import Testing

/// The driver's bar motion: the model value UIKit animates inside the handler, and the additive
/// keyframes for what is not linear in the keyboard's position, with exact numbers on device A.
@Suite("Driver: the bar's motion")
struct DriverMotionTests {
  typealias In = DriverInputs

  /// `max(overlap, 34)` less what UIKit shows of a bar animated from 34 to 336 with the keyboard.
  static func showKeyframe(_ elapsed: Double) -> Double {
    let x = In.progress(elapsed)
    return max(336 * x, 34) - (34 + 302 * x)
  }

  @Test func aShowSetsTheModelInTheHandlerAndAddsOnlyTheBend() throws {
    var driver = In.placed()
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    let bar = try #require(actions.bar)
    #expect(bar.value == 336)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    #expect(path.duration == 0.5)
    #expect(path.finalValue == 0)
    // Every key is the bend exactly: the bar rests on 34 pt until the keyboard passes it.
    for (time, value) in zip(path.keyTimes, path.values) {
      #expect(abs(Double(value) - Self.showKeyframe(time * 0.5)) < 1e-9)
    }
    #expect(abs(Double(path.value(atElapsed: 0.0625)) - -23.2565) < 0.0001)
    #expect(abs(Double(path.value(atElapsed: 0.03125)) - -30.1818) < 0.0001)
  }

  @Test func aHeightChangeAboveTheSafeAreaNeedsNoKeyframes() throws {
    var driver = In.shown()
    let compact = CGRect(x: 0, y: 553, width: 390, height: 291)
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.keyboard, to: compact, at: 2), animation: In.keyboardSpring))
    #expect(actions.bar == DockValueMotion(value: 291, placesAtOnce: false, keyframes: .remove))
  }

  /// A hide held to the end of its run-loop turn moves from the keyboard's commit, not from the
  /// `willHide`: the turn's end is not a time into the keyboard's animation.
  @Test(arguments: [0.012, 0.030])
  func aHideHeldToTheEndOfItsTurnStartsWithTheKeyboard(delay: Double) throws {
    var driver = In.shown()
    let hide = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2), animation: In.keyboardSpring
      ))
    #expect(hide.update == .deferred)
    #expect(hide.bar == nil)
    let actions = driver.handle(.endTurn(at: 2 + delay))
    let bar = try #require(actions.bar)
    #expect(bar.value == 34)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    #expect(path.values.first == 302)
    for (time, value) in zip(path.keyTimes, path.values) {
      let overlap = 336 * (1 - In.progress(time * path.duration))
      #expect(abs(Double(value) - (max(overlap, 34) - 34)) < 1e-9)
    }
  }

  @Test func aDidThatConfirmsLeavesTheBarAlone() {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    let did = KeyboardNotification(
      kind: .didShow, beginFrame: DeviceA.offscreen, endFrame: DeviceA.keyboard, timestamp: 1.2)
    let actions = driver.handle(.notification(did, animation: .notAnimated))
    #expect(actions.bar == nil)
    #expect(actions.update == .unchanged || actions.update == .settled(.shown))
  }

  @Test func aDragSamplePlacesTheBarAtOnce() {
    var driver = In.shown()
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 2))
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 2))
    #expect(actions.bar == DockValueMotion(value: 244, placesAtOnce: true, keyframes: .remove))
  }

  /// Prefer Cross-Fade Transitions, read from the setting: the keyboard fades in at its end frame,
  /// and the bar goes there at once, even in an animation block.
  @Test(arguments: [KeyboardAnimationReading.notAnimated, In.keyboardSpring])
  func aCrossFadePlacesTheBarAtItsEnd(reading: KeyboardAnimationReading) throws {
    var driver = In.placed(configuration: .init(prefersCrossFadeTransitions: true))
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: reading))
    #expect(actions.bar == DockValueMotion(value: 336, placesAtOnce: true, keyframes: .remove))
    #expect(try #require(actions.transition).animation.isImmediate)
    #expect(driver.machine.phase(at: 1) == .shown)
  }

  /// A *will* whose handler runs in no animation block (`.notAnimated`: a zero inherited duration
  /// with animations enabled) moves a keyboard that does not slide: the bar goes to its end at
  /// once, never on curve 7.
  @Test func aWillOutsideAnAnimationBlockPlacesAtOnce() throws {
    var driver = In.placed()
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: .notAnimated))
    let transition = try #require(actions.transition)
    #expect(transition.animation.isImmediate)
    #expect(driver.machine.phase(at: 1) == .shown)
    #expect(actions.bar == DockValueMotion(value: 336, placesAtOnce: true, keyframes: .remove))
    #expect(driver.dockLayout(at: 1.01).bottomOffset == 336)
  }

  @Test(arguments: [("iOS 26.1", 23.559_011), ("iOS 18.5", 18.257_419), ("", 18.257_419)])
  func anUnreadableSpringFollowsTheSystem(system: String, omega: Double) throws {
    var driver = In.placed(configuration: .init(system: SystemVersion(parsing: system)))
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: .unreadable))
    let path = try #require(In.path(actions.bar))
    #expect(abs(path.duration - (omega > 20 ? 0.391_95 : 0.5)) < 0.000_01)
    for (time, value) in zip(path.keyTimes, path.values) {
      // At the end the animation is gone and the value is the model's.
      let wt = omega * time * path.duration
      let x = time < 1 ? 1 - exp(-wt) * (1 + wt) : 1
      #expect(abs(Double(value) - (max(336 * x, 34) - (34 + 302 * x))) < 1e-4)
    }
  }

  /// Interruptions that stack: QuickType adds 44 pt 50 ms into a 291 pt show.
  ///
  /// Past the bend the keyframes carry only the 34 pt the model's first step lacks, fading with the
  /// first spring.
  @Test func anInterruptionStacksOnTheRunningAnimation() throws {
    var driver = In.placed()
    let compact = CGRect(x: 0, y: 553, width: 390, height: 291)
    let taller = CGRect(x: 0, y: 509, width: 390, height: 335)
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: compact, at: 1), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1))
    let actions = driver.handle(
      .notification(In.will(.willShow, from: compact, to: taller, at: 1.05), animation: In.keyboardSpring))
    let bar = try #require(actions.bar)
    #expect(bar.value == 335)
    let path = try #require(In.path(bar))
    #expect(abs(Double(path.values[0]) - -34 * (1 - In.progress(0.05))) < 1e-9)
    #expect(abs(Double(path.values[0]) - -26.1042) < 0.0001)
  }

  /// Animations that replace each other: a hide 100 ms into a show starts where the keyboard is
  /// shown, and UIKit's running animation of the bar is removed with it.
  @Test func aReplacingWorldRestartsFromWhereTheKeyboardIsShown() throws {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.fromPresented)
    )
    _ = driver.handle(.endTurn(at: 1))
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1.1),
        animation: In.fromPresented))
    let actions = driver.handle(.endTurn(at: 1.1))
    let bar = try #require(actions.bar)
    #expect(bar.value == 34)
    #expect(bar.placesAtOnce)
    let path = try #require(In.path(bar))
    let shown = 336 * In.progress(0.1)
    for (time, value) in zip(path.keyTimes, path.values) {
      let overlap = shown * (1 - In.progress(time * path.duration))
      #expect(abs(Double(value) - (max(overlap, 34) - 34)) < 1e-9)
    }
    #expect(abs(Double(path.values[0]) - 149.0455) < 0.0001)
  }

  static let sheet = KeyboardContainer(
    frameInScreen: CGRect(x: 160, y: 200, width: 704, height: 900), safeAreaInsets: .zero,
    screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))

  /// The first keyframe when a form sheet moves up 100 pt 0.1 s after the keyboard's show, with
  /// the show's commit read off the layer at `began`, if given.
  static func sheetKeyframe(showBegan began: Double?) throws -> CGFloat {
    var moved = sheet
    moved.frameInScreen.origin.y = 100
    var driver = KeyboardDockDriver()
    _ = driver.handle(.container(sheet, at: 0))
    let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: CGRect(x: 0, y: 1366, width: 1024, height: 400), to: keyboard, at: 1),
        animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1))
    if let began { _ = driver.handle(.motionBegan(beginTime: began, at: 1.06)) }
    let actions = driver.handle(.container(moved, at: 1.1))
    #expect(actions.bar?.value == 34)
    return try #require(In.path(actions.bar)).values[0]
  }

  /// A sheet that moves while the keyboard shows gets keyframes for the rest of the show in its new
  /// place; the show's commit, once read off the layer, says how far the show is.
  @Test func aSheetThatMovesMidShowGetsKeyframesForTheRest() throws {
    // The keyboard's top 0.1 s into its spring, in the moved sheet (y 100…1000), less UIKit's
    // running term of the bar, 0 → 134 pt, under the new model of 34.
    func expected(_ elapsed: Double) -> Double {
      let overlap = max(0, 1000 - (1366 - 400 * In.progress(elapsed)))
      return overlap - (34 - 134 * (1 - In.progress(elapsed)))
    }
    #expect(abs(Double(try Self.sheetKeyframe(showBegan: nil)) - expected(0.1)) < 1e-9)
    #expect(abs(Double(try Self.sheetKeyframe(showBegan: nil)) - 26.9997) < 0.0001)
    // Read 50 ms late: the show is only 0.05 s in when the sheet moves.
    #expect(abs(Double(try Self.sheetKeyframe(showBegan: 1.05)) - expected(0.05)) < 1e-9)
    #expect(abs(Double(try Self.sheetKeyframe(showBegan: 1.05)) - 68.8811) < 0.0001)
  }

  @Test func aContainerChangedWithTheNotificationRidesAlong() throws {
    var driver = In.shown()
    let landscape = DeviceA.landscape
    _ = driver.handle(.container(landscape, at: 2))
    let actions = driver.handle(
      .notification(
        In.will(
          .willChangeFrame, from: CGRect(x: 0, y: 54, width: 844, height: 336),
          to: CGRect(x: 0, y: 181, width: 844, height: 209), at: 2),
        animation: In.keyboardSpring))
    #expect(actions.bar == DockValueMotion(value: 209, placesAtOnce: false, keyframes: .remove))
  }

  @Test func malformedInputIsDroppedWithItsReason() {
    var driver = In.placed()
    let notification = KeyboardNotification(
      kind: .willShow, beginFrame: DeviceA.offscreen,
      endFrame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336),
      timestamp: 1)
    let dropped = driver.handle(.notification(notification, animation: In.keyboardSpring))
    #expect(dropped.droppedInput == KeyboardEventError.nonFiniteFrame(.endFrame))
    #expect(dropped.bar == nil)
    let sample = driver.handle(
      .sample(frame: CGRect(x: 0, y: 500, width: CGFloat.infinity, height: 336), at: 1))
    #expect(sample.droppedInput != nil)
    #expect(sample.bar == nil)
    let invalid = KeyboardContainer.fullScreen(width: .nan, height: 844)
    #expect(driver.handle(.container(invalid, at: 2)).update == .ignored(.invalidContainer))
    #expect(driver.container == DeviceA.container)
  }

  @Test func nothingMovesBeforeTheFirstContainer() {
    var driver = KeyboardDockDriver()
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    #expect(actions.update == .ignored(.invalidContainer))
    #expect(actions.bar == nil)
    // The first container places the bar at once.
    let placed = driver.handle(.container(DeviceA.container, at: 2))
    #expect(placed.bar == DockValueMotion(value: 34, placesAtOnce: true, keyframes: .remove))
  }
}
