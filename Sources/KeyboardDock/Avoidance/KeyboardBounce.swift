#if canImport(UIKit)
import Combine
import KeyboardDockCore
import UIKit

/// Makes a scroll view bounce vertically while the keyboard is up, so that content shorter than
/// the scroll view can be dragged and interactive dismissal can start, and puts the old
/// `alwaysBounceVertical` back afterwards (`VerticalBounce` decides).
///
/// Used by ``KeyboardDockInstaller`` and ``KeyboardAvoidance``. It observes the tracker's
/// ``KeyboardTracker/publisher``, so it leaves the tracker's `onUpdate` to its owner. Released, or
/// after ``restore()``, it puts the old value back; a value the app set while the keyboard was
/// up is kept.
@MainActor
final class KeyboardBounce {
  private weak var scrollView: UIScrollView?
  private var bounce = VerticalBounce()
  private var subscription: AnyCancellable?

  /// Starts following `tracker` for `scrollView`, applying the keyboard's current phase at once.
  init(scrollView: UIScrollView, tracker: KeyboardTracker) {
    self.scrollView = scrollView
    subscription = tracker.publisher.sink { update in
      // The tracker publishes on the main thread, inside its own update.
      performOnMainActor { [weak self] in self?.keyboardDidChange(to: update.state.phase) }
    }
    keyboardDidChange(to: tracker.phase)
  }

  /// Stops following the keyboard and puts the old value back.
  func restore() {
    subscription = nil
    guard let scrollView, let value = bounce.restore(current: scrollView.alwaysBounceVertical) else { return }
    scrollView.alwaysBounceVertical = value
  }

  /// Puts the old value back on the main actor when released without ``restore()``.
  deinit {
    guard let scrollView, bounce.savedValue != nil else { return }
    let saved = bounce
    performOnMainActor {
      var bounce = saved
      if let value = bounce.restore(current: scrollView.alwaysBounceVertical) {
        scrollView.alwaysBounceVertical = value
      }
    }
  }

  private func keyboardDidChange(to phase: KeyboardPhase) {
    guard let scrollView, let value = bounce.plan(for: phase, current: scrollView.alwaysBounceVertical) else {
      return
    }
    scrollView.alwaysBounceVertical = value
  }
}
#endif
