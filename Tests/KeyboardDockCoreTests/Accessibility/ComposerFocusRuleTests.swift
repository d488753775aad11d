import KeyboardDockCore
import Testing

/// Where VoiceOver's focus goes after the composer inserts or removes views, every change against
/// every focus.
@Suite("Composer focus: where VoiceOver goes after an insertion or a removal")
struct ComposerFocusRuleTests {
  typealias Rule = ComposerFocusRule

  struct Row: Sendable, CustomTestStringConvertible {
    var change: Rule.Change
    var focus: Rule.Focus
    var target: Rule.Target
    var testDescription: String { "\(change), focus \(focus) → \(target)" }
  }

  static let rows: [Row] = [
    // Cancel Reply removes the focused button: the text view, never the top of the screen.
    Row(change: .headerRemoved, focus: .removedElement, target: .textView),
    Row(change: .headerRemoved, focus: .textView, target: .unchanged),
    Row(change: .headerRemoved, focus: .elsewhere, target: .unchanged),
    // A reply started from the list is announced by focusing it; typing is not interrupted.
    Row(change: .headerShown, focus: .elsewhere, target: .header),
    Row(change: .headerShown, focus: .textView, target: .unchanged),
    Row(change: .headerShown, focus: .removedElement, target: .textView),
    // A panel in the keyboard's place: its first element.
    Row(change: .panelShown, focus: .elsewhere, target: .panel),
    Row(change: .panelShown, focus: .textView, target: .panel),
    Row(change: .panelShown, focus: .removedElement, target: .textView),
    // An attachment picked: its button goes with the panel.
    Row(change: .keyboardShown, focus: .removedElement, target: .textView),
    Row(change: .keyboardShown, focus: .elsewhere, target: .unchanged),
    Row(change: .keyboardShown, focus: .textView, target: .unchanged),
    Row(change: .itemsChanged, focus: .removedElement, target: .textView),
    Row(change: .itemsChanged, focus: .elsewhere, target: .unchanged),
    Row(change: .itemsChanged, focus: .textView, target: .unchanged),
  ]

  @Test("Each change, each focus", arguments: rows)
  func target(_ row: Row) {
    #expect(Rule.target(after: row.change, focus: row.focus) == row.target)
  }
}

/// When the stacks beside the text view are rebuilt: only when what they show changes.
@Suite("Composer items: no rebuild without a change")
struct ComposerItemArrangementTests {
  typealias Arrangement = ComposerItemArrangement

  @Test("The attach button leads, the send button trails")
  func order() {
    #expect(Arrangement.leading(showsAttachButton: true, attachButton: 1, items: [7, 8]) == [1, 7, 8])
    #expect(Arrangement.leading(showsAttachButton: false, attachButton: 1, items: [7]) == [7])
    #expect(Arrangement.trailing(items: [5, 6], sendButton: 2) == [5, 6, 2])
  }

  @Test("The same buttons again: no rebuild (a new image or label on the attach button)")
  func sameButtons() {
    let current = Arrangement.leading(showsAttachButton: true, attachButton: 1, items: [4])
    let wanted = Arrangement.leading(showsAttachButton: true, attachButton: 1, items: [4])
    #expect(!Arrangement.needsRebuild(current: current, wanted: wanted))
    #expect(Arrangement.removed(from: current, keeping: wanted).isEmpty)
  }

  @Test("Hiding the attach button rebuilds and names it removed")
  func hideAttach() {
    let current = Arrangement.leading(showsAttachButton: true, attachButton: 1, items: [4])
    let wanted = Arrangement.leading(showsAttachButton: false, attachButton: 1, items: [4])
    #expect(Arrangement.needsRebuild(current: current, wanted: wanted))
    #expect(Arrangement.removed(from: current, keeping: wanted) == [1])
  }

  @Test("A new order rebuilds and removes nothing")
  func reorder() {
    #expect(Arrangement.needsRebuild(current: [3, 4, 2], wanted: [4, 3, 2]))
    #expect(Arrangement.removed(from: [3, 4, 2], keeping: [4, 3, 2]).isEmpty)
    #expect(Arrangement.removed(from: [3, 9, 4, 2], keeping: [4, 2]) == [3, 9])
  }
}
