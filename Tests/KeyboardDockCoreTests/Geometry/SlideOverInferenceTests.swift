import Foundation
import Testing

@testable import KeyboardDockCore

/// Slide Over is inferred in the core from what UIKit reports: the idiom, the size classes, the
/// window's and the screen's heights, and the system.
@Suite("Slide Over, inferred from raw facts")
struct SlideOverInferenceTests {
  /// A narrow window 1,000 pt tall on a 1,366-pt iPad screen.
  static func infer(system: SystemVersion?) -> Bool {
    KeyboardContainer.isSlideOver(
      isPad: true, isHorizontallyCompact: true, isVerticallyRegular: true, windowHeight: 1000,
      screenHeight: 1366, system: system)
  }

  @Test func beforeIPadOS26ANarrowShortWindowIsSlideOver() {
    #expect(Self.infer(system: SystemVersion(18, 6)))
    #expect(Self.infer(system: nil))
  }

  /// iPadOS 26's narrow app windows are ordinary windows: their keyboard frames are normalised by
  /// the window's frame, which Slide Over skips.
  @Test(arguments: [SystemVersion(26), SystemVersion(26, 1), SystemVersion(27)])
  func fromIPadOS26OnANarrowWindowIsAWindow(system: SystemVersion) {
    #expect(!Self.infer(system: system))
  }

  /// On iPadOS 26, a keyboard reported in a narrow window's coordinates (FB18129544) is moved to
  /// the screen: a window at y 200 gets a frame 200 pt higher, as any window does.
  @Test func iPadOS26NarrowWindowsGetTheWindowNormalisation() {
    let window = CGRect(x: 600, y: 200, width: 400, height: 1000)
    let container = KeyboardContainer(
      frameInScreen: window, safeAreaInsets: .zero, screenBounds: IPad.screen,
      isSlideOver: Self.infer(system: SystemVersion(26)), windowFrameInScreen: window)
    #expect(!container.isSlideOver)
    let reported = CGRect(x: 0, y: 768, width: 1024, height: 398)
    #expect(KeyboardGeometry.screenOffset(ofReported: reported, in: container) == CGPoint(x: 0, y: 200))
  }
}
