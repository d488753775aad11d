#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

private struct KeyboardLiftPolicyKey: EnvironmentKey {
  static let defaultValue = KeyboardLiftPolicy.whenAtEnd
}

extension EnvironmentValues {
  /// How the nearest ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` moves a list's content
  /// as what covers it changes.
  ///
  /// Read by ``SwiftUICore/View/keepsNewestContentVisible(inverted:isNewestContentInView:)``;
  /// `KeyboardLiftPolicy.whenAtEnd` outside a dock.
  var keyboardLiftPolicy: KeyboardLiftPolicy {
    get { self[KeyboardLiftPolicyKey.self] }
    set { self[KeyboardLiftPolicyKey.self] = newValue }
  }
}
#endif
