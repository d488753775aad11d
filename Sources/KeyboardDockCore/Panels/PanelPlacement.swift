import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a panel is about to be shown: the screen, the window it must fit in, the device and the
/// keyboard state.
///
/// The UIKit and SwiftUI panels fill it from the text view's window; tests and other platforms
/// fill it by hand.
package struct PanelPlacement: Sendable, Equatable {
  /// The size of the screen in the current orientation, in points.
  package var screenSize: CGSize
  /// The height of the window the panel is shown in, in points: what the cap is a share of.
  package var windowHeight: CGFloat
  /// The kind of device.
  package var idiom: PanelDeviceIdiom
  /// Whether a hardware keyboard is attached; defaults to `false`.
  package var isHardwareKeyboardAttached: Bool

  /// Creates a placement.
  package init(
    screenSize: CGSize, windowHeight: CGFloat, idiom: PanelDeviceIdiom,
    isHardwareKeyboardAttached: Bool = false
  ) {
    self.screenSize = screenSize
    self.windowHeight = windowHeight
    self.idiom = idiom
    self.isHardwareKeyboardAttached = isHardwareKeyboardAttached
  }

  /// A window that fills a screen of the given size.
  package static func fullScreen(
    width: CGFloat, height: CGFloat, idiom: PanelDeviceIdiom, isHardwareKeyboardAttached: Bool = false
  ) -> PanelPlacement {
    PanelPlacement(
      screenSize: CGSize(width: width, height: height), windowHeight: height, idiom: idiom,
      isHardwareKeyboardAttached: isHardwareKeyboardAttached)
  }

  /// The memory's key for this screen and keyboard state, or `nil` for a screen size that is not
  /// finite and above `0`.
  package var key: PanelHeightKey? {
    PanelHeightKey(screenSize: screenSize, isHardwareKeyboardAttached: isHardwareKeyboardAttached)
  }

  /// `true` when the screen is wider than it is tall; `false` when either side is not finite.
  package var isLandscape: Bool { screenSize.width > screenSize.height }
}
