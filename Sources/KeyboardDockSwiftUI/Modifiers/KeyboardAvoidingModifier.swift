#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Keeps content clear of a docked keyboard with the core's driver instead of SwiftUI's keyboard
/// safe area: the modifier behind ``SwiftUICore/View/keyboardAvoiding()``.
///
/// One `KeyboardTracker` behind the view follows the keyboard; its driver plans a scroll view
/// that fills the view, with SwiftUI's bottom safe area and no bar, and the content takes what
/// the driver adds to that scroll view's inset (``PlannedContentInset``): what the keyboard
/// covers of the view as it is on screen beyond the safe area. So it is right in a hosting
/// controller that does not fill the screen, in a form sheet, in Split View and under Stage
/// Manager (see *How the iOS keyboard behaves*, "Multitasking", "Sheets"); an undocked or floating
/// iPad keyboard covers no bottom area and gets no inset (see *How the iOS keyboard behaves*,
/// "Docked and floating keyboards", "SwiftUI"). The tracker follows notifications only, like
/// UIKit's `KeyboardAvoidance`: during interactive dismissal the inset waits for the release,
/// since insets that follow the finger make content jump (see *How the iOS keyboard behaves*,
/// "Scroll-view insets"). For a notification the inset is set once, to its end value, when the
/// driver answers, without animation; a scroll view in the content that keeps its newest content
/// visible registers with the modifier's ``ContentScrollLink``, and the driver moves its offset
/// with the keyboard.
@MainActor
struct KeyboardAvoidingModifier: ViewModifier {
  @StateObject private var observation = KeyboardObservation()
  /// Held, not observed: only the spacer redraws for a new inset.
  @State private var inset = PlannedContentInset()
  @State private var link = ContentScrollLink()

  func body(content: Content) -> some View {
    content
      .environment(\.contentScrollLink, link)
      .safeAreaInset(edge: .bottom, spacing: 0) { PlannedInsetSpacer(inset: inset) }
      .background(
        KeyboardObserver(
          observation: observation, configuration: KeyboardTracker.Configuration(frameSource: .none),
          contentInset: inset, link: link)
      )
      .ignoresSafeArea(.keyboard, edges: .bottom)
      .environment(\.keyboard, observation.snapshot)
  }
}
#endif
