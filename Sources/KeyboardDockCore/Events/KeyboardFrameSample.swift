import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The keyboard's frame as a per-frame source saw it, for interactive dismissal.
///
/// UIKit posts no notifications while the user drags the keyboard
/// (<doc:HowTheKeyboardBehaves#Interactive-dismissal>); the UIKit layer's per-frame sources (a probe pinned
/// to `keyboardLayoutGuide`, or KVO on the input accessory's host view) report the keyboard's frame on every
/// layout pass instead. A sample applies at once: it has no animation.
public struct KeyboardFrameSample: Sendable, Equatable {
  /// The keyboard's frame in screen coordinates, including any input accessory view.
  ///
  /// Only its top edge (`minY`) is used; `KeyboardStateMachine` documents why.
  public var frame: CGRect
  /// When the sample was taken, in seconds on the same clock as the notifications.
  public var timestamp: TimeInterval

  /// Validates a sample.
  ///
  /// - Throws: `KeyboardEventError.nonFiniteFrame(_:)`, `KeyboardEventError.negativeSize(_:)`
  ///   or `KeyboardEventError.invalidTimestamp`.
  public init(frame: CGRect, timestamp: TimeInterval) throws {
    guard timestamp.isFinite else { throw KeyboardEventError.invalidTimestamp }
    try KeyboardEvent.check(frame, .sampleFrame)
    self.frame = frame
    self.timestamp = timestamp
  }
}
