#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// The UIKit side of a ``DockedBarHost``: the container, the view controllers and the installer
/// that docks the bar.
///
/// The container is the view of a view controller of its own, which becomes a child of the
/// screen's view controller — the nearest one up the responder chain once the container is in a
/// window — and the bar's `UIHostingController` is a child of that one. So trait changes, safe
/// areas and appearance calls reach the bar's content as they reach any child view controller.
///
/// The installer's tracker feeds the ``KeyboardObservation`` and, through a
/// `ContentInsetReporter` on the installer, the ``PlannedContentInset`` and the scroll view
/// registered with the ``ContentScrollLink``.
@MainActor
final class DockedBarController {
  /// The view that fills the modified view and holds the bar.
  let container = DockContainerView()
  /// The view controller whose view is the container: the installer docks the bar in it.
  private let owner = UIViewController()
  private let hosting = UIHostingController(rootView: AnyView(EmptyView()))
  private let height: NSLayoutConstraint
  private let installer: KeyboardDockInstaller
  private let reporter = ContentInsetReporter()
  private weak var observation: KeyboardObservation?
  private weak var contentInset: PlannedContentInset?
  /// `true` while a SwiftUI update passes new values: the driver's answers to them wait a turn.
  private var isApplyingUpdate = false
  /// The dock rules of the latest SwiftUI update, before the content's composer gaps.
  private var dock = DockConfiguration.default
  /// The docked content's composer geometry (a ``KeyboardInputBar``'s), or `nil` for other content.
  private var composerGeometry: ComposerGeometry?

  init() {
    owner.view = container
    // The bar's background reaches below it by the modified view's height: clipped here, at the
    // modified view's bottom.
    container.clipsToBounds = true
    hosting.view.backgroundColor = .clear
    if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
    height = hosting.view.heightAnchor.constraint(equalToConstant: 0)
    height.isActive = true
    installer = KeyboardDockInstaller(
      inputBar: hosting.view, scrollView: nil, in: owner,
      configuration: .init(setsInteractiveDismissMode: false))
    installer.contentInsetReporter = reporter
    reporter.onChange = { [weak self] inset, animation in self?.insetDidChange(inset, animation: animation) }
    container.onWindowChange = { [weak self] in self?.containerDidMoveToWindow() }
  }

  /// Names where the tracker's snapshot, the planned inset and the content's offset go.
  func connect(observation: KeyboardObservation, contentInset: PlannedContentInset, link: ContentScrollLink) {
    self.observation = observation
    self.contentInset = contentInset
    link.connect(reporter, inset: contentInset)
  }

  /// Docks the bar: the hosting controller becomes the owner's child, and the installer's tracker
  /// starts and is observed.
  func install() {
    isApplyingUpdate = true
    defer { isApplyingUpdate = false }
    owner.addChild(hosting)
    installer.install()
    hosting.didMove(toParent: owner)
    if let tracker = installer.tracker { observation?.observe(tracker) }
  }

  /// Undocks the bar and leaves the view controller hierarchy.
  func uninstall() {
    if let tracker = installer.tracker { observation?.stopObserving(tracker) }
    hosting.willMove(toParent: nil)
    installer.uninstall()
    hosting.removeFromParent()
    leaveParent()
  }

  /// Shows new content and applies new rules and geometry from a SwiftUI update.
  ///
  /// - Parameters:
  ///   - rootView: The bar's content.
  ///   - dock: The dock rules.
  ///   - liftPolicy: How a list's content moves with the bar and the keyboard.
  ///   - size: The modified view's size, in points.
  ///   - safeAreaBottom: SwiftUI's bottom safe area of the modified view, in points.
  /// The app's pause and transition listener (`View+DockHooks.swift`).
  func apply(_ hooks: KeyboardDockHooks) {
    if installer.isPaused != hooks.isPaused { installer.isPaused = hooks.isPaused }
    installer.onTransition = hooks.onTransition
  }

  func update(
    rootView: AnyView, dock: DockConfiguration, liftPolicy: KeyboardLiftPolicy, size: CGSize,
    safeAreaBottom: CGFloat
  ) {
    isApplyingUpdate = true
    defer { isApplyingUpdate = false }
    hosting.rootView = rootView
    reporter.update(size: size, safeAreaBottom: safeAreaBottom)
    findDismissingScrollView()
    self.dock = dock
    var options = installer.configuration
    options.dock = composedDock
    options.liftPolicy = liftPolicy
    if installer.configuration != options { installer.configuration = options }
  }

