import Foundation
import KeyboardDockCore
import Testing

/// Interactive dismissal: the drag model and how the state machine follows per-frame samples.
///
/// See *How the iOS keyboard behaves*, "Interactive dismissal", "Following the finger" and "Letting go".
@Suite("Interactive dismissal")
struct InteractiveDismissalTests {
  let container = DeviceA.container
  let model = InteractiveDismissal()

  @Test(
    "The keyboard follows the finger down, never above its resting top",
    arguments: [
      (400, 508), (508, 508), (509, 509), (700, 700), (900, 900),
    ] as [(CGFloat, CGFloat)])
  func keyboardTop(touchY: CGFloat, top: CGFloat) {
    #expect(model.keyboardTop(touchY: touchY, restingTop: 508) == top)
  }

  @Test("A NaN touch leaves the keyboard at rest")
  func nanTouch() {
    #expect(model.keyboardTop(touchY: .nan, restingTop: 508) == 508)
    #expect(!model.isTracking(touchY: .nan, startY: 300, restingTop: 508))
  }

  @Test("Tracking needs a touch that began above the keyboard, crossed into it and moved 3 pt")
  func tracking() {
    #expect(model.activationDistance == 3)
    #expect(!model.isTracking(touchY: 507, startY: 300, restingTop: 508))
    #expect(model.isTracking(touchY: 508, startY: 300, restingTop: 508))
    // Began just above the keyboard: 2 pt is not enough, 3 is.
    #expect(!model.isTracking(touchY: 509, startY: 507, restingTop: 508))
    #expect(model.isTracking(touchY: 510, startY: 507, restingTop: 508))
    // Began on the keyboard (or on its accessory's top edge): the touch is the keyboard's, never tracked.
    #expect(!model.isTracking(touchY: 700, startY: 600, restingTop: 508))
    #expect(!model.isTracking(touchY: 700, startY: 508, restingTop: 508))
    #expect(!model.isTracking(touchY: 700, startY: .nan, restingTop: 508))
  }

