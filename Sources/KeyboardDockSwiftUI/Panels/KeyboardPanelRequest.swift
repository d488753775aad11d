#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The panel a ``KeyboardInputBar`` below a ``SwiftUICore/View/keyboardPanel(isPresented:content:)``
/// modifier shows in the keyboard's place, or none.
struct KeyboardPanelRequest {
  /// Which panel, or `nil` for the keyboard.
  var id: AnyHashable?
  /// The panel's content while one is requested.
  var content: AnyView?
  /// Clears the request: called when the text view stops editing with the panel shown.
  var dismiss: @MainActor () -> Void

  /// No panel: the keyboard.
  static var keyboard: KeyboardPanelRequest { KeyboardPanelRequest(id: nil, content: nil, dismiss: {}) }
}

private struct KeyboardPanelRequestKey: EnvironmentKey {
  static var defaultValue: KeyboardPanelRequest { .keyboard }
}

extension EnvironmentValues {
  /// The panel requested for the input bars below; the keyboard by default.
  var keyboardPanelRequest: KeyboardPanelRequest {
    get { self[KeyboardPanelRequestKey.self] }
    set { self[KeyboardPanelRequestKey.self] = newValue }
  }
}
#endif
