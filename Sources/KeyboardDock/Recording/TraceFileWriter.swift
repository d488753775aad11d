#if canImport(UIKit)
import Foundation

/// Appends lines to a file through a memory buffer.
///
/// Not isolated to an actor, so its `deinit` can write what is still buffered and close the
/// file whatever releases it; errors there are dropped, since nobody is left to hear them.
final class TraceFileWriter {
  /// How many bytes wait in memory before they are written: 32 KiB.
  static let bufferLimit = 32 * 1024

  private let handle: FileHandle
  private var buffer = Data()
  private(set) var isClosed = false

  /// Creates or truncates the file at `url` and opens it for writing.
  ///
  /// - Throws: `CocoaError(.fileWriteUnknown)` when the file cannot be created, or the error of
  ///   `FileHandle(forWritingTo:)`.
  init(url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    handle = try FileHandle(forWritingTo: url)
    buffer.reserveCapacity(Self.bufferLimit)
  }

  /// Adds `line` and a line break; writes the buffer once it reaches ``bufferLimit``.
  ///
  /// - Throws: The file system's error; the buffered lines are then dropped.
  func append(_ line: String) throws {
    guard !isClosed else { return }
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  /// Writes the buffered lines to the file.
  ///
  /// - Throws: The file system's error; the buffered lines are then dropped.
  func flush() throws {
    guard !isClosed, !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    try handle.write(contentsOf: buffer)
  }

  /// Writes the buffered lines and closes the file.
  ///
  /// Later calls do nothing.
  func close() throws {
    guard !isClosed else { return }
    defer {
      isClosed = true
      try? handle.close()
    }
    try flush()
  }

  deinit {
    try? close()
  }
}
#endif
