import Foundation
import KeyboardDockCore
import Testing

/// In Slide Over the keyboard's frame excludes the space below the app's *window*.
///
/// A view that ends above the window's bottom (over a 49 pt toolbar) must not get the toolbar added to the
/// correction.
@Suite("Slide Over correction uses the window")
struct SlideOverWindowTests {
  // Given an iPad 1024×1366 with a Slide Over window at (694, 10, 320, 1346): its bottom is 1356,
  // 10 pt above the screen's; the keyboard is reported ending at the window's bottom.
  static let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  static let window = CGRect(x: 694, y: 10, width: 320, height: 1346)
  static let keyboard = CGRect(x: 0, y: 958, width: 1024, height: 398)

  @Test func viewAboveAToolbarIsCorrectedByTheWindowsGap() {
    // A view inside that window ending 49 pt above its bottom (a toolbar): screen y 10…1307.
    let view = KeyboardContainer(
      frameInScreen: CGRect(x: 694, y: 10, width: 320, height: 1297), screenBounds: Self.screen,
      isSlideOver: true, windowFrameInScreen: Self.window)

    // When the correction is computed, it is the window's 10 pt, not the view's 59 pt
    #expect(KeyboardGeometry.slideOverOffset(for: Self.keyboard, in: view) == 10)
    // and the keyboard (958 + 10 = 968 on screen, in the view 958) covers 1297 − 958 = 339 pt of it.
    #expect(KeyboardGeometry.overlap(of: Self.keyboard, with: view) == 339)
  }

  @Test func withoutAWindowTheViewStandsInForIt() {
    let view = KeyboardContainer(
      frameInScreen: CGRect(x: 694, y: 10, width: 320, height: 1297), screenBounds: Self.screen,
      isSlideOver: true)
    #expect(KeyboardGeometry.slideOverOffset(for: Self.keyboard, in: view) == 59)
  }
}
