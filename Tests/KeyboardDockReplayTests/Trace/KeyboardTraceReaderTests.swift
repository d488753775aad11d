import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

/// The streaming reader gives the same records and the same errors as the whole-file parser.
@Suite("Trace format: reading a file record by record")
struct KeyboardTraceReaderTests {
  static func records(of reader: KeyboardTraceReader) throws -> [KeyboardTraceRecord] {
    var records: [KeyboardTraceRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }

  @Test func readsWhatTheParserReads() throws {
    // Enough records to span several 64 KiB reads, CRLF and blank lines included.
    var lines = [TraceLines.header, TraceLines.willShow, ""]
    for index in 0..<5000 {
      lines.append(
        #"{"t":\#(1 + Double(index) / 100),"type":"sample","frame":[0,\#(508 + index % 300),390,336]}"#)
    }
    let text = lines.joined(separator: "\r\n")
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "trace.jsonl")
    let reader = try KeyboardTraceReader(contentsOf: URL(fileURLWithPath: path))
    let parsed = try KeyboardTraceParser.parse(text)
    #expect(reader.header == parsed.header)
    #expect(try Self.records(of: reader) == parsed.records)
    #expect(parsed.records.count == 5001)
    #expect(reader.lineNumber == 5003)
  }

  @Test(arguments: [
    ("", "line 1: expected a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file"),
    (
      TraceLines.header + "\n" + #"{"t":2,"type":"endTurn"}"# + "\n\n" + #"{"t":1,"type":"endTurn"}"#,
      "line 4: t: expected a time not before 2 (line 2), found 1"
    ),
    (
      TraceLines.header + "\n" + String(repeating: "x", count: KeyboardTraceParser.maximumLineLength + 1),
      "line 2: expected a line of at most 1048576 bytes, found a longer one"
    ),
    (
      TraceLines.header + "\n" + String(repeating: " ", count: 3 << 20) + "\n",
      "line 2: expected a line of at most 1048576 bytes, found a longer one"
    ),
  ])
  func errorsMatchTheParser(text: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: try directory.write(text, to: "trace.jsonl"))
    #expect {
      let reader = try KeyboardTraceReader(contentsOf: url)
      _ = try Self.records(of: reader)
    } throws: { error in
      (error as? KeyboardTraceError)?.description == message
    }
    #expect {
      try KeyboardTraceParser.parse(text)
    } throws: { error in
      (error as? KeyboardTraceError)?.description == message
    }
  }

  @Test func aMissingFileIsAnError() {
    #expect {
      _ = try KeyboardTraceReader(contentsOf: URL(fileURLWithPath: "/nonexistent/trace.jsonl"))
    } throws: { error in
      (error as? KeyboardTraceError)?.description
        == "line 1: expected a readable file, found one that could not be opened"
    }
  }
}
