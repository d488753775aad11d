/// Decides a scroll view's `alwaysBounceVertical` while the keyboard is up, so that short content
/// can still be dragged and the interactive dismissal gesture can start.
///
/// A scroll view whose content is shorter than its bounds does not scroll unless
/// `alwaysBounceVertical` is `true`, and a drag that does not scroll cannot pull the keyboard
/// down (`keyboardDismissMode = .interactive`). While the keyboard is up the value is `true`;
/// when the keyboard is gone the value from before is put back — unless the app changed it in
/// the meantime, whose change is kept. It changes nothing else.
package struct VerticalBounce: Sendable, Equatable {
  /// The value before the keyboard came up, or `nil` while nothing is changed.
  package private(set) var savedValue: Bool?

  /// Creates a bounce that has changed nothing.
  package init() {}

  /// The value to give `alwaysBounceVertical` for the keyboard's state, or `nil` to leave it.
  ///
  /// - Parameters:
  ///   - isKeyboardUp: `true` while the keyboard is showing, shown or being dragged.
  ///   - current: The scroll view's `alwaysBounceVertical` now.
  package mutating func plan(isKeyboardUp: Bool, current: Bool) -> Bool? {
    if isKeyboardUp {
      guard savedValue == nil else { return nil }
      savedValue = current
      return current ? nil : true
    }
    guard let saved = savedValue else { return nil }
    savedValue = nil
    // `false` now means the app turned bouncing off while the keyboard was up: keep that.
    return current && !saved ? false : nil
  }

  /// The value to give `alwaysBounceVertical` in a keyboard phase, or `nil` to leave it.
  ///
  /// The keyboard counts as up while ``KeyboardPhase/showing``, ``KeyboardPhase/shown`` and
  /// ``KeyboardPhase/interactive`` (the drag this is for); ``KeyboardPhase/hiding`` already
  /// puts the old value back.
  package mutating func plan(for phase: KeyboardPhase, current: Bool) -> Bool? {
    plan(isKeyboardUp: Self.isKeyboardUp(in: phase), current: current)
  }

  /// Whether the keyboard is up for bouncing in `phase`: showing, shown or being dragged.
  package static func isKeyboardUp(in phase: KeyboardPhase) -> Bool {
    phase.isShownOrShowing || phase == .interactive
  }

  /// The value to put back when the bounce is removed for good (uninstalled, detached), or `nil`
  /// to leave the scroll view's value: the same rule as a keyboard going away.
  package mutating func restore(current: Bool) -> Bool? {
    plan(isKeyboardUp: false, current: current)
  }
}
