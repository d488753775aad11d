import Foundation
import KeyboardDockCore
import Testing

extension SpecScenarioTests {
  @Test("10. Interactive drag from resting top 508: touch 400 → 508, touch 600 → 600, overlap 244")
  func scenario10_interactiveDrag() throws {
    // The model: the keyboard follows the finger down, never above its resting top (see *How the iOS keyboard
    // behaves*, "Following the finger").
    let model = InteractiveDismissal()
    #expect(model.keyboardTop(touchY: 400, restingTop: 508) == 508)
    #expect(model.keyboardTop(touchY: 600, restingTop: 508) == 600)

    // Given the keyboard at rest on Device A.
    var machine = try KeyboardStateMachine.shownOnDeviceA()

    // When a per-frame sample reports the keyboard's top at 600 (the probe is cut off at the view's bottom,
    // so it is 244 tall). UIKit posts no notification during the drag (see *How the iOS keyboard behaves*,
    // "Interactive dismissal"): the sample alone moves the bar.
    let update = machine.handle(
      try sample(CGRect(x: 0, y: 600, width: 390, height: 244), at: 2), in: container,
      arbiter: .fingerOnKeyboard)

    // Then the keyboard is the resting frame moved down to 600, applied with duration 0.
    let transition = try #require(update.transition)
    #expect(transition.animation.isImmediate)
    #expect(transition.animation.duration == 0)
    #expect(transition.to.phase == .interactive)
    #expect(transition.to.frame == CGRect(x: 0, y: 600, width: 390, height: 336))
    #expect(machine.restingFrame == DeviceA.keyboard)
    #expect(machine.pendingHide == nil)
    let layout = machine.dockLayout(at: 2, in: container)
    #expect(layout.keyboardOverlap == 244)
    #expect(layout.bottomOffset == 244)
  }

  @Test("11. Release at top 700: velocity 150 dismisses (then willHide to y 844), −50 snaps back to 508")
  func scenario11_releaseOutcome() throws {
    let model = InteractiveDismissal()
    #expect(
      model.releaseOutcome(keyboardTop: 700, velocityY: 150, restingTop: 508, windowHeight: 844) == .dismiss)
    #expect(
      model.releaseOutcome(keyboardTop: 700, velocityY: -50, restingTop: 508, windowHeight: 844) == .snapBack)

    // Dismiss: the keyboard is dragged to 700, then UIKit's willHide (end y = 844) arrives.
    let dragged = CGRect(x: 0, y: 700, width: 390, height: 336)
    var dismissing = try KeyboardStateMachine.shownOnDeviceA()
    _ = dismissing.handle(
      try sample(CGRect(x: 0, y: 700, width: 390, height: 144), at: 2), in: container,
      arbiter: .fingerOnKeyboard)
    #expect(
      dismissing.handle(try event(.willHide, begin: dragged, end: DeviceA.offscreen, at: 2.2), in: container)
        == .deferred)
    let hide = try #require(dismissing.endTurn(in: container).transition)
    #expect(hide.fromFrame == dragged)
    #expect(hide.to.phase == .hiding)
    #expect(dismissing.dockLayout(at: 2.2, in: container).bottomOffset == 144)
    #expect(dismissing.dockLayout(at: 2.8, in: container).bottomOffset == 34)
    #expect(dismissing.phase(at: 2.8) == .hidden)

    // Snap back: the per-frame source reports the resting top again, once; the keyboard springs
    // back to 508 from 700 with curve 7, and so does the bar.
    var snapping = try KeyboardStateMachine.shownOnDeviceA()
    _ = snapping.handle(
      try sample(CGRect(x: 0, y: 700, width: 390, height: 144), at: 2), in: container,
      arbiter: .fingerOnKeyboard)
    let back = try #require(snapping.handle(try sample(DeviceA.keyboard, at: 2.3), in: container).transition)
    #expect(back.to.phase == .shown)
    #expect(back.to.frame == DeviceA.keyboard)
    #expect(back.animation == KeyboardAnimation(beginTime: 2.3, duration: 0.25, curve: .keyboard))
    #expect(snapping.restingFrame == nil)
    #expect(snapping.dockLayout(at: 2.3, in: container).bottomOffset == 144)
    // 0.08 s in, the spring is at 0.42890 of the way: 144 + 192 × 0.42890 = 226.35.
    #expect(abs(snapping.dockLayout(at: 2.38, in: container).bottomOffset - 226.35) <= 0.01)
    #expect(snapping.dockLayout(at: 2.8, in: container).bottomOffset == 336)
  }

  @Test("12. A 44-pt accessory: reported top 464, tracking begins at touch y ≥ 464")
  func scenario12_accessoryTracking() {
    let model = InteractiveDismissal(accessoryHeight: 44)
    let restingTop = model.restingTop(keyboardTop: 508)
    #expect(restingTop == 464)
    // The finger started in the content at 300 and moves down.
    #expect(!model.isTracking(touchY: 463, startY: 300, restingTop: restingTop))
    #expect(model.isTracking(touchY: 464, startY: 300, restingTop: restingTop))
    #expect(model.keyboardTop(touchY: 470, restingTop: restingTop) == 470)
    // The accessory counts as keyboard: the reported frame from 464 covers 380.
    #expect(
      KeyboardGeometry.overlap(of: CGRect(x: 0, y: 464, width: 390, height: 380), with: container) == 380)
  }

  @Test("22. Tab bar (safe bottom 83): 336 → 253 above the safe area; interactive top 800 → 0")
  func scenario22_tabBar() throws {
    let tabBar = DeviceA.tabBarContainer
    let docked = DockLayout.resolve(overlap: 336, in: tabBar, configuration: .default)
    #expect(docked.bottomOffset == 336)
    #expect(docked.offsetAboveRestingInset == 253)

    // Given the keyboard at rest above the tab bar.
    var machine = KeyboardStateMachine()
    try machine.show(from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0, in: tabBar)
    #expect(machine.dockLayout(at: 1, in: tabBar).offsetAboveRestingInset == 253)

    // When the user drags it down to 800: it covers 44 < 83. The finger enters the keyboard at its
    // top (700 here); below the bar's resting line (761), a sample waits for the end of its turn.
    _ = machine.handle(
      try sample(CGRect(x: 0, y: 700, width: 390, height: 144), at: 1.9), in: tabBar,
      arbiter: .fingerOnKeyboard)
    _ = machine.handle(try sample(CGRect(x: 0, y: 800, width: 390, height: 44), at: 2), in: tabBar)
    _ = machine.endTurn(in: tabBar)

    // Then the bar rests on the tab bar: clamped at 0 above the safe area (see *How the iOS keyboard
    // behaves*, "Safe area and tab bars").
    let layout = machine.dockLayout(at: 2, in: tabBar)
    #expect(layout.keyboardOverlap == 44)
    #expect(layout.bottomOffset == 83)
    #expect(layout.offsetAboveRestingInset == 0)
  }
}
