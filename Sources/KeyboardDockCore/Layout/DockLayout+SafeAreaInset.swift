import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DockLayout {
  /// The space below a bar whose framework places it on the bottom safe area.
  ///
  /// With it the bar's bottom lands at ``bottomOffset``. SwiftUI's `safeAreaInset(edge: .bottom)` places its
  /// content on the modified view's bottom safe area; the bar then needs `bottomOffset − safeAreaBottom` of
  /// padding below it. On a keyboard that is the overlap beyond the safe area (a keyboard covers the home
  /// indicator); under a tab bar it is clamped at `0` rather than pulling the bar under the tab bar
  /// (<doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>).
  ///
  /// - Parameter safeAreaBottom: The bottom safe area of the container the layout was resolved
  ///   for, in points: where the framework rests the bar. Negative or non-finite values count as
  ///   `0`.
  /// - Returns: The padding in points, never negative; `0` for a non-finite layout.
  @inlinable
  public func padding(aboveSafeAreaBottom safeAreaBottom: CGFloat) -> CGFloat {
    let safe = safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
    let value = bottomOffset - safe
    return value.isFinite ? max(0, value) : 0
  }
}
