import KeyboardDockCore
import Testing

/// Which Return key presses send, which insert a line break, and which stay the system's.
@Suite("Hardware Return key: send, line break or the system's")
struct HardwareReturnKeyTests {
  static let combinations: [HardwareKeyModifiers] = [
    [], [.shift], [.option], [.command], [.control], [.shift, .command], [.option, .shift],
    [.control, .command], [.shift, .option, .command, .control],
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var behavior: HardwareReturnKeyBehavior
    /// The action for each of `combinations`, in order.
    var actions: [HardwareReturnKeyAction]
    var testDescription: String { behavior.rawValue }
  }

  @Test(
    "Each behaviour's action for every modifier combination",
    arguments: [
      Row(
        behavior: .returnSends,
        actions: [
          .send, .insertLineBreak, .insertLineBreak, .send, .system, .system, .system, .system, .system,
        ]),
      Row(
        behavior: .commandReturnSends,
        actions: [.system, .system, .system, .send, .system, .system, .system, .system, .system]),
      Row(behavior: .insertsLineBreak, actions: Array(repeating: .system, count: 9)),
    ])
  func actions(row: Row) {
    #expect(Self.combinations.map { row.behavior.action(for: $0, hasMarkedText: false) } == row.actions)
  }

  @Test(
    "While an input method composes a word, Return is the input method's",
    arguments: HardwareReturnKeyBehavior.allCases)
  func markedText(behavior: HardwareReturnKeyBehavior) {
    #expect(Self.combinations.allSatisfy { behavior.action(for: $0, hasMarkedText: true) == .system })
  }

  @Test(
    "Key commands are registered exactly for the combinations the composer handles",
    arguments: HardwareReturnKeyBehavior.allCases)
  func keyCombinations(behavior: HardwareReturnKeyBehavior) {
    let handled = Self.combinations.filter { behavior.action(for: $0, hasMarkedText: false) != .system }
    #expect(Set(behavior.keyCombinations) == Set(handled))
    #expect(behavior.keyCombinations.count == handled.count)
  }
}
