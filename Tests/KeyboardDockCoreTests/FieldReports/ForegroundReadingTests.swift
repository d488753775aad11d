import Foundation
import Testing

@testable import KeyboardDockCore

/// Returning to the foreground: the keyboard layout guide is read once the scene is active, and a
/// guide that shows no keyboard is not believed while a first responder shows one (iOS 26.2
/// reports a height of 0 while the keyboard is visible, react-native-keyboard-controller #1572).
@Suite("Field reports: returning to the foreground")
struct ForegroundReadingTests {
  /// The guide on the safe area's bottom: 810…844 on device A.
  static let resting = CGRect(x: 0, y: 810, width: 390, height: 34)
  /// The guide of zero height at the view's bottom, as iOS 26.2 reports it.
  static let zero = CGRect(x: 0, y: 844, width: 390, height: 0)
  /// The guide under the 336-pt keyboard.
  static let raised = CGRect(x: 0, y: 508, width: 390, height: 336)

  @Test(arguments: [resting, zero])
  func aGuideWithoutAKeyboardWaitsWhileAResponderShowsOne(guide: CGRect) {
    let reading = ForegroundReading(
      guideFrame: guide, lastKnownFrame: DeviceA.keyboard, hasKeyboardResponder: true, in: DeviceA.container)
    #expect(reading == .waits)
  }

  @Test(arguments: [resting, zero])
  func aGuideWithoutAKeyboardAndNoResponderIsHidden(guide: CGRect) {
    let reading = ForegroundReading(
      guideFrame: guide, lastKnownFrame: DeviceA.keyboard, hasKeyboardResponder: false, in: DeviceA.container)
    #expect(reading == .keyboard(nil))
  }

  @Test(arguments: [true, false])
  func aRaisedGuideIsTheKeyboard(hasKeyboardResponder: Bool) {
    let reading = ForegroundReading(
      guideFrame: Self.raised, lastKnownFrame: DeviceA.keyboard, hasKeyboardResponder: hasKeyboardResponder,
      in: DeviceA.container)
    #expect(reading == .keyboard(DeviceA.keyboard))
  }

  @Test func aGuideThatCannotBeMeasuredWaitsForAResponder() {
    #expect(
      ForegroundReading(
        guideFrame: nil, lastKnownFrame: nil, hasKeyboardResponder: true, in: DeviceA.container) == .waits)
    #expect(
      ForegroundReading(
        guideFrame: nil, lastKnownFrame: nil, hasKeyboardResponder: false, in: DeviceA.container)
        == .keyboard(nil))
  }

  /// The keyboard was up before the app left; the reading waits, so the bar stays on it instead of
  /// dropping to the safe area (the old reconcile hid it).
  @Test func theBarStaysOnAVisibleKeyboardTheGuideReportsAsZero() throws {
    var driver = DriverInputs.shown()
    let reading = ForegroundReading(
      guideFrame: Self.zero, lastKnownFrame: driver.machine.lastKnownFrame, hasKeyboardResponder: true,
      in: DeviceA.container)
    guard case .keyboard(let frame) = reading else {
      #expect(driver.targetLayout.bottomOffset == 336)
      return
    }
    _ = driver.handle(.foreground(keyboardFrame: frame, at: 5))
    Issue.record("a zero guide with a keyboard responder was taken as truth")
  }
}
