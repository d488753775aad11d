#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Docks an input bar above the keyboard in any view controller, without subclassing.
///
/// It also keeps a scroll view's content visible above the bar.
///
/// ```swift
/// installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self)
/// installer.install()
/// ```
///
/// The bar's bottom is pinned to the view's bottom and moved on every frame of the keyboard's animation: on
/// the safe area while the keyboard is away, on the keyboard while it covers the view (see *How the iOS
/// keyboard behaves*, "Safe area and tab bars"). It follows the user's finger during interactive dismissal
/// and springs back with the keyboard when the drag is cancelled. <doc:FrameSources> explains why the bar is
/// placed per frame rather than animated once. The installer lays out only from those per-frame calls, never
/// inside another layout pass or animation block.
///
/// The scroll view's insets and, when the newest content was in view, its offset change on the same frames,
/// so pinned content rides with the bar. Only what the bar and keyboard cover beyond the safe area is added,
/// exactly that is removed again, and the offset is left alone while the user drags or the content
/// decelerates. An ``InputBarView``'s growth cap is planned once per transition, for where the bar ends.
///
/// Keep a strong reference to the installer while the bar is docked; it holds the view controller and the
/// scroll view weakly, and uninstalls itself when released. The view controller's view must not be the
/// scroll view itself (as in `UITableViewController`): use a plain view controller whose view holds the
/// scroll view, or a ``KeyboardDockViewController``.
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
  /// Its `onUpdate` and `onFrame` belong to the installer; observe its `updates` or `publisher` instead.
  public private(set) var tracker: KeyboardTracker?
  /// `true` between ``install()`` and ``uninstall()``.
  public var isInstalled: Bool { tracker != nil }
  /// The layout last applied, or `nil` while not installed.
  ///
  /// During a keyboard animation it is the layout of the latest frame; the end of the transition is the
  /// tracker's ``KeyboardTracker/dockLayout(in:)``.
  public private(set) var layout: DockLayout?

  /// The installer's options.
  ///
  /// Changing them while installed re-applies the layout at once.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  private var adjuster: ScrollInsetAdjuster
  private var bottomConstraint: NSLayoutConstraint?
  private var barObserver: LayoutChangeObserverView?
  private var savedDismissMode: UIScrollView.KeyboardDismissMode?
  /// `true` from an animated update until a frame callback has placed the bar.
  ///
  /// That callback then places the bar even when its offset is unchanged, since the insets may be due.
  private var needsPlacement = false

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
    self.adjuster = ScrollInsetAdjuster(keepsNewestContentVisible: configuration.keepsNewestContentVisible)
  }

  /// Adds the bar to the view controller's view and starts following the keyboard.
  ///
  /// The bar and the scroll view's insets are placed at once. Does nothing when already installed.
  public func install() {
    guard !isInstalled, let view = viewController?.view else { return }
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    // The bar's constraints to the view leave with the bar when it is removed from the view.
    let bottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
    ])
    bottomConstraint = bottom

    let observer = LayoutChangeObserverView { [weak self] in self?.barDidResize() }
    observer.pin(to: inputBar)
    barObserver = observer

    if let scrollView, configuration.setsInteractiveDismissMode {
      savedDismissMode = scrollView.keyboardDismissMode
      scrollView.keyboardDismissMode = .interactive
    }

    let tracker = KeyboardTracker(view: view, configuration: .init(dock: configuration.dock))
    tracker.onUpdate = { [weak self] update in self?.keyboardDidChange(update) }
    tracker.onFrame = { [weak self] time in self?.keyboardDidMove(at: time) }
    self.tracker = tracker
    planGrowth()
    placeBar(at: CACurrentMediaTime())
  }

  /// Stops tracking, removes the bar and restores the scroll view's insets and dismiss mode.
  ///
  /// Does nothing when not installed.
  public func uninstall() {
    guard let tracker else { return }
    tracker.onUpdate = nil
    tracker.onFrame = nil
    tracker.stop()
    self.tracker = nil
    bottomConstraint = nil
    adjuster = restoration.run()
    barObserver = nil
    layout = nil
    needsPlacement = false
    savedDismissMode = nil
  }

  /// Restores what the installer added when it is released while installed.
  ///
  /// On the main actor, the bar leaves the view with its constraints, the scroll view gets its insets
  /// and dismiss mode back, and the tracker goes.
  deinit {
    guard tracker != nil else { return }
    // Built here rather than by `restoration`, which is isolated to the main actor.
    let restoration = DockRestoration(
      inputBar: inputBar, barObserver: barObserver, scrollView: scrollView, adjuster: adjuster,
      isInverted: configuration.isInverted, savedDismissMode: savedDismissMode)
    performOnMainActor { _ = restoration.run() }
  }

  /// What ``uninstall()`` and `deinit` put back.
  private var restoration: DockRestoration {
    DockRestoration(
      inputBar: inputBar, barObserver: barObserver, scrollView: scrollView, adjuster: adjuster,
      isInverted: configuration.isInverted, savedDismissMode: savedDismissMode)
  }

  // MARK: Updates

  /// Handles an update from the tracker without laying anything out.
  ///
  /// It may arrive inside a layout pass (a per-frame sample, a geometry change) or inside UIKit's animation
  /// block (a keyboard notification). An immediate update (a drag, a zero duration, a rotation, a sheet that
  /// moved) sets the bar's constant and the scroll insets and asks for layout; inside an animation UIKit runs
  /// (a rotation) the bar rides along. An animated transition changes nothing here: laying out would lay out,
  /// unanimated, what other keyboard observers changed in the same animation block, and the first frame
  /// callback places the bar within a frame. The growth cap is planned once per transition, not for each
  /// sample of a drag.
  private func keyboardDidChange(_ update: KeyboardTracker.Update) {
    if update.state.phase != .interactive { planGrowth() }
    if update.animation.isImmediate || tracker?.currentAnimation == nil {
      placeBar(at: CACurrentMediaTime())
    } else {
      needsPlacement = true
    }
  }

  /// Re-plans an ``InputBarView``'s growth cap for where the bar ends the current transition.
  ///
  /// The bar lays its text out on its next layout pass.
  private func planGrowth() {
    guard let view = viewController?.view, let tracker else { return }
    (inputBar as? InputBarView)?.dockedBottomOffset = tracker.dockLayout(in: view).bottomOffset
  }

  /// Places the bar and the scroll insets for `time` without laying out.
  ///
  /// The owning view lays out on its next pass.
  private func placeBar(at time: CFTimeInterval) {
    guard let view = viewController?.view, let tracker else { return }
    let layout = tracker.dockLayout(in: view, at: time)
    self.layout = layout
    if setBarOffset(layout.bottomOffset) { view.setNeedsLayout() }
    updateScrollInsets()
  }

  /// Moves the bar and the scroll insets, without animation, to where the keyboard is at `time`.
  ///
  /// Display-link callbacks run outside layout passes and animation blocks, so this lays out the view that
  /// owns the bar's constraint. Nothing moves while the bar's offset stays the same, as while the keyboard is
  /// still below the bar's resting inset.
  private func keyboardDidMove(at time: CFTimeInterval) {
    guard let view = viewController?.view, let tracker else { return }
    let layout = tracker.dockLayout(in: view, at: time)
    let previous = self.layout
    self.layout = layout
    guard needsPlacement || layout.bottomOffset != previous?.bottomOffset else { return }
    needsPlacement = false
    setBarOffset(layout.bottomOffset)
    UIView.performWithoutAnimation {
      view.layoutIfNeeded()
      updateScrollInsets()
    }
  }

  /// Sets the bar's constraint for a bottom offset.
  ///
  /// - Returns: `true` when the constant changed.
  @discardableResult
  private func setBarOffset(_ bottomOffset: CGFloat) -> Bool {
    guard let bottomConstraint, bottomConstraint.constant != -bottomOffset else { return false }
    bottomConstraint.constant = -bottomOffset
    return true
  }

  /// The bar grew or shrank (its text, Dynamic Type): the scroll insets follow.
  ///
  /// Runs inside a layout pass, so it lays nothing out itself.
  private func barDidResize() {
    updateScrollInsets()
  }

  /// Sets the scroll view's insets for what the bar and the keyboard cover in the last layout.
  ///
  /// The plan leaves the offset alone while the user drags or the content decelerates (see *How the iOS
  /// keyboard behaves*, "Pinned and inverted chats").
  private func updateScrollInsets() {
    guard let scrollView, let view = viewController?.view, let layout else { return }
    let frame = scrollView.convert(scrollView.bounds, to: view)
    let obstruction = layout.obstruction(
      ofViewAt: frame, barHeight: inputBar.bounds.height, containerHeight: view.bounds.height)
    let geometry = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
    scrollView.apply(adjuster.plan(for: geometry, obstruction: obstruction))
  }

  private func configurationDidChange(from old: Configuration) {
    adjuster.keepsNewestContentVisible = configuration.keepsNewestContentVisible
    guard let tracker else { return }
    if old.isInverted != configuration.isInverted {
      // Remove what was added on the old edge before adding on the new one.
      if let scrollView { adjuster = scrollView.removeInsets(addedBy: adjuster, isInverted: old.isInverted) }
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
    // A tracker that tracks answers new dock rules with an update, which plans and places.
    tracker.configuration.dock = configuration.dock
    guard old.dock == configuration.dock || !tracker.isTracking else { return }
    planGrowth()
    placeBar(at: CACurrentMediaTime())
  }
}

/// What an installer added, to put back on uninstall or release.
///
/// A value that holds the views it needs (the scroll view weakly), so an installer's `deinit` can hand it to
/// the main actor.
private struct DockRestoration: Sendable {
  let inputBar: UIView
  let barObserver: LayoutChangeObserverView?
  weak var scrollView: UIScrollView?
  let adjuster: ScrollInsetAdjuster
  let isInverted: Bool
  let savedDismissMode: UIScrollView.KeyboardDismissMode?

  /// Removes the bar, its size observer and the insets the installer added; restores the dismiss mode.
  ///
  /// - Returns: The adjuster after removing its insets, which has added nothing.
  @MainActor
  func run() -> ScrollInsetAdjuster {
    (inputBar as? InputBarView)?.dockedBottomOffset = nil
    barObserver?.removeFromSuperview()
    inputBar.removeFromSuperview()
    guard let scrollView else { return adjuster }
    let cleared = scrollView.removeInsets(addedBy: adjuster, isInverted: isInverted)
    if let savedDismissMode { scrollView.keyboardDismissMode = savedDismissMode }
    return cleared
  }
}
#endif
