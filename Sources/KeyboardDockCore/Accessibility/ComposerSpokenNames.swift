import Foundation

/// The names VoiceOver reads and Voice Control answers to for a button that may show a title.
///
/// Voice Control users say what they see: a send button that shows "Post" must answer to "Tap
/// Post" (WCAG 2.5.3, Label in Name). So a visible title is the label unless the configured
/// accessibility label already contains it, and both are input labels, the label first. It does not
/// localize anything: both strings are the app's.
package struct ComposerSpokenNames: Sendable, Hashable {
  /// What VoiceOver reads.
  package var label: String
  /// What Voice Control answers to (`accessibilityUserInputLabels`), the label first, without
  /// duplicates or empty names.
  package var inputLabels: [String]

  /// The names of a button with an optional visible title and a configured accessibility label.
  ///
  /// - Parameters:
  ///   - visibleTitle: The title the button shows, or `nil` for an image alone; blank reads as
  ///     `nil`.
  ///   - accessibilityLabel: The configured label, such as `"Send"`.
  package init(visibleTitle: String?, accessibilityLabel: String) {
    let title = visibleTitle?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    let configured = accessibilityLabel.trimmingCharacters(in: .whitespacesAndNewlines)
    let containsTitle = title.isEmpty || configured.localizedCaseInsensitiveContains(title)
    label = containsTitle && !configured.isEmpty ? configured : title
    var names: [String] = []
    for name in [label, title, configured] where !name.isEmpty {
      if !names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { names.append(name) }
    }
    inputLabels = names
  }
}
