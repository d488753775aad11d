import KeyboardDockCore
import Testing

/// Voice Control answers to what the user sees on the send button.
@Suite("Composer spoken names: the visible title is a name Voice Control answers to")
struct ComposerSpokenNamesTests {
  @Test("An image alone: the configured label")
  func imageOnly() {
    let names = ComposerSpokenNames(visibleTitle: nil, accessibilityLabel: "Send")
    #expect(names.label == "Send")
    #expect(names.inputLabels == ["Send"])
  }

  @Test("A visible \"Post\" with the default label: \"Post\" is the label, \"Send\" still works")
  func visibleTitleWins() {
    let names = ComposerSpokenNames(visibleTitle: "Post", accessibilityLabel: "Send")
    #expect(names.label == "Post")
    #expect(names.inputLabels == ["Post", "Send"])
  }

  @Test("A label that contains the title stays: \"Send Message\" for \"send\"")
  func labelContainsTitle() {
    let names = ComposerSpokenNames(visibleTitle: "send", accessibilityLabel: "Send Message")
    #expect(names.label == "Send Message")
    #expect(names.inputLabels == ["Send Message", "send"])
  }

  @Test("Blank strings are no names")
  func blanks() {
    let titleOnly = ComposerSpokenNames(visibleTitle: " Envoyer ", accessibilityLabel: "  ")
    #expect(titleOnly.label == "Envoyer")
    #expect(titleOnly.inputLabels == ["Envoyer"])
    let blankTitle = ComposerSpokenNames(visibleTitle: "\n", accessibilityLabel: "Send")
    #expect(blankTitle.inputLabels == ["Send"])
    #expect(ComposerSpokenNames(visibleTitle: "", accessibilityLabel: "").inputLabels.isEmpty)
  }

  @Test("The same name twice, in another case, is one input label")
  func duplicates() {
    let names = ComposerSpokenNames(visibleTitle: "SEND", accessibilityLabel: "Send")
    #expect(names.label == "Send")
    #expect(names.inputLabels == ["Send"])
  }
}
