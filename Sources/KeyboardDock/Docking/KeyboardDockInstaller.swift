#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Docks an input bar at the bottom of any view controller's view, above the keyboard, and
/// keeps a scroll view's content visible above the bar — without subclassing.
///
/// **Ownership.** Once installed, the view controller owns the installer: ``install()`` stores it
/// with the view controller (an associated object), so a one-line
/// `KeyboardDockInstaller(…).install()` keeps working without a property, and ``uninstall()``
/// releases it. Keep a reference of your own if you want to reach it later; it holds the view
/// controller and the scroll view weakly, so there is no cycle either way.
///
/// ```swift
/// KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self).install()
/// ```
///
/// ``install()`` adds the bar to the view controller's view, pinned to its bottom edge, and moves
/// it with its transform, which belongs to the installer: on the safe area while the keyboard is
/// away, on the keyboard while it covers the view. The scroll view's content and indicator insets
/// grow by what the bar and the keyboard cover beyond the safe area; while the keyboard is up the
/// scroll view bounces vertically, and installing makes its dismiss mode interactive
/// (``Configuration/setsInteractiveDismissMode``). ``uninstall()`` restores all of it. How the
/// bar keeps to the keyboard: <doc:UIKitLayer#The-installer>.
///
/// When the view controller goes, the installer restores what it added and goes with it. Main
/// actor only.
///
/// The view controller's view must not be the scroll view itself (`UITableViewController`,
/// `UICollectionViewController`): the bar would scroll with the content. ``install()`` then
/// installs nothing and logs a fault that says so (subsystem `KeyboardDock`, category
/// `Installation`); it never traps. Give the installer a plain view controller whose view holds
/// the scroll view, or use a ``KeyboardDockViewController``.
@MainActor
public final class KeyboardDockInstaller {
  /// The docked bar: an ``InputBarView`` or any view of your own.
  public let inputBar: UIView
  /// The scroll view whose insets follow the bar, or `nil`.
  public private(set) weak var scrollView: UIScrollView?
  /// The view controller whose view holds the bar.
  public private(set) weak var viewController: UIViewController?
  /// The tracker that reports the keyboard, while installed.
  ///
  /// Its `onUpdate`, `updates` and `publisher` are yours: the installer listens on a channel of
  /// its own, so assigning `onUpdate` takes nothing from it.
  public private(set) var tracker: KeyboardTracker?
  /// `true` between ``install()`` and ``uninstall()``.
  public var isInstalled: Bool { tracker != nil }
  /// Whether the scroll view's newest content (its bottom, or the top of an inverted list) is in
  /// view: what a scroll-to-newest button hides on.
  ///
  /// `true` while not installed or without a scroll view. ``onNewestContentVisibilityChange`` is
  /// called when it changes.
  public private(set) var isNewestContentInView = true
  /// Called with ``isNewestContentInView`` when it changes.
  ///
  /// It changes as the user scrolls, and as the bar and the keyboard move the content. Defaults to
  /// `nil`.
  public var onNewestContentVisibilityChange: (@MainActor (Bool) -> Void)?

  /// Called instead of applying each change of the scroll view's insets and offset, where the
  /// installer would apply it (inside the keyboard's animation block for a notification): the
  /// app's list is told before and after, with the animation, and can take the work over
  /// (``ScrollViewChange``).
  ///
  /// Defaults to `nil`: the installer applies each change itself.
  public var scrollViewChangeHandler: (@MainActor (ScrollViewChange) -> Void)?

  /// Called when a keyboard transition begins and when it ends, while installed
  /// (``KeyboardTracker/TransitionEvent``); the tracker's ``KeyboardTracker/transitionPublisher``
  /// sends the same events.
  ///
  /// Defaults to `nil`.
  public var onTransition: (@MainActor (KeyboardTracker.TransitionEvent) -> Void)?

  /// What ``isPaused`` was set to.
  var pauseRequested = false

