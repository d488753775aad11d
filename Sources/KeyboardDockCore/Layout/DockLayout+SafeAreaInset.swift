import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DockLayout {
  /// The space below a bar whose framework places it on the bottom safe area.
  ///
  /// With it the bar's bottom lands at `bottomOffset`. SwiftUI's `safeAreaInset(edge: .bottom)` places its
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

extension DockLayout {
  /// The padding a docked bar's content needs at its bottom: the part of the container's bottom
  /// safe area that the bar, its bottom `bottomOffset` above the container's, still covers.
  ///
  /// A bar moved by its transform keeps its untransformed frame for Auto Layout, and UIKit's safe
  /// area for such a view is not to be relied on
  /// (<doc:HowTheKeyboardBehaves#A-bar-lifted-by-its-transform>). So a docked bar lays its
  /// content out on this instead of its own safe area: `0` on the safe area or on a keyboard (the
  /// offset already clears them), the home indicator's height for a bar at the container's bottom
  /// (``DockConfiguration/usesBottomSafeArea`` off), never counted twice.
  ///
  /// - Parameter safeAreaBottom: The container's bottom safe area, in points. Negative or
  ///   non-finite values count as `0`.
  /// - Returns: `max(0, safeAreaBottom − bottomOffset)`, in points; `0` for a non-finite layout.
  package func barContentPadding(forSafeAreaBottom safeAreaBottom: CGFloat) -> CGFloat {
    let safe = safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
    let value = safe - bottomOffset
    return value.isFinite ? max(0, value) : 0
  }
}
