#if canImport(UIKit)
import Foundation

/// Calls a closure each time the main run loop finishes a turn, before it waits for events.
///
/// Why: on a field switch UIKit posts `willHide` and then `willShow` within one run-loop turn (see
/// *How the iOS keyboard behaves*, "Field switches"). The state machine holds the hide until the
/// turn ends; this observer ends it. It runs before Core Animation commits the turn's transaction
/// (its order is below the commit observer's 2 000 000), so the updates sent from here are still
/// inside the keyboard's transaction: keyframes added to a layer from here begin when the
/// keyboard's animation does.
///
/// The observer is invalidated on `deinit` (`CFRunLoopObserverInvalidate` is thread-safe), so
/// it never outlives its owner.
final class RunLoopTurnObserver {
  /// The order of the observer among the run loop's before-waiting observers: before Core
  /// Animation's commit (2 000 000) and UIKit's own handlers around it.
  static let order: CFIndex = 1_000
  /// An order after Core Animation's commit observer (2 000 000): the commit, and the layout pass
  /// inside it, are done.
  static let afterCommitOrder: CFIndex = 2_000_100

  private let observer: CFRunLoopObserver?

  /// Installs the observer on the main run loop's common modes.
  ///
  /// - Parameters:
  ///   - order: Its order among the before-waiting observers. Defaults to ``order``.
  ///   - handler: Called on the main actor, once per turn.
  init(order: CFIndex = RunLoopTurnObserver.order, handler: @escaping @MainActor @Sendable () -> Void) {
    observer = CFRunLoopObserverCreateWithHandler(
      kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, order
    ) { _, _ in
      performOnMainActor(handler)
    }
    if let observer { CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes) }
  }

  /// Removes the observer now; it is also removed on `deinit`.
  func invalidate() {
    if let observer { CFRunLoopObserverInvalidate(observer) }
  }

  deinit {
    invalidate()
  }
}
#endif
