import KeyboardDockCore
import Testing

/// What VoiceOver's scrub, Switch Control's escape and the Escape key do to a composer.
@Suite("Composer escape: the panel first, then the keyboard")
struct ComposerEscapeTests {
  @Test("A panel closes first, back to the keyboard")
  func panelClosesFirst() {
    #expect(ComposerEscape.action(isEditing: true, isShowingPanel: true) == .showKeyboard)
  }

  @Test("On the keyboard, an escape ends editing")
  func keyboardResigns() {
    #expect(ComposerEscape.action(isEditing: true, isShowingPanel: false) == .endEditing)
  }

  @Test("Two escapes from a panel: keyboard, then no keyboard; a third is the container's")
  func sequence() {
    var editing = true
    var panel = true
    var actions: [ComposerEscape] = []
    for _ in 0..<3 {
      let action = ComposerEscape.action(isEditing: editing, isShowingPanel: panel)
      actions.append(action)
      switch action {
      case .showKeyboard: panel = false
      case .endEditing: editing = false
      case .notHandled: break
      }
    }
    #expect(actions == [.showKeyboard, .endEditing, .notHandled])
  }

  @Test(
    "Not editing, or an input method composing: not the composer's",
    arguments: [(false, false, false), (false, true, false), (true, false, true), (true, true, true)])
  func notHandled(editing: Bool, panel: Bool, marked: Bool) {
    #expect(
      ComposerEscape.action(isEditing: editing, isShowingPanel: panel, hasMarkedText: marked) == .notHandled)
  }
}
