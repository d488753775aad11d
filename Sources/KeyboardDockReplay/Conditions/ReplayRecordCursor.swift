import Foundation
import KeyboardDockTrace

/// The records a run delivers, in order, from a timeline's array or its trace file, for
/// ``MainThreadSchedule``.
///
/// A file's `shown` records are left out: they are measurements, which nothing replays. A file
/// that stops reading during a run (changed since the timeline checked it) ends the records there
/// and sets ``failure``.
struct ReplayRecordCursor {
  private var records: IndexingIterator<[KeyboardTraceRecord]>
  private let audiences: [ReplayRecordAudience]
  private var index = -1
  private var file: TraceTurnEnds<TraceFileRecords>?
  /// The record to deliver next, or `nil` when none is left.
  private(set) var head: KeyboardTraceRecord?
  /// Who ``head`` is for: the keyboard, the strategies, or both.
  var headAudience: ReplayRecordAudience {
    index >= 0 && index < audiences.count ? audiences[index] : .everyone
  }
  private var openingFailure: KeyboardTraceError?

  init(_ timeline: ReplayTimeline) {
    records = timeline.records.makeIterator()
    audiences = timeline.audiences
    if let traceFile = timeline.traceFile {
      do {
        let reader = try KeyboardTraceReader(contentsOf: traceFile.url)
        file = TraceTurnEnds(TraceFileRecords(reader: reader), addsTurns: traceFile.addsTurns)
      } catch {
        openingFailure = error as? KeyboardTraceError
        return
      }
    }
    advance()
  }

  /// Why the file stopped early, if it did.
  var failure: KeyboardTraceError? { openingFailure ?? file?.records.failure }

  /// Moves to the next record.
  mutating func advance() {
    index += 1
    head = file != nil ? file?.next() : records.next()
  }
}

/// A trace file's records after the header, without its `shown` records; a read error ends them
/// and is kept in ``failure``.
private struct TraceFileRecords: IteratorProtocol {
  let reader: KeyboardTraceReader
  private(set) var failure: KeyboardTraceError?

  init(reader: KeyboardTraceReader) {
    self.reader = reader
  }

  mutating func next() -> KeyboardTraceRecord? {
    guard failure == nil else { return nil }
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
