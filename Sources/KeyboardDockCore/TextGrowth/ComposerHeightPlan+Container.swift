import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ComposerHeightPlan {
  /// Plans a docked composer's header and text in the space its container leaves above the bar's
  /// bottom: `AvailableSpace`'s height less the bar's own chrome, then
  /// ``plan(growth:contentHeight:headerHeight:availableHeight:)``.
  ///
  /// `InputBarView` and KeyboardDockSwiftUI's `KeyboardInputBar` plan with it, so neither outgrows
  /// the space between the container's top bars and the keyboard, at any text size: at the largest
  /// accessibility sizes in landscape the header is clipped and the text keeps one line and
  /// scrolls. The text's minimum is the one exception: a container shorter than the chrome and one
  /// line still gets one line. It does not measure anything: the adapters pass what they measured.
  ///
  /// - Parameters:
  ///   - growth: The text view's limits.
  ///   - contentHeight: The text view's fitting height at its current width.
  ///   - headerHeight: The header's fitting height; `0` without a header.
  ///   - containerHeight: The container's height.
  ///   - topInset: What the container's top bars cover.
  ///   - barBottomOffset: The bar's bottom above the container's bottom: the keyboard's overlap, or
  ///     the safe area's bottom at rest.
  ///   - chromeHeight: The bar's height around the header and the text: its margins, and the space
  ///     between the header and the text row.
  package static func plan(
    growth: TextGrowthConfiguration, contentHeight: CGFloat, headerHeight: CGFloat,
    containerHeight: CGFloat, topInset: CGFloat, barBottomOffset: CGFloat, chromeHeight: CGFloat
  ) -> ComposerHeightPlan {
    let available = AvailableSpace.height(
      containerHeight: containerHeight, topInset: topInset, barBottomOffset: barBottomOffset,
      reservedHeight: chromeHeight)
    return plan(
      growth: growth, contentHeight: contentHeight, headerHeight: headerHeight, availableHeight: available)
  }
}
