import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a composer's surface sits in its bar, and how far the bar floats off the keyboard and the
/// home indicator.
///
/// The gaps are not drawn by the bar: ``dockConfiguration(_:)`` adds them to a
/// ``DockConfiguration``, so the one driver places the bar with them in every transition and drag,
/// and the scroll view's inset, measured from the bar's top, counts them too
/// (<doc:TheIOS26Composer#One-driver-the-gap-included>).
public struct ComposerGeometry: Sendable, Hashable {
  /// Space between the keyboard's top edge and the bar's bottom, in points, added to
  /// ``DockConfiguration/keyboardSpacing``.
  ///
  /// Negative and non-finite values count as `0`.
  public var keyboardGap: CGFloat
  /// Space between the bar's resting place (the safe area's bottom: the top of the home
  /// indicator's strip, or the screen's edge on a device without one) and the bar's bottom, in
  /// points, added to ``DockConfiguration/restingSpacing``.
  ///
  /// Negative and non-finite values count as `0`.
  public var restingGap: CGFloat
  /// Space between the container's safe area at each side and the surface, in points.
  ///
  /// Negative and non-finite values count as `0`.
  public var horizontalInset: CGFloat
  /// The surface's corner radius, in points, at most half its height (a capsule while the text
  /// is one line; see ``cornerRadius(forSurfaceHeight:)``).
  ///
  /// Negative and non-finite values count as `0`.
  public var cornerRadius: CGFloat

  /// Creates a geometry from its values.
  public init(keyboardGap: CGFloat, restingGap: CGFloat, horizontalInset: CGFloat, cornerRadius: CGFloat) {
    self.keyboardGap = keyboardGap
    self.restingGap = restingGap
    self.horizontalInset = horizontalInset
    self.cornerRadius = cornerRadius
  }

  /// The iOS 26 composer: 8 pt above the keyboard and above the home indicator, 12 pt from the
  /// sides, corners of 22 pt (a capsule at the 44-pt touch height).
  public static let floating = ComposerGeometry(
    keyboardGap: 8, restingGap: 8, horizontalInset: 12, cornerRadius: 22)

  /// The classic bar: flat on the keyboard and the safe area, as wide as the container, its text
  /// field's corners of 18 pt.
  public static let classic = ComposerGeometry(
    keyboardGap: 0, restingGap: 0, horizontalInset: 0, cornerRadius: 18)

  /// Whether the bar floats: it keeps a gap above the keyboard or the home indicator, or an inset
  /// from the sides, and content scrolls under it.
  public var isFloating: Bool {
    KeyboardDockLimits.length(keyboardGap) > 0 || KeyboardDockLimits.length(restingGap) > 0
      || KeyboardDockLimits.length(horizontalInset) > 0
  }

  /// `base` with this geometry's gaps added to its spacings: the configuration to dock the bar with.
  ///
  /// Each spacing of `base` counts as ``DockConfiguration`` reads it (negative or non-finite as
  /// `0`) before the gap is added; the sum is at most
  /// ``KeyboardDockLimits/largestCoordinate``.
  public func dockConfiguration(_ base: DockConfiguration) -> DockConfiguration {
    var configuration = base
    configuration.keyboardSpacing = Self.sum(base.keyboardSpacing, keyboardGap)
    configuration.restingSpacing = Self.sum(base.restingSpacing, restingGap)
    return configuration
  }

  /// The surface's corner radius at a height: ``cornerRadius``, at most half the height.
  ///
  /// - Parameter height: The surface's height, in points; negative or non-finite counts as `0`.
  public func cornerRadius(forSurfaceHeight height: CGFloat) -> CGFloat {
    min(KeyboardDockLimits.length(cornerRadius), KeyboardDockLimits.length(height) / 2)
  }

  private static func sum(_ base: CGFloat, _ gap: CGFloat) -> CGFloat {
    min(
      KeyboardDockLimits.length(base) + KeyboardDockLimits.length(gap), KeyboardDockLimits.largestCoordinate)
  }
}
