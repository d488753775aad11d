import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a chat list shows its newest content: the signal behind a scroll-to-newest button.
///
/// The newest content is in view when the list rests at its newest edge — the bottom, or the top of
/// an inverted list — or within `tolerance` of it. The edge is measured with the adjusted insets,
/// so a message behind the keyboard or the docked bar is not in view: a list that stays put while
/// the keyboard rises under its newest message (``KeyboardLiftPolicy/never``) no longer shows it.
///
/// Keep one value per list and call `update(for:)` whenever the list scrolls or its layout
/// changes; it answers only when the signal flips, so a button is shown or hidden once per change.
package struct NewestContentVisibility: Sendable, Equatable {
  /// How far from the newest edge, in points, still counts as in view.
  ///
  /// Defaults to `1`, the same as `NewestContentPinning.tolerance`, so the signal is `true` exactly
  /// while a pinned list follows its newest edge. A larger value (a row's height, say) shows a
  /// scroll-to-newest button only once the user scrolled that far. A negative or non-finite value
  /// counts as `0`.
  package var tolerance: CGFloat
  /// Whether the newest content was in view in the geometry given to `update(for:)` last.
  ///
  /// `true` before the first update: a chat opens on its newest content.
  package private(set) var isNewestContentInView: Bool

  /// Creates a signal that reads `true` until its first update.
  ///
  /// - Parameter tolerance: See `tolerance`; defaults to `1`.
  package init(tolerance: CGFloat = 1) {
    self.tolerance = tolerance
    self.isNewestContentInView = true
  }

  /// Updates the signal for the list as it is now and returns the new value when it changed, or
  /// `nil` when it did not.
  package mutating func update(for geometry: ScrollViewGeometry) -> Bool? {
    let value = Self.isNewestContentInView(geometry, tolerance: tolerance)
    guard value != isNewestContentInView else { return nil }
    isNewestContentInView = value
    return value
  }

  /// Whether `geometry` shows its newest content: its distance from the newest edge is at most
  /// `tolerance`.
  ///
  /// `false` for a vertical offset that is NaN. A negative or non-finite tolerance counts as `0`.
  package static func isNewestContentInView(_ geometry: ScrollViewGeometry, tolerance: CGFloat = 1) -> Bool {
    let slack = tolerance.isFinite ? max(0, tolerance) : 0
    return distanceFromNewestEdge(in: geometry) <= slack
  }

  /// How far the list must scroll to rest at its newest edge, in points.
  ///
  /// `0` at the edge or beyond it (an overscroll that bounces back there), and for content too
  /// short to scroll; `CGFloat.infinity` for a vertical offset that is NaN. The edge is
  /// `NewestContentPinning.newestOffset(in:)`.
  package static func distanceFromNewestEdge(in geometry: ScrollViewGeometry) -> CGFloat {
    let y = geometry.contentOffset.y
    guard !y.isNaN else { return .infinity }
    let newest = NewestContentPinning.newestOffset(in: geometry)
    let distance = geometry.isInverted ? y - newest : newest - y
    return distance.isNaN ? .infinity : max(0, distance)
  }
}
