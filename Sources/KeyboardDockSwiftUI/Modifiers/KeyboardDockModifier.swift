#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI

/// Docks content at the bottom of a view, on the keyboard when one is shown: the modifier
/// behind ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``.
///
/// The docked content is hosted in UIKit (``DockedBarHost``) and moved by a
/// `KeyboardDockInstaller`, in the keyboard's own Core Animation transaction, not by SwiftUI
/// state published per frame. The installer's tracker is the modifier's only one: its driver
/// also plans the modified view's bottom safe-area inset (``PlannedContentInset``) — what a scroll
/// view filling the view would get added to its content inset — and its updates are the
/// environment's snapshot (``KeyboardObservation``). SwiftUI's keyboard safe area is ignored — it
/// does not follow interactive dismissal (see *How the iOS keyboard behaves*, "SwiftUI"). A scroll
/// view in the content that keeps its newest content visible registers with the modifier's
/// ``ContentScrollLink``, and the driver moves its offset with the bar.
@MainActor
struct KeyboardDockModifier<Docked: View>: ViewModifier {
  var configuration: DockConfiguration
  var liftPolicy: KeyboardLiftPolicy
  var docked: Docked

  @StateObject private var observation = KeyboardObservation()
  /// Held, not observed: only the spacer redraws for a new inset.
  @State private var inset = PlannedContentInset()
  @State private var link = ContentScrollLink()

  func body(content: Content) -> some View {
    let snapshot = observation.snapshot
    content
      .environment(\.contentScrollLink, link)
      .modifier(PlannedInsetBar(inset: inset))
      .overlay(
        GeometryReader { proxy in
          DockedBarHost(
            configuration: configuration, liftPolicy: liftPolicy, size: proxy.size,
            safeAreaBottom: proxy.safeAreaInsets.bottom, observation: observation, contentInset: inset,
            link: link, content: docked.environment(\.keyboard, snapshot))
        }
        // The bar's material reaches below it to the screen's bottom: a modified view laid out
        // in the bottom safe area (a root `ScrollView`) would clip it there, 34 pt short on a
        // phone with a home indicator. The bar still rests on the safe area the reader reports.
        .ignoresSafeArea(.container, edges: .bottom)
        .ignoresSafeArea(.keyboard, edges: .bottom)
      )
      .ignoresSafeArea(.keyboard, edges: .bottom)
      .environment(\.keyboard, snapshot)
      .environment(\.keyboardLiftPolicy, liftPolicy)
  }
}
#endif
