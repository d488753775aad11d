import Foundation
import Testing

@testable import KeyboardDockCore

/// The state machine's transitions start where the driver shows the keyboard, not on a curve of
/// the machine's own: an interruption 50 ms into a show under iOS 26's spring.
@Suite("Driver: transitions start where the keyboard is shown")
struct DriverShownFrameTests {
  typealias In = DriverInputs

  static let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)

  /// Where the show of ``DriverInstantTests/showing(_:to:)`` puts the keyboard 50 ms in:
  /// 336 × 0.329389 of the way up from 844.
  static let shownTop = 844 - 336 * DriverInstantTests.progress26(0.05)

  @Test func aHideMidShowLeavesFromWhereTheDriverShowsTheKeyboard() {
    var driver = DriverInstantTests.showing(DriverInstantTests.iOS26)
    let shown = driver.presentedKeyboardFrame(at: 10.05)
    #expect(abs(Double(shown.minY) - Self.shownTop) < 1e-6)
    #expect(abs(Self.shownTop - 733.3252) < 0.0001)
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: Self.offscreen, at: 10.05),
        animation: DriverInstantTests.iOS26))
    let actions = driver.handle(.endTurn(at: 10.05))
    #expect(actions.update.transition?.fromFrame == shown)
    #expect(driver.machine.fromFrame == shown)
  }

  @Test func aHeightChangeMidShowStartsWhereTheDriverShowsTheKeyboard() {
    var driver = DriverInstantTests.showing(DriverInstantTests.iOS26)
    let shown = driver.presentedKeyboardFrame(at: 10.05)
    let tall = CGRect(x: 0, y: 464, width: 390, height: 380)
    let actions = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.keyboard, to: tall, at: 10.05),
        animation: DriverInstantTests.iOS26))
    #expect(abs(Double(actions.update.transition?.fromFrame.minY ?? 0) - Self.shownTop) < 1e-6)
    #expect(actions.update.transition?.fromFrame == shown)
  }

  /// A machine used alone, given no presented frame, starts at its latest transition's end; given
  /// one, it starts there.
  @Test func aMachineStartsWhereItIsToldTheKeyboardIsShown() throws {
    var machine = KeyboardStateMachine()
    let show = try KeyboardEvent(
      .willShow, begin: Self.offscreen, end: DeviceA.keyboard, duration: 0.25, at: 10)
    _ = machine.handle(show, in: DeviceA.container)
    let shown = CGRect(x: 0, y: 700, width: 390, height: 336)
    let tall = CGRect(x: 0, y: 464, width: 390, height: 380)
    let change = try KeyboardEvent(
      .willChangeFrame, begin: DeviceA.keyboard, end: tall, duration: 0.25, at: 10.05)
    var alone = machine
    let fallback = alone.handle(change, in: DeviceA.container)
    #expect(fallback.transition?.fromFrame == DeviceA.keyboard)
    let update = machine.handle(change, in: DeviceA.container, presented: shown)
    #expect(update.transition?.fromFrame == shown)
  }
}
