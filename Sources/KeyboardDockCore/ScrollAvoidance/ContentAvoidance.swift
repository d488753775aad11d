import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How much bottom inset content needs to stay clear of the keyboard, for frameworks like SwiftUI.
///
/// Such a framework lays content out inside the safe area. The content already ends at the safe area's
/// bottom, so it needs only what the keyboard covers beyond it, `max(0, overlap − safe area)`, the same rule
/// as ``ScrollInsetAdjuster`` follows for `adjustedContentInset`
/// (<doc:HowTheKeyboardBehaves#Scroll-view-insets>). Part of that may be provided already, for instance by a
/// bar docked on the keyboard.
public enum ContentAvoidance {
  /// The extra bottom inset content needs.
  ///
  /// - Parameters:
  ///   - overlap: How much of the container's height the keyboard covers, in points: the content overlap,
  ///     which counts a keyboard another app raised (<doc:HowTheKeyboardBehaves#Multitasking>) and counts an
  ///     undocked keyboard as `0`.
  ///   - safeAreaBottom: The container's bottom safe area, in points, which the content already
  ///     avoids.
  ///   - providedInset: Bottom inset the content already has for the keyboard beyond the safe
  ///     area, in points. Defaults to `0`.
  /// - Returns: The inset in points, never negative. Negative or non-finite inputs count as `0`.
  @inlinable
  public static func bottomInset(
    overlap: CGFloat, safeAreaBottom: CGFloat, providedInset: CGFloat = 0
  ) -> CGFloat {
    let covered = overlap.isFinite ? max(0, overlap) : 0
    let safe = safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
    let provided = providedInset.isFinite ? max(0, providedInset) : 0
    return max(0, covered - safe - provided)
  }
}