  @Test("A negative or non-finite accessory height counts as 0 on release")
  func releaseWithAnUnusableAccessoryHeight() {
    for height in [CGFloat(-40), .nan, .infinity, -.infinity] {
      let model = InteractiveDismissal(accessoryHeight: height)
      // The keyboard top 20 pt above the window's bottom, released slowly: it snaps back, as with
      // no accessory.
      #expect(
        model.releaseOutcome(keyboardTop: 824, velocityY: 0, restingTop: 508, windowHeight: 844) == .snapBack,
        "accessory \(height)")
      #expect(
        model.releaseOutcome(keyboardTop: 844, velocityY: 0, restingTop: 508, windowHeight: 844) == .dismiss,
        "accessory \(height)")
    }
  }

  /// A release and its outcome under Telegram's rule (see *How the iOS keyboard behaves*, "Letting go").
  struct Release: Sendable, CustomTestStringConvertible {
    let top: CGFloat
    let velocity: CGFloat
    let accessory: CGFloat
    let outcome: InteractiveDismissal.Outcome
    var testDescription: String { "top \(top), velocity \(velocity), accessory \(accessory) → \(outcome)" }
  }

  @Test(
    "Release: dismiss at the window's bottom or fast downward inside the keyboard, else snap back",
    arguments: [
      Release(top: 700, velocity: 150, accessory: 0, outcome: .dismiss),
      Release(top: 700, velocity: -50, accessory: 0, outcome: .snapBack),
      Release(top: 700, velocity: 100, accessory: 0, outcome: .snapBack),
      Release(top: 700, velocity: 100.5, accessory: 0, outcome: .dismiss),
      Release(top: 844, velocity: -500, accessory: 0, outcome: .dismiss),
      Release(top: 800, velocity: 0, accessory: 44, outcome: .dismiss),
      Release(top: 799, velocity: 0, accessory: 44, outcome: .snapBack),
      // At its resting top a fast flick is not inside the keyboard's travel: snap back.
      Release(top: 508, velocity: 500, accessory: 0, outcome: .snapBack),
    ])
  func release(release: Release) {
    let model = InteractiveDismissal(accessoryHeight: release.accessory)
    let outcome = model.releaseOutcome(
      keyboardTop: release.top, velocityY: release.velocity, restingTop: 508, windowHeight: 844)
    #expect(outcome == release.outcome)
  }

  @Test("Samples: enter the drag, follow it frame by frame, snap back to rest")
  func followAndSnapBack() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    for (index, top) in [520, 580, 650, 610].enumerated() {
      let time = 2 + Double(index) * 0.016
      // A pan report says a finger took hold; the drag's later readings are judged as before.
      let update = machine.handle(
        try sample(CGRect(x: 0, y: CGFloat(top), width: 390, height: 844 - CGFloat(top)), at: time),
        in: container, arbiter: index == 0 ? .fingerOnKeyboard : KeyboardSourceArbiter())
      let transition = try #require(update.transition)
      #expect(transition.animation.isImmediate)
      #expect(transition.to.phase == .interactive)
      #expect(machine.dockLayout(at: time, in: container).bottomOffset == 844 - CGFloat(top))
    }
    #expect(machine.restingFrame == DeviceA.keyboard)

    // The same top again is no change; back at 508 the drag is over.
    #expect(
      machine.handle(try sample(CGRect(x: 0, y: 610, width: 390, height: 234), at: 2.1), in: container)
        == .ignored(.sampleUnchanged))
    let back = try #require(machine.handle(try sample(DeviceA.keyboard, at: 2.2), in: container).transition)
    #expect(back.to.phase == .shown)
    #expect(back.to.frame == DeviceA.keyboard)
    #expect(machine.restingFrame == nil)
    #expect(back.animation.curve == .keyboard)
    #expect(machine.dockLayout(at: 2.2, in: container).bottomOffset == 234)
    #expect(machine.dockLayout(at: 2.7, in: container).bottomOffset == 336)
  }

  @Test("Once a spring back is over, a reading at the screen's bottom is no finger: the bar stays")
  func afterASpringBackAReadingAtTheBottomIsNoFinger() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try sample(CGRect(x: 0, y: 650, width: 390, height: 194), at: 2), in: container,
      arbiter: .fingerOnKeyboard)
    _ = try #require(machine.handle(try sample(DeviceA.keyboard, at: 2.1), in: container).transition)
    // The spring back is over by 3 s. A hide's end value, read before its will (row 9), in a turn
    // of its own: the keyboard rests, so it waits for the turn's end and is dropped there.
    #expect(machine.handle(try sample(DeviceA.offscreen, at: 3), in: container) == .deferred)
    #expect(machine.endTurn(in: container) == .ignored(.sampleWithoutFinger))
    #expect(machine.dockLayout(at: 3.1, in: container).bottomOffset == 336)
  }

  @Test("Release by notification: willHide animates down from where the finger left the keyboard")
  func releaseViaWillHide() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try sample(CGRect(x: 0, y: 650, width: 390, height: 194), at: 2), in: container,
      arbiter: .fingerOnKeyboard)
    _ = machine.handle(try event(.willChangeFrame, end: DeviceA.offscreen, at: 2.05), in: container)
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 2.05), in: container)
    let hide = try #require(machine.endTurn(in: container).transition)
    #expect(hide.fromFrame == CGRect(x: 0, y: 650, width: 390, height: 336))
    #expect(hide.to.phase == .hiding)
    #expect(machine.dockLayout(at: 2.05, in: container).bottomOffset == 194)
    #expect(machine.dockLayout(at: 2.6, in: container).bottomOffset == 34)
    // Samples while hiding are ignored.
    #expect(
      machine.handle(try sample(CGRect(x: 0, y: 700, width: 390, height: 144), at: 2.1), in: container)
        == .ignored(.sampleWithoutDockedKeyboard))
  }

  @Test("Release by a show notification back to rest animates from the dragged frame and ends shown")
  func releaseViaShow() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try sample(CGRect(x: 0, y: 650, width: 390, height: 194), at: 2), in: container,
      arbiter: .fingerOnKeyboard)
    let update = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 2.05), in: container)
    let transition = try #require(update.transition)
    #expect(transition.fromFrame == CGRect(x: 0, y: 650, width: 390, height: 336))
    #expect(transition.to.phase == .shown)
    #expect(machine.dockLayout(at: 2.6, in: container).bottomOffset == 336)
  }

  @Test("Samples are ignored while a notification animates, and accepted once it ends")
  func samplesDuringAnimation() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    let dragged = CGRect(x: 0, y: 600, width: 390, height: 244)
    #expect(machine.handle(try sample(dragged, at: 0.1), in: container) == .ignored(.sampleDuringAnimation))
    #expect(machine.handle(try sample(dragged, at: 0.49), in: container) == .ignored(.sampleDuringAnimation))
    #expect(
      machine.handle(try sample(dragged, at: 0.5), in: container, arbiter: .fingerOnKeyboard).transition?.to
        .phase
        == .interactive)
  }

  @Test("Samples above the resting top or off screen report a notification not yet arrived")
  func samplesAhead() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    // Above a keyboard at rest: held for a will in the same turn; with none, not applied.
    #expect(
      machine.handle(try sample(CGRect(x: 0, y: 464, width: 390, height: 380), at: 2), in: container)
        == .deferred)
    #expect(machine.endTurn(in: container) == .ignored(.sampleAheadOfNotification))
    #expect(
      machine.handle(try sample(DeviceA.offscreen.offsetBy(dx: 0, dy: 1), at: 2.1), in: container)
        == .ignored(.sampleAheadOfNotification))
    #expect(machine.state.phase == .shown)
  }

  @Test("A sample whose top is at the screen's bottom is a keyboard dragged all the way off")
  func sampleAtTheScreensBottom() throws {
    // Given a device with no bottom safe area (an iPhone SE), the keyboard shown 260 tall
    let flat = KeyboardContainer.fullScreen(width: 375, height: 667)
    var machine = KeyboardStateMachine()
    let keyboard = CGRect(x: 0, y: 407, width: 375, height: 260)
    _ = machine.handle(
      try event(.willShow, begin: keyboard.offsetBy(dx: 0, dy: 260), end: keyboard, at: 0), in: flat)

    // When the drag reaches the screen's bottom
    _ = machine.handle(
      try sample(keyboard.offsetBy(dx: 0, dy: 200), at: 1), in: flat, arbiter: .fingerOnKeyboard)
    // (held to the end of its run-loop turn, where no hide replaced it)
    #expect(machine.handle(try sample(keyboard.offsetBy(dx: 0, dy: 260), at: 1.1), in: flat) == .deferred)
    let update = machine.endTurn(in: flat)

    // Then the keyboard is there, and the bar rests on the screen's bottom, not 60 pt up
    #expect(update.transition?.to.frame == CGRect(x: 0, y: 667, width: 375, height: 260))
    #expect(machine.state.phase == .interactive)
    #expect(machine.dockLayout(at: 1.1, in: flat).bottomOffset == 0)
  }

  @Test("Samples without a docked keyboard are ignored")
  func samplesWithoutDockedKeyboard() throws {
    var hidden = KeyboardStateMachine()
    #expect(
      hidden.handle(try sample(DeviceA.keyboard, at: 1), in: container)
        == .ignored(.sampleWithoutDockedKeyboard))

    var floating = KeyboardStateMachine()
    let frame = CGRect(x: 300, y: 500, width: 320, height: 260)
    try floating.show(from: frame, to: frame, at: 0, in: IPad.container)
    let moved = CGRect(x: 300, y: 600, width: 320, height: 260)
    #expect(
      floating.handle(try sample(moved, at: 1), in: IPad.container) == .ignored(.sampleWithoutDockedKeyboard))
  }

  @Test("A sample after a willHide ends that turn: the hide takes effect and is reported")
  func sampleAfterPendingHide() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 2), in: container)
    let update = machine.handle(
      try sample(CGRect(x: 0, y: 600, width: 390, height: 244), at: 2), in: container)
    let hide = try #require(update.transition)
    #expect(hide.to.phase == .hiding)
    #expect(hide.fromFrame == DeviceA.keyboard)
    #expect(machine.pendingHide == nil)
    #expect(machine.endTurn(in: container) == .unchanged)
  }
}
