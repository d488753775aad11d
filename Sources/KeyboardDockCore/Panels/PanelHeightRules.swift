import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rules a ``PanelHeightMemory`` remembers keyboard heights and answers panel heights by.
///
/// See <doc:PanelsAndTheKeyboardsHeight> for where each number comes from.
public struct PanelHeightRules: Sendable, Equatable {
  /// Keyboard heights at or below this are not remembered, in points; defaults to `170`.
  ///
  /// Signal's rule: nothing that short is a keyboard a panel should copy. It leaves out a hardware
  /// keyboard's shortcuts bar (about 55 pt on screen), a third-party keyboard's first report of 0,
  /// and a frame that only an accessory fills. A value that is not finite counts as `170`.
  public var minimumKeyboardHeight: CGFloat
  /// The largest share of the window's height a panel may take; defaults to `0.75`.
  ///
  /// Signal's cap. It is applied when a height is answered, not when it is remembered, so a Stage
  /// Manager window resized on the same screen is capped by its new height. A value that is not
  /// finite or not above `0` turns the cap off.
  public var maximumWindowFraction: CGFloat
  /// The heights used before any keyboard was seen; defaults to `PanelHeightFallback()`.
  public var fallback: PanelHeightFallback

  /// Creates rules; every argument has the default documented on its property.
  public init(
    minimumKeyboardHeight: CGFloat = 170, maximumWindowFraction: CGFloat = 0.75,
    fallback: PanelHeightFallback = PanelHeightFallback()
  ) {
    self.minimumKeyboardHeight = minimumKeyboardHeight
    self.maximumWindowFraction = maximumWindowFraction
    self.fallback = fallback
  }

  /// Signal's thresholds with the default fallback heights.
  public static let `default` = PanelHeightRules()

  /// Whether `height` is a keyboard height worth remembering: finite and above
  /// ``minimumKeyboardHeight``.
  package func accepts(keyboardHeight height: CGFloat) -> Bool {
    let minimum = minimumKeyboardHeight.isFinite ? minimumKeyboardHeight : 170
    return height.isFinite && height > minimum
  }

  /// `height` capped at ``maximumWindowFraction`` of `windowHeight`.
  ///
  /// A window height that is not finite or not above `0` caps nothing.
  package func capped(_ height: CGFloat, windowHeight: CGFloat) -> CGFloat {
    guard windowHeight.isFinite, windowHeight > 0, maximumWindowFraction.isFinite, maximumWindowFraction > 0
    else { return height }
    return min(height, windowHeight * maximumWindowFraction)
  }
}
