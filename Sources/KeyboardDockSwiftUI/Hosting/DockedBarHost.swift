#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// Hosts SwiftUI content as a UIKit docked bar, moved by a `KeyboardDockInstaller`.
///
/// The content lives in a `UIHostingController` whose view is the installer's bar, in a
/// transparent view that fills the modified view and passes touches through everywhere but on
/// the bar. So the bar moves exactly as a UIKit bar does: its final layout and the core's motion
/// plan are committed in the keyboard's own Core Animation transaction and run in the render
/// server, and drag samples are placed in the layout pass that carries them. SwiftUI only lays
/// the bar's content out.
///
/// The installer's tracker is the modifier's one tracker: its driver plans the modified view's
/// content inset too (a `ContentInsetReporter`, for a scroll view that fills the view with
/// SwiftUI's bottom safe area), and the offset of the scroll view registered with the
/// ``ContentScrollLink``; its updates become the environment's snapshot.
///
/// The bar rests on the higher of UIKit's bottom safe area and SwiftUI's (`safeAreaBottom`): an
/// outer `safeAreaInset` raises SwiftUI's safe area without UIKit knowing. Resting there or on
/// the keyboard, the content ignores the hosting view's own bottom safe area, which the lift
/// already clears.
@MainActor
struct DockedBarHost<Content: View>: UIViewRepresentable {
  /// The dock rules.
  var configuration: DockConfiguration
  /// How a list's content moves as the bar and the keyboard cover more or less of it.
  var liftPolicy: KeyboardLiftPolicy
  /// The modified view's size, in points.
  var size: CGSize
  /// SwiftUI's bottom safe area of the modified view, in points.
  var safeAreaBottom: CGFloat
  /// The observation that publishes the tracker's updates.
  var observation: KeyboardObservation
  /// Where the planned content inset goes.
  var contentInset: PlannedContentInset
  /// Where the scroll view that shows the content registers.
  var link: ContentScrollLink
  /// The bar's content.
  var content: Content

  func makeCoordinator() -> DockedBarController { DockedBarController() }

  func makeUIView(context: Context) -> UIView {
    let controller = context.coordinator
    controller.connect(observation: observation, contentInset: contentInset, link: link)
    update(controller, environment: context.environment)
    controller.install()
    return controller.container
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    update(context.coordinator, environment: context.environment)
  }

  static func dismantleUIView(_ uiView: UIView, coordinator: DockedBarController) {
    coordinator.uninstall()
  }

  private func update(_ controller: DockedBarController, environment: EnvironmentValues) {
    controller.apply(environment.keyboardDockHooks)
    controller.update(
      rootView: AnyView(
        content
          .environment(\.dockedBarBackgroundExtension, max(0, size.height.isFinite ? size.height : 0))
          .environment(\.self, environment)
          .fixedSize(horizontal: false, vertical: true)
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: HostedHeightKey.self, value: proxy.size.height)
            }
          )
          .onPreferenceChange(HostedHeightKey.self) { [weak controller] height in
            controller?.contentHeightDidChange(height)
          }
          .onPreferenceChange(ComposerGeometryKey.self) { [weak controller] geometry in
            controller?.composerGeometryDidChange(geometry)
          }
          .ignoresSafeArea(.keyboard)
          // The installer lifts the bar by its transform, onto the safe area or the keyboard:
          // the hosting view's own bottom safe area, measured where Auto Layout put it, would
          // pad the content a second time (see *How the iOS keyboard behaves*, "A bar lifted by
          // its transform").
          .ignoresSafeArea(.container, edges: .bottom)
      ),
      dock: configuration.resting(onSafeAreaBottom: safeAreaBottom), liftPolicy: liftPolicy, size: size,
      safeAreaBottom: safeAreaBottom)
  }
}

/// The height of the hosted content.
private struct HostedHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}
#endif
