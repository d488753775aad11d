import Foundation

/// Which of UIKit's newer keyboard APIs the adapters use on a system: the one version gate.
///
/// The package runs on iOS 15 and compiles against the iOS 26.2 SDK. Each API newer than iOS 15
/// is taken where this value says, from the running system's version
/// (``KeyboardDockDriver/Configuration/system``); the adapters' `#available` checks only satisfy
/// the compiler and never decide on their own. An unknown system takes the iOS 15 paths, which
/// every system supports.
///
/// It does not say which source to believe on a system; that is the state machine's.
package struct SystemPaths: Sendable, Hashable {
  /// Whether the layout guide's `usesBottomSafeArea` and `keyboardDismissPadding` are set (iOS 17
  /// and later): the tracker's guide follows the keyboard below the safe area, and a drag that
  /// starts on the bar dismisses the keyboard
  /// (``DockConfiguration/keyboardDismissPadding(barHeight:)``).
  package var configuresLayoutGuide: Bool
  /// Whether the run-loop turn also ends in a `UIUpdateLink` action before the UI update's Core
  /// Animation commit (iOS 18 and later), where the run loop's observer can come after the
  /// commit (``RunLoopTurn``).
  package var endsTurnBeforeUpdateCommit: Bool
  /// Whether keyboard notifications are read through UIKit's typed messages
  /// (`UIResponder.KeyboardWillShowMessage` and its siblings, iOS 26 and later) rather than
  /// their `userInfo` (``KeyboardNotification/init(kind:values:screen:timestamp:)``).
  package var readsKeyboardMessages: Bool

  /// The paths for `system`; `nil` (unknown) takes the iOS 15 paths.
  package init(system: SystemVersion?) {
    let major = system?.major ?? 15
    configuresLayoutGuide = major >= 17
    endsTurnBeforeUpdateCommit = major >= 18
    readsKeyboardMessages = major >= 26
  }
}
