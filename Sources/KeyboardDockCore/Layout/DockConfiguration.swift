import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a docked bar relates to the keyboard and the safe area.
///
/// Named after `UIKeyboardLayoutGuide`'s options (<doc:HowTheKeyboardBehaves#UIKeyboardLayoutGuide>) where
/// they mean the same thing.
public struct DockConfiguration: Sendable, Hashable {
  /// Whether the bar rests on the safe area's bottom, rather than the container's, when the keyboard is away.
  ///
  /// Defaults to `true`.
  public var usesBottomSafeArea: Bool
  /// Whether the bar follows an undocked, floating or split iPad keyboard, sitting on its top edge.
  ///
  /// When `false` the bar rests as if no keyboard were shown. Defaults to `false`.
  public var followsUndockedKeyboard: Bool
  /// Whether the bar follows a keyboard another app raised (`isLocal == false`).
  ///
  /// Another app raises it in Split View or Slide Over (<doc:HowTheKeyboardBehaves#Multitasking>). Defaults
  /// to `false`, like InputBarAccessoryView and Flutter; scroll-content avoidance still avoids such a
  /// keyboard.
  public var followsNonLocalKeyboard: Bool
  /// Space between the keyboard's top edge and the bar's bottom, in points.
  ///
  /// It applies while the keyboard covers the container. Defaults to `0`. Negative and non-finite values
  /// count as `0`, so the bar never overlaps the keyboard; values above
  /// ``KeyboardDockLimits/largestCoordinate`` (1,000,000) count as that.
  public var keyboardSpacing: CGFloat
  /// The least distance of the bar from the container's bottom, in points.
  ///
  /// It is for bottom bars that are not part of the safe area. Defaults to `0`. Negative and non-finite
  /// values count as `0`; values above ``KeyboardDockLimits/largestCoordinate`` (1,000,000) count as that.
  public var minimumBottomInset: CGFloat
  /// Space between where the bar rests with no keyboard (the safe area's bottom, at least
  /// ``minimumBottomInset``) and the bar's bottom, in points: a floating bar's gap above the home
  /// indicator or the screen's edge.
  ///
  /// The bar then rests this much higher, and a keyboard lifts it only once the keyboard's top
  /// plus ``keyboardSpacing`` passes that. Defaults to `0`. Negative and non-finite values count
  /// as `0`; values above ``KeyboardDockLimits/largestCoordinate`` (1,000,000) count as that.
  public var restingSpacing: CGFloat

  /// Creates a configuration; every argument has the default documented on its property.
  public init(
    usesBottomSafeArea: Bool = true,
    followsUndockedKeyboard: Bool = false,
    followsNonLocalKeyboard: Bool = false,
    keyboardSpacing: CGFloat = 0,
    minimumBottomInset: CGFloat = 0,
    restingSpacing: CGFloat = 0
  ) {
    self.usesBottomSafeArea = usesBottomSafeArea
    self.followsUndockedKeyboard = followsUndockedKeyboard
    self.followsNonLocalKeyboard = followsNonLocalKeyboard
    self.keyboardSpacing = keyboardSpacing
    self.minimumBottomInset = minimumBottomInset
    self.restingSpacing = restingSpacing
  }

  /// The defaults.
  public static let `default` = DockConfiguration()
}
