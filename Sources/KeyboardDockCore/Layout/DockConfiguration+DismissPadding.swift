import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DockConfiguration {
  /// How far above the keyboard a drag starts dismissing it, in points: the layout guide's
  /// `keyboardDismissPadding` (iOS 17 and later) for a bar docked on the keyboard.
  ///
  /// The bar's height plus ``keyboardSpacing``, so that a drag that starts on the bar takes the
  /// keyboard down with it, as in Messages. A bar of no height (none docked), or one whose height
  /// is negative or not finite, gives `0`, UIKit's default: the gesture starts at the keyboard's
  /// top. The result is at most ``KeyboardDockLimits/largestCoordinate``.
  ///
  /// It does not apply to a bar that is the keyboard's input accessory view: UIKit counts that as
  /// part of the keyboard already.
  package func keyboardDismissPadding(barHeight: CGFloat) -> CGFloat {
    guard barHeight.isFinite, barHeight > 0 else { return 0 }
    let spacing = keyboardSpacing.isFinite ? max(0, keyboardSpacing) : 0
    return min(barHeight + spacing, KeyboardDockLimits.largestCoordinate)
  }

  /// How far above the keyboard a drag starts dismissing it for a composer docked with
  /// `composer`'s gaps: ``keyboardDismissPadding(barHeight:)`` of the dock the bar is placed by
  /// (`ComposerGeometry.dockConfiguration(_:)`), so the gap between a floating bar and the
  /// keyboard is inside the area too, and a drag rides under the finger from the bar's top.
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height, in points.
  ///   - composer: The bar's composer geometry, or `nil` for a bar that is no composer.
  package func keyboardDismissPadding(barHeight: CGFloat, composer: ComposerGeometry?) -> CGFloat {
    (composer?.dockConfiguration(self) ?? self).keyboardDismissPadding(barHeight: barHeight)
  }
}
