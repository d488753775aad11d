import Foundation
import KeyboardDockCore
import KeyboardDockTrace

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

/// The records a run delivers, in order, from a timeline's array or its trace file.
///
/// A file's `shown` records are left out: they are measurements, which nothing replays.
///
/// A file that stops reading during a run (changed since the timeline checked it) ends the
/// records there and sets ``failure``.
struct ReplayRecordCursor {
  private let records: [KeyboardTraceRecord]
  private var index = 0
  private var reader: KeyboardTraceReader?
  private var addsTurns = false
  private var upcoming: KeyboardTraceRecord?
  private var isTurn = false
  /// The record to deliver next, or `nil` when none is left.
  private(set) var head: KeyboardTraceRecord?
  /// Why the file stopped early, if it did.
  private(set) var failure: KeyboardTraceError?

  init(_ timeline: ReplayTimeline) {
    records = timeline.records
    guard let file = timeline.traceFile else {
      head = records.first
      return
    }
    do {
      reader = try KeyboardTraceReader(contentsOf: file.url)
    } catch {
      failure = error as? KeyboardTraceError
      return
    }
    addsTurns = file.addsTurns
    head = pull()
    if addsTurns { upcoming = pull() }
  }

  /// Moves to the next record.
  mutating func advance() {
    guard reader != nil else {
      index += 1
      head = index < records.count ? records[index] : nil
      return
    }
    guard addsTurns else {
      head = pull()
      return
    }
    // After each run of records with the same time, an `endTurn` at that time.
    if !isTurn, let current = head, upcoming?.time != current.time {
      head = .endTurn(time: current.time)
      isTurn = true
      return
    }
    isTurn = false
    head = upcoming
    if head != nil { upcoming = pull() }
  }

  private mutating func pull() -> KeyboardTraceRecord? {
    guard failure == nil, let reader else { return nil }
    do {
      while let record = try reader.next() {
        if case .shown = record { continue }
        return record
      }
      return nil
    } catch {
      failure =
        error as? KeyboardTraceError
        ?? KeyboardTraceError(line: reader.lineNumber, field: nil, expected: "a readable file")
      return nil
    }
  }
}
