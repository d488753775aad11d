import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view a keyboard is measured against, described in screen coordinates.
///
/// Under Split View, Slide Over, Stage Manager or in a form sheet the view does not fill the screen, so the
/// keyboard's screen frame must be converted before it means anything
/// (<doc:HowTheKeyboardBehaves#Multitasking>). The UIKit layer fills this
/// from `view.convert(view.bounds, to: screen.coordinateSpace)`, `view.safeAreaInsets` and `screen.bounds`.
public struct KeyboardContainer: Sendable, Equatable {
  /// The view's bounds in the screen's coordinate space.
  public var frameInScreen: CGRect
  /// The view's safe-area insets.
  ///
  /// The bottom inset includes a tab bar or toolbar when the view lies under one.
  public var safeAreaInsets: DockEdgeInsets
  /// The bounds of the screen the view is on.
  public var screenBounds: CGRect
  /// The screen the view is on, or `nil` if unknown.
  ///
  /// Notifications for another screen are ignored (<doc:HowTheKeyboardBehaves#Keyboards-on-other-screens>).
  public var screen: KeyboardScreenID?
  /// `true` for an iPad app in Slide Over.
  ///
  /// Its keyboard frames exclude the space below the app (<doc:HowTheKeyboardBehaves#Slide-Over>).
  /// Defaults to `false`.
  public var isSlideOver: Bool
  /// The frame of the view's window in screen coordinates, or `nil` to use ``frameInScreen``.
  ///
  /// The Slide Over correction (<doc:HowTheKeyboardBehaves#Slide-Over>) is the space below the *window*, not
  /// below the view: a view above a toolbar in Slide Over would otherwise have the toolbar's height added to
  /// it. Defaults to `nil`.
  public var windowFrameInScreen: CGRect?
  /// The Slide Over correction decided for the whole of a keyboard transition, or `nil` to decide
  /// it for each frame.
  ///
  /// Whether a keyboard frame needs the correction is judged on where the keyboard rests, never
  /// on a frame it passes on its way (<doc:HowTheKeyboardBehaves#Slide-Over>):
  /// `KeyboardStateMachine` sets it on the copies it measures its transitions against.
  package var transitionSlideOverOffset: CGFloat?

  /// Creates a container.
  public init(
    frameInScreen: CGRect,
    safeAreaInsets: DockEdgeInsets = .zero,
    screenBounds: CGRect? = nil,
    screen: KeyboardScreenID? = nil,
    isSlideOver: Bool = false,
    windowFrameInScreen: CGRect? = nil
  ) {
    self.frameInScreen = frameInScreen
    self.safeAreaInsets = safeAreaInsets
    self.screenBounds = screenBounds ?? frameInScreen
    self.screen = screen
    self.isSlideOver = isSlideOver
    self.windowFrameInScreen = windowFrameInScreen
  }

  /// A container that fills a screen of the given size.
  public static func fullScreen(
    width: CGFloat, height: CGFloat, safeAreaInsets: DockEdgeInsets = .zero
  ) -> KeyboardContainer {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    return KeyboardContainer(frameInScreen: bounds, safeAreaInsets: safeAreaInsets, screenBounds: bounds)
  }

  /// The container's own bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frameInScreen.size) }

  /// `true` when every value is finite, no edge overflows (see `CGRect.isFiniteRect`) and the
  /// sizes are not negative.
  ///
  /// The state machine ignores inputs measured against an invalid container
  /// (``KeyboardIgnoreReason/invalidContainer``), and every geometry and layout query answers
  /// for it as if no keyboard covered it: an overlap of `0`. ``windowFrameInScreen`` is not
  /// checked: a window frame that is not finite is not used.
  package var isValid: Bool {
    safeAreaInsets.isFinite && frameInScreen.isFiniteRect && screenBounds.isFiniteRect
      && frameInScreen.size.width >= 0 && frameInScreen.size.height >= 0
      && screenBounds.size.width >= 0 && screenBounds.size.height >= 0
  }
}
