import Foundation
import KeyboardDockCore
import Testing

/// Revealing a field above the keyboard: the whole rectangle plus a margin.
///
/// It is checked against what is visible now, with the insets as they are (see *How the iOS keyboard
/// behaves*, "Scroll-view insets").
@Suite("Reveal planner")
struct RevealPlannerTests {
  /// Device A's 2000-pt form with the keyboard's inset applied.
  ///
  /// Adjusted insets are top 47 and bottom 34 + 302 = 336, so the visible content runs from offset + 47 to
  /// offset + 508 (461 tall).
  static func form(offsetY: CGFloat = 0, keyboardInset: CGFloat = 302, width: CGFloat = 390)
    -> ScrollViewGeometry
  {
    ScrollViewGeometry(
      contentSize: CGSize(width: width, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offsetY), contentInset: DockEdgeInsets(bottom: keyboardInset),
      safeAreaInsets: DeviceA.safeArea)
  }

  /// A rectangle to reveal and the offset expected, worked out by hand.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let rect: CGRect
    let scrollView: ScrollViewGeometry
    let margin: CGFloat
    let expected: CGPoint?
    var testDescription: String { name }
  }

  @Test(
    "Scrolls just enough for the whole rectangle and its margin",
    arguments: [
      // Below the visible area: 600 + 44 + 8 − 508 = 144.
      Row(
        name: "field under the keyboard", rect: CGRect(x: 16, y: 600, width: 358, height: 44),
        scrollView: form(), margin: 8, expected: CGPoint(x: 0, y: 144)),
      // Its origin is visible, which is all Apple's listing checks; its bottom is not: 532 − 508.
      Row(
        name: "origin visible, bottom hidden", rect: CGRect(x: 16, y: 480, width: 358, height: 44),
        scrollView: form(), margin: 8, expected: CGPoint(x: 0, y: 24)),
      Row(
        name: "already visible", rect: CGRect(x: 16, y: 100, width: 358, height: 44),
        scrollView: form(), margin: 8, expected: nil),
      // Scrolled past it to 700 (visible 747…1208): back to 600 − 8 − 47 = 545.
      Row(
        name: "above the visible area", rect: CGRect(x: 16, y: 600, width: 358, height: 44),
        scrollView: form(offsetY: 700), margin: 8, expected: CGPoint(x: 0, y: 545)),
      // 600 + 16 > 461: align its top, 900 − 8 − 47 = 845.
      Row(
        name: "taller than the visible area", rect: CGRect(x: 16, y: 900, width: 358, height: 600),
        scrollView: form(), margin: 8, expected: CGPoint(x: 0, y: 845)),
      // Without the keyboard's inset the field is visible (it ends at 652 < 810).
      Row(
        name: "uses the insets as they are", rect: CGRect(x: 16, y: 600, width: 358, height: 44),
        scrollView: form(keyboardInset: 0), margin: 8, expected: nil),
      // 2002 − 508 = 1494, clamped to the end of the content, 2000 + 336 − 844 = 1492.
      Row(
        name: "clamped to the scrollable range", rect: CGRect(x: 16, y: 1950, width: 358, height: 44),
        scrollView: form(), margin: 8, expected: CGPoint(x: 0, y: 1492)),
      Row(
        name: "no margin", rect: CGRect(x: 16, y: 600, width: 358, height: 44),
        scrollView: form(), margin: 0, expected: CGPoint(x: 0, y: 136)),
      // Horizontally: 800 + 100 + 8 − 390 = 518 in 1000-wide content.
      Row(
        name: "horizontal", rect: CGRect(x: 800, y: 100, width: 100, height: 44),
        scrollView: form(width: 1000), margin: 8, expected: CGPoint(x: 518, y: 0)),
    ])
  func reveal(row: Row) {
    #expect(RevealPlanner.offset(revealing: row.rect, margin: row.margin, in: row.scrollView) == row.expected)
  }

  @Test("The default margin is 8")
  func defaultMargin() {
    #expect(
      RevealPlanner.offset(revealing: CGRect(x: 16, y: 600, width: 358, height: 44), in: Self.form())
        == CGPoint(x: 0, y: 144))
  }

  @Test("Unusable rectangles and margins reveal nothing")
  func badInput() {
    let form = Self.form()
    #expect(
      RevealPlanner.offset(revealing: CGRect(x: 16, y: CGFloat.nan, width: 358, height: 44), in: form) == nil)
    #expect(
      RevealPlanner.offset(
        revealing: CGRect(x: 16, y: 600, width: 358, height: 44), margin: .infinity, in: form) == nil)
    #expect(RevealPlanner.offset(revealing: .null, in: form) == nil)
  }

  @Test("Revealed after planning the keyboard's insets: the field ends up above the keyboard")
  func afterInsetPlan() {
    // Given the form without the keyboard, and the field at 600…644.
    var adjuster = ScrollInsetAdjuster()
    let before = Self.form(keyboardInset: 0)
    // When the keyboard's insets are planned and applied, then the field revealed.
    let after = adjuster.plan(for: before, obstruction: 336).applied(to: before)
    let offset = RevealPlanner.offset(revealing: CGRect(x: 16, y: 600, width: 358, height: 44), in: after)
    // Then its bottom and margin sit at the keyboard's top: 652 − 144 = 508 = 844 − 336.
    #expect(offset == CGPoint(x: 0, y: 144))
  }
}
