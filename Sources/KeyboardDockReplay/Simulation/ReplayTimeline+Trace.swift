import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayTimeline {
  /// The most marks a trace's timeline keeps for the report: 10,000.
  ///
  /// Later notifications, container changes and the like replay as usual but are not labelled.
  package static let maximumTraceMarks = 10_000

  /// The timeline of a recorded trace.
  ///
  /// It holds the records as they are, from the first record's time until 0.75 s after the last.
  /// The bar's height comes from the header (52 pt if absent); traces have no scroll view or
  /// growing-text set-up, so `text` records only mark the timeline. `shown` records are
  /// measurements, not inputs: they go to ``measurement`` instead of ``records``. A trace without
  /// any `endTurn` record gets one after each run of records with the same time, so that a hide
  /// still takes effect at the end of its run-loop turn (see *How the iOS keyboard behaves*,
  /// "Field switches").
  public init(trace: KeyboardTrace, name: String) {
    var scan = TraceScan(header: trace.header)
    for record in trace.records { scan.add(record) }
    self = scan.timeline(name: name)
    let inputs = trace.records.lazy.filter { if case .shown = $0 { false } else { true } }
    records = Array(IteratorSequence(TraceTurnEnds(inputs.makeIterator(), addsTurns: !scan.hasTurns)))
  }

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
    var scan = TraceScan(header: reader.header)
    while let record = try reader.next() { scan.add(record) }
    self = scan.timeline(name: name)
    traceFile = ReplayTraceFile(
      url: url, addsTurns: !scan.hasTurns, changesContainerSize: scan.changesContainerSize)
  }
}

/// A trace file that a timeline streams instead of holding its records.
///
/// Reading the timeline checks the whole file once and keeps only what the run needs up front
/// (the times, whether the trace has `endTurn` records, whether the container's size changes);
/// each run reads the file again record by record, so memory stays bounded whatever its length.
package struct ReplayTraceFile: Sendable, Equatable {
  /// The file.
  package var url: URL
  /// `true` when the trace has no `endTurn` record, so that one follows each run of records with
  /// the same time.
  package var addsTurns: Bool
  /// `true` when a `container` record changes the container's size.
  package var changesContainerSize: Bool
}

/// What a trace's timeline needs from its records, read once in file order: the times, the marks,
/// the measurement, whether it has `endTurn` records and whether the container's size changes.
private struct TraceScan {
  private let header: KeyboardTraceHeader
  private let dock: ScenarioDock
  private var measured: ReplayMeasurementBuilder
  private var first: Double?
  private var last = 0.0
  private var marks: [(time: Double, label: String)] = []
  private(set) var hasTurns = false
  private(set) var changesContainerSize = false

  init(header: KeyboardTraceHeader) {
    self.header = header
    dock = ScenarioDock(barHeight: header.barHeight ?? 52)
    measured = ReplayMeasurementBuilder(header: header)
  }

  mutating func add(_ record: KeyboardTraceRecord) {
    measured.add(record)
    if first == nil { first = record.time }
    last = record.time
    var label: String?
    switch record {
    case .notification(let note) where note.kind.isWill: label = note.kind.rawValue
    case .container(_, let container):
      label = "container"
      if container.frameInScreen.size != header.container.frameInScreen.size { changesContainerSize = true }
    case .foreground: label = "foreground"
    case .text: label = "text"
    case .endTurn: hasTurns = true
    default: break
    }
    if let label, marks.count < ReplayTimeline.maximumTraceMarks { marks.append((record.time, label)) }
  }

  /// The timeline, without records.
  mutating func timeline(name: String) -> ReplayTimeline {
    let start = first ?? 0
    let device = [header.device, header.system].compactMap { $0 }.joined(separator: ", ")
    var timeline = ReplayTimeline(
      name: name, title: device.isEmpty ? "Recorded trace" : "Recorded trace (\(device))",
      startTime: start, endTime: last + 0.75, container: header.container, system: header.system,
      dock: dock, records: [], marks: marks.map { ReplayMark(time: $0.time - start, label: $0.label) })
    timeline.measurement = measured.finished(startTime: start)
    return timeline
  }
}

/// A trace's records with an `endTurn` after each run of records with the same time, for a trace
/// recorded without any, so that a hide still takes effect at the end of its run-loop turn (see
/// *How the iOS keyboard behaves*, "Field switches").
///
/// With `addsTurns` false it passes the records through. It reads one record ahead of what it
/// returns.
struct TraceTurnEnds<Records: IteratorProtocol>: IteratorProtocol
where Records.Element == KeyboardTraceRecord {
  /// The records read.
  private(set) var records: Records
  private let addsTurns: Bool
  private var upcoming: KeyboardTraceRecord?
  private var hasStarted = false
  /// The time of the `endTurn` to return next, if one is due.
  private var turnEnd: Double?

  init(_ records: Records, addsTurns: Bool) {
    self.records = records
    self.addsTurns = addsTurns
  }

  mutating func next() -> KeyboardTraceRecord? {
    guard addsTurns else { return records.next() }
    if !hasStarted {
      hasStarted = true
      upcoming = records.next()
    }
    if let time = turnEnd {
      turnEnd = nil
      return .endTurn(time: time)
    }
    guard let record = upcoming else { return nil }
    upcoming = records.next()
    if upcoming?.time != record.time { turnEnd = record.time }
    return record
  }
}
