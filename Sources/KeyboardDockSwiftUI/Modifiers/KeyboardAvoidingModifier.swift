#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Keeps content clear of a docked keyboard with the core's overlap instead of SwiftUI's
/// keyboard safe area: the modifier behind ``SwiftUI/View/keyboardAvoiding()``.
///
/// The overlap is the intersection of the keyboard with the view as it is on screen, so it is
/// right in a hosting controller that does not fill the screen, in a form sheet, in Split View
/// and under Stage Manager (spec §4.4, §4.7); an undocked or floating iPad keyboard covers no
/// bottom area and gets no inset (§4.1, §7.4). It follows notifications only, like UIKit's
/// `KeyboardAvoidance`: during interactive dismissal the inset waits for the release, since
/// insets that follow the finger make content jump (§6.7). For a notification the inset changes
/// once, to its end value, with the keyboard's animation.
@MainActor
struct KeyboardAvoidingModifier: ViewModifier {
  @StateObject private var observation = KeyboardObservation()

  func body(content: Content) -> some View {
    let value = observation.value
    content
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.clear
          .frame(height: value.avoidanceInset())
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
      .background(
        KeyboardObserver(
          observation: observation, configuration: KeyboardTracker.Configuration(frameSource: .none))
      )
      .ignoresSafeArea(.keyboard, edges: .bottom)
      .environment(\.keyboard, value.snapshot)
  }
}
#endif
