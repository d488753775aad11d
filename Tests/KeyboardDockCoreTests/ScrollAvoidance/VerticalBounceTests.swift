import Testing

@testable import KeyboardDockCore

@Suite("VerticalBounce: short content bounces while the keyboard is up, then gets its value back")
struct VerticalBounceTests {
  struct Step: Sendable {
    var isKeyboardUp: Bool
    var current: Bool
    var expected: Bool?
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var steps: [Step]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "off: on while up, off again after",
      steps: [
        Step(isKeyboardUp: true, current: false, expected: true),
        Step(isKeyboardUp: true, current: true, expected: nil),
        Step(isKeyboardUp: false, current: true, expected: false),
        Step(isKeyboardUp: false, current: false, expected: nil),
      ]),
    Case(
      name: "already on: never touched",
      steps: [
        Step(isKeyboardUp: true, current: true, expected: nil),
        Step(isKeyboardUp: false, current: true, expected: nil),
      ]),
    Case(
      name: "the app turned it off while up: kept off",
      steps: [
        Step(isKeyboardUp: true, current: false, expected: true),
        Step(isKeyboardUp: false, current: false, expected: nil),
      ]),
    Case(
      name: "keyboard never up: nothing",
      steps: [Step(isKeyboardUp: false, current: false, expected: nil)]),
    Case(
      name: "up twice: saves once",
      steps: [
        Step(isKeyboardUp: true, current: false, expected: true),
        Step(isKeyboardUp: false, current: true, expected: false),
        Step(isKeyboardUp: true, current: false, expected: true),
        Step(isKeyboardUp: false, current: true, expected: false),
      ]),
  ]

  @Test(arguments: cases)
  func steps(_ c: Case) {
    var bounce = VerticalBounce()
    for (index, step) in c.steps.enumerated() {
      #expect(
        bounce.plan(isKeyboardUp: step.isKeyboardUp, current: step.current) == step.expected, "step \(index)")
    }
    #expect(bounce.savedValue == nil)
  }

  @Test(arguments: [
    (KeyboardPhase.hidden, false), (.showing, true), (.shown, true), (.interactive, true), (.hiding, false),
  ])
  func keyboardIsUp(phase: KeyboardPhase, isUp: Bool) {
    #expect(VerticalBounce.isKeyboardUp(in: phase) == isUp)
    var bounce = VerticalBounce()
    #expect(bounce.plan(for: phase, current: false) == (isUp ? true : nil))
  }

  @Test func restoreWhileUpPutsTheOldValueBack() {
    var bounce = VerticalBounce()
    #expect(bounce.plan(isKeyboardUp: true, current: false) == true)
    #expect(bounce.restore(current: true) == false)
    #expect(bounce.restore(current: false) == nil)
  }
}
