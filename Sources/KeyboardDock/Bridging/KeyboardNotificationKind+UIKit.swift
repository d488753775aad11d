#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardNotificationKind {
  /// The kind for one of UIKit's six keyboard notification names, or `nil` for any other name.
  public init?(_ name: Notification.Name) {
    switch name {
    case UIResponder.keyboardWillShowNotification: self = .willShow
    case UIResponder.keyboardDidShowNotification: self = .didShow
    case UIResponder.keyboardWillHideNotification: self = .willHide
    case UIResponder.keyboardDidHideNotification: self = .didHide
    case UIResponder.keyboardWillChangeFrameNotification: self = .willChangeFrame
    case UIResponder.keyboardDidChangeFrameNotification: self = .didChangeFrame
    default: return nil
    }
  }

  /// The UIKit notification name of this kind, for example `UIResponder.keyboardWillShowNotification`.
  public var notificationName: Notification.Name {
    switch self {
    case .willShow: UIResponder.keyboardWillShowNotification
    case .didShow: UIResponder.keyboardDidShowNotification
    case .willHide: UIResponder.keyboardWillHideNotification
    case .didHide: UIResponder.keyboardDidHideNotification
    case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
    case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
    }
  }
}
#endif
