#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardContainer {
  /// Describes a view in the coordinate space of the screen it is on.
  ///
  /// The frame is the view's bounds in its screen's coordinate space (`frameInScreen()`), so a view in a form
  /// sheet, under Split View, Slide Over or Stage Manager is measured where it really is (see *How the iOS
  /// keyboard behaves*, "Multitasking" and "Sheets"). The screen is `view.window?.windowScene?.screen`, never
  /// `UIScreen.main`.
  ///
  /// The window's frame in the same space is passed as well: in Slide Over the keyboard's
  /// frame excludes the space below the window, not below the view (see *How the iOS keyboard behaves*,
  /// "Slide Over").
  ///
  /// The system's version is read once per process (`KeyboardTracker`), not per measurement.
  ///
  /// - Returns: `nil` while the view is in no window, or its window in no scene.
  @MainActor
  public init?(view: UIView) {
    guard let window = view.window, let screen = window.windowScene?.screen,
      let frame = view.frameInScreen(), let windowFrame = window.frameInScreen()
    else { return nil }
    let traits = window.traitCollection
    self.init(
      frameInScreen: frame,
      safeAreaInsets: DockEdgeInsets(view.safeAreaInsets),
      screenBounds: screen.bounds,
      screen: KeyboardScreenID(screen),
      isSlideOver: KeyboardContainer.isSlideOver(
        isPad: traits.userInterfaceIdiom == .pad,
        isHorizontallyCompact: traits.horizontalSizeClass == .compact,
        isVerticallyRegular: traits.verticalSizeClass == .regular,
        windowHeight: windowFrame.height,
        screenHeight: screen.bounds.height,
        system: KeyboardTracker.systemVersion
      ),
      windowFrameInScreen: windowFrame
    )
  }
}
#endif
