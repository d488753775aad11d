import Foundation
import KeyboardDockCore

extension ReplayTimeline {
  /// Where the default matrix's hitch starts, in seconds from ``startTime``:
  /// ``ReplayConditions/matrixHitchDelay`` after the first `willShow` notification, or halfway
  /// through the timeline when nothing shows the keyboard.
  public var midShowTime: Double {
    for record in records {
      if case .notification(let note) = record, note.kind == .willShow, note.timestamp.isFinite {
        return note.timestamp - startTime + ReplayConditions.matrixHitchDelay
      }
    }
    return max(0, endTime - startTime) / 2
  }

  /// The conditions this timeline runs under by default: the scenario's own, or the default
  /// matrix, without the source faults that change nothing in this timeline (a fault set off by
  /// a drag, in a scenario with none) and those the scenario leaves out (``withoutFaults``).
  ///
  /// No device is impossible: where the system the device reports (the condition's, else the
  /// scenario's) is iOS 26 or later, a condition with the pre-26 spring runs iOS 26's, and a
  /// condition that then repeats an earlier one runs once.
  func conditions(_ own: ReplayConditions?) -> [ReplayConditions] {
    if let own { return [own] }
    var matrix: [ReplayConditions] = []
    for var conditions in ReplayConditions.defaultMatrix(hitchStart: midShowTime, rotation: matrixRotation) {
      guard
        conditions.faults.allSatisfy({
          !withoutFaults.contains($0.name) && isChanged(by: $0, conditions: conditions)
        })
      else { continue }
      conditions = conditions.withOwnSpring(scenarioSystem: system)
      if !matrix.contains(conditions) { matrix.append(conditions) }
    }
    return matrix
  }

  /// Which timing the matrix's faults run under (``ReplayConditions/matrixFaults(rotation:)``):
  /// the scenario's position among the built-ins, or for another scenario a number drawn from its
  /// name (the sum of its characters' scalars), so that a run is the same on every machine.
  var matrixRotation: Int {
    if let index = ReplayScenario.builtIns.firstIndex(where: { $0.name == name }) { return index }
    return name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 8 }
  }
}

extension ReplayConditions {
  /// These conditions with iOS 26's spring in place of the pre-26 one where the device reports
  /// iOS 26 or later (its own `system`, else `scenarioSystem`): no such device runs the old spring.
  func withOwnSpring(scenarioSystem: String?) -> ReplayConditions {
    let reported = (system ?? scenarioSystem).flatMap(SystemVersion.init(parsing:))
    guard keyboardSpring == .keyboard, let reported, reported >= .iOS26 else { return self }
    var conditions = self
    conditions.keyboardSpring = .iOS26
    return conditions
  }
}