  /// The look of a bar of your own, one that is not an ``InputBarView`` (whose
  /// ``InputBarConfiguration/style`` decides its own): in the glass look the installer docks it
  /// with ``composerGeometry``'s floating gaps, as it docks a glass ``InputBarView``, and makes it
  /// the scroll view's bottom edge element, so the list fades softly under it.
  ///
  /// Defaults to `.classic`: the bar is docked flat on the keyboard and the safe area. Draw the
  /// surfaces of your bar in the same look with ``ComposerSurfaceView``. Changing it while
  /// installed docks the bar with the new gaps at once.
  public var barStyle: ComposerStyle = .classic {
    didSet { if barStyle != oldValue { composerGeometryDidChange() } }
  }

  /// A view the installer places under a bar of your own and stretches down to the view
  /// controller's view's bottom as the bar is lifted: the background an ``InputBarView`` extends
  /// under itself, for a bar that is not one.
  ///
  /// Give it your bar's background, such as
  /// `UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))`. The installer adds
  /// it to the bar (behind the bar's subviews, below its bottom edge), moves its height with the
  /// bar's lift, in the same animation, and removes it on ``uninstall()``; a bar that clips to its
  /// bounds hides it. It is not shown in the glass look (``resolvedBarStyle``), where the content
  /// scrolls under a floating bar, and is ignored for an ``InputBarView``, which extends its own
  /// (``InputBarConfiguration/extendsBackgroundToBottomEdge``). Defaults to `nil`.
  public var backgroundExtension: UIView? {
    didSet {
      guard backgroundExtension !== oldValue else { return }
      oldValue?.removeFromSuperview()
      attachBackgroundExtension()
    }
  }

  /// Plans the bottom inset of content that fills the view controller's view with this
  /// installer's driver, beside the bar: for SwiftUI's dock, whose content has no scroll view the
  /// installer could reach.
  ///
  /// For an installer with no ``scrollView`` (the driver plans one scroll view). Set it before
  /// ``install()``; defaults to `nil`.
  package var contentInsetReporter: ContentInsetReporter?

  /// The layout last applied as the bar's model value, or `nil` while not installed.
  ///
  /// During a keyboard animation it is the layout the transition ends at; the bar is shown on its
  /// way there.
  public private(set) var layout: DockLayout?

  /// The installer's options.
  ///
  /// Changing them while installed re-applies the layout at once.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  private var barObserver: LayoutChangeObserverView?
  /// Makes a bar of your own the scroll view's bottom edge element in the glass look.
  let scrollEdgeElement = ScrollEdgeElement()
  private var savedDismissMode: UIScrollView.KeyboardDismissMode?
  /// What the driver's adjuster added to the scroll view, as of its latest answer: what a release
  /// while installed removes.
  private var addedInsets = ScrollInsetAdjuster()
  /// The bar's height and the scroll view as the driver last heard of them.
  private var reportedBarHeight: CGFloat?
  private var reportedScrollView: ScrollViewGeometry?
  /// Observes the scroll view's offset and content size, so the driver hears of the user's scrolling.
  private var scrollObservations: [NSKeyValueObservation] = []
  /// Makes the scroll view bounce while the keyboard is up, while installed
  /// (`KeyboardDockInstaller+Lifetime.swift`).
  var keyboardBounce: KeyboardBounce?

  /// Creates an installer; nothing changes until ``install()``.
  ///
  /// - Parameters:
  ///   - inputBar: The bar to dock. The installer adds it to the view controller's view.
  ///   - scrollView: The scroll view whose content the bar would cover, or `nil`. It may fill
  ///     the view (content scrolls behind the bar) or end above the bar.
  ///   - viewController: The view controller whose view the bar docks in; its view is loaded on
  ///     ``install()``.
  ///   - configuration: The options; defaults to
  ///     ``Configuration/init(dock:keepsNewestContentVisible:isInverted:setsInteractiveDismissMode:)``'s.
  public init(
    inputBar: UIView,
    scrollView: UIScrollView?,
    in viewController: UIViewController,
    configuration: Configuration = Configuration()
  ) {
    self.inputBar = inputBar
    self.scrollView = scrollView
    self.viewController = viewController
    self.configuration = configuration
  }

