import Testing

@testable import KeyboardDockReplay

@Suite("The table's condition legend")
struct ConditionLegendTests {
  @Test(arguments: [
    (0, "a"), (13, "n"), (25, "z"), (26, "aa"), (27, "ab"), (51, "az"), (52, "ba"), (701, "zz"),
  ])
  func letters(index: Int, letter: String) {
    #expect(ConditionLegend.letter(index) == letter)
  }

  @Test func conditionsOfSingleRunsGetNoLetter() {
    let conditions = ReplayConditions(commitLatency: 0.016, frameRate: 60)
    #expect(ConditionLegend([]).isEmpty)
    #expect(ConditionLegend([]).letter(for: conditions) == "?")
    #expect(ConditionLegend([]).lines(width: 118) == ["Conditions:"])
  }
}
