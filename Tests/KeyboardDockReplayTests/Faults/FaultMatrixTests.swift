import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The default matrix's source faults over every built-in scenario: which strategies each fault
/// breaks, measured against the true keyboard.
@Suite("Source faults: the default matrix")
struct FaultMatrixTests {
  /// Every built-in under the default matrix, the faults included: the replay this suite shares
  /// with the golden figures (`DefaultMatrixResults`).
  static let results = DefaultMatrixResults.all
  static let rows = ReplayFaultTable.rows(results)

  static func row(_ fault: ReplaySourceFault) throws -> ReplayFaultTable.Row {
    try #require(rows.first { $0.label == fault.kindLabel })
  }

  /// The printed cells of the handler models, which no engine code places.
  ///
  /// They are the animation in the handler that follows the per-frame source as
  /// `UIKeyboardLayoutGuide` does, its linear-curve, no-frame-tracking and 34 pt variants. A fault
  /// that breaks one names the mechanism it fools.
  static let handlerCells: [(ReplaySourceFault, Int, [String])] = [
    (.guideAtBottom(), 68, ["32.8/416.0!", "–", "–", "32.8/416.0!"]),
    (.guideAboveKeyboard(), 78, ["292.0/0.0!", "–", "–", "292.0/0.0!"]),
    (.hostEndAhead(), 84, ["17.5/378.0!", "–", "–", "29.8/364.0!"]),
    (.endFrameEveryTick(), 93, ["122.1/0.0!", "–", "122.1/0.0!", "125.1/0.0!"]),
    (.emptyEndFrames(), 96, ["–", "–", "–", "–"]),
    (.activationMidMotion(), 81, ["–", "–", "–", "–"]),
    (.spuriousInteractive(), 96, ["180.0/0.0!", "–", "–", "180.0/0.0!"]),
    (.phantomFrameChange(), 80, ["400.0/0.0!", "326.0/0.0!", "400.0/0.0!", "378.0/0.0!"]),
    (.bouncingFrames(), 96, ["–", "–", "–", "–"]),
    (.staleDid(), 24, ["–", "–", "–", "–"]),
  ]

  static func printed(_ cell: ReplayFaultTable.Cell) -> String {
    guard cell.breaks else { return "–" }
    return "\(ReplayFormat.points(cell.maxGap))/\(ReplayFormat.points(cell.maxOverlap))!"
  }

  @Test func everyFaultOfTheMatrixRuns() {
    #expect(Self.rows.map(\.label) == Self.handlerCells.map(\.0.kindLabel))
    #expect(ReplayConditions.matrixFaults().map(\.faults).flatMap { $0 }.count == 30)
  }

  /// Every level of every fault meets every device timing of the matrix (0, 4, 16, 33 ms at 60
  /// and 120 Hz) over the built-ins' rotations, and no system of iOS 26 or later runs the pre-26
  /// spring.
  @Test func everyLevelMeetsEveryTiming() {
    var met: [String: Set<String>] = [:]
    for rotation in ReplayScenario.builtIns.indices {
      for conditions in ReplayConditions.matrixFaults(rotation: rotation) {
        let fault = conditions.faults[0]
        met[fault.name, default: []].insert("\(fault) \(conditions.commitLatency) \(conditions.frameRate)")
      }
    }
    #expect(met.count == 10)
    #expect(met.values.allSatisfy { $0.count == 24 })
    for scenario in ReplayScenario.builtIns {
      for conditions in Replay.conditions(for: scenario) {
        let system = (conditions.system ?? scenario.system).flatMap(SystemVersion.init(parsing:))
        if let system, system >= SystemVersion(26) { #expect(conditions.keyboardSpring != .keyboard) }
      }
    }
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
