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
  func conditions(_ own: ReplayConditions?) -> [ReplayConditions] {
    own.map { [$0] }
      ?? ReplayConditions.defaultMatrix(hitchStart: midShowTime).filter { conditions in
        conditions.faults.allSatisfy {
          !withoutFaults.contains($0.name) && isChanged(by: $0, conditions: conditions)
        }
      }
  }
}
