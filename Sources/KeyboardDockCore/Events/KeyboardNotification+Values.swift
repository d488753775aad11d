import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The values a keyboard notification carries, as either of UIKit's readers gives them: the
/// `userInfo` dictionary (every system) or the typed messages (`UIResponder.KeyboardWillShowMessage`
/// and its siblings, iOS 26 and later).
///
/// Both readers fill this one value and build the notification through
/// ``KeyboardNotification/init(kind:values:screen:timestamp:)``, so the same notification gives
/// the same ``KeyboardNotification`` whichever read it. A `userInfo` value that is missing or of
/// another type is `nil`; a typed message carries every value.
package struct KeyboardNotificationValues: Sendable, Equatable {
  /// The frame the keyboard starts from, in the screen's coordinate space.
  package var beginFrame: CGRect?
  /// The frame the keyboard ends at, in the screen's coordinate space.
  package var endFrame: CGRect?
  /// The animation's duration, in seconds.
  package var duration: Double?
  /// The raw `UIView.AnimationCurve` value, 7 included (it names no case).
  package var curve: Int?
  /// Whether the keyboard belongs to this app.
  package var isLocal: Bool?

  /// Creates the values; omitted ones are `nil`.
  package init(
    beginFrame: CGRect? = nil, endFrame: CGRect? = nil, duration: Double? = nil, curve: Int? = nil,
    isLocal: Bool? = nil
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
  }

  /// The values of a typed keyboard message (iOS 26 and later), which carries every one.
  ///
  /// - Parameters:
  ///   - animationCurve: The message's `animationCurve.rawValue`.
  package init(
    messageBeginFrame beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
    animationCurve: Int, isLocal: Bool
  ) {
    self.init(
      beginFrame: beginFrame, endFrame: endFrame, duration: animationDuration, curve: animationCurve,
      isLocal: isLocal)
  }

  /// The values of a keyboard notification's `userInfo`, under UIKit's keys (``Key``).
  ///
  /// Never traps: a missing value, or one of another type, is `nil`. Numbers are read as
  /// `NSNumber` (what UIKit puts there), or as Swift numbers.
  ///
  /// - Parameters:
  ///   - userInfo: The notification's `userInfo`.
  ///   - rect: Reads a frame out of a value (UIKit's `NSValue.cgRectValue`), or `nil`.
  package init(userInfo: [AnyHashable: Any], rect: (Any) -> CGRect?) {
    func number(_ key: String) -> NSNumber? {
      guard let value = userInfo[AnyHashable(key)] else { return nil }
      if let number = value as? NSNumber { return number }
      if let double = value as? Double { return NSNumber(value: double) }
      if let int = value as? Int { return NSNumber(value: int) }
      if let bool = value as? Bool { return NSNumber(value: bool) }
      return nil
    }
    self.init(
      beginFrame: userInfo[AnyHashable(Key.beginFrame)].flatMap(rect),
      endFrame: userInfo[AnyHashable(Key.endFrame)].flatMap(rect),
      duration: number(Key.duration)?.doubleValue,
      curve: number(Key.curve)?.intValue,
      isLocal: number(Key.isLocal)?.boolValue)
  }

  /// UIKit's `userInfo` keys of the keyboard notifications: the raw values of
  /// `UIResponder.keyboardFrameBeginUserInfoKey` and its siblings.
  package enum Key {
    /// `UIResponder.keyboardFrameBeginUserInfoKey`.
    package static let beginFrame = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`.
    package static let endFrame = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`.
    package static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`.
    package static let curve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`.
    package static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  }
}

extension KeyboardNotification {
  /// A notification of `kind` with the values a reader took from it.
  ///
  /// - Parameters:
  ///   - kind: Which of the six notifications it is.
  ///   - values: Its values as read, `nil` where missing.
  ///   - screen: The keyboard's screen (the notification's object, the typed message's `screen`),
  ///     or `nil`.
  ///   - timestamp: When it arrived, in seconds on a monotonic clock.
  package init(
    kind: KeyboardNotificationKind, values: KeyboardNotificationValues, screen: KeyboardScreenID?,
    timestamp: TimeInterval
  ) {
    self.init(
      kind: kind, beginFrame: values.beginFrame, endFrame: values.endFrame, duration: values.duration,
      curve: values.curve, isLocal: values.isLocal, screen: screen, timestamp: timestamp)
  }

  /// The values this notification carries.
  package var values: KeyboardNotificationValues {
    KeyboardNotificationValues(
      beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal)
  }
}
