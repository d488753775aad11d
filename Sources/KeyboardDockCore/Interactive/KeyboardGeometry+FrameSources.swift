import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardGeometry {
  /// The keyboard's frame that a keyboard layout guide shows.
  ///
  /// `nil` when the guide rests on the safe area's bottom. `UIKeyboardLayoutGuide` covers the part of the
  /// view the keyboard covers, and rests on the safe area's bottom when the keyboard covers less than that or
  /// is undocked (<doc:HowTheKeyboardBehaves#UIKeyboardLayoutGuide>). So the guide's top edge is the
  /// keyboard's top edge exactly when it lies above the safe area's bottom. The rest of the frame (x, width,
  /// height) is the last known keyboard frame's, or the screen's width down to the screen's bottom when none
  /// is known.
  ///
  /// The result is in the notifications' convention: for an app in Slide Over the correction of
  /// `slideOverOffset(for:in:)` is taken off again (<doc:HowTheKeyboardBehaves#Slide-Over>).
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's layout frame converted to screen coordinates.
  ///   - lastKnownFrame: The keyboard's latest frame from the notifications (screen
  ///     coordinates), or `nil` if no visible keyboard was seen yet.
  ///   - container: The view that owns the guide.
  /// - Returns: `nil` also for input that is not finite (see `CGRect.isFiniteRect` and
  ///   `KeyboardContainer.isValid`), a guide of zero height, or a frame that would overflow.
  package static func keyboardFrame(
    layoutGuideFrame guideFrame: CGRect, lastKnownFrame: CGRect?, in container: KeyboardContainer
  ) -> CGRect? {
    guard guideFrame.isFiniteRect, container.isValid, guideFrame.height.rounded() > 0 else { return nil }
    guard guideFrame.minY.rounded() < safeAreaBottom(of: container).rounded() else { return nil }
    return frame(top: guideFrame.minY, shaped: lastKnownFrame, in: container)
  }

  /// The keyboard's frame that a keyboard layout guide shows during interactive dismissal.
  ///
  /// It is for a ``KeyboardFrameSample``; `nil` when the guide tells nothing new. While the keyboard's top is
  /// above the safe area's bottom this is `keyboardFrame(layoutGuideFrame:lastKnownFrame:in:)`. Once the
  /// guide rests there, a keyboard last seen above that line has been dragged down to it or further: the
  /// frame is placed with its top on the line, which puts the bar where the guide puts it (the bar rests on
  /// the safe area either way; <doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>). A keyboard last seen
  /// below the line — a form sheet that ends above it, a hidden keyboard — gives `nil`.
  ///
  /// A guide pinned to the container's top edge under a keyboard taller than the container
  /// shows the container's top, not the keyboard's: the keyboard frame is returned unchanged.
  /// A keyboard frame of zero width or height (none seen yet) gives `nil`, and so does input that
  /// is not finite or a frame that would overflow.
  ///
  /// - Parameters:
  ///   - guideFrame: The guide's layout frame converted to screen coordinates.
  ///   - keyboardFrame: The keyboard's current frame from the state machine (screen coordinates).
  ///   - container: The view that owns the guide.
  package static func sampleFrame(
    layoutGuideFrame guideFrame: CGRect, keyboardFrame: CGRect, in container: KeyboardContainer
  ) -> CGRect? {
    guard guideFrame.isFiniteRect, keyboardFrame.isFiniteRect, container.isValid,
      keyboardFrame.width.rounded() > 0, keyboardFrame.height.rounded() > 0
    else { return nil }
    let offset = slideOverOffset(for: keyboardFrame, in: container)
    let keyboardTop = (keyboardFrame.minY + offset).rounded()
    if guideFrame.minY.rounded() <= container.frameInScreen.minY.rounded(),
      keyboardTop <= container.frameInScreen.minY.rounded()
    {
      return keyboardFrame
    }
    if let shown = self.keyboardFrame(
      layoutGuideFrame: guideFrame, lastKnownFrame: keyboardFrame, in: container)
    {
      return shown
    }
    let line = safeAreaBottom(of: container)
    guard keyboardTop < line.rounded() else { return nil }
    return frame(top: line, shaped: keyboardFrame, in: container)
  }

  /// The keyboard's frame during interactive dismissal, from an input accessory's host view.
  ///
  /// The host view's frame is the keyboard and accessory together
  /// (<doc:HowTheKeyboardBehaves#Following-the-finger>).
  ///
  /// The result is in the notifications' convention:
  /// screen coordinates, less the Slide Over correction that `frame(_:in:)` adds for the keyboard's current
  /// frame (<doc:HowTheKeyboardBehaves#Slide-Over>).
  ///
  /// - Parameters:
  ///   - hostFrame: The host view's frame converted to screen coordinates.
  ///   - keyboardFrame: The keyboard's current frame from the state machine.
  ///   - container: The view the keyboard is measured against.
  /// - Returns: `nil` for input that is not finite (see `CGRect.isFiniteRect` and
  ///   `KeyboardContainer.isValid`) and when the correction overflows.
  package static func sampleFrame(
    accessoryHostFrame hostFrame: CGRect, keyboardFrame: CGRect, in container: KeyboardContainer
  ) -> CGRect? {
    guard hostFrame.isFiniteRect, keyboardFrame.isFiniteRect, container.isValid else { return nil }
    let sample = hostFrame.offsetBy(dx: 0, dy: -slideOverOffset(for: keyboardFrame, in: container))
    return sample.isFiniteRect ? sample : nil
  }

  /// The safe area's bottom edge in screen coordinates.
  static func safeAreaBottom(of container: KeyboardContainer) -> CGFloat {
    container.frameInScreen.maxY - max(0, container.safeAreaInsets.bottom)
  }

  /// A keyboard frame whose real top edge is `top`, shaped like `shape` (or spanning the screen
  /// to its bottom), in the notifications' convention.
  private static func frame(top: CGFloat, shaped shape: CGRect?, in container: KeyboardContainer) -> CGRect? {
    let screen = container.screenBounds
    let base =
      shape.flatMap { $0.isFiniteRect && $0.width > 0 && $0.height > 0 ? $0 : nil }
      ?? CGRect(x: screen.minX, y: top, width: screen.width, height: max(0, screen.maxY - top))
    let offset = slideOverOffset(for: base, in: container)
    let frame = CGRect(x: base.minX, y: top - offset, width: base.width, height: base.height)
    return frame.isFiniteRect ? frame : nil
  }
}
