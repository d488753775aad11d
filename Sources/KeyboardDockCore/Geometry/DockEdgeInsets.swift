import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets for the four edges of a rectangle, in points.
///
/// The Foundation-only counterpart of `UIEdgeInsets`, so that the core can describe
/// safe areas and scroll-view insets on every platform.
public struct DockEdgeInsets: Sendable, Hashable, Codable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge values.
  ///
  /// Each defaults to `0`.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = DockEdgeInsets()

  /// `true` when every edge is a finite number.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}
