#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Docks an input bar at the bottom of any view controller's view, above the keyboard, and
/// keeps a scroll view's content visible above the bar — without subclassing.
///
/// ```swift
/// KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self).install()
/// ```
///
/// The installer adds the bar to the view controller's view with a constraint from the bar's
/// bottom to the view's bottom whose constant is the tracker's dock layout offset: on the safe
/// area while the keyboard is away, on the keyboard while it covers the view (spec §5.1).
///
/// The bar is placed on every frame of the keyboard's animation, from
/// ``KeyboardTracker/dockLayout(in:at:)`` at the time the frame is shown
/// (``KeyboardTracker/onFrame``), without a Core Animation of its own. The offset is
/// `max(keyboard overlap, resting inset)`, which is not linear in the keyboard's position, so
/// one animation from the start layout to the end layout would lift the bar off the safe area
/// while the keyboard is still below it (spec §5.2; 30.4 pt ahead on an iPhone in `kbdock`'s
/// iphone-show-hide scenario); placed per frame it sits on the keyboard in every frame. It
/// follows the user's finger while the keyboard is dragged away with
/// `keyboardDismissMode = .interactive`, and springs back with the keyboard when the drag is
/// cancelled. The rules for tab bars, form and page sheets, Split View, Slide Over, Stage
/// Manager, floating and hardware keyboards and rotation are the tracker's and the core's;
/// Reduce Motion is honoured by moving only with the keyboard.
///
/// The installer never lays out inside someone else's pass. Updates can arrive during a layout
/// pass (per-frame samples, geometry changes) or inside UIKit's animation block (keyboard
/// notifications): for an immediate update it sets the constraint's constant and calls
/// `setNeedsLayout()` on the view that owns the constraint; for an animated one it changes
/// nothing and lets the display link's first frame, within a frame, place the bar. Only those
/// frame callbacks, which run outside layout and outside any animation block, lay out — the
/// owning view, without animation.
///
/// The scroll view's content inset, indicator insets and, when the newest content was in view,
/// its offset change on the same frames, so pinned content rides with the bar. They are planned
/// by `ScrollInsetAdjuster`, which adds only what the bar and keyboard cover
/// beyond the safe area, removes exactly that again, and leaves the offset alone while the user
/// drags or the content decelerates. An ``InputBarView``'s growth cap is planned once per
/// transition, for where the bar will be at its end.
///
/// Installed, the installer lives as long as its view controller, which keeps it (associated
/// with it) until ``uninstall()``: you need not keep a reference. The installer references the
/// view controller and the scroll view weakly, so there is no cycle; when the view controller
/// goes, the installer restores what it added and goes with it. While the keyboard is up the
/// scroll view bounces vertically (`alwaysBounceVertical`), so short content can start the
/// dismiss gesture; its old value comes back afterwards.
///
/// The view controller's view must not be the scroll view itself (`UITableViewController`,
/// `UICollectionViewController`): the bar would scroll with the content. ``install()`` then
/// installs nothing — an `assertionFailure` in debug builds and an error log in release builds
/// say so. Give the installer a plain view controller whose view holds the scroll view, or use a
/// ``KeyboardDockViewController``.
@MainActor
public final class KeyboardDockInstaller {
  /// The docked bar: an ``InputBarView`` or any view of your own.
  public let inputBar: UIView
  /// The scroll view whose insets follow the bar, or `nil`.
  public private(set) weak var scrollView: UIScrollView?
  /// The view controller whose view holds the bar.
  public private(set) weak var viewController: UIViewController?
  /// The tracker that reports the keyboard, while installed. Its `onUpdate` and `onFrame`
  /// belong to the installer; observe its `updates` or `publisher` instead.
  public private(set) var tracker: KeyboardTracker?
  /// `true` between ``install()`` and ``uninstall()``.
  public var isInstalled: Bool { tracker != nil }
  /// The layout last applied, or `nil` while not installed. During a keyboard animation it is
  /// the layout of the latest frame; the end of the transition is the tracker's
  /// ``KeyboardTracker/dockLayout(in:)``.
  public private(set) var layout: DockLayout?

  /// The installer's options. Changing them while installed re-applies the layout at once.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  private var adjuster: ScrollInsetAdjuster
  private var bottomConstraint: NSLayoutConstraint?
  private var barObserver: LayoutChangeObserverView?
  private var savedDismissMode: UIScrollView.KeyboardDismissMode?
  /// `true` after an animated update until a frame callback has placed the bar, which then
  /// places it even when its offset is unchanged (the insets may be due).
  private var needsPlacement = false
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
  ///   - configuration: The options; defaults to ``Configuration/init(dock:keepsNewestContentVisible:isInverted:setsInteractiveDismissMode:)``'s.
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

