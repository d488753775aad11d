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
/// area while the keyboard is away, on the keyboard while it covers the view (see *How the iOS keyboard behaves*, "Safe area and tab bars").
///
/// The bar moves in the keyboard's own Core Animation transaction. When a keyboard notification
/// is handled — inside UIKit's keyboard animation block, before the run loop's transaction
/// commits — the installer sets the bar's final layout without animation and adds the tracker's
/// motion plan (``KeyboardTracker/motionPlan(in:presentedBottomOffset:)``) to the bar's layer as
/// an additive keyframe animation. Both the keyboard's animation and the bar's begin when that
/// transaction commits and run in the render server, so the bar stays on the keyboard however
/// late the commit comes and whatever the main thread does meanwhile; no display link or
/// per-frame work runs on the main thread. The plan's path is the engine's `max(keyboard overlap,
/// resting inset)`, not a straight line between the two layouts, so the bar stays on the safe
/// area while the keyboard is still below it. A transition that interrupts another starts where
/// the bar is shown. The core's *Moving with the keyboard's transaction* article explains the
/// mechanism.
///
/// While the keyboard is dragged away with `keyboardDismissMode = .interactive`, each sample is
/// placed in the layout pass that carries the keyboard's new frame, and a cancelled drag springs
/// back with a plan of its own. Rotations, zero durations and sheets that move are placed at
/// once (riding along with UIKit's own animation of the change, if any). The rules for tab bars,
/// form and page sheets, Split View, Slide Over, Stage Manager, floating and hardware keyboards
/// are the tracker's and the core's; Reduce Motion is honoured by moving only with the keyboard.
///
/// The scroll view's content inset, indicator insets and, when the newest content was in view,
/// its offset change with the bar: set to their final values, with the offset's path as an
/// additive animation of the same duration, so pinned content rides with the bar. They are planned
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
  /// The tracker that reports the keyboard, while installed.
  ///
  /// Its `onUpdate` belongs to the installer; observe its `updates` or `publisher` instead.
  public private(set) var tracker: KeyboardTracker?
  /// `true` between ``install()`` and ``uninstall()``.
  public var isInstalled: Bool { tracker != nil }
  /// The layout last applied as the bar's model value, or `nil` while not installed.
  ///
  /// During a keyboard animation it is the layout the transition ends at; the bar is shown along
  /// the motion plan's path toward it.
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
  /// The bottom offset the running motion ends at, while one runs.
  private var motionEnd: CGFloat?
  /// The key of the motion animations on the bar's and the scroll view's layers.
  private static let motionKey = "KeyboardDock.motion"
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
    self.tracker = tracker
    planGrowth()
    placeBar(in: view)
    didInstall(tracker: tracker)
  }

  /// Stops tracking, removes the bar and restores the scroll view's insets, dismiss mode and
  /// bounce; the view controller no longer keeps the installer alive.
  ///
  /// Does nothing when not installed.
  public func uninstall() {
    guard let tracker else { return }
    willUninstall()
    tracker.onUpdate = nil
    tracker.stop()
    removeMotion()
    self.tracker = nil
    bottomConstraint = nil
    adjuster = restoration.run()
    barObserver = nil
    layout = nil
    savedDismissMode = nil
  }

  /// An installer released while installed (with its view controller) restores what it added, on
  /// the main actor: the bar leaves the view (its constraints with it) and the scroll view gets its
  /// insets and dismiss mode back.
  ///
  /// Its tracker goes with it.
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
  /// geometry change) or inside UIKit's keyboard animation block (a keyboard notification).
  ///
  /// An animated transition runs the tracker's motion plan (``run(_:in:laysOut:)``). An immediate
  /// update (a drag sample, a zero duration, a rotation or a sheet that moved, a settled phase)
  /// places the bar at once (``placeBar(in:)``). The growth cap is planned once per transition:
  /// not for each sample of a drag, whose end (the keyboard hidden, or springing back) is a
  /// transition of its own that plans again.
  private func keyboardDidChange(_ update: KeyboardTracker.Update) {
    if update.state.phase != .interactive { planGrowth() }
    guard let view = viewController?.view, let tracker else { return }
    if update.animation.isImmediate {
      placeBar(in: view, isFromFrameSample: update.isFromFrameSample)
    } else {
      let plan = tracker.motionPlan(in: view, presentedBottomOffset: presentedBottomOffset(in: view))
      run(plan, in: view, laysOut: tracker.isDeliveringNotification)
    }
  }

  /// Re-plans an ``InputBarView``'s growth cap for where the bar ends the current transition
  /// (`AvailableSpace`); the bar lays its text out on its next layout pass.
  private func planGrowth() {
    guard let view = viewController?.view, let tracker else { return }
    (inputBar as? InputBarView)?.dockedBottomOffset = tracker.dockLayout(in: view).bottomOffset
  }

  /// Places the bar and the scroll insets where the current transition ends, without animation
  /// and without laying out: the constraint's constant changes and its owning view lays out on
  /// its next pass (during a drag, the pass that carries the keyboard's new frame).
  ///
  /// A running motion keeps running when it already ends there (a *did* notification arriving
  /// while the keyboard still moves); otherwise it is removed, and a drag sample always removes
  /// it, so the bar is where the finger holds the keyboard.
  private func placeBar(in view: UIView, isFromFrameSample: Bool = false) {
    guard let tracker else { return }
    let layout = tracker.dockLayout(in: view)
    if !isFromFrameSample, let motionEnd, motionEnd == layout.bottomOffset,
      inputBar.layer.animation(forKey: Self.motionKey) != nil
    {
      return
    }
    removeMotion()
    self.layout = layout
    if setBarOffset(layout.bottomOffset) { view.setNeedsLayout() }
    updateScrollInsets()
  }

  /// Commits a motion plan: the bar's final layout without animation, and the plan's keyframes as
  /// an additive animation of the bar layer's `position.y`, which begins when the current Core
  /// Animation transaction commits — with the keyboard's own animation when this runs in a keyboard
  /// notification handler.
  ///
  /// The scroll view's insets and offset follow in the same way
  /// (``runScrollMotion(_:in:presentedOffsetY:)``).
  ///
  /// - Parameter laysOut: `true` outside a layout pass (a notification handler, the end of its
  ///   run-loop turn): the view that owns the bar's constraint lays out at once, inside
  ///   `UIView.performWithoutAnimation`, so that UIKit's animation block does not also animate
  ///   the bar's move to its final layout (other views the app changed in the same block and
  ///   left to lay out later are laid out with it, unanimated). `false` inside a layout pass,
  ///   which lays the view out without animation anyway.
  private func run(_ plan: KeyboardMotionPlan, in view: UIView, laysOut: Bool) {
    let presentedScrollOffset = presentedContentOffsetY()
    removeMotion()
    layout = plan.finalLayout
    let changed = setBarOffset(plan.finalLayout.bottomOffset)
    if laysOut {
      UIView.performWithoutAnimation { view.layoutIfNeeded() }
    } else if changed {
      view.setNeedsLayout()
    }
    if let animation = plan.bottomOffset.additiveAnimation(keyPath: "position.y", scale: -1) {
      inputBar.layer.add(animation, forKey: Self.motionKey)
      motionEnd = plan.finalLayout.bottomOffset
    }
    runScrollMotion(plan, in: view, presentedOffsetY: presentedScrollOffset)
  }

  /// The scroll view's part of a motion plan: its final insets and offset without animation,
  /// and, when the offset moves (content pinned to its newest edge), the offset's path as an
  /// additive animation of `bounds.origin.y`, so the content rides with the bar.
  ///
  /// The offset's path is the adjuster's answer for the obstruction at each of the plan's keys,
  /// with keys added where the obstruction crosses the safe area (where the added inset starts).
  /// An animation this one interrupts is faded out over it from where it showed the content.
  private func runScrollMotion(_ plan: KeyboardMotionPlan, in view: UIView, presentedOffsetY: CGFloat?) {
    guard let scrollView else { return }
    let frame = scrollView.convert(scrollView.bounds, to: view)
    let before = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
    let safe = configuration.isInverted ? before.safeAreaInsets.top : before.safeAreaInsets.bottom
    let obstruction = plan.obstruction(
      ofViewAt: frame, barHeight: inputBar.bounds.height, containerHeight: view.bounds.height
    ).inserting(crossings: [safe])
    let startY = before.contentOffset.y
    let offsets = obstruction.values.map { value -> CGFloat in
      var copy = adjuster
      return copy.plan(for: before, obstruction: value).contentOffset?.y ?? startY
    }
    var finalAdjuster = adjuster
    let finalPlan = finalAdjuster.plan(for: before, obstruction: obstruction.finalValue)
    adjuster = finalAdjuster
    UIView.performWithoutAnimation { scrollView.apply(finalPlan) }
    guard let first = offsets.first else { return }
    let path = KeyframePath(
      duration: obstruction.duration, keyTimes: obstruction.keyTimes, values: offsets,
      finalValue: finalPlan.contentOffset?.y ?? startY)
    let fade = presentedOffsetY.map { $0 - first } ?? 0
    if let animation = path.additiveAnimation(keyPath: "bounds.origin.y", fadingOffset: fade) {
      scrollView.layer.add(animation, forKey: Self.motionKey)
    }
  }

  /// Where the bar is shown while a motion runs, from its presentation layer; `nil` otherwise.
  private func presentedBottomOffset(in view: UIView) -> CGFloat? {
    guard inputBar.layer.animation(forKey: Self.motionKey) != nil,
      let presented = inputBar.layer.presentation()
    else { return nil }
    return view.bounds.maxY - presented.frame.maxY
  }

  /// The scroll view's shown offset while a motion runs, from its presentation layer; `nil`
  /// otherwise.
  private func presentedContentOffsetY() -> CGFloat? {
    guard let layer = scrollView?.layer, layer.animation(forKey: Self.motionKey) != nil,
      let presented = layer.presentation()
    else { return nil }
    return presented.bounds.origin.y
  }

  /// Removes the running motion from the bar and the scroll view: they show their model values.
  private func removeMotion() {
    inputBar.layer.removeAnimation(forKey: Self.motionKey)
    scrollView?.layer.removeAnimation(forKey: Self.motionKey)
    motionEnd = nil
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

  /// Plans the scroll view's insets for what the bar (and the keyboard below it) covers in the
  /// layout last applied.
  ///
  /// The plan leaves the offset alone while the user drags or the content decelerates (see *How the iOS keyboard behaves*, "Pinned and inverted chats").
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
    guard old.dock == configuration.dock || !tracker.isTracking, let view = viewController?.view else {
      return
    }
    planGrowth()
    placeBar(in: view)
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
