import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a composer with a header above its text — a reply, an edit, a link preview — shares the
/// height available to both.
///
/// The text keeps at least its minimum height, one line by default, so the user can always see
/// what they type. The header takes the height it needs from the rest; the text grows into what
/// the header leaves, up to its maximum line count, and scrolls beyond. A header taller than the
/// space left is clipped to it, which only happens where there is little room: an iPhone in
/// landscape with the keyboard up, a short Stage Manager window.
package struct ComposerHeightPlan: Sendable, Hashable {
  /// The height to give the header, in points.
  package var headerHeight: CGFloat
  /// The text view's height and scrolling.
  package var text: TextGrowthPlan

  /// Creates a plan.
  package init(headerHeight: CGFloat, text: TextGrowthPlan) {
    self.headerHeight = headerHeight
    self.text = text
  }

  /// Plans the header's and the text view's heights.
  ///
  /// - Parameters:
  ///   - growth: The text view's limits.
  ///   - contentHeight: The text view's fitting height at its current width, as for
  ///     `TextGrowthConfiguration.plan(contentHeight:availableHeight:)`.
  ///   - headerHeight: The header's fitting height at its current width; `0` with no header. A
  ///     negative, NaN or infinite height counts as `0`.
  ///   - availableHeight: The most the header and the text view may take together, from
  ///     `AvailableSpace` with the bar's other chrome as its reserved height; defaults to
  ///     unbounded. NaN counts as unbounded, as in `TextGrowthConfiguration`.
  package static func plan(
    growth: TextGrowthConfiguration, contentHeight: CGFloat, headerHeight: CGFloat,
    availableHeight: CGFloat = .infinity
  ) -> ComposerHeightPlan {
    let wanted = headerHeight.isFinite ? max(0, headerHeight) : 0
    let available = availableHeight.isNaN ? .infinity : availableHeight
    let room = max(0, available - growth.minimumHeight)
    let header = min(wanted, room)
    let text = growth.plan(contentHeight: contentHeight, availableHeight: available - header)
    return ComposerHeightPlan(headerHeight: header, text: text)
  }
}
