import Foundation
import KeyboardDockCore
import Testing

/// SwiftUI lays its content out with a planned inset after the handler: the inset carries the
/// keyboard's animation so that content that does not scroll moves with the keyboard.
@Suite("SwiftUI content inset: shown with the keyboard's animation")
struct SwiftUIContentInsetTests {
  @Test func anAnimatedTransitionGivesItsAnimationToContentThatDoesNotScroll() {
    // A show with curve 7 over 0.25 s (UIKit's), answered in its handler at 1 s.
    let show = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
    var expected = show
    expected.spring = .keyboard
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: show, plansContentOffset: false, keyboardSpring: .keyboard)
        == expected)
    let fade = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .easeInOut, spring: .keyboard)
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: fade, plansContentOffset: false, keyboardSpring: .iOS26)
        == fade)
  }

  @Test func aScrollViewTheDriverMovesAndImmediateChangesAreSetAtOnce() {
    let show = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: show, plansContentOffset: true, keyboardSpring: .keyboard)
        == nil)
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: .immediate(at: 1), plansContentOffset: false, keyboardSpring: .keyboard) == nil)
    #expect(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: nil, plansContentOffset: false, keyboardSpring: .keyboard)
        == nil)
  }

  /// The inset runs the spring read in the handler.
  ///
  /// Issue 34, "SwiftUI focus": the inset animated with the system's spring, not the one read in
  /// the handler. The driver's answer to a *will* names no spring; the inset's animation runs the
  /// one the driver holds as read.
  @Test func theInsetRunsTheSpringReadInTheHandler() throws {
    // iOS 18's system spring, and a handler that read a stiffer one.
    let read = KeyboardSpringParameters(
      mass: 3, stiffness: 1_500, damping: 134.16, initialVelocity: 0, duration: 0.4)
    var driver = DriverInputs.placed(configuration: .init(system: SystemVersion(18)))
    let actions = driver.handle(
      .notification(
        DriverInputs.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1),
        animation: .animated(KeyboardObservedAnimation(timing: .spring(read)))))
    #expect(driver.keyboardSpring == read)
    let animation = try #require(
      KeyboardUpdateDelivery.contentInsetAnimation(
        for: actions.transition?.animation, plansContentOffset: false, keyboardSpring: driver.keyboardSpring))
    #expect(animation.spring == read)
    let system = KeyboardSpringParameters.keyboard(on: SystemVersion(18))
    #expect(
      animation.timingParameters(defaultSpring: system)
        == .spring(mass: 3, stiffness: 1_500, damping: 134.16))
  }
}
