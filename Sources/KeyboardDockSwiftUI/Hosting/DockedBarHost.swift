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
/// The bar rests on the higher of UIKit's bottom safe area and SwiftUI's (`restingInset`): an
/// outer `safeAreaInset` raises SwiftUI's safe area without UIKit knowing. The content's height
/// is reported with `onHeightChange`, so the modifier can keep scroll content clear of it.
@MainActor
struct DockedBarHost<Content: View>: UIViewRepresentable {
  /// The dock rules.
  var configuration: DockConfiguration
  /// SwiftUI's bottom safe area of the modified view, in points.
  var restingInset: CGFloat
  /// The bar's content.
  var content: Content
  /// Called with the content's height when it changes.
  var onHeightChange: @MainActor (CGFloat) -> Void

  func makeCoordinator() -> DockedBarController { DockedBarController() }

  func makeUIView(context: Context) -> UIView {
    let controller = context.coordinator
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
    var dock = configuration
    let minimum = dock.minimumBottomInset.isFinite ? dock.minimumBottomInset : 0
    dock.minimumBottomInset = max(minimum, restingInset.isFinite ? restingInset : 0)
    controller.onHeightChange = onHeightChange
    controller.update(
      rootView: AnyView(
        content
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
          .ignoresSafeArea(.keyboard)
      ),
      dock: dock)
  }
}

/// The UIKit side of a ``DockedBarHost``: the container, the hosting controller and the
/// installer that docks its view.
@MainActor
final class DockedBarController {
  /// The view that fills the modified view and holds the bar.
  let container = PassThroughView()
  /// Called with the content's height when it changes.
  var onHeightChange: (@MainActor (CGFloat) -> Void)?
  private let owner = UIViewController()
  private let hosting = UIHostingController(rootView: AnyView(EmptyView()))
  private let height: NSLayoutConstraint
  private let installer: KeyboardDockInstaller

  init() {
    owner.view = container
    hosting.view.backgroundColor = .clear
    if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
    height = hosting.view.heightAnchor.constraint(equalToConstant: 0)
    height.isActive = true
    installer = KeyboardDockInstaller(
      inputBar: hosting.view, scrollView: nil, in: owner,
      configuration: .init(setsInteractiveDismissMode: false))
  }

  /// Docks the bar.
  func install() {
    installer.install()
  }

  /// Undocks the bar.
  func uninstall() {
    installer.uninstall()
  }

  /// Shows new content and applies new dock rules.
  func update(rootView: AnyView, dock: DockConfiguration) {
    hosting.rootView = rootView
    if installer.configuration.dock != dock { installer.configuration.dock = dock }
  }

  /// The content's own height changed: the bar takes it, and the modifier hears of it.
  func contentHeightDidChange(_ value: CGFloat) {
    guard value.isFinite, value >= 0, value != height.constant else { return }
    height.constant = value
    onHeightChange?(value)
  }
}

/// A view that takes no touches itself, only through its subviews.
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
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
