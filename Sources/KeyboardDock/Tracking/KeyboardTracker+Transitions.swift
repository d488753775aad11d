#if canImport(UIKit)
import Combine
import Foundation
import KeyboardDockCore
import QuartzCore

extension KeyboardTracker {
  /// The start or the end of a keyboard transition: a show, a hide, a height change, a drag.
  public enum TransitionEvent: Sendable, Equatable {
    /// The keyboard began to move, for this transition: sent with the update that starts it, inside
    /// UIKit's animation block for a notification (``KeyboardTracker/isDeliveringNotification``).
    ///
    /// A transition that interrupts one under way sends no second `began`: the transition goes on
    /// until the keyboard comes to rest.
    case began(KeyboardTransition)
    /// The keyboard came to rest in this state: the animation of its last transition ended, as the
    /// tracker read it from UIKit's (its spring, from the commit read off the layer), or the user's
    /// drag ended with the keyboard at rest.
    case ended(KeyboardState)
  }

  /// Called on the main actor when a keyboard transition begins and when it ends
  /// (``TransitionEvent``), after ``onUpdate`` has seen the update that started it.
  ///
  /// Defaults to `nil`. The same events come through ``transitionPublisher``.
  public var onTransition: (@MainActor (TransitionEvent) -> Void)? {
    get { transitions.handler }
    set { transitions.handler = newValue }
  }

  /// A publisher of every ``TransitionEvent`` from now on; it completes when the tracker is
  /// released.
  public var transitionPublisher: AnyPublisher<TransitionEvent, Never> { transitions.broadcaster.publisher }

  /// Notes an update sent to the listeners: a keyboard at rest that starts to move begins a
  /// transition, whose end is awaited at the end of the keyboard's animation as the driver reads it.
  func noteTransition(of update: Update) {
    let now = Self.now()
    let isMoving =
      driver.isKeyboardAnimating(at: now) || update.state.phase == .interactive
      || update.transition.fromFrame != update.transition.to.frame
    if !transitions.isUnderWay {
      guard isMoving else { return }
      transitions.isUnderWay = true
      emit(.began(update.transition))
    }
    scheduleTransitionEnd()
  }

  /// Ends the transition under way once the keyboard is at rest: at the end of its animation, or
  /// now when nothing animates and no finger holds it.
  func scheduleTransitionEnd() {
    transitions.generation &+= 1
    let generation = transitions.generation
    let now = Self.now()
    let end = driver.isKeyboardAnimating(at: now) ? (driver.keyboardMotionEnd ?? now) : now
    let delay = min(max(0, end - now), 2)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      performOnMainActor { self?.transitionEndArrived(generation) }
    }
  }

  private func transitionEndArrived(_ generation: Int) {
    guard generation == transitions.generation, transitions.isUnderWay else { return }
    let now = Self.now()
    if driver.isKeyboardAnimating(at: now) { return scheduleTransitionEnd() }
    // A drag ends with its release, whose update schedules the end again.
    guard driver.phase(at: now) != .interactive else { return }
    transitions.isUnderWay = false
    emit(.ended(state))
  }

  private func emit(_ event: TransitionEvent) {
    transitions.handler?(event)
    transitions.broadcaster.send(event)
  }
}

/// A tracker's transition under way, and who hears of it.
@MainActor
final class TransitionEvents {
  var handler: (@MainActor (KeyboardTracker.TransitionEvent) -> Void)?
  let broadcaster = UpdateBroadcaster<KeyboardTracker.TransitionEvent>()
  /// `true` from a transition's `began` to its `ended`.
  var isUnderWay = false
  /// Counts the scheduled ends: only the latest one ends the transition.
  var generation = 0
}
#endif
