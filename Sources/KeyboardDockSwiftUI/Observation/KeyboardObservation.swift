#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import QuartzCore
import SwiftUI
import UIKit

/// Owns a `KeyboardTracker` for the view behind a keyboard modifier and publishes
/// what it answers to SwiftUI at the boundaries of each keyboard transition.
///
/// Nothing is published per frame of a keyboard animation. An animated transition (a keyboard
/// notification, the spring back of a cancelled drag) publishes one snapshot at once: the new
/// phase and animation, with the overlap and dock layout the transition ends at, set in a
/// transaction that runs the keyboard's own animation (`Animation.keyboard(_:)`), so SwiftUI
/// animates insets derived from it with the keyboard. A docked bar does not depend on these
/// values to move: ``KeyboardDockModifier`` hosts it in UIKit, which moves it with the keyboard's
/// Core Animation transaction.
///
/// Every update a per-frame sample causes and every update during a drag is published at once,
/// without animation: it arrives in the layout pass that carries the keyboard's new frame, and
/// must reach the view before it is drawn. Other immediate updates — the first measurement,
/// geometry changes, settled phases — can arrive while SwiftUI inserts or lays out the observing
/// view, where publishing is not allowed; they are applied on the next main-actor turn, read
/// afresh from the tracker.
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
  /// The modified view's bottom safe area as SwiftUI lays it out, set by
  /// ``attach(to:configuration:safeAreaBottom:)`` before anything is published.
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
    tracker?.stop()
    self.configuration = configuration
    self.safeAreaBottom = safeAreaBottom
    let tracker = KeyboardTracker(view: view, configuration: configuration)
    tracker.onUpdate = { [weak self] update in self?.trackerDidUpdate(update) }
    self.tracker = tracker
    scheduleRefresh()
  }

  /// Stops tracking if `view` is still the tracked view.
  func detach(from view: UIView) {
    guard let tracker, tracker.view === view else { return }
    tracker.onUpdate = nil
    tracker.stop()
    self.tracker = nil
  }

  /// Applies a new configuration and safe area on the next turn: the tracker answers a new
  /// configuration with an update, and neither may be published during the SwiftUI update that
  /// passed them.
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
    } else if update.animation.isImmediate {
      publish(at: CACurrentMediaTime(), animation: nil)
    } else {
      publish(at: CACurrentMediaTime(), animation: update.animation)
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
    guard let tracker, let view = tracker.view else { return }
    // One measurement of the view answers everything for an instant, so the snapshot never
    // contradicts itself (no frame once the attachment is gone).
    let now = tracker.presentation(in: view, at: time)
    let end = animation == nil ? now : tracker.presentation(in: view, at: .infinity)
    let snapshot = KeyboardSnapshot(
      phase: now.phase,
      attachment: now.attachment,
      isLocal: now.isLocal,
      frame: now.frame,
      overlap: end.overlap,
      dockLayout: end.dockLayout,
      animation: now.animation)
    let next = ObservedKeyboard(snapshot: snapshot, safeAreaBottom: safeAreaBottom)
    guard next != value else { return }
    var transaction = Transaction(animation: animation.flatMap { Animation.keyboard($0) })
    transaction.disablesAnimations = animation == nil
    withTransaction(transaction) { value = next }
  }
}
#endif