  /// Adds the bar to the view controller's view, starts tracking the keyboard and places the bar
  /// and the scroll insets; from now on the view controller keeps the installer alive. Does
  /// nothing when already installed, and installs nothing when the view controller's view is a
  /// scroll view (see above).
  public func install() {
    guard !isInstalled, let viewController, let view = viewController.view,
      canHostBar(in: view, of: viewController)
    else { return }
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
    didInstall(tracker: tracker)
  }

  /// Stops tracking, removes the bar and restores the scroll view's insets, dismiss mode and
  /// bounce; the view controller no longer keeps the installer alive. Does nothing when not
  /// installed.
  public func uninstall() {
    guard let tracker else { return }
    willUninstall()
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

  /// An installer released while installed (with its view controller) restores what it added,
  /// on the main actor: the bar leaves the view (its constraints with it) and the scroll view
  /// gets its insets and dismiss mode back. Its tracker goes with it.
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

  /// An update from the tracker, which may arrive inside a layout pass (a per-frame sample, a
  /// geometry change) or inside UIKit's animation block (a keyboard notification): nothing is
  /// laid out here.
  ///
  /// An immediate update (a drag, a zero duration, a rotation or a sheet that moved) sets the
  /// bar's constant for now and asks for layout, and sets the scroll insets; inside an animation
  /// UIKit runs (a rotation) the bar then rides along with it. An animated transition changes
  /// nothing: laying out the view here would lay out, unanimated, the changes other keyboard
  /// observers made in the same animation block, and the display link's first frame places the
  /// bar within a frame — from where the keyboard is then, which at the start of a show is
  /// still below the safe area's bottom, where the bar already rests.
  ///
  /// The growth cap is planned once per transition: not for each sample of a drag, whose end
  /// (the keyboard hidden, or springing back) is a transition of its own that plans again.
  private func keyboardDidChange(_ update: KeyboardTracker.Update) {
    if update.state.phase != .interactive { planGrowth() }
    if update.animation.isImmediate || tracker?.currentAnimation == nil {
      placeBar(at: CACurrentMediaTime())
    } else {
      needsPlacement = true
    }
  }

  /// Re-plans an ``InputBarView``'s growth cap for where the bar ends the current transition
  /// (`AvailableSpace`); the bar lays its text out on its next layout pass.
  private func planGrowth() {
    guard let view = viewController?.view, let tracker else { return }
    (inputBar as? InputBarView)?.dockedBottomOffset = tracker.dockLayout(in: view).bottomOffset
  }

  /// Places the bar and the scroll insets for `time` without laying out: the constraint's
  /// constant changes and its owning view lays out on its next pass.
  private func placeBar(at time: CFTimeInterval) {
    guard let view = viewController?.view, let tracker else { return }
    let layout = tracker.dockLayout(in: view, at: time)
    self.layout = layout
    if setBarOffset(layout.bottomOffset) { view.setNeedsLayout() }
    updateScrollInsets()
  }

  /// One frame of a keyboard animation: the bar and the scroll insets move to where the keyboard
  /// is at `time`, when that frame is shown, without animation.
  ///
  /// Display-link callbacks run outside layout passes and animation blocks, so this lays out —
  /// only the view that owns the bar's constraint. The bar's text keeps the plan made for the
  /// end of the transition. Nothing moves while the bar's offset stays the same, as while the
  /// keyboard is still below the bar's resting inset.
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

  /// The bar grew or shrank (its text, Dynamic Type): the scroll insets follow. Runs inside a
  /// layout pass, so it lays nothing out itself.
  private func barDidResize() {
    updateScrollInsets()
  }

  /// Plans the scroll view's insets for what the bar (and the keyboard below it) covers in the
  /// layout last applied. The plan leaves the offset alone while the user drags or the content
  /// decelerates (spec §6.5).
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

/// What a docked bar's installer added, to put back on ``KeyboardDockInstaller/uninstall()`` or
/// when the installer is released while installed.
///
/// A value that holds the views it needs (the scroll view weakly), so an installer's `deinit`
/// can hand it to the main actor without the installer.
private struct DockRestoration: Sendable {
  let inputBar: UIView
  let barObserver: LayoutChangeObserverView?
  weak var scrollView: UIScrollView?
  let adjuster: ScrollInsetAdjuster
  let isInverted: Bool
  let savedDismissMode: UIScrollView.KeyboardDismissMode?

  /// Removes the bar (and with it its constraints to the view) and the size observer inside it,
  /// removes exactly the insets the installer added and restores the dismiss mode.
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
