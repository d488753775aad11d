import Foundation
import KeyboardDockCore
import Testing

/// Twenty-five numbered keyboard scenarios, one test each, with exact numbers.
///
/// Each pins a behaviour described in *How the iOS keyboard behaves* (KeyboardDockCore's documentation);
/// other tests and the replay scenarios refer to them by number. Device A: iPhone 390 × 844, safe bottom 34,
/// full-screen view, Kb = (0, 508, 390, 336). The scenarios are spread over this file and its
/// `SpecScenarioTests+…` extensions by facet.
@Suite("Numbered keyboard scenarios")
struct SpecScenarioTests {
  let container = DeviceA.container

  @Test("1. Show sequence: hidden → showing → shown, overlap 336, bar 336 (302 above the safe area)")
  func scenario01_showSequence() throws {
    // Given Device A with no keyboard.
    var machine = KeyboardStateMachine()
    #expect(machine.dockLayout(at: 0, in: container).bottomOffset == 34)

    // When UIKit posts willChangeFrame, willShow, didChangeFrame, didShow.
    let begin = DeviceA.offscreen
    // The frame change shows the keyboard at once, as UIKit's peers read it; nothing speaks against
    // it (*How the iOS keyboard behaves*, "Sources that lie", row 7). Its willShow changes nothing.
    let first = machine.handle(
      try event(.willChangeFrame, begin: begin, end: DeviceA.keyboard, duration: 0.25, curve: 7, at: 0),
      in: container)
    let willShow = try event(.willShow, begin: begin, end: DeviceA.keyboard, duration: 0.25, curve: 7, at: 0)
    #expect(machine.handle(willShow, in: container) == .unchanged)
    let transition = try #require(first.transition)
    #expect(transition.fromFrame == begin)
    #expect(transition.to.phase == .showing)
    #expect(transition.to.attachment == .docked)
    #expect(transition.animation == KeyboardAnimation(beginTime: 0, duration: 0.25, curve: .keyboard))
    #expect(machine.state.phase == .showing)
    #expect(machine.endTurn(in: container) == .unchanged)
    #expect(machine.state.phase == .showing)
    let didChange = try event(.didChangeFrame, begin: begin, end: DeviceA.keyboard, at: 0.5)
    #expect(machine.handle(didChange, in: container) == .settled(.shown))
    let didShow = try event(.didShow, begin: begin, end: DeviceA.keyboard, at: 0.5)
    #expect(machine.handle(didShow, in: container) == .unchanged)

    // Then the keyboard covers 336 and the bar sits on it: 336 from the bottom, 302 above the safe area (the
    // keyboard covers the home indicator; see *How the iOS keyboard behaves*, "Safe area and tab bars").
    #expect(machine.state.phase == .shown)
    #expect(KeyboardGeometry.overlap(of: machine.state.frame, with: container) == 336)
    let expected = DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336)
    #expect(machine.targetDockLayout(in: container) == expected)
    #expect(machine.dockLayout(at: 0.6, in: container) == expected)
    #expect(expected.offsetAboveRestingInset == 302)
    #expect(machine.contentOverlap(at: 0.6, in: container) == 336)
  }

  @Test("2. Hide sequence: overlap 0, bar back at 34")
  func scenario02_hideSequence() throws {
    // Given the keyboard shown on Device A.
    var machine = try KeyboardStateMachine.shownOnDeviceA()

    // When UIKit posts willChangeFrame(end y = 844), willHide, then the turn ends, then the did pair.
    let hide = { (kind: KeyboardNotificationKind, time: TimeInterval) in
      try event(kind, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: time)
    }
    #expect(machine.handle(try hide(.willChangeFrame, 1), in: container) == .deferred)
    #expect(machine.handle(try hide(.willHide, 1), in: container) == .deferred)
    let update = machine.endTurn(in: container)
    let transition = try #require(update.transition)
    #expect(transition.fromFrame == DeviceA.keyboard)
    #expect(transition.to.phase == .hiding)
    #expect(transition.to.frame == DeviceA.offscreen)
    #expect(machine.handle(try hide(.didChangeFrame, 1.5), in: container) == .settled(.hidden))
    #expect(machine.handle(try hide(.didHide, 1.5), in: container) == .unchanged)

    // Then the bar starts from the keyboard and ends on the safe area.
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 336)
    #expect(machine.state.phase == .hidden)
    #expect(
      machine.targetDockLayout(in: container)
        == DockLayout(bottomOffset: 34, restingInset: 34, keyboardOverlap: 0))
    #expect(machine.dockLayout(at: 1.6, in: container).bottomOffset == 34)
    #expect(machine.contentOverlap(at: 1.6, in: container) == 0)
  }

  @Test("3. QuickType toggle while shown: stays shown, target 336, duration 0.25")
  func scenario03_quickTypeToggle() throws {
    // Given the keyboard shown 291 tall (QuickType off).
    let short = CGRect(x: 0, y: 553, width: 390, height: 291)
    var machine = KeyboardStateMachine()
    try machine.show(from: DeviceA.offscreen, to: short, at: 0, in: container)
    #expect(machine.targetDockLayout(in: container).bottomOffset == 291)

    // When the full show sequence arrives again with begin 291 → end 336 (see *How the iOS keyboard
    // behaves*, "Height changes").
    let updates = try machine.show(from: short, to: DeviceA.keyboard, at: 2, in: container)

    // Then one transition, phase shown throughout, to 336 with UIKit's 0.25 s and curve 7.
    let transition = try #require(updates[0].transition)
    #expect(transition.to.phase == .shown)
    #expect(transition.fromFrame == short)
    #expect(transition.animation.duration == 0.25)
    #expect(transition.animation.curve == .keyboard)
    #expect(updates[1...] == [.unchanged, .unchanged, .unchanged, .unchanged])
    #expect(machine.state.phase == .shown)
    #expect(machine.targetDockLayout(in: container).keyboardOverlap == 336)
    #expect(machine.dockLayout(at: 2, in: container).bottomOffset == 291)
    #expect(machine.dockLayout(at: 2.6, in: container).bottomOffset == 336)
  }

  @Test("4. willShow with begin == end == Kb while shown: no animation, no state change")
  func scenario04_stationaryWillShow() throws {
    // Given the keyboard shown and settled.
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let state = machine.state
    let animation = machine.animation

    // When focus moves to a field with the same accessory (see *How the iOS keyboard behaves*, "Frames that
    // do not move").
    let update = machine.handle(
      try event(.willShow, begin: DeviceA.keyboard, end: DeviceA.keyboard, at: 3), in: container)

    // Then it is ignored: same state, same (finished) animation.
    #expect(update == .ignored(.stationary))
    #expect(machine.state == state)
    #expect(machine.animation == animation)
    #expect(!machine.isAnimating(at: 3))
    #expect(machine.dockLayout(at: 3, in: container).bottomOffset == 336)
  }

  @Test("5. Field switch: willHide then willShow in the same turn never drops the bar to 34")
  func scenario05_fieldSwitchDebounce() throws {
    // Given the keyboard shown.
    var machine = try KeyboardStateMachine.shownOnDeviceA()

    // When focus moves: willChangeFrame + willHide (to y = 844), then willChangeFrame + willShow back to Kb
    // in the same run-loop turn, then the turn ends (see *How the iOS keyboard behaves*, "Field switches").
    let down = { (kind: KeyboardNotificationKind) in
      try event(kind, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2)
    }
    let up = { (kind: KeyboardNotificationKind) in
      try event(kind, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 2)
    }
    #expect(machine.handle(try down(.willChangeFrame), in: container) == .deferred)
    #expect(machine.handle(try down(.willHide), in: container) == .deferred)
    #expect(machine.dockLayout(at: 2, in: container).bottomOffset == 336)
    #expect(machine.handle(try up(.willChangeFrame), in: container) == .unchanged)
    #expect(machine.handle(try up(.willShow), in: container) == .unchanged)
    #expect(machine.pendingHide == nil)
    #expect(machine.endTurn(in: container) == .unchanged)

    // Then the bar stays on the keyboard at every instant afterwards.
    for time in [2, 2.016, 2.05, 2.1, 2.25, 2.5, 3, 10] {
      #expect(machine.dockLayout(at: time, in: container).bottomOffset == 336, "at t = \(time)")
    }
    #expect(machine.state.phase == .shown)
  }

  @Test("6. willChangeFrame with .zero is ignored; the previous state is kept")
  func scenario06_zeroFrameIgnored() throws {
    // Given the keyboard shown.
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let state = machine.state

    // When the iPad-drag zero frame arrives (see *How the iOS keyboard behaves*, "Frames to ignore").
    let update = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.keyboard, end: .zero, at: 2), in: container)

    // Then nothing changes.
    #expect(update == .ignored(.zeroFrameDuringDrag))
    #expect(machine.state == state)
    #expect(machine.pendingHide == nil)
    #expect(machine.dockLayout(at: 2.5, in: container).bottomOffset == 336)
  }

  @Test("7. Duration 0 to height 300: applied at once, no animation progress")
  func scenario07_zeroDurationAppliesImmediately() throws {
    // Given the keyboard shown at 336.
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let end = CGRect(x: 0, y: 544, width: 390, height: 300)

    // When the input language changes: a willShow with duration 0 (see *How the iOS keyboard behaves*,
    // "Changes without animation").
    let update = machine.handle(
      try event(.willShow, begin: DeviceA.keyboard, end: end, duration: 0, at: 2), in: container)

    // Then the transition is immediate and the keyboard is already at 300 at t = 2.
    let transition = try #require(update.transition)
    #expect(transition.animation.isImmediate)
    #expect(transition.animation.effectiveDuration == 0)
    #expect(transition.to.phase == .shown)
    #expect(!machine.isAnimating(at: 2))
    #expect(machine.presentedFrame(at: 2) == end)
    #expect(machine.dockLayout(at: 2, in: container).bottomOffset == 300)
    #expect(machine.dockLayout(at: 2.1, in: container).bottomOffset == 300)
  }
}
