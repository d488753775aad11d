#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardNotification {
  /// Reads a keyboard notification as UIKit delivered it, without validating it.
  ///
  /// From iOS 26 on its values are read through UIKit's typed message
  /// (`UIResponder.KeyboardWillShowMessage` and its siblings), which carries the same values as
  /// `userInfo`; before, and for a notification no message can be made of (a value missing),
  /// from `userInfo`, the one reader of it. Both fill the same core value, so the notification is
  /// the same whichever reads it; the core's `SystemPaths` decides which does.
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
    self.init(
      kind: kind,
      values: Self.values(of: notification, kind: kind),
      screen: (notification.object as? UIScreen).map(KeyboardScreenID.init),
      timestamp: timestamp
    )
  }

  /// The notification's values: from its typed message where the running system's paths say so
  /// and one can be made, else from `userInfo`.
  @MainActor
  private static func values(of notification: Notification, kind: KeyboardNotificationKind)
    -> KeyboardNotificationValues
  {
    // The typed messages are in the iOS 26 SDK (Swift 6.2, Xcode 26); older SDKs read userInfo
    // (the one SDK guard, `ComposerDesign`).
    #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
    if SystemPaths(system: KeyboardTracker.systemVersion).readsKeyboardMessages, #available(iOS 26, *),
      let values = messageValues(of: notification, kind: kind)
    {
      return values
    }
    #endif
    // The core reads UIKit's keys by their values, which are their names
    // (`UIResponder.keyboardFrameEndUserInfoKey` is "UIKeyboardFrameEndUserInfoKey").
    return KeyboardNotificationValues(userInfo: notification.userInfo ?? [:]) { value in
      (value as? NSValue)?.cgRectValue
    }
  }

  #if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
  /// The values of the typed message UIKit makes of `notification`, or `nil` when it makes none.
  @available(iOS 26, *)
  @MainActor
  private static func messageValues(of notification: Notification, kind: KeyboardNotificationKind)
    -> KeyboardNotificationValues?
  {
    let message: (any KeyboardMessageValues)? =
      switch kind {
      case .willShow: UIResponder.KeyboardWillShowMessage.makeMessage(notification)
      case .didShow: UIResponder.KeyboardDidShowMessage.makeMessage(notification)
      case .willHide: UIResponder.KeyboardWillHideMessage.makeMessage(notification)
      case .didHide: UIResponder.KeyboardDidHideMessage.makeMessage(notification)
      case .willChangeFrame: UIResponder.KeyboardWillChangeFrameMessage.makeMessage(notification)
      case .didChangeFrame: UIResponder.KeyboardDidChangeFrameMessage.makeMessage(notification)
      }
    guard let message else { return nil }
    return KeyboardNotificationValues(
      messageBeginFrame: message.beginFrame, endFrame: message.endFrame,
      animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
      isLocal: message.isLocal)
  }
  #endif
}

#if compiler(>=6.2) && !KEYBOARDDOCK_IOS18_SDK
/// What the six typed keyboard messages of iOS 26 carry alike.
private protocol KeyboardMessageValues {
  var beginFrame: CGRect { get }
  var endFrame: CGRect { get }
  var animationDuration: TimeInterval { get }
  var animationCurve: UIView.AnimationCurve { get }
  var isLocal: Bool { get }
}

@available(iOS 26, *)
extension UIResponder.KeyboardWillShowMessage: KeyboardMessageValues {}
@available(iOS 26, *)
extension UIResponder.KeyboardDidShowMessage: KeyboardMessageValues {}
@available(iOS 26, *)
extension UIResponder.KeyboardWillHideMessage: KeyboardMessageValues {}
@available(iOS 26, *)
extension UIResponder.KeyboardDidHideMessage: KeyboardMessageValues {}
@available(iOS 26, *)
extension UIResponder.KeyboardWillChangeFrameMessage: KeyboardMessageValues {}
@available(iOS 26, *)
extension UIResponder.KeyboardDidChangeFrameMessage: KeyboardMessageValues {}
#endif
#endif
