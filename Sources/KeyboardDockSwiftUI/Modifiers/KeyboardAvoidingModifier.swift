#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Keeps content clear of a docked keyboard with the core's overlap instead of SwiftUI's
/// keyboard safe area: the modifier behind ``SwiftUI/View/keyboardAvoiding()``.
///
/// The overlap is the intersection of the keyboard with the view as it is on screen, so it is
/// right in a hosting controller that does not fill the screen, in a form sheet, in Split View
/// and under Stage Manager (see *How the iOS keyboard behaves*, "Multitasking", "Sheets"); an undocked or floating iPad keyboard covers no
/// bottom area and gets no inset (see *How the iOS keyboard behaves*, "Docked and floating keyboards", "SwiftUI"). It follows notifications only, like UIKit's
/// `KeyboardAvoidance`: during interactive dismissal the inset waits for the release, since
/// insets that follow the finger make content jump (see *How the iOS keyboard behaves*, "Scroll-view insets"). For a notification the inset changes
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
