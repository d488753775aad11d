import Foundation
import KeyboardDockCore

/// A validated keyboard event.
///
/// Test inputs are valid, so a throw fails the test. `duration` and `curve` default to what UIKit sends with
/// a *will* notification (0.25 s, curve 7); pass `nil` to leave a value out, as the *did* notifications do.
func event(
  _ kind: KeyboardNotificationKind,
  begin: CGRect? = nil,
  end: CGRect,
  duration: TimeInterval? = nil,
  curve: Int? = 7,
  isLocal: Bool = true,
  screen: KeyboardScreenID? = nil,
  at time: TimeInterval = 0
) throws -> KeyboardEvent {
  try KeyboardEvent(
    kind, begin: begin, end: end, duration: duration ?? (kind.isWill ? 0.25 : nil), curve: curve,
    isLocal: isLocal, screen: screen, at: time)
}

/// A validated per-frame sample.
func sample(_ frame: CGRect, at time: TimeInterval) throws -> KeyboardFrameSample {
  try KeyboardFrameSample(frame: frame, timestamp: time)
}

extension KeyboardStateMachine {
  /// Feeds UIKit's show sequence (see *How the iOS keyboard behaves*, "Notifications and their order").
  ///
  /// `willChangeFrame` and `willShow` at `time`, the end of that run-loop turn, then `didChangeFrame` and
  /// `didShow` when the animation is over.
  ///
  /// - Returns: The updates, in order (the end of the turn included).
  @discardableResult
  mutating func show(
    from begin: CGRect,
    to end: CGRect,
    duration: TimeInterval = 0.25,
    curve: Int = 7,
    isLocal: Bool = true,
    screen: KeyboardScreenID? = nil,
    at time: TimeInterval,
    in container: KeyboardContainer
  ) throws -> [KeyboardUpdate] {
    let settled =
      time + KeyboardAnimationCurve(rawValue: curve).effectiveDuration(forNominalDuration: duration)
    return [
      handle(
        try event(
          .willChangeFrame, begin: begin, end: end, duration: duration, curve: curve, isLocal: isLocal,
          screen: screen, at: time), in: container),
      handle(
        try event(
          .willShow, begin: begin, end: end, duration: duration, curve: curve, isLocal: isLocal,
          screen: screen, at: time), in: container),
      endTurn(in: container),
      handle(
        try event(.didChangeFrame, begin: begin, end: end, isLocal: isLocal, screen: screen, at: settled),
        in: container),
      handle(
        try event(.didShow, begin: begin, end: end, isLocal: isLocal, screen: screen, at: settled),
        in: container),
    ]
  }

  /// Feeds UIKit's hide sequence.
  ///
  /// `willChangeFrame` and `willHide` at `time`, the end of that run-loop turn, then `didChangeFrame` and
  /// `didHide` when the animation is over.
  @discardableResult
  mutating func hide(
    from begin: CGRect,
    to end: CGRect,
    duration: TimeInterval = 0.25,
    curve: Int = 7,
    at time: TimeInterval,
    in container: KeyboardContainer
  ) throws -> [KeyboardUpdate] {
    let settled =
      time + KeyboardAnimationCurve(rawValue: curve).effectiveDuration(forNominalDuration: duration)
    return [
      handle(
        try event(.willChangeFrame, begin: begin, end: end, duration: duration, curve: curve, at: time),
        in: container),
      handle(
        try event(.willHide, begin: begin, end: end, duration: duration, curve: curve, at: time),
        in: container),
      endTurn(in: container),
      handle(try event(.didChangeFrame, begin: begin, end: end, at: settled), in: container),
      handle(try event(.didHide, begin: begin, end: end, at: settled), in: container),
    ]
  }

  /// A machine on Device A with the keyboard shown and at rest at `DeviceA.keyboard` by t = 0.5.
  static func shownOnDeviceA() throws -> KeyboardStateMachine {
    var machine = KeyboardStateMachine()
    try machine.show(from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0, in: DeviceA.container)
    return machine
  }
}

/// `true` when `value` is within `tolerance` of `expected`.
func isClose<Value: BinaryFloatingPoint>(_ value: Value, _ expected: Value, within tolerance: Value) -> Bool {
  abs(value - expected) <= tolerance
}

extension KeyboardPan {
  /// A pan report that says a finger holds the keyboard: the pan changed, in a dismiss mode that
  /// lets a drag move the keyboard, with no touch point (the pan alone decides).
  static let fingerOnKeyboard = KeyboardPan(phase: .changed, dismissMode: .interactive)
}

extension KeyboardSourceArbiter {
  /// An arbiter a pan told that a finger holds the keyboard (``KeyboardPan/fingerOnKeyboard``):
  /// a reading below the keyboard at rest is followed at once.
  static let fingerOnKeyboard = KeyboardSourceArbiter(pan: .fingerOnKeyboard)
}
