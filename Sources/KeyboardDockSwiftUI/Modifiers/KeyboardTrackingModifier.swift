#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// The modifier behind ``SwiftUICore/View/tracksKeyboard(_:)``.
///
/// It puts the keyboard's snapshot in the environment and changes nothing else.
@MainActor
struct KeyboardTrackingModifier: ViewModifier {
  var configuration: DockConfiguration

  @StateObject private var observation = KeyboardObservation()

  func body(content: Content) -> some View {
    content
      .background(
        KeyboardObserver(
          observation: observation,
          configuration: KeyboardTracker.Configuration(frameSource: .layoutGuide, dock: configuration))
      )
      .environment(\.keyboard, observation.snapshot)
  }
}
#endif
