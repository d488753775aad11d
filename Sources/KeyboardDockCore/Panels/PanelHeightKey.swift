import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a remembered keyboard height belongs to: a screen size in one orientation, with or without a
/// hardware keyboard.
///
/// The keyboard spans the screen, not the window, so the key is the screen's size: a height
/// measured in full screen holds in Split View, in Slide Over and in any Stage Manager window on the
/// same screen. Rotating swaps the width and the height, which makes another key.
public struct PanelHeightKey: Sendable, Hashable, Codable {
  /// The screen's width in the current orientation, in whole points.
  package var screenWidth: CGFloat
  /// The screen's height in the current orientation, in whole points.
  public var screenHeight: CGFloat
  /// Whether a hardware keyboard is attached, so that only its shortcuts bar shows.
  public var isHardwareKeyboardAttached: Bool

  /// Creates a key for a screen size, rounded to whole points.
  ///
  /// `nil` when either side is not finite or not above `0`: no screen has such a size.
  public init?(screenSize: CGSize, isHardwareKeyboardAttached: Bool) {
    let width = screenSize.width.rounded()
    let height = screenSize.height.rounded()
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
    self.screenWidth = width
    self.screenHeight = height
    self.isHardwareKeyboardAttached = isHardwareKeyboardAttached
  }

  /// `true` when the screen is wider than it is tall.
  public var isLandscape: Bool { screenWidth > screenHeight }

  /// The same screen with the other hardware-keyboard state.
  var otherKeyboardState: PanelHeightKey {
    var key = self
    key.isHardwareKeyboardAttached.toggle()
    return key
  }
}
