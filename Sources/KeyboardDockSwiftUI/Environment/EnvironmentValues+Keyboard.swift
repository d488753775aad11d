#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private struct KeyboardSnapshotKey: EnvironmentKey {
  static let defaultValue = KeyboardSnapshot.hidden
}

extension EnvironmentValues {
  /// The keyboard as the nearest enclosing keyboard modifier sees it.
  ///
  /// Set by ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``,
  /// ``SwiftUICore/View/tracksKeyboard(_:)`` and ``SwiftUICore/View/keyboardAvoiding()``;
  /// ``KeyboardSnapshot/hidden`` outside them. Set it yourself to preview a view with a keyboard
  /// shown.
  public var keyboard: KeyboardSnapshot {
    get { self[KeyboardSnapshotKey.self] }
    set { self[KeyboardSnapshotKey.self] = newValue }
  }
}
#endif
