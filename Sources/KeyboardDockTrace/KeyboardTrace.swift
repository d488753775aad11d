import KeyboardDockCore

/// A parsed keyboard trace: its header and its records in file order.
public struct KeyboardTrace: Sendable, Equatable {
  /// The header line.
  public var header: KeyboardTraceHeader
  /// The records after the header, with times that never decrease.
  public var records: [KeyboardTraceRecord]

  /// Creates a trace.
  public init(header: KeyboardTraceHeader, records: [KeyboardTraceRecord]) {
    self.header = header
    self.records = records
  }
}
