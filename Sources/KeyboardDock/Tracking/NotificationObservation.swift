#if canImport(UIKit)
import Foundation

/// Observes notifications on the main actor, for as long as this object lives.
///
/// Selector-based observation: `NotificationCenter` drops an observer when it is deallocated
/// (iOS 9 and later), so the observation ends with its owner even without ``invalidate()``.
/// The observed notifications (keyboard, scene life cycle) are posted on the main thread, and
/// each is handled synchronously as it is posted.
@MainActor
final class NotificationObservation: NSObject {
  private let center: NotificationCenter
  private let handler: @MainActor (Notification) -> Void

  /// Observes each of `names`, posted by any object, until ``invalidate()`` or `deinit`.
  init(
    names: [Notification.Name],
    center: NotificationCenter = .default,
    handler: @escaping @MainActor (Notification) -> Void
  ) {
    self.center = center
    self.handler = handler
    super.init()
    for name in names {
      center.addObserver(self, selector: #selector(receive(_:)), name: name, object: nil)
    }
  }

  /// Stops observing now.
  func invalidate() {
    center.removeObserver(self)
  }

  @objc private func receive(_ notification: Notification) {
    handler(notification)
  }
}
#endif