  /// Adds the bar to the view controller's view, starts tracking the keyboard and places the bar
  /// and the scroll insets; from now on the view controller keeps the installer alive.
  ///
  /// Does nothing when already installed, and installs nothing when the view controller's view is a
  /// scroll view (see above).
  public func install() {
    guard !isInstalled, let viewController, let view = viewController.view,
      canHostBar(in: view, of: viewController)
    else { return }
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    // The bar's constraints to the view leave with the bar when it is removed from the view. Its
    // bottom is the view's; the driver's offset moves it up with its transform.
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let observer = LayoutChangeObserverView { [weak self] in self?.barDidResize() }
    observer.pin(to: inputBar)
    barObserver = observer

    if let scrollView, configuration.setsInteractiveDismissMode {
      savedDismissMode = scrollView.keyboardDismissMode
      scrollView.keyboardDismissMode = .interactive
    }

    let composer = inputBar as? InputBarView
    composer?.edgeEffectScrollView = scrollView
    composer?.onComposerGeometryChange = { [weak self] in self?.composerGeometryDidChange() }
    let tracker = KeyboardTracker(view: view, configuration: .init(dock: dock))
    self.tracker = tracker
    attachBackgroundExtension()
    updateOwnBarLook()
    contentInsetReporter?.resend()
    tracker.onActions = { [weak self] actions in self?.apply(actions) }
    tracker.inputsBeforeEach = { [weak self] in self?.geometryInputs() ?? [] }
    tracker.committedAnimationBegin = { [weak self] in self?.inputBar.layer.newestAnimationBeginTime }
    // The raw facts of the finger on the scroll view reach the driver through the tracker.
    tracker.dismissingScrollView = scrollView
    tracker.announceDriverConfiguration(driverConfiguration)
    connectHooks(to: tracker)
    observeScrolling()
    didInstall(tracker: tracker)
  }

  /// Stops tracking, removes the bar and restores the scroll view's insets, dismiss mode and
  /// bounce; the view controller then lets the installer go.
  ///
  /// Does nothing when not installed.
  public func uninstall() {
    guard let tracker else { return }
    willUninstall()
    (inputBar as? InputBarView)?.edgeEffectScrollView = nil
    (inputBar as? InputBarView)?.onComposerGeometryChange = nil
    if !(inputBar is InputBarView) { scrollEdgeElement.update(bar: inputBar, scrollView: nil) }
    tracker.onActions = nil
    tracker.onTransition = nil
    tracker.inputsBeforeEach = nil
    tracker.committedAnimationBegin = nil
    tracker.dismissingScrollView = nil
    tracker.stop()
    scrollObservations = []
    restoration.run()
    self.tracker = nil
    barObserver = nil
    layout = nil
    savedDismissMode = nil
    reportedBarHeight = nil
    reportedScrollView = nil
  }

  /// An installer released while installed (with its view controller) restores what it added, on
  /// the main actor: the bar leaves the view (its constraints with it) and the scroll view gets its
  /// insets and dismiss mode back.
  ///
  /// Its tracker goes with it.
  deinit {
    guard tracker != nil else { return }
    let adjuster = addedInsets
    // Built here rather than by `restoration`, which is isolated to the main actor.
    let restoration = DockRestoration(
      inputBar: inputBar, barObserver: barObserver, backgroundExtension: backgroundExtension,
      scrollEdgeElement: scrollEdgeElement, scrollView: scrollView, adjuster: adjuster,
      isInverted: configuration.isInverted,
      savedDismissMode: savedDismissMode)
    performOnMainActor { restoration.run() }
  }

