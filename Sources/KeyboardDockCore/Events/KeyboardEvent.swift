import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A validated keyboard notification: finite frames, a usable duration and curve.
///
/// The driver creates one from each ``KeyboardNotification`` it receives (`init(validating:)`).
/// Missing values get documented fallbacks where a safe one exists and a `KeyboardEventError`
/// where none does.
public struct KeyboardEvent: Sendable, Equatable {
  /// The nominal duration of a keyboard animation when a *will* notification lacks one: 0.25 s.
  ///
  /// See <doc:HowTheKeyboardBehaves#The-animation-curve>.
  package static let fallbackDuration: TimeInterval = 0.25

  /// Which of the six notifications this is.
  public var kind: KeyboardNotificationKind
  /// The frame the keyboard starts from, in screen coordinates, or `nil` if UIKit sent none.
  public var beginFrame: CGRect?
  /// The frame the keyboard ends at, in screen coordinates.
  public var endFrame: CGRect
  /// The animation's nominal duration in seconds; `0` means no animation.
  ///
  /// See <doc:HowTheKeyboardBehaves#Changes-without-animation>.
  public var duration: TimeInterval
  /// The animation's timing curve.
  public var curve: KeyboardAnimationCurve
  /// `false` when another app raised the keyboard, in Split View or Slide Over.
  ///
  /// See <doc:HowTheKeyboardBehaves#Multitasking>.
  public var isLocal: Bool
  /// The screen the keyboard is on, or `nil` before iOS 16.1.
  ///
  /// See <doc:HowTheKeyboardBehaves#Keyboards-on-other-screens>.
  public var screen: KeyboardScreenID?
  /// When the notification arrived, in seconds on a monotonic clock.
  public var timestamp: TimeInterval

  /// Validates a notification.
  ///
  /// - Throws: `KeyboardEventError.missingValue(_:)` without an end frame;
  ///   `KeyboardEventError.nonFiniteFrame(_:)` for a frame with a NaN or infinite component or
  ///   an edge that overflows (`CGRect.isFiniteRect`); `KeyboardEventError.negativeSize(_:)` for
  ///   a negative width or height; `KeyboardEventError.invalidDuration(_:)` for a NaN, infinite
  ///   or negative duration, or one whose end (timestamp + duration) overflows;
  ///   `KeyboardEventError.invalidTimestamp` for a non-finite timestamp.
  ///
  /// Fallbacks: a *will* notification without a duration gets `fallbackDuration`, a *did* notification gets
  /// 0; a missing curve is ``KeyboardAnimationCurve/keyboard`` (UIKit always sends 7;
  /// <doc:HowTheKeyboardBehaves#The-animation-curve>); a missing `isLocal` is `true` (the key exists since
  /// iOS 9).
  package init(validating notification: KeyboardNotification) throws {
    guard notification.timestamp.isFinite else { throw KeyboardEventError.invalidTimestamp }
    guard let end = notification.endFrame else { throw KeyboardEventError.missingValue(.endFrame) }
    try Self.check(end, .endFrame)
    if let begin = notification.beginFrame { try Self.check(begin, .beginFrame) }
    let duration =
      notification.duration ?? (notification.kind.isWill ? Self.fallbackDuration : 0)
    guard duration.isFinite, duration >= 0, (notification.timestamp + duration).isFinite else {
      throw KeyboardEventError.invalidDuration(duration)
    }
    self.kind = notification.kind
    self.beginFrame = notification.beginFrame
    self.endFrame = end
    self.duration = duration
    self.curve = notification.curve.map(KeyboardAnimationCurve.init(rawValue:)) ?? .default
    self.isLocal = notification.isLocal ?? true
    self.screen = notification.screen
    self.timestamp = notification.timestamp
  }

  /// Validates and creates an event from its values; see `init(validating:)`.
  package init(
    _ kind: KeyboardNotificationKind,
    begin: CGRect? = nil,
    end: CGRect,
    duration: TimeInterval? = nil,
    curve: Int? = 7,
    isLocal: Bool = true,
    screen: KeyboardScreenID? = nil,
    at timestamp: TimeInterval = 0
  ) throws {
    try self.init(
      validating: KeyboardNotification(
        kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve,
        isLocal: isLocal, screen: screen, timestamp: timestamp))
  }

  /// `true` when the begin and end frames are the same after rounding.
  ///
  /// A focus change between fields with the same accessory, or a navigation push, sends such an event;
  /// it is a no-op (<doc:HowTheKeyboardBehaves#Frames-that-do-not-move>).
  package var isStationary: Bool {
    guard let begin = beginFrame else { return false }
    return KeyboardGeometry.isSameFrame(begin, endFrame)
  }

  static func check(_ frame: CGRect, _ field: KeyboardEventField) throws {
    guard frame.isFiniteRect else { throw KeyboardEventError.nonFiniteFrame(field) }
    guard frame.size.width >= 0, frame.size.height >= 0 else { throw KeyboardEventError.negativeSize(field) }
  }
}
