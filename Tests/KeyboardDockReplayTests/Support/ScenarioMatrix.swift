import Foundation
import KeyboardDockReplay
import Testing

/// Replays scenario JSON under the default matrix of device timing and expects every expectation met
/// and KeyboardDock's largest gap and overlap below `maxGap` and `maxOverlap` points.
func expectBarOnKeyboard(
  scenario text: String, hitchStart: Double, maxGap: Double = 0.5, maxOverlap: Double = 0.5,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let scenario = try ReplayScenario.decode(Data(text.utf8))

  let result = Replay.run(scenario: scenario, under: ReplayConditions.deviceMatrix(hitchStart: hitchStart))

  #expect(result.violations.isEmpty, "\(scenario.name): \(result.violations)", sourceLocation: sourceLocation)
  let keyboardDock = try #require(result.keyboardDock, sourceLocation: sourceLocation)
  #expect(keyboardDock.maxGap < maxGap, "\(scenario.name)", sourceLocation: sourceLocation)
  #expect(keyboardDock.maxOverlap < maxOverlap, "\(scenario.name)", sourceLocation: sourceLocation)
}

/// The conditions of the default matrix a scenario runs under, without the source faults: the
/// device's timing and keyboard physics, where every source tells the truth.
func deviceConditions(for scenario: ReplayScenario) -> [ReplayConditions] {
  Replay.conditions(for: scenario).filter(\.faults.isEmpty)
}

/// Every built-in scenario under the whole default matrix, faults included, replayed once for all
/// the suites that read it (the fault table, the goldens).
enum DefaultMatrixResults {
  /// One result per built-in, in ``ReplayScenario/builtIns``'s order, replayed on every core: the
  /// suites that read it wait for it, so it does not hold the test run to one core meanwhile.
  static let all: [ReplayScenarioResult] = valuesOnEveryCore(count: ReplayScenario.builtIns.count) { index in
    let scenario = ReplayScenario.builtIns[index]
    return Replay.run(scenario: scenario, under: Replay.conditions(for: scenario))
  }

  /// The built-in called `name` under the device conditions alone (``deviceConditions(for:)``):
  /// its runs with no source fault, in the order they ran.
  static func deviceResult(named name: String) -> ReplayScenarioResult? {
    guard let index = ReplayScenario.builtIns.firstIndex(where: { $0.name == name }) else { return nil }
    let runs = all[index].runs.filter { $0.recording.conditions?.faults.isEmpty ?? true }
    return runs.isEmpty ? nil : ReplayScenarioResult(runs: runs)
  }
}
