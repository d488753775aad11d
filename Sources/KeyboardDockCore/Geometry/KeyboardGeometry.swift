import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Screen-to-view geometry of the keyboard: conversion, overlap and frame comparison.
///
/// Everything here is a pure function of its arguments, in points.
package enum KeyboardGeometry {
  /// The keyboard's frame in the container's own coordinates.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates.
  ///   - container: The view to convert into, described in screen coordinates.
  /// - Returns: `CGRect.zero` when `keyboardFrame` is not a finite rectangle (see
  ///   `CGRect.isFiniteRect`), `container` is not `KeyboardContainer.isValid`, or the conversion
  ///   overflows: a frame that cannot be placed covers nothing.
  package static func frame(_ keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect {
    guard container.isValid,
      let (x, y) = KeyboardFrameMeasure(validContainer: container).converted(
        x: RectSpan(horizontalOf: keyboardFrame), y: RectSpan(verticalOf: keyboardFrame))
    else { return .zero }
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// How much of the container's height the keyboard covers: the height of the intersection of
  /// the container's bounds with the keyboard, down to the container's bottom when the keyboard
  /// reaches the screen's bottom (<doc:HowTheKeyboardBehaves#Multitasking>).
  ///
  /// `0` when they do not intersect. Under Stage Manager, in a form sheet or in Split View the
  /// container does not reach the screen's bottom, and only the part the keyboard really covers
  /// counts. A container that extends below the screen's bottom
  /// (a view taller than the screen) is covered below the screen too, as in
  /// `heightAbove(_:in:)`: nothing under a keyboard that reaches the screen's bottom is visible.
  /// That holds while the keyboard slides in or out, partly below the screen; a keyboard wholly
  /// below the screen covers nothing.
  ///
  /// Input that is not finite gives `0`: a frame or container that is not finite, or whose edges
  /// overflow (see `frame(_:in:)`). The result is never NaN or infinite.
  package static func overlap(of keyboardFrame: CGRect, with container: KeyboardContainer) -> CGFloat {
    guard container.isValid else { return 0 }
    return KeyboardFrameMeasure(validContainer: container).overlap(
      x: RectSpan(horizontalOf: keyboardFrame), y: RectSpan(verticalOf: keyboardFrame))
  }

  /// How much of the container a docked keyboard covers: `overlap(of:with:)`, or the distance
  /// from the container's bottom up to the keyboard's top when that is more.
  ///
  /// The two differ only while a spring that overshoots lifts the keyboard off the screen's bottom:
  /// the bar still belongs on the keyboard's top edge, and nothing fits in the sliver below the
  /// keyboard. A keyboard wholly below the screen covers nothing, as for `overlap(of:with:)`.
  package static func dockedOverlap(of keyboardFrame: CGRect, with container: KeyboardContainer) -> CGFloat {
    guard container.isValid else { return 0 }
    return KeyboardFrameMeasure(validContainer: container).dockedOverlap(
      x: RectSpan(horizontalOf: keyboardFrame), y: RectSpan(verticalOf: keyboardFrame))
  }

  /// The distance from the container's bottom up to the keyboard's top edge.
  ///
  /// It is clamped to the container's height, and `0` when the keyboard does not intersect the container or
  /// has no area: `willShow` with `CGRect.zero`, the dropped shortcuts bar
  /// (<doc:HowTheKeyboardBehaves#Frames-to-ignore>), must not lift a bar that follows undocked keyboards to
  /// the top of the screen.
  ///
  /// For a docked keyboard this equals `overlap(of:with:)`. For an undocked keyboard it is
  /// where a bar must rest to sit on the keyboard's top edge, which is what
  /// ``DockConfiguration/followsUndockedKeyboard`` asks for. Input that is not finite gives `0`,
  /// as for `overlap(of:with:)`.
  package static func heightAbove(_ keyboardFrame: CGRect, in container: KeyboardContainer) -> CGFloat {
    guard container.isValid else { return 0 }
    return KeyboardFrameMeasure(validContainer: container).heightAbove(
      x: RectSpan(horizontalOf: keyboardFrame), y: RectSpan(verticalOf: keyboardFrame))
  }

  /// `true` when two frames are equal after rounding every edge to whole points.
  ///
  /// See <doc:HowTheKeyboardBehaves#Third-party-keyboards>.
  package static func isSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX.rounded() == b.minX.rounded() && a.minY.rounded() == b.minY.rounded()
      && a.width.rounded() == b.width.rounded() && a.height.rounded() == b.height.rounded()
  }

  /// `true` for a frame with neither width nor height, such as `CGRect.zero`: it says nothing about
  /// where the keyboard is.
  ///
  /// UIKit sends `CGRect.zero` for a keyboard that became floating when the shortcuts bar was dropped
  /// (<doc:HowTheKeyboardBehaves#Frames-to-ignore>). A frame with only one of the two (a zero-height
  /// keyboard at the screen's bottom) still places its top edge.
  package static func isPositionless(_ frame: CGRect) -> Bool {
    frame.width.rounded() == 0 && frame.height.rounded() == 0
  }
}
