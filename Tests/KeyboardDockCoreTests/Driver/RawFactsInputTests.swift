import Foundation
import Testing

@testable import KeyboardDockCore

/// The raw facts an adapter reports for the arbiter: the pan, its touch, the dismiss mode and
/// padding, and whether a text-input responder exists.
@Suite("Driver: raw facts")
struct RawFactsInputTests {
  typealias In = DriverInputs

  @Test func thePanReachesTheArbiterAsGiven() {
    var driver = In.placed()
    #expect(driver.arbiter.pan == nil)
    #expect(driver.arbiter.isPanActive == nil)
    let pan = KeyboardPan(
      phase: .began, touch: CGPoint(x: 120, y: 640), dismissMode: .interactiveWithAccessory,
      dismissPadding: 52)
    let actions = driver.handle(.pan(pan, at: 1))
    #expect(actions == KeyboardDockActions())
    #expect(driver.arbiter.pan == pan)
    #expect(driver.arbiter.isPanActive == true)
    _ = driver.handle(.pan(KeyboardPan(phase: .ended), at: 2))
    #expect(driver.arbiter.isPanActive == false)
    #expect(driver.arbiter.pan?.dismissMode == nil)
  }

  @Test func theResponderFactReachesTheArbiterUnknownIncluded() {
    var driver = In.placed()
    #expect(driver.arbiter.hasTextInputResponder == nil)
    _ = driver.handle(.textInputResponder(exists: false, at: 1))
    #expect(driver.arbiter.hasTextInputResponder == false)
    _ = driver.handle(.textInputResponder(exists: true, at: 2))
    #expect(driver.arbiter.hasTextInputResponder == true)
    _ = driver.handle(.textInputResponder(exists: nil, at: 3))
    #expect(driver.arbiter.hasTextInputResponder == nil)
  }

  @Test func factsKeepTheClockAndAreDroppedWithABadTime() {
    var driver = In.placed()
    _ = driver.handle(.barHeight(52, at: 5))
    #expect(admittedTime(driver.admit(.pan(KeyboardPan(phase: .changed), at: 4))) == 5)
    #expect(admittedTime(driver.admit(.textInputResponder(exists: true, at: 3))) == 5)
    let dropped = driver.handle(.pan(KeyboardPan(phase: .changed), at: .nan))
    #expect(dropped.update == .ignored(.invalidTime))
    #expect(driver.arbiter.pan == nil)
    #expect(KeyboardDockInput.textInputResponder(exists: nil, at: 7).time == 7)
    #expect(KeyboardDockInput.pan(KeyboardPan(phase: .ended), at: 8).time == 8)
  }

  @Test func badValuesCountAsUnknownOrZero() {
    let nanTouch = KeyboardPan(phase: .changed, touch: CGPoint(x: 10, y: CGFloat.nan), dismissPadding: -4)
    #expect(nanTouch.validTouch == nil)
    #expect(nanTouch.validPadding == 0)
    #expect(KeyboardPan(phase: .changed, dismissPadding: .infinity).validPadding == 0)
    #expect(KeyboardPan(phase: .changed, dismissPadding: 1e9).validPadding == 1_000_000)
    #expect(KeyboardPan(phase: .changed, touch: CGPoint(x: 3, y: 700)).validTouch == CGPoint(x: 3, y: 700))
    #expect(KeyboardPan(phase: .began, dismissMode: .onDrag).dismissesInteractively == false)
    #expect(
      KeyboardPan(phase: .began, dismissMode: KeyboardPan.DismissMode.none).dismissesInteractively == false)
    #expect(KeyboardPan(phase: .began, dismissMode: .interactive).dismissesInteractively == true)
    #expect(KeyboardPan(phase: .began).dismissesInteractively == nil)
    #expect(!KeyboardPan(phase: .ended).isActive)
    #expect(KeyboardPan(phase: .began).isActive)
  }
}

/// The time an input is admitted at, or `nil` when it is dropped.
func admittedTime(_ admission: KeyboardDockDriver.Admission) -> TimeInterval? {
  if case .admitted(let input) = admission { return input.time }
  return nil
}
