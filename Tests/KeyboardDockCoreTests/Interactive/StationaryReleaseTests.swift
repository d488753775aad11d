import Foundation
import KeyboardDockCore
import Testing

/// The release of a cancelled drag announced by a `willShow` whose begin and end are the resting frame.
@Suite("Drag release announced without motion")
struct StationaryReleaseTests {
  @Test("The keyboard springs back from where the finger left it, not at once")
  func stationaryWillShowAfterADrag() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let dragged = CGRect(x: 0, y: 700, width: 390, height: 336)
    _ = machine.handle(try sample(dragged, at: 2), in: DeviceA.container, arbiter: .fingerOnKeyboard)

    let update = machine.handle(
      try event(.willShow, begin: DeviceA.keyboard, end: DeviceA.keyboard, at: 2.1), in: DeviceA.container)

    let transition = try #require(update.transition)
    #expect(transition.fromFrame == dragged)
    #expect(transition.animation == KeyboardAnimation(beginTime: 2.1, duration: 0.25, curve: .keyboard))
    #expect(machine.dockLayout(at: 2.1, in: DeviceA.container).bottomOffset == 144)
    #expect(machine.dockLayout(at: 3, in: DeviceA.container).bottomOffset == 336)
  }
}
