import Foundation
import KeyboardDockCore
import Testing

/// How a header above the text shares the growth cap, with exact heights.
///
/// The text view has 20-pt lines and 8 + 8 insets: 36 pt for one line, 116 pt for its five.
@Suite("Composer header: its share of the growth cap")
struct ComposerHeightPlanTests {
  static let growth = TextGrowthConfiguration(lineHeight: 20)

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var content: CGFloat
    var header: CGFloat
    var available: CGFloat
    var expectedHeader: CGFloat
    var expectedText: CGFloat
    var scrolls: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "no header, two lines", content: 56, header: 0, available: 500, expectedHeader: 0,
      expectedText: 56,
      scrolls: false),
    Row(
      name: "reply header, two lines", content: 56, header: 44, available: 500, expectedHeader: 44,
      expectedText: 56, scrolls: false),
    Row(
      name: "reply header, six lines: the line cap", content: 136, header: 44, available: 500,
      expectedHeader: 44, expectedText: 116, scrolls: true),
    // 150 − 44 = 106 left for the text: below its five lines.
    Row(
      name: "reply header, six lines, 150 available", content: 136, header: 44, available: 150,
      expectedHeader: 44, expectedText: 106, scrolls: true),
    // An iPhone in landscape: 390 − 209 (keyboard) − 13 (chrome) = 168; the text keeps 124.
    Row(
      name: "iPhone landscape, reply header, five lines", content: 116, header: 44, available: 168,
      expectedHeader: 44, expectedText: 116, scrolls: false),
    // A 120-pt link preview in 150: the text keeps its one line (36), the preview gets 114.
    Row(
      name: "link preview taller than the room left", content: 56, header: 120, available: 150,
      expectedHeader: 114, expectedText: 36, scrolls: true),
    Row(
      name: "less room than one line", content: 56, header: 120, available: 20, expectedHeader: 0,
      expectedText: 36, scrolls: true),
    Row(
      name: "no room at all", content: 36, header: 44, available: 0, expectedHeader: 0, expectedText: 36,
      scrolls: false),
    Row(
      name: "NaN header", content: 56, header: .nan, available: 500, expectedHeader: 0, expectedText: 56,
      scrolls: false),
    Row(
      name: "negative header", content: 56, header: -44, available: 500, expectedHeader: 0, expectedText: 56,
      scrolls: false),
    Row(
      name: "infinite header", content: 56, header: .infinity, available: 500, expectedHeader: 0,
      expectedText: 56, scrolls: false),
    Row(
      name: "NaN available: unbounded", content: 136, header: 44, available: .nan, expectedHeader: 44,
      expectedText: 116, scrolls: true),
    Row(
      name: "infinite available", content: 136, header: 300, available: .infinity, expectedHeader: 300,
      expectedText: 116, scrolls: true),
  ]

  @Test("The header's and the text's heights", arguments: rows)
  func plan(row: Row) {
    let plan = ComposerHeightPlan.plan(
      growth: Self.growth, contentHeight: row.content, headerHeight: row.header,
      availableHeight: row.available)
    #expect(plan.headerHeight == row.expectedHeader)
    #expect(plan.text.height == row.expectedText)
    #expect(plan.text.isScrollEnabled == row.scrolls)
  }

  @Test("With no header the plan is the text view's own")
  func noHeader() {
    for available: CGFloat in [20, 36, 100, 150, 500, .infinity] {
      for content: CGFloat in [0, 36, 56, 116, 136, 400] {
        let plan = ComposerHeightPlan.plan(
          growth: Self.growth, contentHeight: content, headerHeight: 0, availableHeight: available)
        #expect(plan.text == Self.growth.plan(contentHeight: content, availableHeight: available))
      }
    }
  }
}
