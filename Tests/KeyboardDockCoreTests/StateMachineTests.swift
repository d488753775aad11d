import Foundation
import KeyboardDockCore
import Testing

/// Transitions of the state machine beyond the numbered scenarios of `SpecScenarioTests`.
@Suite("State machine transitions")
struct StateMachineTests {
  let container = DeviceA.container

  @Test("Duration 0 from hidden goes straight to shown, with no animation")
  func zeroDurationShowFromHidden() throws {
    var machine = KeyboardStateMachine()
    let update = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, duration: 0, at: 1), in: container
    )
    #expect(update.transition?.to.phase == .shown)
    #expect(update.transition?.animation.isImmediate == true)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 336)
    #expect(!machine.isAnimating(at: 1))
  }

  @Test("A hide interrupting a show starts from the presented frame")
  func hideInterruptsShow() throws {
    // Given a show from y = 844 on the keyboard's spring, at t = 0.
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    let before = machine.dockLayout(at: 0.08, in: container)
    #expect(isClose(Double(before.bottomOffset), 144.11, within: 0.01))

    // When a hide arrives 0.08 s in and its turn ends.
    #expect(
      machine.handle(
        try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 0.08), in: container)
        == .deferred)
    // (The driver tells the machine where the keyboard is shown; here, on the show's curve.)
    let shown = machine.presentedFrame(at: 0.08)
    let transition = try #require(machine.endTurn(in: container, presented: shown).transition)

    // Then the hide starts where the keyboard was (844 − 144.11), not from its begin frame Kb.
    #expect(isClose(Double(transition.fromFrame.minY), 699.89, within: 0.01))
    #expect(transition.to.phase == .hiding)
    #expect(machine.dockLayout(at: 0.08, in: container) == before)
    #expect(machine.dockLayout(at: 0.2, in: container).bottomOffset < before.bottomOffset)
    #expect(machine.dockLayout(at: 0.58, in: container).bottomOffset == 34)
    #expect(machine.phase(at: 0.58) == .hidden)
  }

  @Test("A show after a hide that ended without its didHide starts at its begin frame")
  func showAfterAHideWithoutItsDid() throws {
    // Given a hide at t = 1 whose didHide never comes, and a rotation to landscape after it ended.
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 1), in: container)
    _ = machine.endTurn(in: container)
    #expect(machine.phase(at: 1.6) == .hidden)
    let landscape = DeviceA.landscape

    // When the landscape keyboard shows from just below the screen.
    let begin = CGRect(x: 0, y: 390, width: 844, height: 209)
    let end = CGRect(x: 0, y: 181, width: 844, height: 209)
    let transition = try #require(
      machine.handle(try event(.willShow, begin: begin, end: end, at: 1.7), in: landscape).transition)

    // Then it starts at its begin frame, not at the portrait frame the hide left.
    #expect(transition.fromFrame == begin)
    #expect(transition.to.frame == end)
  }

  @Test("A show interrupting a hide starts from the presented frame and stays shown-bound")
  func showInterruptsHide() throws {
    // Given a hide under way since t = 1.
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 1), in: container)
    _ = machine.endTurn(in: container)
    let presented = machine.presentedFrame(at: 1.1)

    // When the keyboard comes back 0.1 s in.
    let update = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 1.1), in: container,
      presented: presented)
    let transition = try #require(update.transition)
    #expect(transition.fromFrame == presented)
    #expect(transition.to.phase == .showing)
    #expect(machine.dockLayout(at: 1.7, in: container).bottomOffset == 336)
  }

  @Test("The phase settles when the animation ends, even if the did notification is late")
  func phaseSettlesWithoutDid() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    #expect(machine.phase(at: 0.3) == .showing)
    #expect(machine.phase(at: 0.5) == .shown)
    #expect(machine.state.phase == .showing)
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2), in: container)
    _ = machine.endTurn(in: container)
    #expect(machine.phase(at: 2.3) == .hiding)
    #expect(machine.phase(at: 2.5) == .hidden)
  }

  @Test("A did notification without its will applies at once")
  func missedWillNotifications() throws {
    var machine = KeyboardStateMachine()
    let shown = machine.handle(try event(.didShow, end: DeviceA.keyboard, at: 1), in: container)
    #expect(shown.transition?.to.phase == .shown)
    #expect(shown.transition?.animation.isImmediate == true)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 336)

    let hidden = machine.handle(try event(.didHide, end: DeviceA.offscreen, at: 2), in: container)
    #expect(hidden.transition?.to.phase == .hidden)
    #expect(machine.dockLayout(at: 2, in: container).bottomOffset == 34)
  }

  @Test("willHide's values win over the willChangeFrame before it")
  func willHideValuesWin() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.keyboard, end: DeviceA.offscreen, duration: 0.25, at: 1),
      in: container)
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, duration: 0, at: 1), in: container
    )
    #expect(machine.pendingHide?.kind == .willHide)
    let transition = try #require(machine.endTurn(in: container).transition)
    #expect(transition.animation.isImmediate)
    #expect(transition.to.phase == .hidden)
  }

  @Test("A willHide that still carries an on-screen frame (undock from the menu) ends below the screen")
  func hideWithOnScreenFrame() throws {
    // Given the docked iPad keyboard.
    var machine = KeyboardStateMachine()
    try machine.show(
      from: IPad.keyboard.offsetBy(dx: 0, dy: 398), to: IPad.keyboard, at: 0, in: IPad.container)

    // When willHide arrives with the undocked keyboard's on-screen frame.
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    _ = machine.handle(try event(.willHide, begin: IPad.keyboard, end: floating, at: 1), in: IPad.container)
    let transition = try #require(machine.endTurn(in: IPad.container).transition)

    // Then the keyboard is taken below the screen, and the bar comes to rest on the safe area.
    #expect(transition.to.frame == CGRect(x: 300, y: 1366, width: 320, height: 260))
    #expect(machine.dockLayout(at: 2, in: IPad.container).bottomOffset == 20)
    #expect(machine.contentOverlap(at: 2, in: IPad.container) == 0)
  }

  @Test("A hidden keyboard lifts nothing after the container changes under its stale frame")
  func hiddenAfterRotation() throws {
    // Given the keyboard shown and hidden in iPad landscape: it rests at y 1024, below that screen.
    let landscape = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 0, width: 1366, height: 1024), safeAreaInsets: IPad.safeArea)
    let keyboard = CGRect(x: 0, y: 672, width: 1366, height: 352)
    let below = CGRect(x: 0, y: 1024, width: 1366, height: 352)
    var machine = KeyboardStateMachine()
    try machine.show(from: below, to: keyboard, at: 0, in: landscape)
    try machine.hide(from: keyboard, to: below, at: 1, in: landscape)

    // When the device rotates to portrait, where y 1024…1376 is on screen, inside a form sheet
    // ending at 1100.
    let sheet = IPad.window(CGRect(x: 242, y: 200, width: 540, height: 900))
    #expect(KeyboardGeometry.overlap(of: machine.state.frame, with: sheet) == 76)

    // Then the hidden keyboard still lifts nothing.
    #expect(machine.dockLayout(at: 3, in: sheet).bottomOffset == 0)
    #expect(machine.targetDockLayout(in: sheet).bottomOffset == 0)
    #expect(machine.contentOverlap(at: 3, in: sheet) == 0)
  }

  @Test("Third-party keyboards: willShow heights 0 → 216 → 256 end at 256")
  func thirdPartyKeyboardHeights() throws {
    var machine = KeyboardStateMachine()
    let zero = CGRect(x: 0, y: 844, width: 390, height: 0)
    let first = CGRect(x: 0, y: 628, width: 390, height: 216)
    let second = CGRect(x: 0, y: 588, width: 390, height: 256)
    // A zero-height willShow means hidden: held like a hide, cancelled by the next show.
    #expect(
      machine.handle(try event(.willShow, begin: DeviceA.offscreen, end: zero, at: 0), in: container)
        == .deferred)
    #expect(
      machine.handle(try event(.willShow, begin: zero, end: first, at: 0), in: container).transition?.to.phase
        == .showing)
    #expect(machine.endTurn(in: container) == .unchanged)
    #expect(
      machine.handle(try event(.willShow, begin: first, end: second, at: 0.1), in: container).transition
        != nil)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 256)
    // A fraction off is the same frame (see *How the iOS keyboard behaves*, "Third-party keyboards").
    let noisy = CGRect(x: 0, y: 588.3, width: 390, height: 255.7)
    #expect(
      machine.handle(try event(.didShow, begin: first, end: noisy, at: 1), in: container) == .settled(.shown))
  }

  @Test("Third-party keyboards: a height of 0 in its own turn rests the bar until the real height comes")
  func thirdPartyZeroHeightInItsOwnTurn() throws {
    var machine = KeyboardStateMachine()
    let zero = CGRect(x: 0, y: 844, width: 390, height: 0)
    let first = CGRect(x: 0, y: 628, width: 390, height: 216)
    let second = CGRect(x: 0, y: 588, width: 390, height: 256)
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: first, duration: 0, at: 0), in: container)
    // A keyboard of no height covers nothing: the bar rests on the safe area.
    #expect(
      machine.handle(try event(.willShow, begin: first, end: zero, duration: 0, at: 1), in: container)
        == .deferred)
    #expect(machine.endTurn(in: container).transition?.to.phase == .hidden)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 34)
    // The real height in a later turn shows the keyboard again.
    _ = machine.handle(try event(.willShow, begin: zero, end: second, duration: 0, at: 1.05), in: container)
    #expect(machine.state.phase == .shown)
    #expect(machine.dockLayout(at: 1.05, in: container).bottomOffset == 256)
  }

  @Test("Screens: another screen's notifications are ignored, nil screens accepted")
  func screens() throws {
    let window = IPad.window(IPad.screen, safeArea: IPad.safeArea)
    var machine = KeyboardStateMachine()
    try machine.show(
      from: IPad.keyboard.offsetBy(dx: 0, dy: 398), to: IPad.keyboard, screen: IPad.screenID, at: 0,
      in: window)
    #expect(machine.state.screen == IPad.screenID)

    // Another screen's hide is ignored, and so is its sample-free frame change.
    let otherHide = try event(
      .willHide, end: IPad.keyboard.offsetBy(dx: 0, dy: 398), screen: IPad.otherScreenID, at: 1)
    #expect(machine.handle(otherHide, in: window) == .ignored(.otherScreen))
    #expect(machine.pendingHide == nil)

    // A hide without a screen is accepted and keeps the known screen.
    let hide = try event(.willHide, end: IPad.keyboard.offsetBy(dx: 0, dy: 398), screen: nil, at: 2)
    #expect(machine.handle(hide, in: window) == .deferred)
    #expect(machine.endTurn(in: window).transition?.to.screen == IPad.screenID)

    // A container that does not know its screen accepts every screen.
    var unknown = KeyboardStateMachine()
    let anyScreen = try event(.willShow, end: IPad.keyboard, screen: IPad.otherScreenID, at: 0)
    #expect(unknown.handle(anyScreen, in: IPad.container).transition != nil)
  }

  @Test("Foreground reconciliation: a keyboard shown on return, the same one, a pending hide dropped")
  func reconcile() throws {
    var machine = KeyboardStateMachine()
    let shown = machine.reconcile(keyboardFrame: DeviceA.keyboard, at: 5, in: container)
    #expect(shown.transition?.to.phase == .shown)
    #expect(shown.transition?.animation.isImmediate == true)
    #expect(machine.dockLayout(at: 5, in: container).bottomOffset == 336)
    #expect(machine.reconcile(keyboardFrame: DeviceA.keyboard, at: 6, in: container) == .unchanged)

    // A hide left pending when the app went to the background is dropped.
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 7), in: container)
    #expect(machine.reconcile(keyboardFrame: DeviceA.keyboard, at: 8, in: container) == .unchanged)
    #expect(machine.pendingHide == nil)
    #expect(machine.endTurn(in: container) == .unchanged)

    // An off-screen frame on return means no keyboard.
    #expect(
      machine.reconcile(keyboardFrame: DeviceA.offscreen, at: 9, in: container).transition?.to.phase
        == .hidden)
    #expect(machine.dockLayout(at: 9, in: container).bottomOffset == 34)
  }

  @Test("Another app's keyboard is remembered as non-local, then replaced by a local one")
  func localityChanges() throws {
    var machine = KeyboardStateMachine()
    try machine.show(from: DeviceA.offscreen, to: DeviceA.keyboard, isLocal: false, at: 0, in: container)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 34)
    #expect(machine.contentOverlap(at: 1, in: container) == 336)
    let followed = DockConfiguration(followsNonLocalKeyboard: true)
    #expect(machine.dockLayout(at: 1, in: container, configuration: followed).bottomOffset == 336)

    let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.keyboard, end: taller, isLocal: true, at: 2), in: container)
    #expect(machine.state.isLocal)
    #expect(machine.dockLayout(at: 3, in: container).bottomOffset == 380)
  }
}

