/// Where the keyboard is in its life cycle.
///
/// See <doc:StateMachine> for the transitions.
public enum KeyboardPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// Off screen.
  case hidden
  /// Animating on screen after `willShow` (or a visible `willChangeFrame`).
  case showing
  /// On screen and at rest.
  ///
  /// Height changes while shown keep this phase (<doc:HowTheKeyboardBehaves#Height-changes>).
  case shown
  /// Animating off screen after `willHide`.
  case hiding
  /// Following the user's finger during interactive dismissal.
  ///
  /// See <doc:HowTheKeyboardBehaves#Interactive-dismissal>.
  case interactive

  /// `true` for every phase but ``hidden``.
  public var isVisible: Bool { self != .hidden }

  /// `true` while the keyboard is coming up or up and at rest: ``showing`` or ``shown``.
  ///
  /// The moments to keep the newest content in view.
  package var isShownOrShowing: Bool { self == .showing || self == .shown }
}
