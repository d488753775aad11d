import Foundation
import KeyboardDockCore

/// Device A of the numbered scenarios (`SpecScenarioTests`): an iPhone 390 × 844 in portrait.
///
/// Its view fills the screen, with safe area top 47 and bottom 34, and the keyboard is 336 tall.
enum DeviceA {
  /// The screen's bounds.
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The view's safe area: status bar and home indicator.
  static let safeArea = DockEdgeInsets(top: 47, bottom: 34)
  /// The full-screen view.
  static let container = KeyboardContainer.fullScreen(width: 390, height: 844, safeAreaInsets: safeArea)
  /// The docked keyboard, `Kb` in the scenarios.
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The keyboard just below the screen, where it starts and ends.
  static let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)
  /// The same view under a tab bar: the safe area's bottom is 83 (scenario 22).
  static let tabBarContainer = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 83))
  /// The view rotated to landscape: 844 × 390, safe area left and right 47, bottom 21.
  static let landscape = KeyboardContainer.fullScreen(
    width: 844, height: 390, safeAreaInsets: DockEdgeInsets(left: 47, bottom: 21, right: 47))
}

/// An iPad Pro 12.9" (1024 × 1366 in portrait), safe area top 24 and bottom 20, keyboard 398.
enum IPad {
  /// The screen's bounds.
  static let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  /// The full-screen view's safe area.
  static let safeArea = DockEdgeInsets(top: 24, bottom: 20)
  /// A full-screen view.
  static let container = KeyboardContainer.fullScreen(width: 1024, height: 1366, safeAreaInsets: safeArea)
  /// The docked software keyboard.
  static let keyboard = CGRect(x: 0, y: 968, width: 1024, height: 398)
  /// The identifier the tests give the iPad's screen.
  static let screenID = KeyboardScreenID(rawValue: 1)
  /// Another screen (an external display).
  static let otherScreenID = KeyboardScreenID(rawValue: 2)

  /// A view at `frame` in screen coordinates on the iPad's screen.
  static func window(
    _ frame: CGRect, safeArea: DockEdgeInsets = .zero, isSlideOver: Bool = false
  ) -> KeyboardContainer {
    KeyboardContainer(
      frameInScreen: frame, safeAreaInsets: safeArea, screenBounds: screen, screen: screenID,
      isSlideOver: isSlideOver)
  }
}
