import Foundation
import KeyboardDockCore
import Testing

extension SpecScenarioTests {
  @Test("13. iPad hardware keyboard: end (0, 1311, 1024, 313) → overlap 55, docked")
  func scenario13_hardwareKeyboardShortcutsBar() throws {
    let bar = CGRect(x: 0, y: 1311, width: 1024, height: 313)
    // *How the iOS keyboard behaves* calls it docked; the core names it `.shortcutsBar`, which is
    // docked for layout.
    let classification = KeyboardGeometry.classify(bar, kind: .willShow, in: IPad.container)
    #expect(classification == .visible(.shortcutsBar))
    #expect(KeyboardAttachment.shortcutsBar.isDocked)
    #expect(KeyboardGeometry.overlap(of: bar, with: IPad.container) == 55)

    var machine = KeyboardStateMachine()
    try machine.show(from: bar.offsetBy(dx: 0, dy: 55), to: bar, at: 0, in: IPad.container)
    #expect(machine.state.attachment == .shortcutsBar)
    #expect(
      machine.dockLayout(at: 1, in: IPad.container)
        == DockLayout(bottomOffset: 55, restingInset: 20, keyboardOverlap: 55))
  }

  @Test("14. iPad floating keyboard (300, 500, 320, 260): floating, overlap 0, bar at the safe area")
  func scenario14_floatingKeyboard() throws {
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    #expect(KeyboardGeometry.classify(floating, kind: .willShow, in: IPad.container) == .visible(.undocked))

    var machine = KeyboardStateMachine()
    try machine.show(from: floating, to: floating, at: 0, in: IPad.container)
    #expect(machine.state.attachment == .undocked)
    #expect(machine.state.phase == .shown)
    #expect(
      machine.dockLayout(at: 1, in: IPad.container)
        == DockLayout(bottomOffset: 20, restingInset: 20, keyboardOverlap: 0))
    #expect(machine.contentOverlap(at: 1, in: IPad.container) == 0)
  }

  @Test(
    "15. Stage Manager window (100, 100, 800, 900): Kb (0, 966, 1024, 400) → overlap 34; other screen ignored"
  )
  func scenario15_stageManager() throws {
    let window = IPad.window(CGRect(x: 100, y: 100, width: 800, height: 900))
    let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
    // 1000 − 966: the window's bottom in screen coordinates minus the keyboard's top.
    #expect(KeyboardGeometry.overlap(of: keyboard, with: window) == 34)

    var machine = KeyboardStateMachine()
    try machine.show(
      from: keyboard.offsetBy(dx: 0, dy: 400), to: keyboard, screen: IPad.screenID, at: 0, in: window)
    #expect(machine.dockLayout(at: 1, in: window).bottomOffset == 34)
    #expect(machine.contentOverlap(at: 1, in: window) == 34)

    // A notification about the keyboard on another screen is ignored (see *How the iOS keyboard behaves*,
    // "Keyboards on other screens").
    var other = KeyboardStateMachine()
    let update = other.handle(
      try event(
        .willShow, begin: keyboard.offsetBy(dx: 0, dy: 400), end: keyboard, screen: IPad.otherScreenID,
        at: 0),
      in: window)
    #expect(update == .ignored(.otherScreen))
    #expect(other.state == .initial)
  }

  @Test("16. Form sheet at y 200…1100, Kb minY 966 → overlap 134; after the sheet moves up 100 → 34")
  func scenario16_formSheetMoves() throws {
    let sheet = IPad.window(CGRect(x: 242, y: 200, width: 540, height: 900))
    let keyboard = CGRect(x: 0, y: 966, width: 1024, height: 400)
    var machine = KeyboardStateMachine()
    try machine.show(from: keyboard.offsetBy(dx: 0, dy: 400), to: keyboard, at: 0, in: sheet)
    #expect(machine.dockLayout(at: 1, in: sheet).bottomOffset == 134)

    // When UIKit moves the sheet up by 100 to make room (see *How the iOS keyboard behaves*, "Sheets"), the
    // layout is recomputed with the container as it is now: 1000 − 966.
    let moved = IPad.window(CGRect(x: 242, y: 100, width: 540, height: 900))
    #expect(machine.dockLayout(at: 1, in: moved).bottomOffset == 34)
    #expect(machine.targetDockLayout(in: moved).bottomOffset == 34)
    #expect(machine.contentOverlap(at: 1, in: moved) == 34)
  }

  @Test("17. isLocal = false in Split View: the bar ignores it, content avoids the intersection")
  func scenario17_nonLocalKeyboard() throws {
    let split = IPad.window(CGRect(x: 0, y: 0, width: 507, height: 1366), safeArea: IPad.safeArea)
    var machine = KeyboardStateMachine()
    try machine.show(
      from: IPad.keyboard.offsetBy(dx: 0, dy: 398), to: IPad.keyboard, isLocal: false, at: 0, in: split)
    #expect(machine.state.isLocal == false)

    // The bar stays on the safe area (InputBarAccessoryView / Flutter policy; see *How the iOS keyboard
    // behaves*, "Multitasking").
    #expect(
      machine.dockLayout(at: 1, in: split)
        == DockLayout(bottomOffset: 20, restingInset: 20, keyboardOverlap: 0))
    // The content still avoids the 398 the keyboard covers: 378 above the safe area.
    #expect(machine.contentOverlap(at: 1, in: split) == 398)
    var adjuster = ScrollInsetAdjuster()
    let scrollView = ScrollViewGeometry(
      contentSize: CGSize(width: 507, height: 3000), boundsSize: CGSize(width: 507, height: 1366),
      safeAreaInsets: IPad.safeArea)
    let plan = adjuster.plan(for: scrollView, obstruction: machine.contentOverlap(at: 1, in: split))
    #expect(plan.contentInset.bottom == 378)
  }

  @Test("21. Rotation: a frame 390 wide while the screen is 844 wide is ignored")
  func scenario21_staleWidthDuringRotation() throws {
    let landscape = DeviceA.landscape
    let keyboard = CGRect(x: 0, y: 181, width: 844, height: 209)
    var machine = KeyboardStateMachine()
    try machine.show(from: keyboard.offsetBy(dx: 0, dy: 209), to: keyboard, at: 0, in: landscape)
    let state = machine.state

    // The portrait keyboard's frame, left over from before the rotation (see *How the iOS keyboard behaves*,
    // "Frames to ignore").
    let stale = machine.handle(try event(.willChangeFrame, end: DeviceA.keyboard, at: 2), in: landscape)
    #expect(stale == .ignored(.staleWidthDuringRotation))
    #expect(machine.state == state)
    #expect(machine.dockLayout(at: 2, in: landscape).bottomOffset == 209)
  }

  @Test("25. Notification object nil (before iOS 16.1): not discarded; the window's screen is assumed")
  func scenario25_nilScreenAccepted() throws {
    var machine = KeyboardStateMachine()
    let update = machine.handle(
      try event(
        .willShow, begin: IPad.keyboard.offsetBy(dx: 0, dy: 398), end: IPad.keyboard, screen: nil, at: 0),
      in: IPad.window(IPad.screen, safeArea: IPad.safeArea))
    #expect(update.transition?.to.phase == .showing)
    #expect(
      machine.targetDockLayout(in: IPad.window(IPad.screen, safeArea: IPad.safeArea)).bottomOffset == 398)
  }
}
