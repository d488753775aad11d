import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayTimeline {
  /// The timeline of a recorded trace.
  ///
  /// It holds the records as they are, from the first record's time until 0.75 s after the last. The bar's
  /// height comes from the header (52 pt if absent); traces have no scroll view or growing-text set-up, so
  /// `text` records only mark the timeline. A trace without any `endTurn` record gets one after each run of
  /// records with the same time, so that a hide still takes effect at the end of its run-loop turn (see *How
  /// the iOS keyboard behaves*, "Field switches").
  public init(trace: KeyboardTrace, name: String) {
    let start = trace.records.first?.time ?? 0
    let last = trace.records.last?.time ?? start
    var marks: [ReplayMark] = []
    for record in trace.records {
      switch record {
      case .notification(let note) where note.kind.isWill:
        marks.append(ReplayMark(time: note.timestamp - start, label: note.kind.rawValue))
      case .container(let time, _):
        marks.append(ReplayMark(time: time - start, label: "container"))
      case .foreground(let time, _):
        marks.append(ReplayMark(time: time - start, label: "foreground"))
      case .text(let time, _):
        marks.append(ReplayMark(time: time - start, label: "text"))
      default:
        break
      }
    }
    let device = [trace.header.device, trace.header.system].compactMap { $0 }.joined(separator: ", ")
    self.init(
      name: name, title: device.isEmpty ? "Recorded trace" : "Recorded trace (\(device))", startTime: start,
      endTime: last + 0.75, container: trace.header.container,
      dock: ScenarioDock(barHeight: trace.header.barHeight ?? 52), records: Self.withTurns(trace.records),
      marks: marks)
  }

  private static func withTurns(_ records: [KeyboardTraceRecord]) -> [KeyboardTraceRecord] {
    guard !records.contains(where: { if case .endTurn = $0 { true } else { false } }) else { return records }
    var result: [KeyboardTraceRecord] = []
    result.reserveCapacity(records.count * 2)
    for (index, record) in records.enumerated() {
      result.append(record)
      if index + 1 == records.count || records[index + 1].time != record.time {
        result.append(.endTurn(time: record.time))
      }
    }
    return result
  }
}
