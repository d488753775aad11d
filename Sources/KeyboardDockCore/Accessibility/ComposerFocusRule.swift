/// Where VoiceOver's focus goes after a composer inserts or removes views.
///
/// UIKit moves VoiceOver's focus only when the app posts a layout change naming the element that
/// should have it; a removed element leaves focus to fall wherever VoiceOver finds something, often
/// the top of the screen. The rule: an element that appears because the user asked for it (a reply
/// header, a panel) takes the focus, so it is announced; when the focused element is removed (Cancel
/// Reply, an attachment picked, a button taken away) the focus goes to the text view; otherwise it
/// stays where it is. It does not move the focus of Full Keyboard Access or of Switch Control, and
/// it cannot know whether VoiceOver runs: the adapters post only then.
package enum ComposerFocusRule: Sendable, Hashable {
  /// What changed in the composer.
  package enum Change: Sendable, Hashable {
    /// A header appeared above the text row.
    case headerShown
    /// The header was removed.
    case headerRemoved
    /// A panel replaced the keyboard (or another panel).
    case panelShown
    /// The keyboard replaced a panel.
    case keyboardShown
    /// The buttons beside the text view changed.
    case itemsChanged
  }

  /// Where VoiceOver's focus was when the change happened.
  package enum Focus: Sendable, Hashable {
    /// On the text view.
    case textView
    /// On an element the change removed (or inside one).
    case removedElement
    /// Anywhere else, or nowhere.
    case elsewhere
  }

  /// The element to focus.
  package enum Target: Sendable, Hashable {
    /// The new header.
    case header
    /// The panel's first element.
    case panel
    /// The composer's text view.
    case textView
    /// Leave the focus where it is; the layout change is still posted, with no element.
    case unchanged
  }

  /// The element VoiceOver should focus after `change`.
  ///
  /// A header shown while the user is in the text view does not take the focus from it: a link
  /// preview appearing as they type must not interrupt them.
  package static func target(after change: Change, focus: Focus) -> Target {
    if focus == .removedElement { return .textView }
    switch change {
    case .headerShown: return focus == .textView ? .unchanged : .header
    case .panelShown: return .panel
    case .headerRemoved, .keyboardShown, .itemsChanged: return .unchanged
    }
  }
}
