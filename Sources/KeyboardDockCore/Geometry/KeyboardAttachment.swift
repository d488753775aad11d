/// How a visible keyboard is attached to the screen.
///
/// See <doc:HowTheKeyboardBehaves#Docked-and-floating-keyboards>.
public enum KeyboardAttachment: String, Sendable, Hashable, Codable {
  /// Docked at the bottom of the screen: the usual software keyboard.
  case docked
  /// Floating, undocked or split on iPad.
  ///
  /// It covers no bottom area, so the bar rests unless the caller opts in with
  /// ``DockConfiguration/followsUndockedKeyboard``.
  case undocked
  /// Only the shortcuts bar of a hardware keyboard is on screen; docked for layout purposes.
  ///
  /// The frame is the full keyboard's height, mostly below the screen
  /// (<doc:HowTheKeyboardBehaves#Hardware-keyboards>).
  case shortcutsBar

  /// `true` when the keyboard covers the bottom of the screen (docked or shortcuts bar).
  package var isDocked: Bool { self != .undocked }
}
