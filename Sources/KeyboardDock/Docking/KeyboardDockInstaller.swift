#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// Docks an input bar at the bottom of any view controller's view, above the keyboard, and
/// keeps a scroll view's content visible above the bar — without subclassing.
///
/// ```swift
/// installer = KeyboardDockInstaller(inputBar: inputBar, scrollView: tableView, in: self)
/// installer.install()
/// ```
///
/// The installer adds the bar to the view controller's view with a constraint from the bar's
/// bottom to the view's bottom whose constant is the tracker's
/// ``KeyboardTracker/dockLayout(in:)`` offset: on the safe area while the keyboard is away, on
/// the keyboard while it covers the view (spec §5.1). It moves the bar inside the keyboard's own
/// animation (``KeyboardAnimator``), frame by frame while the user drags the keyboard away with
/// `keyboardDismissMode = .interactive`, and back when the drag is cancelled. The rules for tab
/// bars, form and page sheets, Split View, Slide Over, Stage Manager, floating and hardware
/// keyboards and rotation are the tracker's and the core's; Reduce Motion is honoured by moving
/// only with the keyboard.
///
/// The scroll view's content inset, indicator insets and, when the newest content was in view,
/// its offset change in the same animation, planned by
/// ``KeyboardDockCore/ScrollInsetAdjuster``, which adds only what the bar and keyboard cover
/// beyond the safe area and removes exactly that again.
///
/// Keep a strong reference to the installer while the bar is docked (a property of the view
/// controller); the installer references the view controller and the scroll view weakly. The
/// view controller's view must not be the scroll view itself (as in `UITableViewController`):
/// put such a controller in a ``KeyboardDockViewController``.
@MainActor
public final class KeyboardDockInstaller {
  /// The docked bar: an ``InputBarView`` or any view of your own.
  public let inputBar: UIView
  /// The scroll view whose insets follow the bar, or `nil`.
  public private(set) weak var scrollView: UIScrollView?
  /// The view controller whose view holds the bar.
  public private(set) weak var viewController: UIViewController?
  /// The tracker that reports the keyboard, while installed. Its `onUpdate` belongs to the
  /// installer; observe its `updates` or `publisher` instead.
  public private(set) var tracker: KeyboardTracker?
  /// `true` between ``install()`` and ``uninstall()``.
  public private(set) var isInstalled = false
  /// The layout last applied, or `nil` while not installed.
  public private(set) var layout: DockLayout?

  /// The installer's options. Changing them while installed re-applies the layout at once.
  public var configuration: Configuration {
    didSet { configurationDidChange(from: oldValue) }
  }

  private var adjuster: ScrollInsetAdjuster
  private var bottomConstraint: NSLayoutConstraint?
  private var constraints: [NSLayoutConstraint] = []
  private var barObserver: LayoutChangeObserverView?
  private var savedDismissMode: UIScrollView.KeyboardDismissMode?

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
  /// and the scroll insets. Does nothing when already installed.
  public func install() {
    guard !isInstalled, let view = viewController?.view else { return }
    isInstalled = true
    inputBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(inputBar)
    let bottom = inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    constraints = [
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
    ]
    bottomConstraint = bottom
    NSLayoutConstraint.activate(constraints)

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
    placeBar(with: nil)
  }

  /// Stops tracking, removes the bar and restores the scroll view's insets and dismiss mode.
  /// Does nothing when not installed.
  public func uninstall() {
    guard isInstalled else { return }
    isInstalled = false
    tracker?.onUpdate = nil
    tracker?.stop()
    tracker = nil
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    bottomConstraint = nil
    barObserver?.removeFromSuperview()
    barObserver = nil
    inputBar.removeFromSuperview()
    layout = nil
    guard let scrollView else { return }
    let geometry = ScrollViewGeometry(scrollView, isInverted: configuration.isInverted)
    scrollView.apply(adjuster.plan(for: geometry, obstruction: 0))
    if let savedDismissMode { scrollView.keyboardDismissMode = savedDismissMode }
    savedDismissMode = nil
  }

  // MARK: Updates

  private func keyboardDidChange(_ update: KeyboardTracker.Update) {
    placeBar(with: update.animation)
  }

  /// Moves the bar to the tracker's layout and updates the scroll insets, inside `animation`
  /// (or at once when `nil`).
  private func placeBar(with animation: KeyboardAnimation?) {
    guard isInstalled, let view = viewController?.view, let tracker else { return }
    let layout = tracker.dockLayout(in: view)
    self.layout = layout
    bottomConstraint?.constant = -layout.bottomOffset
    // The bar's growth cap depends on where it sits (AvailableSpace): re-plan in this pass.
    inputBar.setNeedsLayout()
    let changes: @MainActor () -> Void = { [weak self] in
      view.layoutIfNeeded()
      // A second pass lays out a text height the bar re-planned for its new position.
      view.layoutIfNeeded()
      self?.updateScrollInsets()
    }
    if let animation, !(animation.isImmediate && UIView.inheritedAnimationDuration > 0) {
      KeyboardAnimator.animate(animation, changes)
    } else {
      // No keyboard animation, or an immediate change inside an animation UIKit is running (a
      // rotation, a sheet moving): the bar rides along with it instead of jumping.
      changes()
    }
  }

  /// The bar grew or shrank (its text, Dynamic Type): the scroll insets follow. Runs inside a
  /// layout pass, so it lays nothing out itself.
  private func barDidResize() {
    updateScrollInsets()
  }

  /// Plans the scroll view's insets for what the bar (and the keyboard below it) covers.
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
    guard isInstalled else { return }
    if old.isInverted != configuration.isInverted, let scrollView {
      // Remove what was added on the old edge before adding on the new one.
      let geometry = ScrollViewGeometry(scrollView, isInverted: old.isInverted)
      scrollView.apply(adjuster.plan(for: geometry, obstruction: 0))
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
    tracker?.configuration.dock = configuration.dock
    placeBar(with: nil)
  }
}
#endif
