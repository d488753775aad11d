#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private struct DockedBarBackgroundExtensionKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// How far a docked bar's background reaches below the bar, in points: the height of the view
  /// ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` modifies, `0` elsewhere.
  ///
  /// The dock lifts its bar with a transform (onto the safe area or the keyboard), which layout
  /// ignores; a background that reaches this far below the bar covers the strip under it whatever
  /// the lift, and the dock's container clips it at the modified view's bottom
  /// (see *How the iOS keyboard behaves*, "A bar lifted by its transform").
  var dockedBarBackgroundExtension: CGFloat {
    get { self[DockedBarBackgroundExtensionKey.self] }
    set { self[DockedBarBackgroundExtensionKey.self] = newValue }
  }
}
#endif
