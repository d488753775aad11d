#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import QuartzCore
import SwiftUI
import UIKit

/// Tracks the keyboard for a keyboard modifier and publishes the answers to SwiftUI, frame by frame.
///
/// It owns a `KeyboardTracker` for the view behind the modifier. A docked bar's offset,
/// `max(keyboard overlap, resting inset)`, is not linear in the keyboard's position (see *How the iOS
/// keyboard behaves*, "Safe area and tab bars"): a padding animated once with the keyboard's spring would
/// lift the bar off the safe area while the keyboard is still below it. So the snapshot is published for the
/// current instant with every update, then on every frame of the keyboard's animation
/// (`KeyboardTracker/onFrame`) for the instant that frame is shown, and never animated by this type.
///
/// Animated transitions (keyboard notifications, and the spring back of a cancelled drag), their
/// frames, every update a per-frame sample causes and every update during a drag are published
/// at once: they arrive outside SwiftUI's view updates, and a frame must reach the bar before it
/// is drawn. Other immediate updates — the first measurement, geometry changes, settled phases —
/// can arrive while SwiftUI inserts or lays out the observing view, where publishing is not
/// allowed; they are applied on the next main-actor turn, read afresh from the tracker.
///
/// The padding and insets the modifiers apply are measured from SwiftUI's bottom safe area of the
/// modified view (``update(configuration:safeAreaBottom:)``), where SwiftUI rests a bottom
/// safe-area inset; UIKit's safe area of the tracked view can differ from it, for instance under
/// an outer `safeAreaInset`.
@MainActor
final class KeyboardObservation: ObservableObject {
  /// The latest values, published without animation.
  @Published private(set) var value = ObservedKeyboard.initial

  /// The tracker of the attached view, which it holds weakly (`KeyboardTracker/view`).
  private var tracker: KeyboardTracker?
  private var configuration = KeyboardTracker.Configuration()
  /// The modified view's bottom safe area as SwiftUI lays it out.
  ///
  /// It is set by ``attach(to:configuration:safeAreaBottom:)`` before anything is published.
  private var safeAreaBottom: CGFloat = 0
  private var isRefreshScheduled = false

  nonisolated init() {}

  /// Starts tracking the keyboard against `view`, replacing an earlier view.
  ///
  /// - Parameters:
  ///   - view: The view to measure the keyboard against.
  ///   - configuration: The tracker's configuration.
  ///   - safeAreaBottom: SwiftUI's bottom safe area of the modified view, in points.
  func attach(
    to view: UIView, configuration: KeyboardTracker.Configuration, safeAreaBottom: CGFloat
  ) {
    tracker?.onFrame = nil
    tracker?.stop()
    self.configuration = configuration
    self.safeAreaBottom = safeAreaBottom
    let tracker = KeyboardTracker(view: view, configuration: configuration)
    tracker.onUpdate = { [weak self] update in self?.trackerDidUpdate(update) }
    tracker.onFrame = { [weak self] time in self?.publish(at: time, startsTransition: false) }
    self.tracker = tracker
    scheduleRefresh()
  }

  /// Stops tracking if `view` is still the tracked view.
  func detach(from view: UIView) {
    guard let tracker, tracker.view === view else { return }
    tracker.onUpdate = nil
    tracker.onFrame = nil
    tracker.stop()
    self.tracker = nil
  }

  /// Applies a new configuration and safe area on the next turn.
  ///
  /// The tracker answers a new configuration with an update, and neither may be published during the SwiftUI
  /// update that passed them.
  ///
  /// - Parameters:
  ///   - configuration: The tracker's configuration.
  ///   - safeAreaBottom: SwiftUI's bottom safe area of the modified view, in points: where
  ///     SwiftUI rests docked content, which the padding below it is measured from
  ///     (`DockLayout/padding(aboveSafeAreaBottom:)`).
  func update(configuration: KeyboardTracker.Configuration, safeAreaBottom: CGFloat) {
    if safeAreaBottom != self.safeAreaBottom {
      self.safeAreaBottom = safeAreaBottom
      scheduleRefresh()
    }
    guard configuration != self.configuration else { return }
    self.configuration = configuration
    Task { @MainActor [weak self] in
      guard let self, let tracker = self.tracker else { return }
      tracker.configuration = self.configuration
    }
  }

  private func trackerDidUpdate(_ update: KeyboardTracker.Update) {
    if update.animation.isImmediate, !update.isFromFrameSample, update.state.phase != .interactive {
      scheduleRefresh()
    } else {
      publish(at: CACurrentMediaTime(), startsTransition: !update.animation.isImmediate)
    }
  }

  private func scheduleRefresh() {
    guard !isRefreshScheduled else { return }
    isRefreshScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.isRefreshScheduled = false
      self.publish(at: CACurrentMediaTime(), startsTransition: false)
    }
  }

  /// Reads the tracker for `time` and publishes what changed, never animated by this type.
  ///
  /// - Parameters:
  ///   - time: The instant to describe, on the `CACurrentMediaTime()` clock: now for an update,
  ///     the time a frame is shown for `KeyboardTracker/onFrame`.
  ///   - startsTransition: `true` for the snapshot that starts an animated transition. It carries
  ///     the new phase and animation while the bar is still where it was, and is set in a plain
  ///     transaction, so a screen's `.animation(_:value:)` keyed on the phase can run its own
  ///     animation. Every other snapshot is set in a transaction that disables animations, so
  ///     nothing animates the bar or the insets behind the keyboard.
  private func publish(at time: CFTimeInterval, startsTransition: Bool) {
    guard let tracker, let view = tracker.view else { return }
    // One measurement of the view answers everything for `time`, so the snapshot never
    // contradicts itself (no frame once the attachment is gone, on a hide's last frame too).
    let presented = tracker.presentation(in: view, at: time)
    let snapshot = KeyboardSnapshot(
      phase: presented.phase,
      attachment: presented.attachment,
      isLocal: presented.isLocal,
      frame: presented.frame,
      overlap: presented.overlap,
      dockLayout: presented.dockLayout,
      animation: presented.animation)
    let next = ObservedKeyboard(snapshot: snapshot, safeAreaBottom: safeAreaBottom)
    guard next != value else { return }
    var transaction = Transaction(animation: nil)
    transaction.disablesAnimations = !startsTransition
    withTransaction(transaction) { value = next }
  }
}
#endif
