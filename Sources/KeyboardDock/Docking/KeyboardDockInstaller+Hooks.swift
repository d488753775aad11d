#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension KeyboardDockInstaller {
  /// A change of the scroll view's insets and offset that the installer makes for the bar and the
  /// keyboard, handed to ``KeyboardDockInstaller/scrollViewChangeHandler`` before it is applied.
  ///
  /// ``apply()`` makes the change as the installer would. A list with update batching of its own
  /// (a collection view layout that snapshots and restores its position, batch updates) wraps
  /// the call:
  ///
  /// ```swift
  /// installer.scrollViewChangeHandler = { change in
  ///   let snapshot = layout.positionSnapshot()
  ///   change.apply()  // inside the keyboard's animation when isInsideKeyboardAnimation
  ///   layout.restore(snapshot)
  /// }
  /// ```
  @MainActor
  public struct ScrollViewChange {
    /// The scroll view's new `contentInset`.
    public let contentInset: UIEdgeInsets
    /// The scroll view's new `verticalScrollIndicatorInsets`.
    public let verticalScrollIndicatorInsets: UIEdgeInsets
    /// The new vertical content offset, or `nil` when the offset stays.
    public let contentOffsetY: CGFloat?
    /// The keyboard's animation that the change goes with, or `nil` for a change made at once (a
    /// drag sample, the bar's growth, a rotation).
    public let animation: KeyboardAnimation?
    /// `true` when the handler runs inside UIKit's keyboard animation block
    /// (``KeyboardTracker/isDeliveringNotification``): what you set now animates with the keyboard.
    public let isInsideKeyboardAnimation: Bool

    let motion: ScrollViewMotion
    weak var scrollView: UIScrollView?

    /// Applies the change as the installer does when no handler is set: the insets at once, the
    /// offset with the keyframes that follow the keyboard.
    ///
    /// Call it once, synchronously in the handler, so that the change stays in the keyboard's
    /// transaction. Skipping it leaves the change to you: apply ``contentInset`` and
    /// ``verticalScrollIndicatorInsets`` yourself, since ``KeyboardDockInstaller/uninstall()``
    /// takes off what the installer planned to add.
    public func apply() {
      guard let scrollView else { return }
      motion.apply(to: scrollView)
    }
  }

  /// Pauses the dock's following of the keyboard, or resumes it.
  ///
  /// While paused, the bar rests where it is and the scroll view's insets and offset stay as they
  /// are, whatever the keyboard does; the tracker goes on reporting the keyboard. Resuming moves
  /// the bar and the scroll view to where the keyboard is then, at once, or along with a keyboard
  /// animation still under way. Use it while another field of the screen has the keyboard up (a
  /// search in a message menu) and the bar should not follow. Defaults to `false`; it holds across
  /// ``uninstall()`` and ``install()``.
  ///
  /// The rule is the core driver's (`KeyboardDockInput.pause(isPaused:at:)`), tested with exact
  /// positions on Linux.
  public var isPaused: Bool {
    get { pauseRequested }
    set {
      guard newValue != pauseRequested else { return }
      pauseRequested = newValue
      tracker?.feed(.pause(isPaused: newValue, at: KeyboardTracker.now()), inHandler: false)
    }
  }

  /// Applies a change of the scroll view, through ``scrollViewChangeHandler`` when one is set.
  func applyScrollViewMotion(
    _ motion: ScrollViewMotion, to scrollView: UIScrollView, actions: KeyboardDockActions
  ) {
    let animation = actions.transition?.animation
    let change = ScrollViewChange(
      contentInset: motion.contentInset.uiEdgeInsets,
      verticalScrollIndicatorInsets: motion.verticalScrollIndicatorInsets.uiEdgeInsets,
      contentOffsetY: motion.contentOffsetY?.value,
      animation: animation?.isImmediate == false ? animation : nil,
      isInsideKeyboardAnimation: tracker?.isDeliveringNotification ?? false,
      motion: motion, scrollView: scrollView)
    if let scrollViewChangeHandler {
      scrollViewChangeHandler(change)
    } else {
      change.apply()
    }
  }

  /// Hands the new tracker the installer's pause and transition listener.
  func connectHooks(to tracker: KeyboardTracker) {
    tracker.onTransition = { [weak self] event in self?.onTransition?(event) }
    if pauseRequested {
      tracker.feed(.pause(isPaused: true, at: KeyboardTracker.now()), inHandler: false)
    }
  }
}
#endif
