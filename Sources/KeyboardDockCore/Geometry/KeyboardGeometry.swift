import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Screen-to-view geometry of the keyboard: conversion, overlap and frame comparison.
///
/// Everything here is a pure function of its arguments, in points.
public enum KeyboardGeometry {
  /// The keyboard's frame in the container's own coordinates.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - container: The view to convert into, described in screen coordinates.
  @inlinable
  public static func frame(_ keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect {
    let dy = slideOverOffset(for: keyboardFrame, in: container)
    return keyboardFrame.offsetBy(
      dx: -container.frameInScreen.minX, dy: dy - container.frameInScreen.minY)
  }

  /// How much of the container's height the keyboard covers.
  ///
  /// It is the height of the intersection of the container's bounds with the keyboard
  /// (<doc:HowTheKeyboardBehaves#Multitasking>, <doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>). `0` when
  /// they do not intersect. Under Stage Manager, in a form sheet or in Split View the container does not
  /// reach the screen's bottom, and only the part the keyboard really covers counts.
  @inlinable
  public static func overlap(of keyboardFrame: CGRect, with container: KeyboardContainer) -> CGFloat {
    let converted = frame(keyboardFrame, in: container)
    let seen = container.bounds.intersection(converted)
    if seen.isNull || seen.width <= 0 { return 0 }
    return max(0, seen.height)
  }

  /// The distance from the container's bottom up to the keyboard's top edge.
  ///
  /// It is clamped to the container's height, and `0` when the keyboard does not intersect the container or
  /// has no area: `willShow` with `CGRect.zero`, the dropped shortcuts bar
  /// (<doc:HowTheKeyboardBehaves#Frames-to-ignore>), must not lift a bar that follows undocked keyboards to
  /// the top of the screen.
  ///
  /// For a docked keyboard this equals ``overlap(of:with:)``. For an undocked keyboard it is
  /// where a bar must rest to sit on the keyboard's top edge, which is what
  /// ``DockConfiguration/followsUndockedKeyboard`` asks for.
  @inlinable
  public static func heightAbove(_ keyboardFrame: CGRect, in container: KeyboardContainer) -> CGFloat {
    let converted = frame(keyboardFrame, in: container)
    let bounds = container.bounds
    guard !converted.isEmpty, converted.intersects(bounds) else { return 0 }
    return min(bounds.height, max(0, bounds.height - converted.minY))
  }

  /// `true` when two frames are equal after rounding every edge to whole points.
  ///
  /// See <doc:HowTheKeyboardBehaves#Third-party-keyboards>.
  @inlinable
  public static func isSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX.rounded() == b.minX.rounded() && a.minY.rounded() == b.minY.rounded()
      && a.width.rounded() == b.width.rounded() && a.height.rounded() == b.height.rounded()
  }
}
