import Foundation
import KeyboardDockTrace

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
