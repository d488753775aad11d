import Foundation

/// What an input bar sends for the text typed into it.
package enum OutgoingText {
  /// The message to send for `draft`, or `nil` when it is blank.
  ///
  /// It is the draft without the whitespace and newlines at its ends; `nil` when nothing else is left, so a
  /// send button stays disabled for an empty or blank draft. Whitespace inside the message, such as the line
  /// breaks between paragraphs, is kept.
  package static func message(from draft: String) -> String? {
    let trimmed = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
