import Foundation
import KeyboardDockCore
import Testing

/// When SwiftUI's keyboard snapshot is published for an update: every combination of an animated
/// or immediate transition, the phase it ends in and whether a frame sample caused it.
@Suite("KeyboardUpdateDelivery: when SwiftUI hears of a keyboard update")
struct KeyboardUpdateDeliveryTests {
  static let spring = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
  static let immediate = KeyboardAnimation.immediate(at: 1)
  /// The spring a handler read: iOS 26's.
  static let read = KeyboardSpringParameters.keyboard(on: SystemVersion(26))
  static let readSpring = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard, spring: read)

  struct Case: Sendable, CustomTestStringConvertible {
    var animation: KeyboardAnimation
    var phase: KeyboardPhase
    var isFromFrameSample: Bool
    var expected: KeyboardUpdateDelivery
    var testDescription: String {
      "\(animation.isImmediate ? "immediate" : "animated"), \(phase), sample: \(isFromFrameSample)"
    }
  }

  static let cases: [Case] = KeyboardPhase.allCases.flatMap { phase in
    [false, true].flatMap { sample in
      [
        // An animated transition (a notification, a cancelled drag's spring back) animates, before
        // the commit, out of any SwiftUI update, with the spring read in the handler.
        Case(animation: spring, phase: phase, isFromFrameSample: sample, expected: .beforeCommit(readSpring)),
        // Immediate: at once in a sample's layout pass or during a drag, else on the next turn.
        Case(
          animation: immediate, phase: phase, isFromFrameSample: sample,
          expected: sample || phase == .interactive ? .immediate : .nextTurn),
      ]
    }
  }

  @Test(arguments: cases)
  func delivery(_ c: Case) {
    #expect(
      KeyboardUpdateDelivery(
        animation: c.animation, phase: c.phase, isFromFrameSample: c.isFromFrameSample,
        keyboardSpring: Self.read)
        == c.expected)
  }

  @Test func aZeroDurationOrANonFiniteOneIsImmediate() {
    for duration in [0, -1, Double.nan, .infinity] {
      let animation = KeyboardAnimation(beginTime: 1, duration: duration, curve: .keyboard)
      #expect(
        KeyboardUpdateDelivery(
          animation: animation, phase: .shown, isFromFrameSample: false, keyboardSpring: .keyboard)
          == .nextTurn)
      #expect(
        KeyboardUpdateDelivery(
          animation: animation, phase: .interactive, isFromFrameSample: false, keyboardSpring: .keyboard)
          == .immediate)
    }
  }

  /// Issue 34, "SwiftUI focus": a `@FocusState` change makes UIKit post `willShow` inside a SwiftUI
  /// update; the snapshot was published there ("Publishing changes from within view updates").
  @Test func aWillIsShownBeforeTheCommitNotInsideItsHandler() {
    let delivery = KeyboardUpdateDelivery(
      animation: Self.spring, phase: .showing, isFromFrameSample: false, keyboardSpring: Self.read)
    guard case .beforeCommit(let animation) = delivery else {
      Issue.record("expected .beforeCommit, got \(delivery)")
      return
    }
    #expect(animation.beginTime == 1)
    #expect(animation.duration == 0.25)
    #expect(animation.spring == Self.read)
  }

  @Test func aSpringTheAnimationNamesIsKept() {
    let own = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard, spring: .keyboard)
    #expect(
      KeyboardUpdateDelivery(
        animation: own, phase: .showing, isFromFrameSample: false, keyboardSpring: Self.read)
        == .beforeCommit(own))
  }
}
