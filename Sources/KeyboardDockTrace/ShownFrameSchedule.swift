import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// When a recorder reads where the keyboard and the bar are shown: on every display frame from an input
/// that may move the keyboard until both have stayed still for ``settlingTime``.
///
/// Package-internal: `KeyboardTraceRecorder` runs a display link while it says so. The keyboard's
/// animation begins at its transaction's commit, after the notification, and may run longer than the
/// engine's model of it, so the readings themselves decide when the motion is over: they stop once the
/// tracker reports no transition and no drag and neither reading has moved by more than ``stillness``
/// for ``settlingTime``.
package struct ShownFrameSchedule: Sendable, Equatable {
  /// How long both readings stay unchanged, with the tracker at rest, before reading stops: 0.1 s.
  package static let settlingTime: TimeInterval = 0.1
  /// Readings closer than this are unchanged, in points: 0.01.
  package static let stillness: CGFloat = 0.01

  /// Whether frames are being read.
  package private(set) var isRunning = false
  private var last: KeyboardShownFrame?
  private var stillSince: TimeInterval?

  /// Creates a schedule that reads nothing yet.
  package init() {}

  /// An input reached the tracker that may move the keyboard: a notification or a per-frame sample.
  ///
  /// - Returns: `true` when reading starts now, so the caller starts its display link.
  package mutating func keyboardMayMove() -> Bool {
    stillSince = nil
    defer { isRunning = true }
    return !isRunning
  }

  /// Takes the reading of the display frame shown at `time`.
  ///
  /// - Parameters:
  ///   - reading: The frame's measurement, or `nil` when nothing could be measured.
  ///   - time: The frame's target time, in seconds; times never decrease.
  ///   - trackerIsMoving: Whether the tracker reports a running transition or a drag at `time`.
  /// - Returns: Whether to read the next frame; `false` stops the schedule.
  package mutating func read(_ reading: KeyboardShownFrame?, at time: TimeInterval, trackerIsMoving: Bool)
    -> Bool
  {
    guard isRunning else { return false }
    if let reading {
      if !(last.map { Self.isStill($0, reading) } ?? false) { stillSince = time }
      last = reading
    }
    if trackerIsMoving || stillSince == nil { stillSince = time }
    guard let since = stillSince, time - since >= Self.settlingTime else { return true }
    self = ShownFrameSchedule()
    return false
  }

  private static func isStill(_ a: KeyboardShownFrame, _ b: KeyboardShownFrame) -> Bool {
    abs(a.keyboardOverlap - b.keyboardOverlap) <= stillness && abs(a.barBottom - b.barBottom) <= stillness
  }
}
