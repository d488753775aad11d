import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardContainer {
  /// Whether an app's window is in Slide Over, from what UIKit reports about it.
  ///
  /// Slide Over is the only iPad mode that gives a window a compact width with a regular height and
  /// less than the screen's height (<doc:HowTheKeyboardBehaves#Slide-Over>).
  ///
  /// Heights compare in whole points (<doc:HowTheKeyboardBehaves#Third-party-keyboards>). A height
  /// that is not finite, or not above 0, gives `false`.
  ///
  /// - Parameters:
  ///   - isPad: The trait collection's idiom is `.pad`.
  ///   - isHorizontallyCompact: The horizontal size class is `.compact`.
  ///   - isVerticallyRegular: The vertical size class is `.regular`.
  ///   - windowHeight: The window's height in the screen's coordinate space, in points.
  ///   - screenHeight: The screen's height, in points.
  public static func isSlideOver(
    isPad: Bool,
    isHorizontallyCompact: Bool,
    isVerticallyRegular: Bool,
    windowHeight: CGFloat,
    screenHeight: CGFloat
  ) -> Bool {
    guard isPad, isHorizontallyCompact, isVerticallyRegular,
      windowHeight.isFinite, screenHeight.isFinite, windowHeight > 0, screenHeight > 0
    else { return false }
    return windowHeight.rounded() < screenHeight.rounded()
  }
}
