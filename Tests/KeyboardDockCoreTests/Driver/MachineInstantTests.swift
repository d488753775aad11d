import Foundation
import KeyboardDockCore
import Testing

/// The machine's answers for an instant, which the UIKit and SwiftUI layers pass on as they are.
@Suite("State machine: answers for an instant")
struct MachineInstantTests {
  typealias In = DriverInputs

  static func showing() -> KeyboardStateMachine {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    return driver.machine
  }

  @Test func aTimeThatIsNotFiniteIsTheEndOfTheTransition() {
    let machine = Self.showing()
    #expect(machine.instant(.nan) == 1.5)
    #expect(machine.instant(.infinity) == 1.5)
    #expect(machine.instant(1.2) == 1.2)
  }

  @Test func theRunningAnimationEndsWithIt() {
    let machine = Self.showing()
    #expect(machine.runningAnimation(at: 1.2)?.beginTime == 1)
    #expect(machine.runningAnimation(at: 1.5) == nil)
  }

  @Test func theEndFrameIsNilOnceHidden() {
    var driver = In.shown()
    #expect(driver.machine.endFrame(at: 0.6, in: DeviceA.container) == DeviceA.keyboard)
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.machine.endFrame(at: 1.2, in: DeviceA.container) == DeviceA.offscreen)
    #expect(driver.machine.endFrame(at: 1.6, in: DeviceA.container) == nil)
    #expect(driver.machine.lastKnownFrame == DeviceA.offscreen)
    #expect(In.shown().machine.lastKnownFrame == DeviceA.keyboard)
    #expect(In.placed().machine.lastKnownFrame == nil)
  }

  /// Accessory mode: the higher of the keyboard's and the accessory's tops; only the accessory
  /// once the keyboard hides.
  @Test func accessoryModeCoversFromTheHigherTop() {
    var driver = In.shown()
    let accessory = CGRect(x: 0, y: 464, width: 390, height: 44)
    #expect(driver.machine.accessoryModeCover(accessoryFrame: accessory, in: DeviceA.container) == 380)
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 1))
    let resting = CGRect(x: 0, y: 766, width: 390, height: 44)
    #expect(driver.machine.accessoryModeCover(accessoryFrame: resting, in: DeviceA.container) == 78)
  }
}
