#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// The modifier behind ``SwiftUI/View/keyboardDock(_:content:)``.
///
/// It docks content at the bottom of a view, on the keyboard when one is shown. The docked content is a
/// bottom safe-area inset, so scroll content above it stays clear of it. SwiftUI's keyboard safe area is
/// ignored — it does not follow interactive dismissal (see *How the iOS keyboard behaves*, "SwiftUI") — and
/// the content is padded by the core's layout instead: its bottom lands at `DockLayout/bottomOffset`, frame
/// by frame while the keyboard animates or is dragged.
@MainActor
struct KeyboardDockModifier<Docked: View>: ViewModifier {
  var configuration: DockConfiguration
  var docked: Docked

  @StateObject private var observation = KeyboardObservation()
  @State private var dockedHeight: CGFloat = 0

  func body(content: Content) -> some View {
    let value = observation.value
    let padding = value.dockPadding
    content
      .safeAreaInset(edge: .bottom, spacing: 0) {
        // Content avoids a keyboard the bar does not follow (another app's; see *How the iOS keyboard
        // behaves*, "Multitasking") too.
        Color.clear
          .frame(height: value.avoidanceInset(provided: padding + dockedHeight))
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        docked
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: DockedContentHeightKey.self, value: proxy.size.height)
            }
          )
          .onPreferenceChange(DockedContentHeightKey.self) { dockedHeight = $0 }
          .padding(.bottom, padding)
      }
      .background(
        KeyboardObserver(
          observation: observation,
          configuration: KeyboardTracker.Configuration(frameSource: .layoutGuide, dock: configuration))
      )
      .ignoresSafeArea(.keyboard, edges: .bottom)
      .environment(\.keyboard, value.snapshot)
  }
}

/// The height of the docked content, without the padding below it.
private struct DockedContentHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}
#endif
