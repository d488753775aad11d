import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayTimeline {
  /// The timeline of a recorded trace.
  ///
  /// It holds the records as they are, from the first record's time until 0.75 s after the last. The bar's
  /// height comes from the header (52 pt if absent); traces have no scroll view or growing-text set-up, so
  /// `text` records only mark the timeline. `shown` records are measurements, not inputs: they go to
  /// ``measurement`` instead of ``records``. A trace without any `endTurn` record gets one after each run of
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
    let dock = ScenarioDock(barHeight: trace.header.barHeight ?? 52)
    var measured = ReplayMeasurementBuilder(
      container: trace.header.container, configuration: dock.configuration)
    for record in trace.records { measured.add(record) }
    let inputs = trace.records.filter { if case .shown = $0 { false } else { true } }
    self.init(
      name: name, title: device.isEmpty ? "Recorded trace" : "Recorded trace (\(device))", startTime: start,
      endTime: last + 0.75, container: trace.header.container, system: trace.header.system, dock: dock,
      records: Self.withTurns(inputs),
      marks: marks)
    measurement = measured.finished(startTime: start)
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

extension ReplayTimeline {
  /// The most marks a streamed trace's timeline keeps for the report: 10,000.
  ///
  /// Later notifications, container changes and the like replay as usual but are not labelled.
  package static let maximumTraceMarks = 10_000

  /// The timeline of the trace file at `url`, read record by record.
  ///
  /// Reads the whole file once to check it and to find its times (the same timeline as
  /// ``init(trace:name:)`` gives for the parsed trace); a run then reads the file again. Holds
  /// no record array: memory stays bounded by the reader's line cap, the marks (at most
  /// ``maximumTraceMarks``) and what the run records per frame.
  ///
  /// - Throws: The reader's ``KeyboardTraceError``, naming the line and field.
  package init(traceFile url: URL, name: String) throws {
    let reader = try KeyboardTraceReader(contentsOf: url)
    let header = reader.header
    var first: Double?
    var last = 0.0
    var hasTurns = false
    var changesSize = false
    var marks: [ReplayMark] = []
    var marked: [(time: Double, label: String)] = []
    let dock = ScenarioDock(barHeight: header.barHeight ?? 52)
    var measured = ReplayMeasurementBuilder(container: header.container, configuration: dock.configuration)
    while let record = try reader.next() {
      measured.add(record)
      if first == nil { first = record.time }
      last = record.time
      var label: String?
      switch record {
      case .notification(let note) where note.kind.isWill: label = note.kind.rawValue
      case .container(_, let container):
        label = "container"
        if container.frameInScreen.size != header.container.frameInScreen.size { changesSize = true }
      case .foreground: label = "foreground"
      case .text: label = "text"
      case .endTurn: hasTurns = true
      default: break
      }
      if let label, marked.count < Self.maximumTraceMarks { marked.append((record.time, label)) }
    }
    let start = first ?? 0
    marks = marked.map { ReplayMark(time: $0.time - start, label: $0.label) }
    let device = [header.device, header.system].compactMap { $0 }.joined(separator: ", ")
    self.init(
      name: name, title: device.isEmpty ? "Recorded trace" : "Recorded trace (\(device))", startTime: start,
      endTime: last + 0.75, container: header.container, system: header.system, dock: dock, records: [],
      marks: marks)
    traceFile = ReplayTraceFile(url: url, addsTurns: !hasTurns, changesContainerSize: changesSize)
    measurement = measured.finished(startTime: start)
  }
}
