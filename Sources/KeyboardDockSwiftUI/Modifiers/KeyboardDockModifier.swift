#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Docks content at the bottom of a view, on the keyboard when one is shown: the modifier
/// behind ``SwiftUI/View/keyboardDock(_:content:)``.
///
/// The docked content is hosted in UIKit (``DockedBarHost``) and moved by a
/// `KeyboardDockInstaller`, in the keyboard's own Core Animation transaction, not by SwiftUI
/// state published per frame. The modified view keeps a bottom safe-area inset of the content's
/// height plus its padding above the safe area where the transition ends, changed at the start of
/// each transition with the keyboard's animation, so scroll content stays clear of the bar.
/// SwiftUI's keyboard safe area is ignored — it does not follow interactive dismissal (see *How the iOS keyboard behaves*, "SwiftUI").
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
        // Content avoids a keyboard the bar does not follow (another app's, *How the iOS keyboard behaves*, "Multitasking") too.
        Color.clear
          .frame(height: dockedHeight + padding + value.avoidanceInset(provided: padding + dockedHeight))
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
      .overlay(
        GeometryReader { proxy in
          DockedBarHost(
            configuration: configuration, restingInset: proxy.safeAreaInsets.bottom,
            content: docked.environment(\.keyboard, value.snapshot),
            onHeightChange: { dockedHeight = $0 })
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
      )
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
