/// The six keyboard notifications UIKit posts (<doc:HowTheKeyboardBehaves#Notifications-and-their-order>).
///
/// On show UIKit posts `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow` in that order; on hide the
/// same with `Hide` (<doc:HowTheKeyboardBehaves#Notifications-and-their-order>). Only the *will* family
/// carries animation values.
public enum KeyboardNotificationKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame

  /// `true` for the *will* family, whose `userInfo` carries the animation duration and curve.
  package var isWill: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }

  /// The *will* kind this kind answers: `willShow` for `didShow`, and so on; a *will* kind itself.
  ///
  /// UIKit answers every *will* notification with the *did* of the same name once its animation is over.
  package var will: KeyboardNotificationKind {
    switch self {
    case .didShow: .willShow
    case .didHide: .willHide
    case .didChangeFrame: .willChangeFrame
    case .willShow, .willHide, .willChangeFrame: self
    }
  }
}
