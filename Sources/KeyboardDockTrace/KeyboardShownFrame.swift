import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the keyboard and the docked bar were shown on one display frame, measured on the device.
///
/// A measurement, not an input: the values of a `shown` trace record, which no strategy is given (a
/// replay measures the strategies against the keyboard it records). Both are in
/// points measured up from the container's bottom edge, from 0 to 1,000,000 (the format's largest
/// coordinate).
public struct KeyboardShownFrame: Sendable, Equatable {
  /// How much of the container's height the shown keyboard covers, in points from its bottom.
  ///
  /// The recorder measures it with the keyboard layout guide, which never goes below the safe area: while the
  /// keyboard covers less than the safe area's bottom inset, it reads that inset.
  public var keyboardOverlap: CGFloat
  /// The shown bar's bottom edge, in points above the container's bottom, as a scenario's `barBottom`.
  public var barBottom: CGFloat

  /// Creates a measurement.
  public init(keyboardOverlap: CGFloat, barBottom: CGFloat) {
    self.keyboardOverlap = keyboardOverlap
    self.barBottom = barBottom
  }

  /// Measures presentation frames given in the container's own coordinates.
  ///
  /// The overlap is the container's bottom less the keyboard's top, from 0 (a keyboard below the
  /// container) to the container's height; the bar's bottom is the container's bottom less the bar's
  /// bottom edge, 0 for a bar that reaches below the container (the format has no negative heights).
  ///
  /// - Parameters:
  ///   - keyboardTop: The shown top edge of the keyboard (a view pinned to the keyboard layout guide's top),
  ///     in points from the container's top.
  ///   - barFrame: The bar's shown frame.
  ///   - containerBounds: The container's bounds, whose `maxY` is its bottom edge.
  /// - Returns: `nil` when a value is not finite or the container has no height.
  public init?(keyboardTop: CGFloat, barFrame: CGRect, containerBounds: CGRect) {
    let values = [keyboardTop, barFrame.maxY, containerBounds.maxY, containerBounds.height]
    guard values.allSatisfy(\.isFinite), containerBounds.height > 0 else { return nil }
    let height = min(containerBounds.height, CGFloat(Self.largestValue))
    let bottom = containerBounds.maxY
    self.init(
      keyboardOverlap: min(max(0, bottom - keyboardTop), height),
      barBottom: min(max(0, bottom - barFrame.maxY), CGFloat(Self.largestValue)))
  }

  /// The largest value a measurement holds, in points: 1,000,000
  /// (`KeyboardDockLimits.largestCoordinate`).
  public static let largestValue = Double(KeyboardDockLimits.largestCoordinate)
}
