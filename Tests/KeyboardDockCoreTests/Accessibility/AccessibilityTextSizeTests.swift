import Foundation
import KeyboardDockCore
import Testing

/// The composer at the largest accessibility text size (AX5), in landscape with the keyboard up:
/// the bar never outgrows the space above the keyboard, so nothing VoiceOver can reach is clipped
/// away from touch.
///
/// Magnitudes: the body style at AX5 is 53 pt, a line of about 63.25 pt; the reply header at AX5
/// (a caption and a callout line) needs about 111 pt. The landscape iPhones: container heights 375
/// (iPhone SE), 393 (iPhone 15 Pro) and 430 (Pro Max) with the compact navigation bar (32 pt) and
/// landscape keyboards of 162 to 219 pt with the predictive row. The chrome: UIKit's classic bar
/// 12 pt (6 + 6) plus 6 between header and text; SwiftUI's classic bar 16 pt plus 6.
@Suite("Accessibility text sizes: the bar fits above the keyboard at AX5 in landscape")
struct AccessibilityTextSizeTests {
  static let ax5 = TextGrowthConfiguration(
    lineHeight: 63.25, verticalInset: 16, minimumLineCount: 1, maximumLineCount: 5)

  struct Screen: Sendable, CustomTestStringConvertible {
    var name: String
    var height: CGFloat
    var topInset: CGFloat
    var keyboard: CGFloat
    var testDescription: String { name }
  }

  static let screens: [Screen] = [
    Screen(name: "iPhone SE landscape, 200-pt keyboard", height: 375, topInset: 32, keyboard: 200),
    Screen(name: "iPhone 15 Pro landscape, 209-pt keyboard", height: 393, topInset: 32, keyboard: 209),
    Screen(name: "iPhone 15 Pro Max landscape, 219-pt keyboard", height: 430, topInset: 32, keyboard: 219),
    Screen(name: "iPhone 15 Pro landscape, 162-pt keyboard", height: 393, topInset: 32, keyboard: 162),
  ]

  @Test("Every text length, with and without a header, both bars' chrome", arguments: screens)
  func fits(_ screen: Screen) {
    let space = screen.height - screen.topInset - screen.keyboard
    for chrome: CGFloat in [12, 16] {
      for header: CGFloat in [0, 44, 111, 400] {
        let barChrome = chrome + (header > 0 ? 6 : 0)
        for lines in 1...12 {
          let content = Self.ax5.height(forLineCount: lines)
          let plan = ComposerHeightPlan.plan(
            growth: Self.ax5, contentHeight: content, headerHeight: header,
            containerHeight: screen.height, topInset: screen.topInset, barBottomOffset: screen.keyboard,
            chromeHeight: barChrome)
          let bar = barChrome + plan.headerHeight + plan.text.height
          #expect(bar <= space, "\(lines) lines, header \(header), chrome \(chrome): \(bar) > \(space)")
          #expect(plan.text.height >= Self.ax5.minimumHeight)
          #expect(plan.text.isScrollEnabled == (content > plan.text.height))
        }
      }
    }
  }

  /// iPhone 15 Pro, SwiftUI's chrome, the reply header and five lines: exactly the space.
  ///
  /// 393 − 32 − 209 − 22 = 130 pt for header and text; the text keeps its one line (79.25,
  /// rounded up to 80 as every text height is) and scrolls, the header is clipped to 50, and the
  /// bar is 152 pt, exactly the space above the keyboard. Unplanned (as the SwiftUI bar was), the
  /// same bar is 22 + 111 + 333 = 466 pt: taller than the screen.
  @Test("Exact figures: iPhone 15 Pro, a reply and five lines")
  func exactFigures() {
    let content = Self.ax5.height(forLineCount: 5)
    let plan = ComposerHeightPlan.plan(
      growth: Self.ax5, contentHeight: content, headerHeight: 111, containerHeight: 393, topInset: 32,
      barBottomOffset: 209, chromeHeight: 22)
    #expect(plan.headerHeight == 50)
    #expect(plan.text.height == 80)
    #expect(plan.text.isScrollEnabled)
    #expect(22 + plan.headerHeight + plan.text.height == 152)
    let unplanned = ComposerHeightPlan.plan(growth: Self.ax5, contentHeight: content, headerHeight: 111)
    #expect(22 + unplanned.headerHeight + unplanned.text.height == 466)
  }

  /// Rest, no keyboard: the bar on the 21-pt home-indicator inset has room for its five lines.
  @Test("At rest in portrait the text grows to its five lines")
  func portraitAtRest() {
    let content = Self.ax5.height(forLineCount: 5)
    let plan = ComposerHeightPlan.plan(
      growth: Self.ax5, contentHeight: content, headerHeight: 111, containerHeight: 852, topInset: 103,
      barBottomOffset: 34, chromeHeight: 22)
    #expect(plan.headerHeight == 111)
    #expect(plan.text.height == 333)
    #expect(!plan.text.isScrollEnabled)
  }
}
