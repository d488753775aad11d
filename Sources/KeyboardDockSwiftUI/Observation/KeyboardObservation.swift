#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import SwiftUI
import UIKit

/// Owns a ``KeyboardDock/KeyboardTracker`` for the view behind a keyboard modifier and publishes
/// what it answers to SwiftUI, in step with the keyboard.
///
/// Animated transitions (keyboard notifications) and interactive samples are published at once:
/// notifications run outside SwiftUI's view updates, and a sample must reach the bar in the same
/// frame. Other immediate updates — the first measurement, geometry changes, settled phases —
/// can arrive while SwiftUI inserts or lays out the observing view, where publishing is not
/// allowed; they are applied on the next main-actor turn, read afresh from the tracker.
@MainActor
final class KeyboardObservation: ObservableObject {
  /// The latest values; changes are published with the keyboard's animation.
  @Published private(set) var value = ObservedKeyboard.initial

  private var tracker: KeyboardTracker?
  private weak var view: UIView?
  private var configuration = KeyboardTracker.Configuration()
  private var isRefreshScheduled = false

  nonisolated init() {}

  /// Starts tracking the keyboard against `view`, replacing an earlier view.
  func attach(to view: UIView, configuration: KeyboardTracker.Configuration) {
    tracker?.stop()
    self.view = view
    self.configuration = configuration
    let tracker = KeyboardTracker(view: view, configuration: configuration)
    tracker.onUpdate = { [weak self] update in self?.trackerDidUpdate(update) }
    self.tracker = tracker
    scheduleRefresh()
  }

  /// Stops tracking if `view` is still the tracked view.
  func detach(from view: UIView) {
    guard self.view === view else { return }
    tracker?.onUpdate = nil
    tracker?.stop()
    tracker = nil
    self.view = nil
  }

  /// Applies a new configuration on the next turn: the tracker answers a change with an update,
  /// which must not be published during the SwiftUI update that passed the configuration.
  func update(configuration: KeyboardTracker.Configuration) {
    guard configuration != self.configuration else { return }
    self.configuration = configuration
    Task { @MainActor [weak self] in
      guard let self, let tracker = self.tracker else { return }
      tracker.configuration = self.configuration
    }
  }

  private func trackerDidUpdate(_ update: KeyboardTracker.Update) {
    if update.animation.isImmediate, update.state.phase != .interactive {
      scheduleRefresh()
    } else {
      publish(animation: update.animation.isImmediate ? nil : update.animation)
    }
  }

  private func scheduleRefresh() {
    guard !isRefreshScheduled else { return }
    isRefreshScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isRefreshScheduled = false
      self.publish(animation: self.tracker?.currentAnimation, animates: false)
    }
  }

  /// Reads the tracker and publishes what changed, with `animation` unless `animates` is
  /// `false` or the change is immediate.
  private func publish(animation: KeyboardAnimation?, animates: Bool = true) {
    guard let tracker, let view else { return }
    let snapshot = KeyboardSnapshot(
      phase: tracker.phase,
      attachment: tracker.attachment,
      isLocal: tracker.state.isLocal,
      frame: tracker.keyboardFrame(in: view),
      overlap: tracker.overlap(with: view),
      dockLayout: tracker.dockLayout(in: view),
      animation: animation)
    let next = ObservedKeyboard(snapshot: snapshot, safeAreaBottom: view.safeAreaInsets.bottom)
    guard next != value else { return }
    if animates, let animation, let swiftUIAnimation = Animation.keyboard(animation) {
      withAnimation(swiftUIAnimation) { value = next }
    } else {
      // Frame by frame: no animation of ours, and none inherited from the screen.
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction) { value = next }
    }
  }
}
#endif
