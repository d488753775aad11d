import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How much bottom inset content needs to stay clear of the keyboard, for frameworks like SwiftUI.
///
/// Such a framework lays content out inside the safe area. The content already ends at the safe
/// area's bottom, so it needs only what the keyboard covers beyond it, `max(0, overlap − safe
/// area)`, the same rule as `ScrollInsetAdjuster` follows for `adjustedContentInset`
/// (<doc:HowTheKeyboardBehaves#Scroll-view-insets>). Part of that may be provided already, for
/// instance by a bar docked on the keyboard.
package enum ContentAvoidance {
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
  package static func bottomInset(
    overlap: CGFloat, safeAreaBottom: CGFloat, providedInset: CGFloat = 0
  ) -> CGFloat {
    let covered = overlap.isFinite ? max(0, overlap) : 0
    let safe = safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
    let provided = providedInset.isFinite ? max(0, providedInset) : 0
    return max(0, covered - safe - provided)
  }
}

extension ContentAvoidance {
  /// How much of the container's height an input accessory view and the keyboard below it cover,
  /// from the container's bottom up to the higher of their tops, in points.
  ///
  /// In accessory mode the bar is the keyboard's `inputAccessoryView`. The keyboard's frame
  /// includes it before iOS 26 and, by reports, not on iOS 26
  /// (<doc:HowTheKeyboardBehaves#iOS-26>); covering from the higher top keeps content clear of the
  /// bar either way. An accessory that meets the container's bottom edge nowhere (off screen, or
  /// beside the container) counts as nothing.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates, or `nil` while hidden.
  ///   - accessoryFrame: The accessory's frame as shown, in screen coordinates, or `nil`.
  ///   - container: The view the content is in.
  /// - Returns: From 0 to the container's height; 0 for input that is not finite.
  package static func accessoryModeCover(
    keyboardFrame: CGRect?, accessoryFrame: CGRect?, in container: KeyboardContainer
  ) -> CGFloat {
    guard container.isValid else { return 0 }
    let keyboard = keyboardFrame.map { KeyboardGeometry.overlap(of: $0, with: container) } ?? 0
    guard let accessory = accessoryFrame, accessory.isFiniteRect, accessory.height > 0, accessory.width > 0
    else { return keyboard }
    let box = container.frameInScreen
    guard accessory.maxX > box.minX, accessory.minX < box.maxX, accessory.minY < box.maxY,
      accessory.maxY > box.minY, accessory.minY < container.screenBounds.maxY
    else { return keyboard }
    let fromTop = min(box.height, max(0, box.maxY - max(box.minY, accessory.minY)))
    return max(keyboard, fromTop.isFinite ? fromTop : 0)
  }
}
