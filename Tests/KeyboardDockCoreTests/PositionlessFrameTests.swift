import Foundation
import KeyboardDockCore
import Testing

/// `CGRect.zero` says nothing about where the keyboard is: no transition interpolates from or to it.
///
/// UIKit sends it for a keyboard that became floating when the iPad's shortcuts bar was dropped.
/// Interpolated, a later move or hide would slide the keyboard from the screen's top-left corner,
/// and a bar following undocked keyboards would jump to the top of the screen.
@Suite("Frames with no position")
struct PositionlessFrameTests {
  let container = KeyboardContainer.fullScreen(
    width: 1024, height: 1366, safeAreaInsets: DockEdgeInsets(top: 24, bottom: 20))
  let follow = DockConfiguration(followsUndockedKeyboard: true)
  let shortcutsBar = CGRect(x: 0, y: 1311, width: 1024, height: 313)
  let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
  let times = stride(from: 2.0, through: 2.6, by: 0.05).map { $0 }

  /// A machine whose keyboard became floating at t = 1.5 (`willShow` with `CGRect.zero`).
  func dropped() throws -> KeyboardStateMachine {
    var machine = KeyboardStateMachine()
    try machine.show(from: shortcutsBar.offsetBy(dx: 0, dy: 55), to: shortcutsBar, at: 0, in: container)
    _ = machine.handle(try event(.willChangeFrame, begin: shortcutsBar, end: .zero, at: 1), in: container)
    _ = machine.handle(try event(.willShow, begin: .zero, end: .zero, at: 1.5), in: container)
    _ = machine.endTurn(in: container)
    return machine
  }

  @Test("A floating keyboard with no frame lifts nothing")
  func droppedShortcutsBar() throws {
    let machine = try dropped()
    #expect(
      times.map { machine.dockLayout(at: $0 - 0.4, in: container, configuration: follow).bottomOffset }
        .allSatisfy { $0 == 20 })
  }

  @Test("A move from no frame to a floating frame is there at once")
  func moveFromNoFrame() throws {
    var machine = try dropped()
    _ = machine.handle(try event(.willChangeFrame, begin: .zero, end: floating, at: 2), in: container)
    let offsets = times.map { machine.dockLayout(at: $0, in: container, configuration: follow).bottomOffset }
    #expect(offsets == Array(repeating: 866, count: times.count))
  }

  @Test("A hide from no frame keeps the bar on the safe area")
  func hideFromNoFrame() throws {
    var machine = try dropped()
    _ = machine.handle(
      try event(.willHide, begin: .zero, end: CGRect(x: 0, y: 1366, width: 1024, height: 313), at: 2),
      in: container)
    _ = machine.endTurn(in: container)
    let offsets = times.map { machine.dockLayout(at: $0, in: container, configuration: follow).bottomOffset }
    #expect(offsets == Array(repeating: 20, count: times.count))
  }

  @Test("A hide to no frame slides the docked keyboard straight down")
  func hideToNoFrame() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(
      try event(.willHide, begin: DeviceA.keyboard, end: .zero, at: 2), in: DeviceA.container)
    let update = machine.endTurn(in: DeviceA.container)
    #expect(update.transition?.to.frame == CGRect(x: 0, y: 844, width: 390, height: 336))
    let offsets = stride(from: 2.0, through: 2.6, by: 0.05).map {
      machine.dockLayout(at: $0, in: DeviceA.container).bottomOffset
    }
    // From the keyboard's top down to the safe area, never above where it started.
    #expect(offsets.first == 336)
    #expect(offsets.last == 34)
    #expect(offsets.allSatisfy { $0 <= 336 && $0 >= 34 })
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
  }
}
