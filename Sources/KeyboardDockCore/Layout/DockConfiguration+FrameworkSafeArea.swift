import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DockConfiguration {
  /// The configuration for a bar that rests at least on a framework's own bottom safe area.
  ///
  /// SwiftUI rests docked content on the modified view's bottom safe area as SwiftUI lays it out,
  /// which an outer `safeAreaInset` raises without UIKit's safe area changing; the dock's layout
  /// rests on UIKit's. Raising ``minimumBottomInset`` to SwiftUI's makes the bar rest on the
  /// higher of the two (<doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>).
  ///
  /// - Parameter safeAreaBottom: The framework's bottom safe area, in points. A negative or
  ///   non-finite value, like a non-finite ``minimumBottomInset``, counts as `0`.
  /// - Returns: This configuration with ``minimumBottomInset`` at least `safeAreaBottom`.
  package func resting(onSafeAreaBottom safeAreaBottom: CGFloat) -> DockConfiguration {
    var configuration = self
    let minimum = minimumBottomInset.isFinite ? minimumBottomInset : 0
    configuration.minimumBottomInset = max(minimum, safeAreaBottom.isFinite ? safeAreaBottom : 0)
    return configuration
  }
}
