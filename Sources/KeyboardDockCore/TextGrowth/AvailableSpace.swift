import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The space a growing input bar may take, from the container rather than the screen.
///
/// A cap from `UIScreen` lets a grown bar cover the navigation bar after rotation (issue 12 of
/// InputBarAccessoryView, issue 1736 of IQKeyboardManager); measuring the container as it is now does not.
package enum AvailableSpace {
  /// The height left for a text view between the container's top bars and the bar's bottom.
  ///
  /// - Parameters:
  ///   - containerHeight: The container's height.
  ///   - topInset: What top bars cover: the safe area's top.
  ///   - barBottomOffset: The bar's `DockLayout.bottomOffset` (keyboard or safe area).
  ///   - reservedHeight: Height to leave for everything else: the bar's own chrome around the
  ///     text view and the least content that must stay visible.
  /// - Returns: The height, never negative; `0` for non-finite input.
  package static func height(
    containerHeight: CGFloat, topInset: CGFloat, barBottomOffset: CGFloat, reservedHeight: CGFloat = 0
  ) -> CGFloat {
    // `max(0, NaN)` is 0, so NaN is caught before it could read as "nothing taken".
    guard containerHeight.isFinite, topInset.isFinite, barBottomOffset.isFinite, reservedHeight.isFinite
    else { return 0 }
    let value = containerHeight - max(0, topInset) - max(0, barBottomOffset) - max(0, reservedHeight)
    return value.isFinite ? max(0, value) : 0
  }
}
