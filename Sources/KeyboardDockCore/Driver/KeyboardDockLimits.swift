import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The largest times and lengths KeyboardDock plans with, shared by the driver and the trace and
/// scenario readers.
///
/// No clock, screen or layout reaches them. Below them every sum the planning makes stays exact
/// to far better than a point or a frame; beyond them a time plus an animation's duration can
/// round back to the time itself, and a length added to a frame can overflow.
public enum KeyboardDockLimits {
  /// The latest time an input may carry, in seconds: 1,000,000,000, about 31 years of a device's
  /// uptime (the clock of `CACurrentMediaTime()`, which inputs and traces use).
  ///
  /// ``KeyboardDockDriver`` drops an input whose time lies outside `0…latestTime`
  /// (`KeyboardEventError.timestampOutOfRange(_:)`).
  public static let latestTime: TimeInterval = 1_000_000_000

  /// The largest length or coordinate, in points: 1,000,000.
  ///
  /// ``DockConfiguration/keyboardSpacing``, ``DockConfiguration/minimumBottomInset`` and a
  /// growing text view's ``KeyboardDockDriver/TextGrowth/chromeHeight`` and
  /// ``KeyboardDockDriver/TextGrowth/reservedHeight`` above it count as it.
  public static let largestCoordinate: CGFloat = 1_000_000

  /// A length of the configuration as it is planned with: `0` for a negative or non-finite one,
  /// at most ``largestCoordinate``.
  @usableFromInline
  package static func length(_ length: CGFloat) -> CGFloat {
    length.isFinite ? min(max(0, length), largestCoordinate) : 0
  }
}
