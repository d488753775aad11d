import Foundation
import KeyboardDockCore
import Testing

/// A *did* notification reports its own *will*: late ones never undo a newer *will*, and one whose *will* was
/// missed still applies.
@Suite("Stale did notifications")
struct StaleDidTests {
  let container = DeviceA.container
  let short = CGRect(x: 0, y: 628, width: 390, height: 216)
  let tall = CGRect(x: 0, y: 588, width: 390, height: 256)

  @Test("A field switch's hide half sends its did notifications late: the bar stays up")
  func fieldSwitchThenItsDidHide() throws {
    // Given a field switch in one turn: willHide, then a willShow to where the keyboard already is
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2), in: container)
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2), in: container)
    _ = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.keyboard, end: DeviceA.keyboard, at: 2), in: container)
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.keyboard, end: DeviceA.keyboard, at: 2), in: container)
    _ = machine.endTurn(in: container)

    // When the hide's did notifications arrive after the animation
    let changed = machine.handle(
      try event(.didChangeFrame, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2.5), in: container)
    let hidden = machine.handle(
      try event(.didHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2.5), in: container)

    // Then both are stale and the bar stays on the keyboard
    #expect(changed == .ignored(.staleNotification))
    #expect(hidden == .ignored(.staleNotification))
    #expect(machine.state.phase == .shown)
    #expect(machine.dockLayout(at: 2.5, in: container).bottomOffset == 336)
  }

  @Test("The show's did after a newer zero-duration hide (a password prompt) leaves the keyboard hidden")
  func didShowAfterImmediateHide() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    _ = machine.endTurn(in: container)
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, duration: 0, at: 0.05),
      in: container)
    _ = machine.endTurn(in: container)

    let update = machine.handle(
      try event(.didShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0.5), in: container)

    #expect(update == .ignored(.staleNotification))
    #expect(machine.state.phase == .hidden)
    #expect(machine.dockLayout(at: 0.5, in: container).bottomOffset == 34)
  }

  @Test("A show's late did after a newer show to another height keeps the newer height")
  func didOfAnOlderShow() throws {
    // Given a third-party keyboard announcing 216 pt, then 256 pt
    var machine = KeyboardStateMachine()
    _ = machine.handle(try event(.willShow, begin: DeviceA.offscreen, end: short, at: 0), in: container)
    _ = machine.endTurn(in: container)
    _ = machine.handle(try event(.willShow, begin: short, end: tall, at: 0.1), in: container)
    _ = machine.endTurn(in: container)

    // When the first show's did notifications arrive
    let changed = machine.handle(
      try event(.didChangeFrame, begin: DeviceA.offscreen, end: short, at: 0.5), in: container)
    let shown = machine.handle(
      try event(.didShow, begin: DeviceA.offscreen, end: short, at: 0.5), in: container)
    // and then the second's
    let confirmed = machine.handle(try event(.didShow, begin: short, end: tall, at: 0.6), in: container)

    #expect(changed == .ignored(.staleNotification))
    #expect(shown == .ignored(.staleNotification))
    #expect(machine.state.frame == tall)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 256)
    #expect(confirmed == .settled(.shown))
  }

  @Test("A didHide whose willHide was missed hides once a show's animation is over")
  func missedWillHideAfterAFinishedShow() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    _ = machine.endTurn(in: container)
    #expect(machine.state.phase == .showing)

    let update = machine.handle(
      try event(.didHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 5), in: container)

    #expect(update.transition?.to.phase == .hidden)
    #expect(machine.dockLayout(at: 6, in: container).bottomOffset == 34)
  }

  @Test("A didHide whose willHide was missed is stale while a show still runs")
  func missedWillHideDuringAShow() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: container)
    _ = machine.endTurn(in: container)

    let update = machine.handle(
      try event(.didHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 0.1), in: container)

    #expect(update == .ignored(.staleNotification))
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 336)
  }

  @Test("A didShow whose willShow was missed shows once a hide's animation is over")
  func missedWillShowAfterAFinishedHide() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 1), in: container)
    _ = machine.endTurn(in: container)
    #expect(machine.phase(at: 5) == .hidden)

    let update = machine.handle(
      try event(.didShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 5), in: container)

    #expect(update.transition?.to.phase == .shown)
    #expect(machine.dockLayout(at: 6, in: container).bottomOffset == 336)
  }

  @Test("The show's own did still settles it after an older hide's did was ignored")
  func confirmationAfterAStaleDid() throws {
    // Given a hide interrupted by a show
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 2), in: container)
    _ = machine.endTurn(in: container)
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 2.1), in: container)

    // When the hide's did, then the show's did arrive, and later a hide and its did
    let stale = machine.handle(try event(.didHide, end: DeviceA.offscreen, at: 2.2), in: container)
    let settled = machine.handle(try event(.didShow, end: DeviceA.keyboard, at: 2.7), in: container)
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 4), in: container)
    _ = machine.endTurn(in: container)
    let hidden = machine.handle(try event(.didHide, end: DeviceA.offscreen, at: 4.5), in: container)

    #expect(stale == .ignored(.staleNotification))
    #expect(settled == .settled(.shown))
    #expect(hidden == .settled(.hidden))
    #expect(machine.dockLayout(at: 5, in: container).bottomOffset == 34)
  }

  @Test("The user takes hold of the keyboard again while a cancelled drag springs back")
  func dragDuringSnapBack() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try sample(CGRect(x: 0, y: 700, width: 390, height: 336), at: 1.0), in: container,
      arbiter: .fingerOnKeyboard)
    _ = machine.handle(try sample(DeviceA.keyboard, at: 1.1), in: container)

    let update = machine.handle(
      try sample(CGRect(x: 0, y: 650, width: 390, height: 336), at: 1.2), in: container)

    #expect(update.transition?.to.phase == .interactive)
    #expect(machine.dockLayout(at: 1.2, in: container).bottomOffset == 194)
  }

  @Test("Samples during a notification's animation are still ignored after a drag was cancelled")
  func sampleDuringANotificationAfterSnapBack() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(try sample(CGRect(x: 0, y: 700, width: 390, height: 336), at: 1.0), in: container)
    _ = machine.handle(try sample(DeviceA.keyboard, at: 1.1), in: container)
    _ = machine.handle(try event(.willShow, begin: DeviceA.keyboard, end: tall, at: 2), in: container)

    let update = machine.handle(
      try sample(CGRect(x: 0, y: 650, width: 390, height: 256), at: 2.05), in: container)

    #expect(update == .ignored(.sampleDuringAnimation))
  }
}
