import Foundation

/// Puts measured `shown` records in time order among the records stamped when they happen.
///
/// Package-internal: `KeyboardTraceRecorder` stamps a `shown` record with its display frame's target time,
/// a little ahead of the clock, while a notification that arrives meanwhile is stamped with the clock. The
/// format needs times that never decrease, so a `shown` record waits here until a record or a display frame
/// at or after its time comes, instead of raising the notification's time.
package struct ShownRecordQueue: Sendable, Equatable {
  private var held: [KeyboardTraceRecord] = []

  /// Creates an empty queue.
  package init() {}

  /// The number of records waiting.
  package var count: Int { held.count }

  /// Keeps `record` until its time has come; records are held in the order given.
  package mutating func hold(_ record: KeyboardTraceRecord) {
    held.append(record)
  }

  /// Removes and returns, in order, the records held with a time at or before `time`.
  ///
  /// Write them before a record stamped `time`, or on a display frame whose time is `time`.
  package mutating func release(through time: TimeInterval) -> [KeyboardTraceRecord] {
    let due = held.prefix { $0.time <= time }
    held.removeFirst(due.count)
    return Array(due)
  }

  /// Removes and returns every record held, in order, for a recording that stops.
  package mutating func releaseAll() -> [KeyboardTraceRecord] {
    defer { held.removeAll() }
    return held
  }
}
