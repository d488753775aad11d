import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides when a chat list scrolls to its newest content and when it leaves the user's position
/// alone: the rules behind SwiftUI's `keepsNewestContentVisible()`.
///
/// The pinning remembers whether the list is *pinned*: resting at its newest edge (the bottom,
/// or the top of an inverted list, within ``tolerance``). Each time the list scrolls — by the
/// user or by the app — it looks again. Each time the list's layout changes under it — the
/// keyboard moves its inset, the docked bar grows, a message is added — a pinned list is moved
/// to its new newest edge, so the newest message stays visible; a list the user scrolled away
/// from keeps its offset. While the user drags or the content decelerates it never moves the
/// list: it only notes whether the finger left the list at its newest edge.
///
/// A new pinning is pinned, so a chat opens on its newest message. It plans offsets only; it
/// does not scroll, animate, or change insets (``ScrollInsetAdjuster`` plans those for UIKit).
public struct NewestContentPinning: Sendable, Equatable {
  /// What happened to the list since the last call.
  public enum Change: Sendable, Equatable {
    /// The content offset changed: the user scrolled, or the app or the pinning itself set it.
    case scrolled
    /// The layout changed under the content: insets, content size or the visible height.
    case layoutChanged
  }

  /// How far from the newest edge, in points, still counts as at it.
  ///
  /// Defaults to `1`, for offsets that land a fraction of a point short after rounding. A negative
  /// or non-finite value counts as `0`.
  public var tolerance: CGFloat
  /// `true` while the list rests at its newest edge and follows it.
  public private(set) var isPinned: Bool

  /// Creates a pinning that is pinned.
  ///
  /// - Parameter tolerance: See ``tolerance``; defaults to `1`.
  public init(tolerance: CGFloat = 1) {
    self.tolerance = tolerance
    self.isPinned = true
  }

  /// Updates the pinning for a change of `geometry` and returns the offset that keeps the newest
  /// content visible, or `nil` to leave the offset alone.
  ///
  /// - A drag or a deceleration (`isDragging`, `isDecelerating`) never moves the list; the list
  ///   is pinned afterwards only if it is at its newest edge.
  /// - ``Change/scrolled`` moves nothing and notes whether the list is at its newest edge.
  /// - ``Change/layoutChanged`` moves a pinned list to its newest edge, unless it is there already.
  ///   The horizontal offset is kept, or is `0` when it is not finite.
  public mutating func update(for change: Change, in geometry: ScrollViewGeometry) -> CGPoint? {
    if geometry.isDragging || geometry.isDecelerating || change == .scrolled {
      isPinned = isAtNewestEdge(geometry)
      return nil
    }
    guard isPinned else { return nil }
    let target = Self.newestOffset(in: geometry)
    guard target != geometry.contentOffset.y else { return nil }
    let x = geometry.contentOffset.x
    return CGPoint(x: x.isFinite ? x : 0, y: target)
  }

  /// Whether `geometry` shows its newest edge: its offset is within ``tolerance`` of
  /// ``newestOffset(in:)``, or beyond it (an overscroll that bounces back there).
  public func isAtNewestEdge(_ geometry: ScrollViewGeometry) -> Bool {
    let slack = tolerance.isFinite ? max(0, tolerance) : 0
    let y = geometry.contentOffset.y
    guard y.isFinite else { return false }
    let target = Self.newestOffset(in: geometry)
    return geometry.isInverted ? y <= target + slack : y >= target - slack
  }

  /// The vertical offset at which the newest content rests: the largest offset of
  /// `ScrollViewGeometry/verticalOffsetRange`, or the smallest for an inverted list.
  public static func newestOffset(in geometry: ScrollViewGeometry) -> CGFloat {
    let range = geometry.verticalOffsetRange
    return geometry.isInverted ? range.lowerBound : range.upperBound
  }
}
