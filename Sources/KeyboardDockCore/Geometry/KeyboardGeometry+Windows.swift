import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardGeometry {
  /// How far to move a notification's frames to put them in screen coordinates, judged on its end
  /// frame: `nil` when they already are.
  ///
  /// A docked keyboard spans the screen's width and ends at the screen's bottom
  /// (<doc:HowTheKeyboardBehaves#Frames-in-window-coordinates>). On iPadOS 26 a windowed app can
  /// be told the keyboard's frame in its window's coordinates, and an app with an input accessory
  /// view in its view's coordinates: in screen coordinates such a frame looks undocked, and the bar
  /// would stay on the window's bottom. A frame as wide as the screen that does not reach the
  /// screen's bottom, but would end exactly there moved by the window's origin (else the view's),
  /// is taken to be in that space and moved by that origin; and a frame as wide as the screen that
  /// does not start at its left edge (the window's origin x, iPadOS 16 and later, or a view's)
  /// is moved there. Comparisons round to whole points.
  ///
  /// Nothing moves in Slide Over, whose frames have a rule of their own
  /// (<doc:HowTheKeyboardBehaves#Slide-Over>), for a container that is not
  /// `KeyboardContainer.isValid`, for a frame that is not finite, or when the origin is the
  /// screen's.
  package static func screenOffset(ofReported end: CGRect, in container: KeyboardContainer) -> CGPoint? {
    guard !container.isSlideOver, container.isValid, end.isFiniteRect, !isPositionless(end) else {
      return nil
    }
    let screen = container.screenBounds
    guard end.width.rounded() == screen.width.rounded() else { return nil }
    // As wide as the screen, it starts at the screen's left edge.
    var offset = CGPoint(x: screen.minX - end.minX, y: 0)
    let bottom = screen.maxY.rounded()
    if end.maxY.rounded() < bottom, overlappingPart(of: end, and: screen) != nil {
      let window = container.windowFrameInScreen.flatMap { $0.isFiniteRect ? $0 : nil }
      for origin in [window?.origin, container.frameInScreen.origin].compactMap({ $0 }) {
        let dy = origin.y - screen.minY
        if dy.rounded() != 0, (end.maxY + dy).rounded() == bottom {
          offset.y = dy
          break
        }
      }
    }
    guard offset.x.rounded() != 0 || offset.y != 0, offset.x.isFinite, offset.y.isFinite else { return nil }
    return offset
  }
}
