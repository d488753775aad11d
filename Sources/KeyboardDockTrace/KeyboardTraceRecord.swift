import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One line of a keyboard trace after the header: something UIKit delivered to the app.
///
/// Each case encodes to the trace format (version 1) with its time `t` in seconds on a
/// monotonic clock (`CACurrentMediaTime()`), and a `type`:
/// - `notification`: a keyboard notification with its optional `userInfo` values.
/// - `sample`: a per-frame interactive sample of the keyboard's frame
///   (see *How the iOS keyboard behaves*, "Following the finger").
/// - `endTurn`: the main run loop finished a turn, before waiting
///   (see *How the iOS keyboard behaves*, "Field switches").
/// - `container`: the container's geometry changed (rotation, sheet move, Split View).
/// - `foreground`: the app returned to the foreground, with the keyboard's frame or `nil`.
/// - `text`: the growing text view's fitting height changed.
/// - `shown`: where the keyboard and the bar were shown on a display frame, measured on the device. A
///   measurement, not an input: replaying a trace hands it to no strategy; it is where the keyboard
///   the strategies are measured against is (the trace's truth).
/// - `pan`: the dismissing scroll view's pan changed: its phase, the touch, the dismiss mode and
///   padding, as the tracker told the driver (`KeyboardDockInput.pan(_:at:)`).
/// - `responder`: whether a text-input responder exists changed, as the tracker told the driver.
public enum KeyboardTraceRecord: Sendable, Equatable, Encodable {
  /// A keyboard notification; its `KeyboardNotification/timestamp` is the record's time.
  case notification(KeyboardNotification)
  /// A per-frame sample of the keyboard's frame in screen coordinates.
  case sample(time: TimeInterval, frame: CGRect)
  /// The end of a main run-loop turn.
  case endTurn(time: TimeInterval)
  /// The container's new geometry.
  case container(time: TimeInterval, KeyboardContainer)
  /// The app returned to the foreground, with the keyboard's frame.
  ///
  /// The frame is in screen coordinates, or `nil` when no first responder shows a keyboard.
  case foreground(time: TimeInterval, keyboardFrame: CGRect?)
  /// The growing text view's fitting height, in points, insets included.
  case text(time: TimeInterval, contentHeight: CGFloat)
  /// Where the keyboard and the bar were shown on the display frame whose target time is `time`.
  case shown(time: TimeInterval, KeyboardShownFrame)
  /// The pan's raw facts as the tracker read them when they changed; the touch is in screen
  /// coordinates. A touch that is not finite is written as none, a padding that is not finite or
  /// below 0 as 0, as the driver reads them.
  case pan(time: TimeInterval, KeyboardPan)
  /// Whether a text-input responder exists, as the tracker read it when it changed.
  case responder(time: TimeInterval, exists: Bool)

  /// The latest time `t` a record may have, in seconds: 1,000,000,000 (about 31 years of a
  /// device's uptime, the clock traces use), the latest the driver takes
  /// (`KeyboardDockLimits.latestTime`).
  public static let latestTime: TimeInterval = KeyboardDockLimits.latestTime

  /// The longest notification `duration` a record may have, in seconds: 60.
  ///
  /// The keyboard animates for 0.25 s to 0.5 s; `0` means no animation and stays valid.
  public static let longestAnimation: TimeInterval = 60

  /// The record's `type` values, in the order the format lists them.
  public static let typeNames = [
    "notification", "sample", "endTurn", "container", "foreground", "text", "shown", "pan", "responder",
  ]

  /// When it happened, in seconds.
  public var time: TimeInterval {
    switch self {
    case .notification(let notification): notification.timestamp
    case .sample(let time, _), .endTurn(let time), .container(let time, _), .foreground(let time, _),
      .text(let time, _), .shown(let time, _), .pan(let time, _), .responder(let time, _):
      time
    }
  }

  /// The record's `type` value.
  public var typeName: String {
    switch self {
    case .notification: "notification"
    case .sample: "sample"
    case .endTurn: "endTurn"
    case .container: "container"
    case .foreground: "foreground"
    case .text: "text"
    case .shown: "shown"
    case .pan: "pan"
    case .responder: "responder"
    }
  }

  /// The record as one line of JSON with sorted keys, without a line break.
  public func jsonLine() throws -> String {
    try KeyboardTraceCoding.line(for: self)
  }

  private enum Key: String, CodingKey {
    case t, type, name, begin, end, duration, curve, isLocal, screen, frame, keyboardFrame, contentHeight
    case keyboardOverlap, barBottom
    case phase, touch, dismissMode, dismissPadding, exists
  }

  /// Encodes the record in the trace format.
  ///
  /// Absent notification values are left out; a `foreground` record without a keyboard writes
  /// `"keyboardFrame":null`.
  public func encode(to encoder: Encoder) throws {
    var keyed = encoder.container(keyedBy: Key.self)
    try keyed.encode(time, forKey: .t)
    try keyed.encode(typeName, forKey: .type)
    switch self {
    case .notification(let note):
      try keyed.encode(note.kind.rawValue, forKey: .name)
      try keyed.encodeIfPresent(note.beginFrame.map(KeyboardTraceCoding.array), forKey: .begin)
      try keyed.encodeIfPresent(note.endFrame.map(KeyboardTraceCoding.array), forKey: .end)
      try keyed.encodeIfPresent(note.duration, forKey: .duration)
      try keyed.encodeIfPresent(note.curve, forKey: .curve)
      try keyed.encodeIfPresent(note.isLocal, forKey: .isLocal)
      try keyed.encodeIfPresent(note.screen?.rawValue, forKey: .screen)
    case .sample(_, let frame):
      try keyed.encode(KeyboardTraceCoding.array(frame), forKey: .frame)
    case .endTurn:
      break
    case .container(_, let container):
      try KeyboardTraceCoding.encodeGeometry(of: container, into: encoder, includesScreen: true)
    case .foreground(_, let frame):
      if let frame {
        try keyed.encode(KeyboardTraceCoding.array(frame), forKey: .keyboardFrame)
      } else {
        try keyed.encodeNil(forKey: .keyboardFrame)
      }
    case .text(_, let height):
      try keyed.encode(height, forKey: .contentHeight)
    case .shown(_, let shown):
      try keyed.encode(shown.keyboardOverlap, forKey: .keyboardOverlap)
      try keyed.encode(shown.barBottom, forKey: .barBottom)
    case .pan(_, let pan):
      try keyed.encode(pan.phase.traceName, forKey: .phase)
      try keyed.encodeIfPresent(pan.validTouch.map { [$0.x, $0.y] }, forKey: .touch)
      try keyed.encodeIfPresent(pan.dismissMode?.traceName, forKey: .dismissMode)
      try keyed.encode(pan.validPadding, forKey: .dismissPadding)
    case .responder(_, let exists):
      try keyed.encode(exists, forKey: .exists)
    }
  }
}
