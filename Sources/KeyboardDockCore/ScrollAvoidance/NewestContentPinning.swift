import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides when a chat list scrolls to its newest content and when it leaves the user's position
/// alone: the rules behind SwiftUI's `keepsNewestContentVisible()`.
///
/// The pinning remembers whether the list is *pinned*: resting at its newest edge (the bottom,
/// or the top of an inverted list, within `tolerance`). Each time the list scrolls — by the
/// user or by the app — it looks again. Each time the list's layout changes under it — the
/// keyboard moves its inset, the docked bar grows, a message is added — a pinned list is moved
/// to its new newest edge, so the newest message stays visible; a list the user scrolled away
/// from keeps its offset. While the user drags or the content decelerates it never moves the
/// list: it only notes whether the finger left the list at its newest edge.
///
/// A new pinning is pinned, so a chat opens on its newest message. It plans offsets only; it
/// does not scroll, animate, or change insets (`ScrollInsetAdjuster` plans those for UIKit).
/// Given the layout before and after a change (`update(from:to:)`), it moves the list for a
/// change of what covers its bottom by its `liftPolicy`, the rule `ScrollInsetAdjuster`
/// follows, and for a change of its content by pinning alone.
package struct NewestContentPinning: Sendable, Equatable {
  /// What happened to the list since the last call.
  package enum Change: Sendable, Equatable {
    /// The content offset changed: the user scrolled, or the app or the pinning itself set it.
    case scrolled
    /// The layout changed under the content: insets, content size or the visible height.
    case layoutChanged
  }

  /// How far from the newest edge, in points, still counts as at it.
  ///
  /// Defaults to `1`, for offsets that land a fraction of a point short after rounding. A negative
  /// or non-finite value counts as `0`.
  package var tolerance: CGFloat
  /// `true` while the list rests at its newest edge and follows it.
  package private(set) var isPinned: Bool
  /// How the list moves in `update(from:to:)` when its insets or visible height change: what
  /// covers its bottom changed.
  ///
  /// Defaults to ``KeyboardLiftPolicy/whenAtEnd``. The policy does not apply to a change of the
  /// content: a message added moves a pinned list to it under every policy, and leaves a list in
  /// its history where it is.
  package var liftPolicy: KeyboardLiftPolicy

  /// Creates a pinning that is pinned.
  ///
  /// - Parameters:
  ///   - tolerance: See `tolerance`; defaults to `1`.
  ///   - liftPolicy: See `liftPolicy`; defaults to ``KeyboardLiftPolicy/whenAtEnd``.
  package init(tolerance: CGFloat = 1, liftPolicy: KeyboardLiftPolicy = .whenAtEnd) {
    self.tolerance = tolerance
    self.isPinned = true
    self.liftPolicy = liftPolicy
  }

  /// Updates the pinning for a change of `geometry` and returns the offset that keeps the newest
  /// content visible, or `nil` to leave the offset alone.
  ///
  /// - A drag or a deceleration (`isDragging`, `isDecelerating`) never moves the list; the list
  ///   is pinned afterwards only if it is at its newest edge.
  /// - `Change.scrolled` moves nothing and notes whether the list is at its newest edge.
  /// - `Change.layoutChanged` moves a pinned list to its newest edge, unless it is there already.
  ///   The horizontal offset is kept, or is `0` when it is not finite.
  package mutating func update(for change: Change, in geometry: ScrollViewGeometry) -> CGPoint? {
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

  /// Updates the pinning for a layout change from `before` to `after` and returns the offset to
  /// set, or `nil` to leave the offset alone.
  ///
  /// The change has two parts, taken in this order:
  ///
  /// - What covers the list's bottom: its adjusted insets or its visible height changed. The
  ///   list moves by `liftPolicy`, as `ScrollInsetAdjuster` moves a UIKit list
  ///   (`KeyboardLiftPolicy`): a pinned list follows its newest edge unless the policy is
  ///   ``KeyboardLiftPolicy/never``, and a list in its history moves under
  ///   ``KeyboardLiftPolicy/always`` and, upward only, ``KeyboardLiftPolicy/persistent``.
  /// - Its content: a pinned list that still follows its newest edge moves to the new one; a
  ///   list in its history keeps its offset, brought back into range on the newest side.
  ///
  /// A drag or a deceleration in `after` never moves the list, as in `update(for:in:)`. A list
  /// that does not follow its newest edge is pinned again when it lands on it. The horizontal
  /// offset is kept, or is `0` when it is not finite; a vertical offset that is NaN is left alone.
  ///
  /// - Parameters:
  ///   - before: The list as the previous update saw it; only its sizes and insets are read.
  ///   - after: The list now, at its current offset.
  package mutating func update(from before: ScrollViewGeometry, to after: ScrollViewGeometry) -> CGPoint? {
    if after.isDragging || after.isDecelerating {
      isPinned = isAtNewestEdge(after)
      return nil
    }
    let y = after.contentOffset.y
    guard !y.isNaN else { return nil }
    // The list as it was, at its offset now, and the same content under the new cover.
    var start = before
    start.contentOffset = after.contentOffset
    start.isInverted = after.isInverted
    var covered = after
    covered.contentSize = before.contentSize
    let coverMoved = Self.newestOffset(in: covered) != Self.newestOffset(in: start)
    let target: CGFloat
    if isPinned, !(coverMoved && liftPolicy == .never) {
      target = Self.newestOffset(in: after)
    } else {
      let lifted = liftPolicy.verticalOffset(from: start, to: covered, isAtNewest: isPinned)
      let range = after.verticalOffsetRange
      target = after.isInverted ? max(lifted, range.lowerBound) : min(lifted, range.upperBound)
      var landed = after
      landed.contentOffset.y = target
      isPinned = isAtNewestEdge(landed)
    }
    guard target != y else { return nil }
    let x = after.contentOffset.x
    return CGPoint(x: x.isFinite ? x : 0, y: target)
  }

  /// Whether `geometry` shows its newest edge: its offset is within `tolerance` of
  /// `newestOffset(in:)`, or beyond it (an overscroll that bounces back there).
  package func isAtNewestEdge(_ geometry: ScrollViewGeometry) -> Bool {
    let slack = tolerance.isFinite ? max(0, tolerance) : 0
    let y = geometry.contentOffset.y
    guard y.isFinite else { return false }
    let target = Self.newestOffset(in: geometry)
    return geometry.isInverted ? y <= target + slack : y >= target - slack
  }

  /// The vertical offset at which the newest content rests: the largest offset of
  /// `ScrollViewGeometry/verticalOffsetRange`, or the smallest for an inverted list.
  package static func newestOffset(in geometry: ScrollViewGeometry) -> CGFloat {
    let range = geometry.verticalOffsetRange
    return geometry.isInverted ? range.lowerBound : range.upperBound
  }
}