  /// What ``uninstall()`` and `deinit` put back.
  private var restoration: DockRestoration {
    DockRestoration(
      inputBar: inputBar, barObserver: barObserver, backgroundExtension: backgroundExtension,
      scrollEdgeElement: scrollEdgeElement, scrollView: scrollView,
      adjuster: tracker?.driver.adjuster ?? ScrollInsetAdjuster(), isInverted: configuration.isInverted,
      savedDismissMode: savedDismissMode)
  }

  // MARK: Updates

  /// The dock rules the driver places the bar by: the configuration's, with the bar's floating
  /// gaps added (`ComposerGeometry.dockConfiguration(_:)`), so the gaps are the driver's
  /// in every transition and drag, and in the scroll view's inset.
  private var dock: DockConfiguration {
    dockComposerGeometry?.dockConfiguration(configuration.dock) ?? configuration.dock
  }

  /// The driver's options for this installer.
  private var driverConfiguration: KeyboardDockDriver.Configuration {
    KeyboardDockDriver.Configuration(
      dock: dock, liftPolicy: configuration.liftPolicy, system: KeyboardTracker.systemVersion)
  }

  /// The bar's look changed its gaps: the driver docks it with the new ones.
  private func composerGeometryDidChange() {
    updateOwnBarLook()
    guard let tracker else { return }
    tracker.configuration.dock = dock
    tracker.announceDriverConfiguration(driverConfiguration)
  }

  /// Applies the driver's answer where it arrives: inside a keyboard notification handler, in a
  /// layout pass, at the end of a run-loop turn.
  private func apply(_ actions: KeyboardDockActions) {
    updateDismissPadding()
    if let offset = actions.growthBottomOffset { (inputBar as? InputBarView)?.dockedBottomOffset = offset }
    if let bar = actions.bar {
      bar.applyToDockedBar(inputBar)
      (inputBar as? InputBarView)?.applyBackgroundExtension(bar)
      applyToBackgroundExtension(bar)
      layout = tracker?.driver.targetLayout
    }
    if let motion = actions.scrollView, let scrollView {
      applyScrollViewMotion(motion, to: scrollView, actions: actions)
      if let adjuster = tracker?.driver.adjuster { addedInsets = adjuster }
      reportedScrollView = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
    }
    contentInsetReporter?.receive(actions, keyboardSpring: tracker?.keyboardSpring ?? .keyboard)
    if let inView = actions.isNewestContentInView, inView != isNewestContentInView {
      isNewestContentInView = inView
      onNewestContentVisibilityChange?(inView)
    }
  }

  /// Tells the driver when the user scrolls or the content changes size.
  private func observeScrolling() {
    guard let scrollView else { return }
    let changed: @Sendable (UIScrollView, Any) -> Void = { [weak self] _, _ in
      performOnMainActor { self?.scrollViewDidChange() }
    }
    scrollObservations = [
      scrollView.observe(\.contentOffset, changeHandler: changed),
      scrollView.observe(\.contentSize, changeHandler: changed),
    ]
  }

  /// The scroll view scrolled or its content changed size: the driver hears of it now when the
  /// core says the change can alter an answer (`KeyboardDockDriver.needsScrollViewInput(_:at:)`);
  /// otherwise the geometry waits for the driver's next input (``geometryInputs()``), and the
  /// scroll frame ends no run-loop turn.
  private func scrollViewDidChange() {
    guard let tracker, let scrollView, let view = viewController?.view else { return }
    let geometry = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
    guard geometry != reportedScrollView,
      tracker.driver.needsScrollViewInput(geometry, at: KeyboardTracker.now())
    else { return }
    reportedScrollView = geometry
    let frame = scrollView.convert(scrollView.bounds, to: view)
    tracker.feed(.scrollView(geometry, frame: frame, at: KeyboardTracker.now()), inHandler: false)
  }

