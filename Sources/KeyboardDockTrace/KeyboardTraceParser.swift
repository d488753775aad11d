import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Reads a keyboard trace (JSON Lines, format `kbdock-trace` version 1) line by line.
///
/// The first non-blank line must be the header; every other non-blank line one record. Blank
/// lines and unknown keys are ignored; an unknown `type`, a wrong or missing value, a
/// non-finite number (`NaN`), a line that is not complete JSON, or a time `t` smaller than the
/// previous line's throws a ``KeyboardTraceError`` naming the line and field, such as
/// `line 4: t: expected a time not before 2.5 (line 3), found 1.5`.
public enum KeyboardTraceParser {
  /// Parses a whole trace from UTF-8 data.
  public static func parse(_ data: Data) throws -> KeyboardTrace {
    try data.withUnsafeBytes { raw in try parse(raw.bindMemory(to: UInt8.self)) }
  }

  /// Parses a whole trace from text.
  public static func parse(_ text: String) throws -> KeyboardTrace {
    try parse(Data(text.utf8))
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> KeyboardTrace {
    var header: KeyboardTraceHeader?
    var records: [KeyboardTraceRecord] = []
    var screen: CGRect?
    var lastTime = -Double.infinity
    var lastLine = 0
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = end + 1
      guard !isBlank(line) else { continue }
      let json = try JSONTextReader.parse(line, firstLine: lineNumber, endName: "line")
      guard header != nil else {
        let parsed = try KeyboardTraceHeader(json: json)
        header = parsed
        screen = parsed.screen
        continue
      }
      let record = try KeyboardTraceRecord(json: json, previousScreen: screen)
      if record.time < lastTime {
        throw KeyboardTraceError(
          line: lineNumber, field: "t",
          expected: "a time not before \(lastTime) (line \(lastLine)), found \(record.time)")
      }
      lastTime = record.time
      lastLine = lineNumber
      if case .container(_, let container) = record { screen = container.screenBounds }
      records.append(record)
    }
    guard let header else {
      throw KeyboardTraceError(
        line: 1, field: nil,
        expected: "a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file")
    }
    return KeyboardTrace(header: header, records: records)
  }

  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line
    where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
      return false
    }
    return true
  }
}
