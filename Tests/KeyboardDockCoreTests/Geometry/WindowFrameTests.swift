import Foundation
import KeyboardDockCore
import Testing

/// iPad keyboard frames that arrive in a window's or a view's coordinates, or clipped to the
/// window, are put back on the screen: a docked keyboard spans the screen's bottom.
@Suite("iPad keyboard frames in windows")
struct WindowFrameTests {
  /// A Stage Manager window, and its view, at (100, 100, 800, 900).
  ///
  /// Its bottom is 1000, 366 pt above the screen's. The docked keyboard is really at
  /// (0, 966, 1024, 400).
  static let window = CGRect(x: 100, y: 100, width: 800, height: 900)
  static let stageManager = KeyboardContainer(
    frameInScreen: window, screenBounds: IPad.screen, windowFrameInScreen: window)
  static let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)

  @Test func framesInTheWindowsCoordinatesAreMovedToTheScreen() throws {
    // Given the frames in the window's coordinates (iPadOS 26): the keyboard at (−100, 866),
    let end = Self.keyboard.offsetBy(dx: -100, dy: -100)
    var machine = KeyboardStateMachine()
    // when it shows from 400 pt lower,
    _ = machine.handle(
      try event(.willShow, begin: end.offsetBy(dx: 0, dy: 400), end: end, at: 0), in: Self.stageManager)
    // it is docked where it really is, and covers 1000 − 966 = 34 pt of the window: the bar rests
    // on it, not on the window's bottom (the old code took it for an undocked keyboard: 0).
    #expect(machine.state.frame == Self.keyboard)
    #expect(machine.state.attachment == .docked)
    #expect(machine.targetDockLayout(in: Self.stageManager).bottomOffset == 34)
    // It starts from the screen's bottom, where the window-coordinates begin frame (y 1266) was.
    #expect(machine.presentedFrame(at: 0).minY == 1366)
  }

  @Test func framesInTheViewsCoordinatesAreMovedToTheScreen() throws {
    // Given a form sheet's view at (160, 200, 704, 900) in a full-screen window, told the frame in
    // the view's coordinates (iPadOS 26 with an input accessory, FB18129544): (−160, 766),
    let sheet = KeyboardContainer(
      frameInScreen: CGRect(x: 160, y: 200, width: 704, height: 900), screenBounds: IPad.screen,
      windowFrameInScreen: IPad.screen)
    let end = Self.keyboard.offsetBy(dx: -160, dy: -200)
    var machine = KeyboardStateMachine()
    _ = machine.handle(try event(.willShow, end: end, at: 0), in: sheet)
    // the keyboard is at (0, 966) and covers 1100 − 966 = 134 pt of the sheet.
    #expect(machine.state.frame == Self.keyboard)
    #expect(machine.targetDockLayout(in: sheet).bottomOffset == 134)
  }

  @Test func aFrameCarryingTheWindowsOriginXStartsAtTheScreensLeft() throws {
    // Given the right pane of Split View, (690, 0, 334, 1366), told the frame with its origin x
    // taken off, (−690, 966, 1024, 400): it would miss the pane altogether.
    let pane = CGRect(x: 690, y: 0, width: 334, height: 1366)
    let container = KeyboardContainer(
      frameInScreen: pane, screenBounds: IPad.screen, windowFrameInScreen: pane)
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, end: Self.keyboard.offsetBy(dx: -690, dy: 0), at: 0), in: container)
    // The keyboard spans the screen from x 0, and covers the pane's bottom 400 pt (the old code: 0).
    #expect(machine.state.frame == Self.keyboard)
    #expect(machine.targetDockLayout(in: container).bottomOffset == 400)
  }

  @Test func framesAlreadyOnTheScreenAndFloatingKeyboardsStay() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(try event(.willShow, end: Self.keyboard, at: 0), in: Self.stageManager)
    #expect(machine.state.frame == Self.keyboard)
    #expect(machine.targetDockLayout(in: Self.stageManager).bottomOffset == 34)
    // A floating keyboard, narrower than the screen, is where UIKit says.
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    _ = machine.handle(try event(.willShow, end: floating, at: 1), in: Self.stageManager)
    #expect(machine.state.frame == floating)
    #expect(machine.state.attachment == .undocked)
  }

  @Test func aWindowAsWideAsTheScreenIsTallIsNotAStaleRotation() throws {
    // Given the landscape iPad (1366 × 1024) and a window 1024 pt wide at x 171, with the docked
    // keyboard (0, 626, 1366, 398) clipped to it (iPadOS 16 and later): (171, 626, 1024, 398).
    let screen = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    let window = CGRect(x: 171, y: 0, width: 1024, height: 1024)
    let container = KeyboardContainer(
      frameInScreen: window, screenBounds: screen, windowFrameInScreen: window)
    let clipped = CGRect(x: 171, y: 626, width: 1024, height: 398)
    // The frame is docked, not ignored as a leftover of a rotation (the old code: ignored),
    #expect(KeyboardGeometry.classify(clipped, kind: .willShow, in: container) == .visible(.docked))
    var machine = KeyboardStateMachine()
    _ = machine.handle(try event(.willShow, end: clipped, at: 0), in: container)
    #expect(machine.targetDockLayout(in: container).bottomOffset == 398)
    // while the same width in a full-screen container, with no such window, still is one.
    let full = KeyboardContainer.fullScreen(width: 1366, height: 1024)
    #expect(
      KeyboardGeometry.classify(clipped, kind: .willShow, in: full) == .ignored(.staleWidthDuringRotation))
  }
}
