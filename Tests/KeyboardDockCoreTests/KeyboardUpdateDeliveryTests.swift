import Foundation
import KeyboardDockCore
import Testing

/// When SwiftUI's keyboard snapshot is published for an update: every combination of an animated
/// or immediate transition, the phase it ends in and whether a frame sample caused it.
@Suite("KeyboardUpdateDelivery: when SwiftUI hears of a keyboard update")
struct KeyboardUpdateDeliveryTests {
  static let spring = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
  static let immediate = KeyboardAnimation.immediate(at: 1)

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
        // An animated transition (a notification, a cancelled drag's spring back) animates.
        Case(animation: spring, phase: phase, isFromFrameSample: sample, expected: .animated(spring)),
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
      KeyboardUpdateDelivery(animation: c.animation, phase: c.phase, isFromFrameSample: c.isFromFrameSample)
        == c.expected)
  }

  @Test func aZeroDurationOrANonFiniteOneIsImmediate() {
    for duration in [0, -1, Double.nan, .infinity] {
      let animation = KeyboardAnimation(beginTime: 1, duration: duration, curve: .keyboard)
      #expect(
        KeyboardUpdateDelivery(animation: animation, phase: .shown, isFromFrameSample: false) == .nextTurn)
      #expect(
        KeyboardUpdateDelivery(animation: animation, phase: .interactive, isFromFrameSample: false)
          == .immediate)
    }
  }
}