  /// The docked content's composer geometry changed: the installer docks it with the new gaps.
  func composerGeometryDidChange(_ geometry: ComposerGeometry?) {
    guard geometry != composerGeometry else { return }
    isApplyingUpdate = true
    defer { isApplyingUpdate = false }
    composerGeometry = geometry
    var options = installer.configuration
    options.dock = composedDock
    if installer.configuration != options { installer.configuration = options }
  }

  /// The dock rules with the composer's gaps added (`ComposerGeometry.dockConfiguration(_:)`).
  private var composedDock: DockConfiguration {
    composerGeometry?.dockConfiguration(dock) ?? dock
  }

  /// The content's own height changed: the bar takes it, and the installer tells the driver in
  /// the layout pass that applies it.
  func contentHeightDidChange(_ value: CGFloat) {
    guard value.isFinite, value >= 0, value != height.constant else { return }
    height.constant = value
    contentInset?.barHeight = value
  }

  private func insetDidChange(_ inset: CGFloat, animation: KeyboardAnimation?) {
    let isDuringUpdate = isApplyingUpdate || installer.tracker?.isDeliveringGeometryChange == true
    let tracker = installer.tracker
    contentInset?.take(
      inset, animation: animation, isDuringUpdate: isDuringUpdate,
      performBeforeCommit: tracker.map { tracker in { tracker.performBeforeCommit($0) } })
  }

  // MARK: View controller hierarchy

  /// Makes the owner a child of the screen's view controller once the container is in a window,
  /// and moves it when the container moved under another one.
  private func containerDidMoveToWindow() {
    guard container.window != nil else { return }
    findDismissingScrollView()
    let parent = container.superview.flatMap(Self.nearestViewController(from:))
    guard parent !== owner.parent else { return }
    leaveParent()
    guard let parent else { return }
    parent.addChild(owner)
    owner.didMove(toParent: parent)
  }

  private func leaveParent() {
    guard owner.parent != nil else { return }
    owner.willMove(toParent: nil)
    owner.removeFromParent()
  }

  // MARK: The scroll view under the content

  /// Names the scroll view the keyboard is dismissed from to the tracker.
  ///
  /// The tracker reads the finger's raw facts off it (`KeyboardTracker.dismissingScrollView`): the
  /// one found under the modified view, until it leaves the window. Looked for on each SwiftUI
  /// update until found, since SwiftUI builds its `UIScrollView` lazily.
  private func findDismissingScrollView() {
    guard let tracker = installer.tracker else { return }
    if let found = tracker.dismissingScrollView, found.window != nil, found.window === container.window {
      return
    }
    tracker.dismissingScrollView = Self.scrollView(under: container)
  }

  /// The largest scroll view that shows the modified view's content.
  ///
  /// In the view of the screen's view controller (the nearest up the responder chain from the
  /// container's superview, else the window), outside the container (the bar's own text view
  /// scrolls too), not a text view, visible, and overlapping the container on screen. `nil` when
  /// there is none.
  static func scrollView(under container: UIView) -> UIScrollView? {
    guard let superview = container.superview, let area = container.frameInScreenCoordinates,
      let root = nearestViewController(from: superview)?.view ?? container.window
    else { return nil }
    var best: (view: UIScrollView, size: CGFloat)?
    var pending: [UIView] = [root]
    while let view = pending.popLast() {
      guard view !== container, !view.isHidden, view.alpha > 0 else { continue }
      if let scrollView = view as? UIScrollView, !(scrollView is UITextView),
        let frame = scrollView.frameInScreenCoordinates, frame.intersects(area)
      {
        let size = frame.width * frame.height
        if size > (best?.size ?? 0) { best = (scrollView, size) }
      }
      pending.append(contentsOf: view.subviews)
    }
    return best?.view
  }

  /// The nearest view controller up the responder chain from `view`.
  private static func nearestViewController(from view: UIView) -> UIViewController? {
    var responder: UIResponder? = view
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

/// The view that fills the modified view and holds the bar: it takes no touches itself, only
/// through its subviews, and says when it moves to a window.
final class DockContainerView: UIView {
  /// Called after each move to a window or out of one.
  var onWindowChange: (@MainActor () -> Void)?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    onWindowChange?()
  }
}

extension UIView {
  /// The view's bounds in its screen's coordinate space, or `nil` outside a window in a scene.
  fileprivate var frameInScreenCoordinates: CGRect? {
    guard let screen = window?.windowScene?.screen else { return nil }
    return convert(bounds, to: screen.coordinateSpace)
  }
}
#endif
