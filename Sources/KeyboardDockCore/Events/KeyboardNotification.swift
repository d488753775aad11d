import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A keyboard notification as UIKit delivered it, before validation.
///
/// Every `userInfo` value is optional here because UIKit omits some of them (the *did* family has no
/// animation values; <doc:HowTheKeyboardBehaves#Notifications-and-their-order>) and traces recorded on a
/// device may be incomplete. `KeyboardEvent.init(validating:)` turns it into a ``KeyboardEvent`` or a typed
/// error.
public struct KeyboardNotification: Sendable, Equatable {
  /// Which of the six notifications this is.
  public var kind: KeyboardNotificationKind
  /// `keyboardFrameBeginUserInfoKey`, in the screen's coordinate space.
  public var beginFrame: CGRect?
  /// `keyboardFrameEndUserInfoKey`, in the screen's coordinate space.
  public var endFrame: CGRect?
  /// `keyboardAnimationDurationUserInfoKey`, in seconds.
  public var duration: Double?
  /// `keyboardAnimationCurveUserInfoKey`, the raw `UIView.AnimationCurve` value (often 7).
  public var curve: Int?
  /// `keyboardIsLocalUserInfoKey`.
  public var isLocal: Bool?
  /// The screen in `notification.object` (iOS 16.1 and later), or `nil`.
  public var screen: KeyboardScreenID?
  /// When the notification arrived, in seconds on a monotonic clock.
  public var timestamp: TimeInterval

  /// Creates a notification payload.
  ///
  /// Omitted values are `nil`.
  public init(
    kind: KeyboardNotificationKind,
    beginFrame: CGRect? = nil,
    endFrame: CGRect? = nil,
    duration: Double? = nil,
    curve: Int? = nil,
    isLocal: Bool? = nil,
    screen: KeyboardScreenID? = nil,
    timestamp: TimeInterval = 0
  ) {
    self.kind = kind
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.screen = screen
    self.timestamp = timestamp
  }
}
