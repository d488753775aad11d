import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// A trace without `endTurn` records gets one after each run of records with the same time, the
/// same way whether the trace is held whole or streamed from its file.
@Suite("Trace: ends of turns added to a trace without them")
struct TraceTurnEndsTests {
  static let records: [KeyboardTraceRecord] = [
    .text(time: 1, contentHeight: 36), .text(time: 1, contentHeight: 56), .text(time: 2, contentHeight: 76),
  ]

  @Test func anEndOfTurnFollowsEachRunOfEqualTimes() {
    let added = Array(IteratorSequence(TraceTurnEnds(Self.records.makeIterator(), addsTurns: true)))
    #expect(
      added == [
        .text(time: 1, contentHeight: 36), .text(time: 1, contentHeight: 56), .endTurn(time: 1),
        .text(time: 2, contentHeight: 76), .endTurn(time: 2),
      ])
  }

  @Test func aTraceWithEndsOfTurnsPassesThrough() {
    let passed = Array(IteratorSequence(TraceTurnEnds(Self.records.makeIterator(), addsTurns: false)))
    #expect(passed == Self.records)
  }

  @Test func noRecordsGiveNoEndOfTurn() {
    var none = TraceTurnEnds([KeyboardTraceRecord]().makeIterator(), addsTurns: true)
    #expect(none.next() == nil)
  }

  /// The whole trace's timeline and the streamed file's deliver the same records.
  @Test func wholeAndStreamedTracesDeliverTheSame() throws {
    let header = KeyboardTraceHeader(
      container: KeyboardContainer.fullScreen(width: 390, height: 844, safeAreaInsets: .zero))
    let trace = KeyboardTrace(header: header, records: Self.records)
    let text = ReplayBenchmark.jsonLines(trace)
    let whole = ReplayTimeline(trace: try KeyboardTraceParser.parse(text), name: "t")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("turn-ends-\(UUID()).jsonl")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var cursor = ReplayRecordCursor(try ReplayTimeline(traceFile: url, name: "t"))
    var streamed: [KeyboardTraceRecord] = []
    while let record = cursor.head {
      streamed.append(record)
      cursor.advance()
    }
    #expect(streamed == whole.records)
    #expect(whole.records.count == 5)
  }
}
