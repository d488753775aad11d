/// How a chat list's content moves when the keyboard, or anything else docked over the list's bottom,
/// changes how much of the list it covers.
///
/// `ScrollInsetAdjuster` always changes the insets by what the obstruction covers; the policy decides
/// what happens to the content offset, and so whether the messages on screen move with the keyboard.
/// The four policies are those of react-native-keyboard-controller's `KeyboardChatScrollView`
/// (`keyboardLiftBehavior`). In every policy:
///
/// - nothing moves while the user drags or the content decelerates;
/// - a list resting at its newest edge (the bottom, or the top of an inverted list, within the
///   adjuster's `ScrollInsetAdjuster.pinningTolerance`) is moved to its new newest edge, except under
///   ``never``;
/// - an offset beyond the newest edge comes back into range when the insets shrink, as UIKit would
///   do on the next scroll, so a list is never left showing blank space below its content.
///
/// See <doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>.
public enum KeyboardLiftPolicy: String, Sendable, Hashable, CaseIterable, Codable {
  /// The content moves with the obstruction wherever the list is scrolled, up when it grows and down
  /// when it shrinks, so the messages seen above the keyboard stay the ones seen above it.
  ///
  /// Telegram's behaviour. The offset changes by as much as the newest edge moves, within the
  /// range the content can scroll.
  case always
  /// The content moves only when the list rests at its newest edge; a list the user scrolled away
  /// from keeps its offset.
  ///
  /// The default, and what `ScrollInsetAdjuster.keepsNewestContentVisible` `true` means.
  case whenAtEnd
  /// The content moves up with a growing obstruction wherever the list is scrolled, as ``always``,
  /// but does not move back down when the obstruction shrinks: the list keeps its offset, brought
  /// back into range only where it must be.
  ///
  /// A list at its newest edge still follows that edge down, so the newest message stays on the
  /// bar. A list in its history moves up by the keyboard's height each time the keyboard shows and
  /// stays there when it hides, so focusing and leaving the field again and again walks it toward
  /// its end.
  case persistent
  /// The content never moves: only the insets change, and an offset beyond the newest edge comes back
  /// into range when they shrink.
  ///
  /// What `ScrollInsetAdjuster.keepsNewestContentVisible` `false` means.
  case never
}
