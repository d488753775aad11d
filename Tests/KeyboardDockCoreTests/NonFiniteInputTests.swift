import Foundation
import KeyboardDockCore
import Testing

/// Extreme input gives a documented fallback, never a trap.
///
/// Text growth and the scroll range are pure arithmetic on caller-supplied numbers.
@Suite("Extreme input never traps")
struct NonFiniteInputTests {
  @Test(arguments: [
    // (line height, vertical inset, content height) → (height, scrolls, lines)
    // A vanishing line height caps the view at its insets, 16 pt: 36 pt of text scrolls.
    (CGFloat(1e-300), CGFloat(16), CGFloat(36), CGFloat(16), true, Int(Int32.max)),
    (CGFloat(20), CGFloat.infinity, CGFloat(100), CGFloat(100), false, 5),
    (CGFloat(20), CGFloat(16), CGFloat(1e300), CGFloat(116), true, Int(Int32.max)),
    (CGFloat(20), CGFloat.nan, CGFloat(40), CGFloat(40), false, 2),
  ])
  func textGrowth(
    lineHeight: CGFloat, inset: CGFloat, content: CGFloat, height: CGFloat, scrolls: Bool, lines: Int
  ) {
    let plan = TextGrowthConfiguration(lineHeight: lineHeight, verticalInset: inset).plan(
      contentHeight: content)
    #expect(plan.height == height)
    #expect(plan.isScrollEnabled == scrolls)
    #expect(plan.lineCount == lines)
  }

  @Test func nanInsetsGiveAnOffsetRangeFromZero() {
    // Given NaN top insets (content 2000, bounds 844, bottom inset 34)
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentInset: DockEdgeInsets(top: .nan, bottom: 34), adjustmentBehavior: .never)

    // Then the range starts at 0 and ends where the content's bottom meets the inset
    #expect(geometry.verticalOffsetRange == 0...1190)
    var adjuster = ScrollInsetAdjuster()
    let plan = adjuster.plan(for: geometry, obstruction: 336)
    #expect(plan.contentInset.bottom == 370)
    #expect(
      RevealPlanner.offset(revealing: CGRect(x: 0, y: 100, width: 390, height: 44), in: geometry) == nil)
  }
}
