import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The panel heights used before any keyboard was seen on a screen, by device idiom and orientation.
///
/// The defaults are the system keyboard with its predictive bar on current devices, as Telegram's
/// per-device table and Chatto's fallbacks list them: 336 pt on a Face ID iPhone in portrait
/// (Telegram's 292 + 44), 209 pt in landscape (172 + 37), 313 pt on an 11-inch-class iPad in
/// portrait and 398 pt in landscape (Chatto's iPad values, Telegram's 263 + 50 and 348 + 50). A
/// guess is wrong on some devices; it is used only until the first keyboard is measured. See
/// <doc:PanelsAndTheKeyboardsHeight>.
public struct PanelHeightFallback: Sendable, Equatable {
  /// The height on an iPhone in portrait, in points; defaults to `336`.
  public var phonePortrait: CGFloat
  /// The height on an iPhone in landscape, in points; defaults to `209`.
  public var phoneLandscape: CGFloat
  /// The height on an iPad in portrait, in points; defaults to `313`.
  public var padPortrait: CGFloat
  /// The height on an iPad in landscape, in points; defaults to `398`.
  public var padLandscape: CGFloat

  /// Creates a fallback; every argument has the default documented on its property.
  public init(
    phonePortrait: CGFloat = 336, phoneLandscape: CGFloat = 209, padPortrait: CGFloat = 313,
    padLandscape: CGFloat = 398
  ) {
    self.phonePortrait = phonePortrait
    self.phoneLandscape = phoneLandscape
    self.padPortrait = padPortrait
    self.padLandscape = padLandscape
  }

  /// The height for a device idiom and orientation, in points.
  ///
  /// A value that is not finite or not above `0` reads as the default for the same idiom and
  /// orientation, so the answer is always a usable height.
  public func height(for idiom: PanelDeviceIdiom, isLandscape: Bool) -> CGFloat {
    let defaults = PanelHeightFallback()
    let (value, standard): (CGFloat, CGFloat) =
      switch (idiom, isLandscape) {
      case (.phone, false): (phonePortrait, defaults.phonePortrait)
      case (.phone, true): (phoneLandscape, defaults.phoneLandscape)
      case (.pad, false): (padPortrait, defaults.padPortrait)
      case (.pad, true): (padLandscape, defaults.padLandscape)
      }
    return value.isFinite && value > 0 ? value : standard
  }
}
