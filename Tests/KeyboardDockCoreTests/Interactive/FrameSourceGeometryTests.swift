import Foundation
import KeyboardDockCore
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The conversions from what the UIKit layer's per-frame sources see to the keyboard's frame.
@Suite("Frame source geometry")
struct FrameSourceGeometryTests {
  /// An iPad form sheet at screen y 200…1100, no bottom safe area (scenario 16).
  static let sheet = IPad.window(CGRect(x: 100, y: 200, width: 824, height: 900))
  /// An iPad app in Slide Over whose window ends 366 pt above the screen's bottom.
  ///
  /// See *How the iOS keyboard behaves*, "Slide Over".
  static let slideOver = IPad.window(
    CGRect(x: 700, y: 0, width: 320, height: 1000), isSlideOver: true)
  /// The Slide Over app's keyboard as notifications report it: 366 pt above where it is.
  static let slideOverKeyboard = CGRect(x: 700, y: 602, width: 320, height: 398)

  struct GuideCase: Sendable, CustomTestStringConvertible {
    var name: String
    var guide: CGRect
    var lastKnown: CGRect?
    var container: KeyboardContainer
    var expected: CGRect?
    var testDescription: String { name }
  }

  static let shownCases: [GuideCase] = [
    GuideCase(
      name: "docked keyboard", guide: DeviceA.keyboard, lastKnown: DeviceA.keyboard,
      container: DeviceA.container, expected: DeviceA.keyboard),
    GuideCase(
      name: "no keyboard known: screen width to the bottom",
      guide: CGRect(x: 0, y: 508, width: 390, height: 336), lastKnown: nil,
      container: DeviceA.container, expected: DeviceA.keyboard),
    GuideCase(
      name: "guide on the safe area", guide: CGRect(x: 0, y: 810, width: 390, height: 34),
      lastKnown: DeviceA.keyboard, container: DeviceA.container, expected: nil),
    GuideCase(
      name: "form sheet: guide is the covered part", guide: CGRect(x: 100, y: 966, width: 824, height: 134),
      lastKnown: CGRect(x: 0, y: 966, width: 1024, height: 400), container: sheet,
      expected: CGRect(x: 0, y: 966, width: 1024, height: 400)),
    GuideCase(
      name: "zero height", guide: CGRect(x: 0, y: 844, width: 390, height: 0), lastKnown: DeviceA.keyboard,
      container: DeviceA.container, expected: nil),
    GuideCase(
      name: "NaN", guide: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), lastKnown: DeviceA.keyboard,
      container: DeviceA.container, expected: nil),
    GuideCase(
      name: "Slide Over: back to the notifications' convention",
      guide: CGRect(x: 700, y: 968, width: 320, height: 32), lastKnown: slideOverKeyboard,
      container: slideOver, expected: slideOverKeyboard),
  ]

  @Test("A guide above the safe area shows the keyboard", arguments: shownCases)
  func keyboardFrameFromGuide(_ test: GuideCase) {
    let frame = KeyboardGeometry.keyboardFrame(
      layoutGuideFrame: test.guide, lastKnownFrame: test.lastKnown, in: test.container)
    #expect(frame == test.expected)
  }

  static let sampleCases: [GuideCase] = [
    GuideCase(
      name: "at rest: the keyboard itself", guide: DeviceA.keyboard, lastKnown: DeviceA.keyboard,
      container: DeviceA.container, expected: DeviceA.keyboard),
    GuideCase(
      name: "dragged to 600 (scenario 10)", guide: CGRect(x: 0, y: 600, width: 390, height: 244),
      lastKnown: DeviceA.keyboard, container: DeviceA.container,
      expected: CGRect(x: 0, y: 600, width: 390, height: 336)),
    GuideCase(
      name: "dragged below the safe area: top on the line",
      guide: CGRect(x: 0, y: 810, width: 390, height: 34), lastKnown: DeviceA.keyboard,
      container: DeviceA.container, expected: CGRect(x: 0, y: 810, width: 390, height: 336)),
    GuideCase(
      name: "hidden keyboard", guide: CGRect(x: 0, y: 810, width: 390, height: 34),
      lastKnown: DeviceA.offscreen, container: DeviceA.container, expected: nil),
    GuideCase(
      name: "no keyboard seen yet", guide: CGRect(x: 0, y: 810, width: 390, height: 34),
      lastKnown: .zero, container: DeviceA.container, expected: nil),
    GuideCase(
      name: "keyboard below a form sheet that ends at 800",
      guide: CGRect(x: 100, y: 800, width: 824, height: 0),
      lastKnown: CGRect(x: 0, y: 966, width: 1024, height: 400),
      container: IPad.window(CGRect(x: 100, y: 200, width: 824, height: 600)), expected: nil),
    GuideCase(
      name: "keyboard taller than the view: guide pinned to its top",
      guide: CGRect(x: 0, y: 600, width: 390, height: 100), lastKnown: DeviceA.keyboard,
      container: KeyboardContainer(
        frameInScreen: CGRect(x: 0, y: 600, width: 390, height: 100), screenBounds: DeviceA.screen),
      expected: DeviceA.keyboard),
    GuideCase(
      name: "Slide Over, dragged below the window: top on its bottom",
      guide: CGRect(x: 700, y: 1000, width: 320, height: 0), lastKnown: slideOverKeyboard,
      container: slideOver, expected: CGRect(x: 700, y: 634, width: 320, height: 398)),
    GuideCase(
      name: "Slide Over, at rest", guide: CGRect(x: 700, y: 968, width: 320, height: 32),
      lastKnown: slideOverKeyboard, container: slideOver, expected: slideOverKeyboard),
  ]

  @Test("Layout guide samples", arguments: sampleCases)
  func sampleFromGuide(_ test: GuideCase) {
    let frame = KeyboardGeometry.sampleFrame(
      layoutGuideFrame: test.guide, keyboardFrame: test.lastKnown ?? .zero, in: test.container)
    #expect(frame == test.expected)
  }

  struct HostCase: Sendable, CustomTestStringConvertible {
    var name: String
    var host: CGRect
    var keyboard: CGRect
    var container: KeyboardContainer
    var expected: CGRect?
    var testDescription: String { name }
  }

  static let hostCases: [HostCase] = [
    HostCase(
      name: "full screen, dragged", host: CGRect(x: 0, y: 600, width: 390, height: 336),
      keyboard: DeviceA.keyboard, container: DeviceA.container,
      expected: CGRect(x: 0, y: 600, width: 390, height: 336)),
    HostCase(
      name: "Slide Over, dragged to 1100", host: CGRect(x: 700, y: 1100, width: 320, height: 398),
      keyboard: slideOverKeyboard, container: slideOver,
      expected: CGRect(x: 700, y: 734, width: 320, height: 398)),
    HostCase(
      name: "NaN", host: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336), keyboard: DeviceA.keyboard,
      container: DeviceA.container, expected: nil),
  ]

  @Test("Accessory host samples", arguments: hostCases)
  func sampleFromHost(_ test: HostCase) {
    let frame = KeyboardGeometry.sampleFrame(
      accessoryHostFrame: test.host, keyboardFrame: test.keyboard, in: test.container)
    #expect(frame == test.expected)
  }

  @Test(
    "Slide Over detection",
    arguments: [
      (true, true, true, 1000.0, 1366.0, true),
      (true, true, true, 1366.0, 1366.0, false),
      (true, true, true, 1365.7, 1366.0, false),
      (false, true, true, 700.0, 844.0, false),
      (true, false, true, 1000.0, 1366.0, false),
      (true, true, false, 1000.0, 1366.0, false),
      (true, true, true, Double.nan, 1366.0, false),
    ] as [(Bool, Bool, Bool, Double, Double, Bool)])
  func slideOver(
    isPad: Bool, compact: Bool, regular: Bool, window: Double, screen: Double, expected: Bool
  ) {
    let result = KeyboardContainer.isSlideOver(
      isPad: isPad, isHorizontallyCompact: compact, isVerticallyRegular: regular,
      windowHeight: CGFloat(window), screenHeight: CGFloat(screen))
    #expect(result == expected)
  }
}