  /// The bar's height, the scroll view and the content inset reporter's view, when they changed
  /// since the driver last heard: sent before each input.
  private func geometryInputs() -> [KeyboardDockInput] {
    let time = KeyboardTracker.now()
    var inputs: [KeyboardDockInput] = []
    let height = inputBar.bounds.height
    if height != reportedBarHeight {
      reportedBarHeight = height
      inputs.append(.barHeight(height, at: time))
    }
    if let scrollView, let view = viewController?.view {
      let geometry = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
      if geometry != reportedScrollView {
        reportedScrollView = geometry
        let frame = scrollView.convert(scrollView.bounds, to: view)
        inputs.append(.scrollView(geometry, frame: frame, at: time))
      }
    }
    inputs += contentInsetReporter?.inputs(at: time) ?? []
    return inputs
  }

  /// The bar grew or shrank (its text, Dynamic Type): the driver plans the scroll insets again.
  ///
  /// Runs inside a layout pass.
  private func barDidResize() {
    layOutBackgroundExtension()
    guard let tracker, inputBar.bounds.height != reportedBarHeight else { return }
    tracker.feed(.barHeight(inputBar.bounds.height, at: KeyboardTracker.now()), inHandler: false)
  }

  private func configurationDidChange(from old: Configuration) {
    guard let tracker else { return }
    if old.isInverted != configuration.isInverted, let scrollView {
      // Remove what was added on the old edge before the driver adds on the new one.
      _ = scrollView.removeInsets(addedBy: tracker.driver.adjuster, isInverted: old.isInverted)
      reportedScrollView = nil
    }
    if old.setsInteractiveDismissMode != configuration.setsInteractiveDismissMode, let scrollView {
      if configuration.setsInteractiveDismissMode {
        savedDismissMode = scrollView.keyboardDismissMode
        scrollView.keyboardDismissMode = .interactive
      } else if let savedDismissMode {
        scrollView.keyboardDismissMode = savedDismissMode
        self.savedDismissMode = nil
      }
    }
    tracker.configuration.dock = dock
    tracker.announceDriverConfiguration(driverConfiguration)
  }
}

/// What a docked bar's installer added, to put back on ``KeyboardDockInstaller/uninstall()`` or
/// when the installer is released while installed.
///
/// A value that holds the views it needs (the scroll view weakly), so an installer's `deinit`
/// can hand it to the main actor without the installer.
private struct DockRestoration: Sendable {
  let inputBar: UIView
  let barObserver: LayoutChangeObserverView?
  let backgroundExtension: UIView?
  let scrollEdgeElement: ScrollEdgeElement
  weak var scrollView: UIScrollView?
  let adjuster: ScrollInsetAdjuster
  let isInverted: Bool
  let savedDismissMode: UIScrollView.KeyboardDismissMode?

  /// Removes the bar (and with it its constraints to the view) and the size observer inside it,
  /// its transform and animations, removes exactly the insets the installer added and restores
  /// the dismiss mode.
  @MainActor
  func run() {
    (inputBar as? InputBarView)?.dockedBottomOffset = nil
    (inputBar as? InputBarView)?.applyBackgroundExtension(
      DockValueMotion(value: 0, placesAtOnce: true, keyframes: .remove))
    barObserver?.removeFromSuperview()
    // An InputBarView edges the scroll view itself (its `edgeEffectScrollView`).
    if !(inputBar is InputBarView) { scrollEdgeElement.update(bar: inputBar, scrollView: nil) }
    if let backgroundExtension {
      backgroundExtension.layer.removeAnimation(forKey: DockValueMotion.keyframesKey)
      backgroundExtension.removeFromSuperview()
    }
    inputBar.layer.removeAnimation(forKey: DockValueMotion.keyframesKey)
    inputBar.transform = .identity
    inputBar.removeFromSuperview()
    guard let scrollView else { return }
    scrollView.layer.removeAnimation(forKey: DockValueMotion.keyframesKey)
    _ = scrollView.removeInsets(addedBy: adjuster, isInverted: isInverted)
    if let savedDismissMode { scrollView.keyboardDismissMode = savedDismissMode }
  }
}
#endif
