#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardNotification {
  /// Reads a keyboard notification's `userInfo` as UIKit delivered it, without validating it.
  ///
  /// Never traps: a missing or mistyped value becomes `nil`, and
  /// `KeyboardEvent/init(validating:)` decides what to do with it. A name that
  /// is not one of the six keyboard notifications reads as `willChangeFrame` with no values,
  /// which validation rejects for its missing end frame.
  ///
  /// - Parameters:
  ///   - notification: One of UIKit's six keyboard notifications. Its frames are in the screen's coordinate
  ///     space; its `object` is the
  ///     keyboard's `UIScreen` on iOS 16.1 and later and `nil` before (see *How the iOS keyboard behaves*,
  ///     "Keyboards on other screens").
  ///   - timestamp: When it arrived, in seconds on the clock of `CACurrentMediaTime()`.
  @MainActor
  public init(_ notification: Notification, timestamp: TimeInterval) {
    guard let kind = KeyboardNotificationKind(notification.name) else {
      self.init(kind: .willChangeFrame, timestamp: timestamp)
      return
    }
    let info = notification.userInfo ?? [:]
    self.init(
      kind: kind,
      beginFrame: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
      endFrame: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
      curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
      isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue,
      screen: (notification.object as? UIScreen).map(KeyboardScreenID.init),
      timestamp: timestamp
    )
  }
}
#endif
