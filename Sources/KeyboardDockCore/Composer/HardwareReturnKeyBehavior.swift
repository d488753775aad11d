/// What the Return key of a hardware keyboard does in a message composer.
///
/// Only a hardware keyboard sends key presses a composer can tell apart: the software keyboard's
/// Return key always inserts a line break. The composer registers a key command for each of
/// `keyCombinations` and asks ``action(for:hasMarkedText:)`` what to do when one is pressed.
public enum HardwareReturnKeyBehavior: String, Sendable, Hashable, CaseIterable, Codable {
  /// Return and Command-Return send; Shift-Return and Option-Return insert a line break.
  ///
  /// Signal's behaviour, and what iPad users expect of a chat.
  case returnSends
  /// Command-Return sends; Return inserts a line break.
  case commandReturnSends
  /// No key sends: Return inserts a line break, as in any text view.
  case insertsLineBreak

  /// What a Return key press with `modifiers` does.
  ///
  /// While the text holds marked text — a word being composed with an input method, such as
  /// Japanese kana or Chinese pinyin — Return belongs to the input method, which uses it to commit
  /// the word: the answer is then ``HardwareReturnKeyAction/system`` whatever the modifiers.
  public func action(for modifiers: HardwareKeyModifiers, hasMarkedText: Bool) -> HardwareReturnKeyAction {
    if hasMarkedText { return .system }
    switch self {
    case .returnSends:
      switch modifiers {
      case [], [.command]: return .send
      case [.shift], [.option]: return .insertLineBreak
      default: return .system
      }
    case .commandReturnSends:
      return modifiers == [.command] ? .send : .system
    case .insertsLineBreak:
      return .system
    }
  }

  /// The modifier combinations the composer registers Return key commands for: those that
  /// ``action(for:hasMarkedText:)`` does not leave to the system.
  package var keyCombinations: [HardwareKeyModifiers] {
    switch self {
    case .returnSends: [[], [.command], [.shift], [.option]]
    case .commandReturnSends: [[.command]]
    case .insertsLineBreak: []
    }
  }
}

/// What a Return key press does in a composer.
public enum HardwareReturnKeyAction: Sendable, Hashable {
  /// Send the message, as the send button does.
  case send
  /// Insert a line break at the insertion point.
  case insertLineBreak
  /// Leave the key to the system: the text view or the input method handles it.
  case system
}
