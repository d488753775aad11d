import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

/// The `shown` record: where the keyboard and the bar were shown on a display frame, measured on the
/// device; read and written like every other record, refused with the same messages.
@Suite("Trace format: the shown record")
struct ShownRecordTests {
  static func trace(_ lines: String...) -> String {
    ([TraceLines.header] + lines).joined(separator: "\n") + "\n"
  }

  @Test func encodesAndParsesBack() throws {
    let record = KeyboardTraceRecord.shown(
      time: 1.0125, KeyboardShownFrame(keyboardOverlap: 144.33333333333334, barBottom: 144.5))
    let line = try record.jsonLine()
    #expect(
      line == #"{"barBottom":144.5,"keyboardOverlap":144.33333333333334,"t":1.0125,"type":"shown"}"#)
    #expect(try KeyboardTraceParser.parse(Self.trace(line)).records == [record])
    #expect(record.typeName == "shown")
    #expect(record.time == 1.0125)
    #expect(KeyboardTraceRecord.typeNames.suffix(3) == ["shown", "pan", "responder"])
  }

  @Test func decodesThroughCodable() throws {
    let data = Data(#"{"t":2,"type":"shown","keyboardOverlap":336,"barBottom":336}"#.utf8)
    #expect(
      try JSONDecoder().decode(KeyboardTraceRecord.self, from: data)
        == .shown(time: 2, KeyboardShownFrame(keyboardOverlap: 336, barBottom: 336)))
  }

  @Test func aTraceWithoutShownRecordsStaysValid() throws {
    let trace = try KeyboardTraceParser.parse(Self.trace(TraceLines.willShow, #"{"t":1.0,"type":"endTurn"}"#))
    #expect(trace.records.count == 2)
  }

  @Test(arguments: [
    (
      #"{"t":1,"type":"shown","keyboardOverlap":-1,"barBottom":34}"#,
      "line 2: keyboardOverlap: expected a keyboard overlap from 0 to 1000000 pt, found -1"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":34,"barBottom":-0.5}"#,
      "line 2: barBottom: expected a bar bottom from 0 to 1000000 pt, found -0.5"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":NaN,"barBottom":34}"#,
      "line 2: keyboardOverlap: expected a finite number, found NaN"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":34,"barBottom":Infinity}"#,
      "line 2: barBottom: expected a finite number, found Infinity"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":1e7,"barBottom":34}"#,
      "line 2: keyboardOverlap: expected a keyboard overlap from 0 to 1000000 pt, found 10000000"
    ),
    (
      #"{"t":1,"type":"shown","barBottom":34}"#,
      "line 2: keyboardOverlap: expected a keyboard overlap from 0 to 1000000 pt, found nothing"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":34,"barBottom":null}"#,
      "line 2: barBottom: expected a bar bottom from 0 to 1000000 pt, found nothing"
    ),
    (
      #"{"t":1,"type":"shown","keyboardOverlap":"34","barBottom":34}"#,
      #"line 2: keyboardOverlap: expected a number, found the string "34""#
    ),
    (
      #"{"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
      "line 2: t: expected a time from 0 to 1000000000 s, found nothing"
    ),
  ])
  func badValuesNameTheLineAndField(line: String, message: String) {
    #expect(throws: KeyboardTraceError.self) { try KeyboardTraceParser.parse(Self.trace(line)) }
    do {
      _ = try KeyboardTraceParser.parse(Self.trace(line))
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test func aShownRecordBeforeThePreviousLineIsRefused() {
    let text = Self.trace(
      #"{"t":2,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
      #"{"t":1.5,"type":"shown","keyboardOverlap":34,"barBottom":34}"#)
    do {
      _ = try KeyboardTraceParser.parse(text)
      Issue.record("an out-of-order shown record was accepted")
    } catch {
      #expect("\(error)" == "line 3: t: expected a time not before 2 (line 2), found 1.5")
    }
  }
}
