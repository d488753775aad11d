#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension KeyboardDockInstaller {
  /// Keeps the tracker's keyboard layout guide's `keyboardDismissPadding` at the bar's height
  /// and its gap above the keyboard (the core's
  /// `DockConfiguration.keyboardDismissPadding(barHeight:composer:)`, with the bar's
  /// composer gaps), so that a drag that starts on the bar takes the keyboard down, as in
  /// Messages (iOS 17 and later; nothing before).
  ///
  /// Called with every answer of the driver, which follows every change of the bar's height.
  func updateDismissPadding() {
    tracker?.setKeyboardDismissPadding(
      configuration.dock.keyboardDismissPadding(
        barHeight: inputBar.bounds.height, composer: dockComposerGeometry))
  }
}
#endif
