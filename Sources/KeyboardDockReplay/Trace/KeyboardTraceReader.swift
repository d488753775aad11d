import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Reads a keyboard trace file record by record, holding at most one line in memory.
///
/// Opening reads up to the header; ``next()`` returns each record in file order, then `nil`.
/// The checks and messages are ``KeyboardTraceParser``'s, lines included: a line longer than
/// ``KeyboardTraceParser/maximumLineLength`` bytes throws before it is buffered whole, so memory
/// stays bounded by that cap plus one 64 KiB read, whatever the file's size.
///
/// ```swift
/// let reader = try KeyboardTraceReader(contentsOf: url)
/// while let record = try reader.next() { print(record.time) }
/// ```
///
/// Package-internal: `kbdock replay` streams traces with it. Not thread-safe: use one reader
/// from one thread.
package final class KeyboardTraceReader {
  /// The trace's header line.
  package private(set) var header: KeyboardTraceHeader
  /// The number of the last line read, from 1.
  package private(set) var lineNumber = 0

  private let handle: FileHandle
  private var decoder = KeyboardTraceLineDecoder()
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var isAtEnd = false
  private static let chunkSize = 1 << 16

  /// Opens the trace at `url` and reads its header.
  ///
  /// - Throws: A ``KeyboardTraceError`` when the file is empty, its first line is no header, or
  ///   it cannot be read (`line 1: expected a readable file, …`).
  package init(contentsOf url: URL) throws {
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw KeyboardTraceError(
        line: 1, field: nil, expected: "a readable file, found one that could not be opened")
    }
    header = KeyboardTraceHeader(container: KeyboardContainer(frameInScreen: .zero))
    while decoder.header == nil, try readLine() != nil {}
    header = try decoder.finishedHeader()
  }

  deinit {
    try? handle.close()
  }

  /// The next record, or `nil` at the end of the file.
  ///
  /// - Throws: A ``KeyboardTraceError`` naming the line and field.
  package func next() throws -> KeyboardTraceRecord? {
    while let record = try readLine() {
      if let record { return record }
    }
    return nil
  }

  /// The next line's record (`.some(nil)` for a blank or header line), or `nil` at the end.
  private func readLine() throws -> KeyboardTraceRecord?? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        return try decode(upTo: newline, next: newline + 1)
      }
      scanned = buffer.count
      if scanned - start > KeyboardTraceParser.maximumLineLength {
        throw KeyboardTraceParser.lineTooLong(lineNumber + 1)
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        return try decode(upTo: buffer.count, next: buffer.count)
      }
      try fill()
    }
  }

  private func decode(upTo end: Int, next: Int) throws -> KeyboardTraceRecord?? {
    lineNumber += 1
    if end - start > KeyboardTraceParser.maximumLineLength {
      throw KeyboardTraceParser.lineTooLong(lineNumber)
    }
    let number = lineNumber
    let record = try buffer.withUnsafeBufferPointer { bytes in
      try decoder.record(from: UnsafeBufferPointer(rebasing: bytes[start..<end]), number: number)
    }
    start = next
    scanned = next
    return .some(record)
  }

  /// Drops the lines already read and appends the next chunk of the file.
  private func fill() throws {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: Self.chunkSize)
    } catch {
      throw KeyboardTraceError(
        line: lineNumber + 1, field: nil, expected: "a readable file, found a read error")
    }
    guard let chunk, !chunk.isEmpty else {
      isAtEnd = true
      return
    }
    buffer.append(contentsOf: chunk)
  }
}
