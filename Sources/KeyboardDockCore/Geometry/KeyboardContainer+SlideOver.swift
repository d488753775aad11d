import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardContainer {
  /// Whether an app's window is in Slide Over, from what UIKit reports about it.
  ///
  /// Before iPadOS 26, Slide Over is the only iPad mode that gives a window a compact width with a
  /// regular height and less than the screen's height (<doc:HowTheKeyboardBehaves#Slide-Over>).
  /// From iPadOS 26 on, any app window can be narrow and shorter than the screen, and such a window
  /// gets keyboard frames in the screen's coordinates like every other window: it is not taken for
  /// Slide Over, and the window-frame normalisation applies to it. An unknown system counts as one
  /// before iPadOS 26.
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
  ///   - system: The running system, or `nil` when unknown.
  public static func isSlideOver(
    isPad: Bool,
    isHorizontallyCompact: Bool,
    isVerticallyRegular: Bool,
    windowHeight: CGFloat,
    screenHeight: CGFloat,
    system: SystemVersion? = nil
  ) -> Bool {
    if let system, system >= SystemVersion(26) { return false }
    guard isPad, isHorizontallyCompact, isVerticallyRegular,
      windowHeight.isFinite, screenHeight.isFinite, windowHeight > 0, screenHeight > 0
    else { return false }
    return windowHeight.rounded() < screenHeight.rounded()
  }
}
