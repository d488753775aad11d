import Foundation
import KeyboardDockTrace

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Reads a keyboard trace (JSON Lines, format `kbdock-trace` version 1) held in memory.
///
/// The first non-blank line must be the header; every other non-blank line one record. Blank
/// lines and unknown keys are ignored. Everything else that is not what the format allows
/// throws a ``KeyboardTraceError`` naming the line and field, such as
/// `line 4: t: expected a time not before 2.5 (line 3), found 1.5`: an unknown `type`, a wrong
/// or missing value, a non-finite number (`NaN`), a key that appears twice in one object, a
/// lone surrogate escape in a string, a line that is not complete JSON or is longer than
/// ``maximumLineLength`` bytes, a time `t` smaller than the previous line's or outside
/// `0…KeyboardTraceRecord.latestTime`, a negative or over-long duration, a negative size, an
/// inset or height outside 0…1,000,000 pt, or a coordinate beyond ±1,000,000 pt.
///
/// What the real keyboard sends stays valid even where it looks odd: `CGRect.zero` frames,
/// zero-height end frames and a duration of `0`. The parser holds the whole trace in memory;
/// `kbdock replay` reads files record by record instead, with the same checks.
public enum KeyboardTraceParser {
  /// The longest line accepted, in bytes, without its line break: 1 MiB (1,048,576 bytes).
  ///
  /// A record is about 200 bytes.
  public static let maximumLineLength = 1 << 20

  /// Parses a whole trace from UTF-8 data.
  public static func parse(_ data: Data) throws -> KeyboardTrace {
    try data.withUnsafeBytes { raw in try parse(raw.bindMemory(to: UInt8.self)) }
  }

  /// Parses a whole trace from text.
  public static func parse(_ text: String) throws -> KeyboardTrace {
    try parse(Data(text.utf8))
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> KeyboardTrace {
    var decoder = KeyboardTraceLineDecoder()
    var records: [KeyboardTraceRecord] = []
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if end - start > maximumLineLength { throw lineTooLong(lineNumber) }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = end + 1
      if let record = try decoder.record(from: line, number: lineNumber) { records.append(record) }
    }
    return KeyboardTrace(header: try decoder.finishedHeader(), records: records)
  }

  /// The error for a line longer than ``maximumLineLength``.
  static func lineTooLong(_ line: Int) -> KeyboardTraceError {
    KeyboardTraceError(
      line: line, field: nil,
      expected: "a line of at most \(maximumLineLength) bytes, found a longer one")
  }
}

/// The checks that span lines: the header first, then records whose times never decrease, each
/// `container` record without `screen` on the previous screen, and `shown` readings that cover at
/// most the container.
struct KeyboardTraceLineDecoder {
  private(set) var header: KeyboardTraceHeader?
  private var screen: CGRect?
  private var containerHeight = CGFloat.infinity
  private var lastTime = -Double.infinity
  private var lastLine = 0

  /// The record on `line` (number `number`), or `nil` for a blank line or the header.
  mutating func record(from line: UnsafeBufferPointer<UInt8>, number: Int) throws -> KeyboardTraceRecord? {
    guard !Self.isBlank(line) else { return nil }
    let json = try JSONTextReader.parse(line, firstLine: number, endName: "line")
    guard header != nil else {
      let parsed = try KeyboardTraceHeader(json: json)
      header = parsed
      screen = parsed.screen
      containerHeight = parsed.container.frameInScreen.height
      return nil
    }
    let record = try KeyboardTraceRecord(json: json, previousScreen: screen)
    if case .shown(_, let reading) = record, reading.keyboardOverlap > containerHeight + 0.001 {
      throw KeyboardTraceError(
        line: number, field: "keyboardOverlap",
        expected:
          "a keyboard overlap of at most the container's height, \(ReplayFormat.shortest(containerHeight)) "
          + "pt, found \(ReplayFormat.shortest(reading.keyboardOverlap))")
    }
    if record.time < lastTime {
      throw KeyboardTraceError(
        line: number, field: "t",
        expected:
          "a time not before \(ReplayFormat.shortest(lastTime)) (line \(lastLine)), "
          + "found \(ReplayFormat.shortest(record.time))")
    }
    lastTime = record.time
    lastLine = number
    if case .container(_, let container) = record {
      screen = container.screenBounds
      containerHeight = container.frameInScreen.height
    }
    return record
  }

  /// The header, or the error of a trace without one.
  func finishedHeader() throws -> KeyboardTraceHeader {
    guard let header else {
      throw KeyboardTraceError(
        line: 1, field: nil,
        expected: "a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file")
    }
    return header
  }

  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line
    where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
      return false
    }
    return true
  }
}
