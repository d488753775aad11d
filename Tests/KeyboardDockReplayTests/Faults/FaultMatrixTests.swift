import Foundation
import Testing

@testable import KeyboardDockReplay

/// The default matrix's source faults over every built-in scenario: which strategies each fault
/// breaks, measured against the true keyboard.
@Suite("Source faults: the default matrix")
struct FaultMatrixTests {
  /// Every built-in under the default matrix, the faults included, once for the suite.
  static let results = ReplayScenario.builtIns.map { scenario in
    Replay.run(scenario: scenario, under: Replay.conditions(for: scenario))
  }
  static let rows = ReplayFaultTable.rows(results)

  static func row(_ fault: ReplaySourceFault) throws -> ReplayFaultTable.Row {
    try #require(rows.first { $0.label == fault.label })
  }

  /// The printed cells of the handler models, which no engine code places.
  ///
  /// They are the animation in the handler that follows the per-frame source as
  /// `UIKeyboardLayoutGuide` does, its linear-curve, no-frame-tracking and 34 pt variants. A fault
  /// that breaks one names the mechanism it fools.
  static let handlerCells: [(ReplaySourceFault, Int, [String])] = [
    (.guideAtBottom, 24, ["18.8/378.0!", "–", "–", "32.0/364.0!"]),
    (.guideAboveKeyboard(offset: 30), 23, ["172.0/0.0!", "–", "–", "172.0/0.0!"]),
    (.hostEndAhead, 23, ["18.5/378.0!", "–", "–", "31.4/364.0!"]),
    (.endFrameEveryTick, 26, ["–", "–", "–", "–"]),
    (.emptyEndFrames, 27, ["–", "–", "–", "–"]),
    (.activationMidMotion, 26, ["–", "–", "–", "–"]),
    (.spuriousInteractive, 27, ["226.0/0.0!", "–", "–", "226.0/0.0!"]),
    (.phantomFrameChange, 24, ["400.0/0.0!", "257.0/0.0!", "400.0/0.0!", "378.0/0.0!"]),
    (.bouncingFrames, 27, ["–", "–", "–", "–"]),
    (.staleDid, 4, ["–", "–", "–", "–"]),
  ]

  static func printed(_ cell: ReplayFaultTable.Cell) -> String {
    guard cell.breaks else { return "–" }
    return "\(ReplayFormat.points(cell.maxGap))/\(ReplayFormat.points(cell.maxOverlap))!"
  }

  @Test func everyFaultOfTheMatrixRuns() {
    #expect(Self.rows.map(\.label) == Self.handlerCells.map(\.0.label))
    #expect(ReplayConditions.matrixFaults.map(\.faults).flatMap { $0 }.count == 10)
  }

  /// The guide-trusting handler model falls under the keyboard where iOS 27's guide drops to the
  /// screen's bottom; the model that follows no per-frame source does not.
  @Test(arguments: handlerCells)
  func whichHandlerModelsAFaultBreaks(fault: ReplaySourceFault, scenarios: Int, cells: [String]) throws {
    let row = try Self.row(fault)
    #expect(row.scenarios == scenarios)
    #expect(row.cells[3...6].map(Self.printed) == cells)
  }

  /// KeyboardDock within 0.5 pt of the true keyboard under every fault, in every scenario the
  /// fault changes: the core's arbiter decides which source to believe (issue 34).
  @Test(arguments: ReplaySourceFault.allFaults)
  func keyboardDockStaysOnTheTrueKeyboard(fault: ReplaySourceFault) throws {
    let cell = try Self.row(fault).cells[0]
    let figure = "\(ReplayFormat.points(cell.maxGap))/\(ReplayFormat.points(cell.maxOverlap))"
    #expect(cell.maxGap <= 0.5 && cell.maxOverlap <= 0.5, "\(fault.label): \(figure)")
    #expect(!cell.breaks)
  }
}
