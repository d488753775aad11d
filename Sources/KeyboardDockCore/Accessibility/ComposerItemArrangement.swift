/// Which views sit beside a composer's text view, and whether its stacks must be rebuilt.
///
/// Removing and re-adding a button that stays makes VoiceOver lose it: the focus falls elsewhere
/// and the button is announced again. So a stack is rebuilt only when what it shows changes, never
/// on an assignment that leaves it alone (a new image or label on the same button, for example).
/// Items are compared by identity (`ObjectIdentifier` in the adapters). It does not lay anything out.
package enum ComposerItemArrangement {
  /// The leading stack: the attach button when shown, then the leading items.
  package static func leading<Item>(showsAttachButton: Bool, attachButton: Item, items: [Item]) -> [Item] {
    (showsAttachButton ? [attachButton] : []) + items
  }

  /// The trailing stack: the trailing items, then the send button.
  package static func trailing<Item>(items: [Item], sendButton: Item) -> [Item] {
    items + [sendButton]
  }

  /// Whether a stack that shows `current` must be rebuilt to show `wanted`: only when they differ,
  /// in content or in order.
  package static func needsRebuild<Item: Equatable>(current: [Item], wanted: [Item]) -> Bool {
    current != wanted
  }

  /// The items of `current` that `wanted` no longer holds, in `current`'s order: when VoiceOver's
  /// focus is on one of them, it moves (``ComposerFocusRule``).
  package static func removed<Item: Hashable>(from current: [Item], keeping wanted: [Item]) -> [Item] {
    let kept = Set(wanted)
    return current.filter { !kept.contains($0) }
  }
}
