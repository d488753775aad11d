import Foundation
import KeyboardDockCore
import Testing

/// Late *did*s in any order, focus moving between apps, and windows moving between screens.
///
/// Each test replays one order UIKit can deliver; the first ones are orders where a bar could leave
/// the keyboard, the last ones orders every version handled.
@Suite("Late dids in any order, focus between apps, other screens")
struct LateDidOrderTests {
  let c = DeviceA.container
  let kb = DeviceA.keyboard
  let off = DeviceA.offscreen
  /// QuickType off, or a field without accessory: 291 tall.
  let short = CGRect(x: 0, y: 553, width: 390, height: 291)

  private func feed(
    _ m: inout KeyboardStateMachine, _ kinds: [KeyboardNotificationKind], begin: CGRect?,
    end: CGRect, duration: TimeInterval? = nil, isLocal: Bool = true, at t: TimeInterval
  ) throws {
    for k in kinds {
      _ = m.handle(try event(k, begin: begin, end: end, duration: duration, isLocal: isLocal, at: t), in: c)
    }
    _ = m.endTurn(in: c)
  }

  // MARK: Password prompt (spec 1.8; StateMachine.md "A show superseded by a newer hide … is ignored")

  @Test("Password prompt: the hide's dids arrive at once, the show's did late → keyboard stays hidden")
  func passwordPromptDidOrder() throws {
    var m = KeyboardStateMachine()
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: kb, at: 0)
    try feed(&m, [.willChangeFrame, .willHide], begin: kb, end: off, duration: 0, at: 0.05)
    // duration 0: UIKit answers the hide at once
    try feed(&m, [.didChangeFrame, .didHide], begin: kb, end: off, at: 0.05)
    // the superseded show's did arrives when its animation would have ended (or later, iOS 17 out of process)
    try feed(&m, [.didChangeFrame, .didShow], begin: off, end: kb, at: 0.5)
    #expect(m.phase(at: 0.6) == .hidden)
    #expect(m.dockLayout(at: 0.6, in: c).bottomOffset == 34)
    #expect(m.targetDockLayout(in: c).bottomOffset == 34)
    #expect(m.contentOverlap(at: 0.6, in: c) == 0)
  }

  // MARK: Show, hide, show before any did (StateMachine.md: a hide superseded by a newer show → its
  // dids ignored)

  @Test("Show→hide→show, dids in animation-end order: the bar never drops while the keyboard comes up")
  func showHideShowDidOrder() throws {
    var m = KeyboardStateMachine()
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: kb, at: 0)
    try feed(&m, [.willChangeFrame, .willHide], begin: kb, end: off, at: 0.1)
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: kb, at: 0.2)
    // dids in the order their animations end: S1 (0.5), H1 (0.6), S2 (0.7)
    try feed(&m, [.didChangeFrame, .didShow], begin: off, end: kb, at: 0.5)
    try feed(&m, [.didChangeFrame, .didHide], begin: kb, end: off, at: 0.6)
    let presented = m.presentedFrame(at: 0.65)
    #expect(m.phase(at: 0.65) != .hidden)
    #expect(m.dockLayout(at: 0.65, in: c).bottomOffset > 300, "presented \(presented)")
    #expect(m.targetDockLayout(in: c).bottomOffset == 336)
  }

  @Test("Field switch in one turn; the show's did before the hide's did: the bar stays on the keyboard")
  func fieldSwitchShowDidFirst() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    _ = m.handle(try event(.willChangeFrame, begin: kb, end: off, at: 2), in: c)
    _ = m.handle(try event(.willHide, begin: kb, end: off, at: 2), in: c)
    _ = m.handle(try event(.willChangeFrame, begin: kb, end: kb, at: 2), in: c)
    _ = m.handle(try event(.willShow, begin: kb, end: kb, at: 2), in: c)
    _ = m.endTurn(in: c)
    try feed(&m, [.didChangeFrame, .didShow], begin: kb, end: kb, at: 2.0)
    try feed(&m, [.didChangeFrame, .didHide], begin: kb, end: off, at: 2.5)
    #expect(m.phase(at: 3) == .shown)
    #expect(m.dockLayout(at: 3, in: c).bottomOffset == 336)
  }

  @Test("Heights A→B→A (field switches/QuickType toggles) before any did: bar stays on the keyboard")
  func heightABA() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    try feed(&m, [.willChangeFrame, .willShow], begin: kb, end: short, at: 2.0)
    try feed(&m, [.willChangeFrame, .willShow], begin: short, end: kb, at: 2.1)
    try feed(&m, [.willChangeFrame, .willShow], begin: kb, end: short, at: 2.2)
    // dids in animation-end order
    try feed(&m, [.didChangeFrame, .didShow], begin: kb, end: short, at: 2.5)
    try feed(&m, [.didChangeFrame, .didShow], begin: short, end: kb, at: 2.6)
    // the keyboard is heading to / nearly at `short` (291)
    #expect(isClose(m.dockLayout(at: 2.65, in: c).bottomOffset, 291, within: 3))
    #expect(m.targetDockLayout(in: c).bottomOffset == 291)
  }

  @Test(
    "Hide→show→hide (away, field, away) before any did; dids in animation-end order: bar never jumps up")
  func hideShowHideDidOrder() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    try feed(&m, [.willChangeFrame, .willHide], begin: kb, end: off, at: 2.0)
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: kb, at: 2.1)
    try feed(&m, [.willChangeFrame, .willHide], begin: kb, end: off, at: 2.2)
    try feed(&m, [.didChangeFrame, .didHide], begin: kb, end: off, at: 2.5)
    try feed(&m, [.didChangeFrame, .didShow], begin: off, end: kb, at: 2.6)
    // the keyboard is 0.4 s into its last hide (≈ 99.6 % down): the bar is at rest
    #expect(m.dockLayout(at: 2.65, in: c).bottomOffset < 40)
    #expect(m.targetDockLayout(in: c).bottomOffset == 34)
  }

  // MARK: Multitasking (spec 4.4/4.5, scenario 17)

  @Test(
    "Split View: our field takes focus from the other app; the keyboard stays (begin == end, isLocal)"
  )
  func nonLocalToLocalStationary() throws {
    var m = KeyboardStateMachine()
    try m.show(from: off, to: kb, isLocal: false, at: 0, in: c)
    #expect(m.dockLayout(at: 1, in: c).bottomOffset == 34)
    // focus moves into our app; the keyboard does not move
    try feed(&m, [.willChangeFrame, .willShow], begin: kb, end: kb, isLocal: true, at: 2)
    try feed(&m, [.didChangeFrame, .didShow], begin: kb, end: kb, isLocal: true, at: 2)
    #expect(m.state.isLocal)
    #expect(m.dockLayout(at: 3, in: c).bottomOffset == 336)
  }

  @Test("Split View: focus leaves for the other app, keyboard stays (begin == end, isLocal false)")
  func localToNonLocalStationary() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    try feed(&m, [.willChangeFrame, .willShow], begin: kb, end: kb, isLocal: false, at: 2)
    #expect(!m.state.isLocal)
    #expect(m.dockLayout(at: 3, in: c).bottomOffset == 34)
    #expect(m.contentOverlap(at: 3, in: c) == 336)
  }

  // MARK: Other screens (spec 1.2, scenario 15)

  @Test(
    "The window moves to an external display under the iPad's keyboard; its willHide is for screen 1"
  )
  func windowMovesToOtherScreen() throws {
    let onIPad = IPad.window(CGRect(x: 100, y: 100, width: 800, height: 1166))
    var onExternal = onIPad
    onExternal.screen = IPad.otherScreenID
    let k = CGRect(x: 0, y: 968, width: 1024, height: 398)
    var m = KeyboardStateMachine()
    try m.show(from: k.offsetBy(dx: 0, dy: 398), to: k, screen: IPad.screenID, at: 0, in: onIPad)
    #expect(m.dockLayout(at: 1, in: onIPad).bottomOffset == 298)
    // the window is now on screen 2; the keyboard it saw is on screen 1
    #expect(m.dockLayout(at: 2, in: onExternal).bottomOffset == 0, "keyboard of another screen lifts the bar")
    // UIKit hides the iPad's keyboard: the notification names screen 1 and is ignored (spec 1.2)
    _ = m.handle(
      try event(.willHide, begin: k, end: k.offsetBy(dx: 0, dy: 398), screen: IPad.screenID, at: 2),
      in: onExternal)
    _ = m.endTurn(in: onExternal)
    #expect(m.dockLayout(at: 3, in: onExternal).bottomOffset == 0, "bar stays lifted with no keyboard")
  }

  // MARK: Sanity probes that pass (kept to document coverage)

  @Test("Third-party 0→216→256 across turns with dids in order")
  func thirdParty() throws {
    var m = KeyboardStateMachine()
    let zero = CGRect(x: 0, y: 844, width: 390, height: 0)
    let h216 = CGRect(x: 0, y: 628, width: 390, height: 216)
    let h256 = CGRect(x: 0, y: 588, width: 390, height: 256)
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: zero, at: 0)
    try feed(&m, [.willChangeFrame, .willShow], begin: zero, end: h216, at: 0.05)
    try feed(&m, [.willChangeFrame, .willShow], begin: h216, end: h256, at: 0.1)
    try feed(&m, [.didChangeFrame, .didShow], begin: off, end: zero, at: 0.5)
    try feed(&m, [.didChangeFrame, .didShow], begin: zero, end: h216, at: 0.55)
    #expect(m.dockLayout(at: 0.58, in: c).bottomOffset > 250)
    try feed(&m, [.didChangeFrame, .didShow], begin: h216, end: h256, at: 0.6)
    #expect(m.dockLayout(at: 1, in: c).bottomOffset == 256)
  }

  @Test("Interrupted hide by show with dids late")
  func interruptedHide() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    try feed(&m, [.willChangeFrame, .willHide], begin: kb, end: off, at: 2)
    try feed(&m, [.willChangeFrame, .willShow], begin: off, end: kb, at: 2.1)
    try feed(&m, [.didChangeFrame, .didHide], begin: kb, end: off, at: 2.5)
    #expect(m.dockLayout(at: 2.55, in: c).bottomOffset > 300)
    try feed(&m, [.didChangeFrame, .didShow], begin: off, end: kb, at: 2.6)
    #expect(m.dockLayout(at: 3, in: c).bottomOffset == 336)
  }

  @Test("An iPad's narrow shortcuts bar (iOS 15): overlap 55")
  func narrowShortcutsBar() throws {
    let bar = CGRect(x: 212, y: 1311, width: 600, height: 313)
    var m = KeyboardStateMachine()
    try m.show(from: bar.offsetBy(dx: 0, dy: 55), to: bar, at: 0, in: IPad.container)
    #expect(m.dockLayout(at: 1, in: IPad.container).bottomOffset == 55)
  }

  @Test("Drag, cancelled by sample at rest, then UIKit's stationary willShow: bar at 336")
  func snapBack() throws {
    var m = try KeyboardStateMachine.shownOnDeviceA()
    _ = m.handle(
      try sample(CGRect(x: 0, y: 700, width: 390, height: 144), at: 1.0), in: c, arbiter: .fingerOnKeyboard)
    #expect(m.dockLayout(at: 1.0, in: c).bottomOffset == 144)
    _ = m.handle(try sample(kb, at: 1.1), in: c)
    try feed(&m, [.willChangeFrame, .willShow], begin: kb, end: kb, at: 1.1)
    #expect(m.dockLayout(at: 2, in: c).bottomOffset == 336)
  }
}
