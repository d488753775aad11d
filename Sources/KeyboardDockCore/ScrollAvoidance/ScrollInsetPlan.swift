import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The insets and offset to give a scroll view.
public struct ScrollInsetPlan: Sendable, Equatable {
  /// The new `contentInset`.
  public var contentInset: DockEdgeInsets
  /// The new `verticalScrollIndicatorInsets`.
  public var verticalScrollIndicatorInsets: DockEdgeInsets
  /// The new `contentOffset`, or `nil` to leave it alone.
  public var contentOffset: CGPoint?

  /// Creates a plan.
  public init(
    contentInset: DockEdgeInsets, verticalScrollIndicatorInsets: DockEdgeInsets, contentOffset: CGPoint?
  ) {
    self.contentInset = contentInset
    self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    self.contentOffset = contentOffset
  }

  /// The geometry after the plan is applied.
  package func applied(to geometry: ScrollViewGeometry) -> ScrollViewGeometry {
    var result = geometry
    result.contentInset = contentInset
    result.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    if let contentOffset { result.contentOffset = contentOffset }
    return result
  }
}
