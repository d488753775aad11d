#if canImport(SwiftUI) && canImport(UIKit)
import Combine
import KeyboardDock
import KeyboardDockCore
import QuartzCore
import SwiftUI
import UIKit

/// Publishes what a keyboard modifier's `KeyboardTracker` answers to SwiftUI, as the
/// environment's ``KeyboardSnapshot``, at the boundaries of each keyboard transition.
///
/// It observes a tracker it does not own — the one the dock's `KeyboardDockInstaller` runs, or
/// the one a ``KeyboardObserver`` owns — through the tracker's `publisher`, and leaves the
/// tracker's hooks to their owner. So one tracker moves a modifier's bar, plans its content inset
/// and describes the keyboard to its views.
///
/// When to publish is the core's `KeyboardUpdateDelivery`. Nothing is published per frame of a
/// keyboard animation. An animated transition (a keyboard notification, the spring back of a
/// cancelled drag) publishes one snapshot before the turn's commit, outside the handler, which can
/// run inside a SwiftUI update (a `@FocusState` change): the new phase and animation, with the
/// overlap and dock layout the transition ends at, set in a transaction that runs the keyboard's
/// own animation with the spring read in its handler (`Animation.keyboard(_:)`), so that what an
/// app's views derive from it animates with the keyboard. The modifiers' own insets do not derive
/// from it (``PlannedContentInset``), and a docked bar is moved in UIKit, inside the handler.
///
/// A drag is published twice, at once and without animation: when it starts and when it ends
/// (its first update in another phase). Its frames in between are not: a docked bar is moved by
/// its position in UIKit, and a snapshot per frame would re-evaluate every view that reads the
/// environment 120 times a second. Every other update a per-frame sample causes is published at
/// once: it arrives in the layout pass that carries the keyboard's new frame, and must reach the
/// view before it is drawn. Other immediate updates — the first measurement,
/// geometry changes, settled phases — can arrive while SwiftUI inserts or lays out the observed
/// view, where publishing is not allowed; they are applied on the next main-actor turn, read
/// afresh from the tracker.
@MainActor
final class KeyboardObservation: ObservableObject {
  /// The latest snapshot, measured against the tracker's view.
  @Published private(set) var snapshot = KeyboardSnapshot.hidden

  /// The observed tracker; its owner keeps it.
  private weak var tracker: KeyboardTracker?
  private var subscription: AnyCancellable?
  private var isRefreshScheduled = false
  /// How many times a snapshot was published (or tried): a publication scheduled before the
  /// commit is dropped when a newer one ran first.
  private var publications = 0

  nonisolated init() {}

  /// Publishes what `tracker` answers from now on, in place of an earlier tracker.
  func observe(_ tracker: KeyboardTracker) {
    guard tracker !== self.tracker else { return }
    self.tracker = tracker
    subscription = tracker.publisher.sink { [weak self] update in
      // The tracker publishes on the main thread, inside its own delivery.
      performOnMainActor { self?.trackerDidUpdate(update) }
    }
    scheduleRefresh()
  }

  /// Stops publishing if `tracker` is the one observed.
  func stopObserving(_ tracker: KeyboardTracker) {
    guard tracker === self.tracker else { return }
    subscription = nil
    self.tracker = nil
  }

  /// Publishes an update when and how `KeyboardUpdateDelivery` says.
  private func trackerDidUpdate(_ update: KeyboardTracker.Update) {
    let delivery = KeyboardUpdateDelivery(
      animation: update.animation, phase: update.state.phase, isFromFrameSample: update.isFromFrameSample,
      keyboardSpring: tracker?.keyboardSpring ?? .keyboard, shownPhase: snapshot.phase)
    switch delivery {
    case .beforeCommit(let animation): publishBeforeCommit(animation: animation)
    case .immediate: publish(at: CACurrentMediaTime(), animation: nil)
    case .nextTurn: scheduleRefresh()
    case .skipped: break
    }
  }

  /// Publishes a transition's snapshot before the turn's commit, out of the handler, unless a
  /// newer one was published meanwhile.
  private func publishBeforeCommit(animation: KeyboardAnimation) {
    guard let tracker else { return }
    let scheduled = publications
    tracker.performBeforeCommit { [weak self] in
      guard let self, self.publications == scheduled else { return }
      self.publish(at: CACurrentMediaTime(), animation: animation)
    }
  }

  private func scheduleRefresh() {
    guard !isRefreshScheduled else { return }
    isRefreshScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isRefreshScheduled = false
      self.publish(at: CACurrentMediaTime(), animation: nil)
    }
  }

  /// Reads the tracker and publishes what changed.
  ///
  /// - Parameters:
  ///   - time: The instant to describe, on the `CACurrentMediaTime()` clock: now.
  ///   - animation: The animation of a transition that starts now, or `nil`. With one, the
  ///     snapshot carries the phase and animation of now with the overlap and dock layout the
  ///     transition ends at, and is set in a transaction running the keyboard's animation
  ///     (`Animation.keyboard(_:)`). Without one, the snapshot describes `time` and is set in a
  ///     transaction that disables animations.
  private func publish(at time: CFTimeInterval, animation: KeyboardAnimation?) {
    publications &+= 1
    guard let tracker, let view = tracker.view else { return }
    // One measurement of the view answers everything for an instant, so the snapshot never
    // contradicts itself (no frame once the attachment is gone).
    let now = tracker.presentation(in: view, at: time)
    let end = animation == nil ? now : tracker.presentation(in: view, at: .infinity)
    let next = KeyboardSnapshot(
      phase: now.phase,
      attachment: now.attachment,
      isLocal: now.isLocal,
      frame: now.frame,
      overlap: end.overlap,
      dockLayout: end.dockLayout,
      animation: now.animation)
    guard next != snapshot else { return }
    var transaction = Transaction(animation: animation.flatMap { Animation.keyboard($0) })
    transaction.disablesAnimations = animation == nil
    withTransaction(transaction) { snapshot = next }
  }
}
#endif