@Suite("Attachment over time")
struct AttachmentOverTimeTests {
  @Test func attachmentIsNilOnceTheHideHasPlayedOut() throws {
    // Given the keyboard shown on device A, then hidden at t = 2 with curve 7
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let container = DeviceA.container
    _ = machine.handle(
      try KeyboardEvent(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, duration: 0.25, at: 2),
      in: container)
    _ = machine.endTurn(in: container)

    // Then it is docked while the keyboard slides away, and nil after the 0.5 s spring
    #expect(machine.attachment(at: 2.2) == .docked)
    #expect(machine.attachment(at: 2.5) == nil)
    #expect(KeyboardStateMachine().attachment(at: 0) == nil)
  }

  @Test func anEarlyDidHideLeavesTheSlidingKeyboardAttached() throws {
    // Given a hide at t = 2 whose didHide arrives after the nominal 0.25 s, before curve 7's 0.5 s
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let container = DeviceA.container
    _ = machine.handle(
      try KeyboardEvent(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, duration: 0.25, at: 2),
      in: container)
    _ = machine.endTurn(in: container)
    #expect(
      machine.handle(try KeyboardEvent(.didHide, end: DeviceA.offscreen, at: 2.25), in: container)
        == .settled(.hidden))

    // Then the keyboard still slides and the bar follows it: 0.1 s in, the spring is at 0.54478,
    // so the keyboard covers 336 × 0.45522 = 152.95 pt; 0.3 s in it covers 9.10 pt, under the
    // 34 pt safe area, and is still docked.
    #expect(abs(machine.dockLayout(at: 2.1, in: container).bottomOffset - 152.95) <= 0.01)
    #expect(machine.attachment(at: 2.3) == .docked)
    #expect(abs(machine.contentOverlap(at: 2.3, in: container) - 9.10) <= 0.01)
    #expect(machine.attachment(at: 2.5) == nil)
  }
}
