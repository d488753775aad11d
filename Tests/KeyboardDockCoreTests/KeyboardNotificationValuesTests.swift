import Foundation
import KeyboardDockCore
import Testing

/// The two readers of a keyboard notification — `userInfo` (iOS 15–25) and the typed messages
/// (iOS 26) — give the same notification, through one constructor.
@Suite("Keyboard notification values: userInfo and typed messages agree")
struct KeyboardNotificationValuesTests {
  /// A frame boxed as UIKit boxes it in an `NSValue`: opaque to the reader but for `rect`.
  struct BoxedRect { var rect: CGRect }

  static func rect(_ value: Any) -> CGRect? { (value as? BoxedRect)?.rect }

  static let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
  static let end = CGRect(x: 0, y: 508, width: 390, height: 336)

  static func userInfo(
    begin: CGRect = begin, end: CGRect = end, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true
  ) -> [AnyHashable: Any] {
    [
      "UIKeyboardFrameBeginUserInfoKey": BoxedRect(rect: begin),
      "UIKeyboardFrameEndUserInfoKey": BoxedRect(rect: end),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: duration),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: curve),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: isLocal),
    ]
  }

  @Test(arguments: KeyboardNotificationKind.allCases)
  func bothReadersGiveTheSameNotification(kind: KeyboardNotificationKind) throws {
    let fromUserInfo = KeyboardNotification(
      kind: kind, values: KeyboardNotificationValues(userInfo: Self.userInfo(), rect: Self.rect),
      screen: KeyboardScreenID(rawValue: 7), timestamp: 12.5)
    let fromMessage = KeyboardNotification(
      kind: kind,
      values: KeyboardNotificationValues(
        messageBeginFrame: Self.begin, endFrame: Self.end, animationDuration: 0.25, animationCurve: 7,
        isLocal: true),
      screen: KeyboardScreenID(rawValue: 7), timestamp: 12.5)
    #expect(fromUserInfo == fromMessage)
    #expect(
      fromUserInfo
        == KeyboardNotification(
          kind: kind, beginFrame: Self.begin, endFrame: Self.end, duration: 0.25, curve: 7, isLocal: true,
          screen: KeyboardScreenID(rawValue: 7), timestamp: 12.5))
    #expect(try KeyboardEvent(validating: fromUserInfo) == KeyboardEvent(validating: fromMessage))
  }

  @Test(arguments: [
    (0.0, 0, false), (0.4, 1, true), (0.35, 2, true), (0.25, 3, false), (0.5, 7, true), (0.25, 99, false),
  ])
  func everyDurationCurveAndLocalityReadsAlike(duration: Double, curve: Int, isLocal: Bool) {
    let userInfo = KeyboardNotificationValues(
      userInfo: Self.userInfo(duration: duration, curve: curve, isLocal: isLocal), rect: Self.rect)
    let message = KeyboardNotificationValues(
      messageBeginFrame: Self.begin, endFrame: Self.end, animationDuration: duration, animationCurve: curve,
      isLocal: isLocal)
    #expect(userInfo == message)
    #expect(userInfo.duration == duration)
    #expect(userInfo.curve == curve)
    #expect(userInfo.isLocal == isLocal)
  }

  @Test func missingOrMistypedUserInfoValuesAreNil() {
    var info = Self.userInfo()
    info["UIKeyboardFrameBeginUserInfoKey"] = nil
    info["UIKeyboardAnimationDurationUserInfoKey"] = "0.25"
    info["UIKeyboardIsLocalUserInfoKey"] = nil
    info["UIKeyboardFrameEndUserInfoKey"] = Self.end  // not boxed: the reader cannot open it
    let values = KeyboardNotificationValues(userInfo: info, rect: Self.rect)
    #expect(values == KeyboardNotificationValues(curve: 7))
    #expect(KeyboardNotificationValues(userInfo: [:], rect: Self.rect) == KeyboardNotificationValues())
  }

  @Test func swiftNumbersReadAsUIKitsNumbers() {
    let info: [AnyHashable: Any] = [
      "UIKeyboardAnimationDurationUserInfoKey": 0.25,
      "UIKeyboardAnimationCurveUserInfoKey": 7,
      "UIKeyboardIsLocalUserInfoKey": false,
    ]
    #expect(
      KeyboardNotificationValues(userInfo: info, rect: Self.rect)
        == KeyboardNotificationValues(duration: 0.25, curve: 7, isLocal: false))
  }

  @Test func aNotificationGivesBackTheValuesItWasBuiltFrom() {
    let values = KeyboardNotificationValues(
      beginFrame: Self.begin, endFrame: Self.end, duration: 0.25, curve: 7, isLocal: true)
    #expect(KeyboardNotification(kind: .willShow, values: values, screen: nil, timestamp: 1).values == values)
  }
}
