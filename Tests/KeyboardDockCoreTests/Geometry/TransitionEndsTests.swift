import Foundation
import KeyboardDockCore
import Testing

/// An undocked iPad keyboard that slides away past the screen's bottom is judged on its ends.
///
/// Undocked where it starts, gone where it ends: never docked on the way.
@Suite("An undocked keyboard that leaves")
struct UndockedKeyboardLeavesTests {
  // Given the iPad's full-screen view (safe area 20) with an undocked keyboard 366 pt above the
  // screen's bottom, which UIKit takes 500 pt down, 134 pt past the bottom.
  static let undocked = CGRect(x: 0, y: 600, width: 1024, height: 400)
  static let below = CGRect(x: 0, y: 1100, width: 1024, height: 400)

  func machineWithUndockedKeyboard() throws -> KeyboardStateMachine {
    var machine = KeyboardStateMachine()
    try machine.show(
      from: IPad.keyboard.offsetBy(dx: 0, dy: 398), to: Self.undocked, at: 0, in: IPad.container)
    #expect(machine.state.attachment == .undocked)
    return machine
  }

  @Test func theBarStaysAtRestWhileTheKeyboardSlidesAway() throws {
    var machine = try machineWithUndockedKeyboard()
    // When willChangeFrame and willHide arrive in one turn,
    let change = machine.handle(
      try event(.willChangeFrame, begin: Self.undocked, end: Self.below, at: 2), in: IPad.container)
    // the change of frame is held with the hide rather than shown as a docked keyboard,
    #expect(change == .deferred)
    _ = machine.handle(try event(.willHide, begin: Self.undocked, end: Self.below, at: 2), in: IPad.container)
    _ = machine.endTurn(in: IPad.container)
    #expect(machine.state.phase == .hiding)
    #expect(machine.state.attachment == .undocked)
    // and on every frame of the slide the bar rests on the 20 pt safe area (the old code lifted it
    // up to 480 pt as the keyboard's bottom passed the screen's).
    for step in 0...50 {
      let time = 2 + Double(step) * 0.01
      #expect(machine.dockLayout(at: time, in: IPad.container).bottomOffset == 20)
      #expect(machine.contentOverlap(at: time, in: IPad.container) == 0)
    }
  }

  @Test func aChangeOfFrameAloneHidesTheKeyboard() throws {
    var machine = try machineWithUndockedKeyboard()
    _ = machine.handle(
      try event(.willChangeFrame, begin: Self.undocked, end: Self.below, at: 2), in: IPad.container)
    _ = machine.endTurn(in: IPad.container)
    #expect(machine.state.phase == .hiding)
    #expect(machine.dockLayout(at: 2.1, in: IPad.container).bottomOffset == 20)
  }

  @Test func aShortcutsBarAfterADockedKeyboardIsStillDocked() throws {
    // A docked keyboard giving way to the shortcuts bar (0, 1311, 1024, 313) still lifts the bar
    // 55 pt: only an undocked keyboard at its own size is leaving.
    var machine = KeyboardStateMachine()
    try machine.show(
      from: IPad.keyboard.offsetBy(dx: 0, dy: 398), to: IPad.keyboard, at: 0, in: IPad.container)
    let bar = CGRect(x: 0, y: 1311, width: 1024, height: 313)
    _ = machine.handle(try event(.willChangeFrame, begin: IPad.keyboard, end: bar, at: 2), in: IPad.container)
    #expect(machine.state.attachment == .shortcutsBar)
    #expect(machine.targetDockLayout(in: IPad.container).bottomOffset == 55)
  }
}

/// In Slide Over the correction for the space below the window is decided once per transition.
@Suite("Slide Over: one correction per transition")
struct SlideOverTransitionTests {
  // Given a Slide Over window, and view, at (649, 20, 375, 1326): it ends 20 pt above the
  // screen's bottom, and the keyboard is reported ending there, at (0, 946, 1024, 400).
  static let window = CGRect(x: 649, y: 20, width: 375, height: 1326)
  static let container = KeyboardContainer(
    frameInScreen: window, screenBounds: IPad.screen, isSlideOver: true, windowFrameInScreen: window)
  static let reported = CGRect(x: 0, y: 946, width: 1024, height: 400)

  @Test func theFrameWhoseBottomPassesTheScreensKeepsTheCorrection() throws {
    var machine = KeyboardStateMachine()
    // When the keyboard rises linearly over 0.25 s from 400 pt lower,
    _ = machine.handle(
      try event(
        .willShow, begin: Self.reported.offsetBy(dx: 0, dy: 400), end: Self.reported, curve: 3, at: 1),
      in: Self.container)
    // at 95 % of the way (t = 1.2375 s) its reported frame is at y 966 and ends at the screen's
    // bottom, 1366. It is really 20 pt lower, at 986: the bar belongs 1346 − 986 = 360 pt up. The
    // old code dropped the correction on that one frame: 380 pt, 20 pt into the keyboard.
    #expect(machine.presentedFrame(at: 1.2375).maxY == 1366)
    #expect(machine.dockLayout(at: 1.2375, in: Self.container).bottomOffset == 360)
    #expect(machine.contentOverlap(at: 1.2375, in: Self.container) == 360)
    // At rest, 1346 − 966 = 380.
    #expect(machine.dockLayout(at: 2, in: Self.container).bottomOffset == 380)
  }

  @Test func aHideKeepsTheCorrectionOfWhereTheKeyboardRested() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: Self.reported.offsetBy(dx: 0, dy: 400), end: Self.reported, at: 0),
      in: Self.container)
    // When it hides linearly in 0.21 s to the screen's bottom, 420 pt down (2000 pt/s),
    _ = machine.handle(
      try event(
        .willHide, begin: Self.reported, end: Self.reported.offsetBy(dx: 0, dy: 420), duration: 0.21,
        curve: 3, at: 2),
      in: Self.container)
    _ = machine.endTurn(in: Self.container)
    // 10 ms in, its reported frame ends at the screen's bottom again (966 + 400): really at
    // 986, the bar 1346 − 986 = 360 pt up, not 380.
    #expect(abs(machine.presentedFrame(at: 2.01).maxY - 1366) < 1e-9)
    #expect(abs(machine.dockLayout(at: 2.01, in: Self.container).bottomOffset - 360) < 1e-9)
  }
}
