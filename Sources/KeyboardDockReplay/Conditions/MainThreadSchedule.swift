import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// When the main thread handles each record and when each run-loop turn commits, under
/// ``ReplayConditions``: `kbdock`'s model of the device's timing, which no strategy sees.
///
/// A turn (the records up to and including an `endTurn`) starts when its first record is due
/// and the main thread is free: not inside a hitch, and not still busy with an earlier turn. A
/// turn that delivers a notification keeps the main thread busy for the commit latency (the
/// next of the conditions' latencies per turn, when they give some) and commits at its end; any
/// other turn commits at once. A record handled later than it was due is delivered with the time
/// it is handled: the app sees it then.
///
/// The schedule is computed online, one turn at a time, as a run asks for records: it reads one
/// turn ahead of what it has handed out and keeps only the records not yet released, so memory
/// does not grow with the number of records (a trace file is never held whole).
struct MainThreadSchedule {
  /// A record as the main thread handles it.
  struct Entry: Sendable, Equatable {
    /// The record, with the time it is handled.
    var record: KeyboardTraceRecord
    /// When the record's turn commits.
    var commit: Double
    /// Who the record is for: the simulated keyboard, the strategies, or both.
    var audience: ReplayRecordAudience = .everyone
  }

  private var source: ReplayRecordCursor
  /// The commit latencies of turns that deliver a notification, taken in turn, cycling.
  private let latencies: [Double]
  /// How many turns that deliver a notification have been scheduled.
  private var notifyingTurns = 0
  /// The hitches in the conditions' order, on the records' clock.
  private let hitches: [(start: Double, end: Double)]
  /// The hitches merged into disjoint `[start, end)` intervals in time order.
  private let stalls: [(start: Double, end: Double)]
  private var nextStall = 0
  /// Commit-latency windows not yet past, in time order.
  private var windows: [(start: Double, end: Double)] = []
  private var nextWindow = 0
  /// When the main thread is next free of the turns scheduled so far.
  private var free = -Double.infinity
  /// Scheduled entries from absolute index ``base`` on.
  private var pending: [Entry] = []
  private var base = 0
  /// A turn's records while it is being scheduled.
  private var turn: [KeyboardTraceRecord] = []
  private var turnAudiences: [ReplayRecordAudience] = []

  /// Why the trace file stopped early, if it did.
  var failure: KeyboardTraceError? { source.failure }

  init(timeline: ReplayTimeline, conditions: ReplayConditions) {
    source = ReplayRecordCursor(timeline)
    latencies = conditions.commitLatencies.isEmpty ? [conditions.commitLatency] : conditions.commitLatencies
    let hitches = conditions.hitches.map {
      (start: timeline.startTime + $0.start, end: timeline.startTime + $0.end)
    }
    self.hitches = hitches
    var stalls: [(start: Double, end: Double)] = []
    for hitch in hitches.sorted(by: { $0.start < $1.start }) {
      if let last = stalls.last, hitch.start <= last.end {
        stalls[stalls.count - 1].end = max(last.end, hitch.end)
      } else {
        stalls.append(hitch)
      }
    }
    self.stalls = stalls
  }

  /// The entry at `index` (counted from the first record), scheduling turns as needed; `nil`
  /// after the last record.
  ///
  /// `index` must not be below one passed to ``release(below:)``.
  mutating func entry(_ index: Int) -> Entry? {
    while index - base >= pending.count {
      guard scheduleTurn() else { return nil }
    }
    return pending[index - base]
  }

  /// Forgets the entries before `index`.
  mutating func release(below index: Int) {
    let count = index - base
    // In batches, so that dropping the front of the array costs O(1) per entry.
    guard count >= 1024 || (count > 0 && count == pending.count) else { return }
    pending.removeFirst(count)
    base = index
  }

  /// Whether the main thread is busy (in a hitch or waiting for a commit) at `time`.
  ///
  /// A hitch or commit that ends within ``BarLayer/sameInstant`` after `time` is over at `time`,
  /// as the records it held back are handled then. Times must not decrease from call to call,
  /// and the turn of every record handled at or before `time` must have been scheduled (by
  /// ``entry(_:)``).
  mutating func isBusy(at time: Double) -> Bool {
    let now = time + BarLayer.sameInstant
    while nextStall < stalls.count, stalls[nextStall].end <= now { nextStall += 1 }
    if nextStall < stalls.count, stalls[nextStall].start <= time { return true }
    while nextWindow < windows.count, windows[nextWindow].end <= now { nextWindow += 1 }
    if nextWindow >= 1024 {
      windows.removeFirst(nextWindow)
      nextWindow = 0
    }
    return nextWindow < windows.count && windows[nextWindow].start <= time
  }

  /// Schedules the next turn; `false` when no record is left.
  private mutating func scheduleTurn() -> Bool {
    turn.removeAll(keepingCapacity: true)
    turnAudiences.removeAll(keepingCapacity: true)
    var notifies = false
    while let record = source.head {
      turn.append(record)
      turnAudiences.append(source.headAudience)
      source.advance()
      if case .notification = record { notifies = true }
      if case .endTurn = record { break }
    }
    guard let first = turn.first else { return false }
    var handled = Self.after(hitches, max(first.time, free))
    let firstEntry = pending.count
    for (record, audience) in zip(turn, turnAudiences) {
      let time = record.time
      let at = time.isFinite ? max(time, handled) : time
      if at.isFinite { handled = max(handled, at) }
      pending.append(
        Entry(record: at == time ? record : Self.retimed(record, to: at), commit: 0, audience: audience))
    }
    var latency = 0.0
    if notifies {
      latency = latencies[notifyingTurns % latencies.count]
      notifyingTurns += 1
    }
    let commit = latency > 0 ? handled + latency : handled
    if commit > handled { windows.append((handled, commit)) }
    for index in firstEntry..<pending.count { pending[index].commit = commit }
    if commit.isFinite { free = commit }
    return true
  }

  /// The first instant at or after `time` outside every hitch.
  private static func after(_ hitches: [(start: Double, end: Double)], _ time: Double) -> Double {
    var time = time
    for hitch in hitches where time >= hitch.start && time < hitch.end {
      time = hitch.end
    }
    return time
  }

  /// `record`, delivered at `time` instead.
  static func retimed(_ record: KeyboardTraceRecord, to time: Double) -> KeyboardTraceRecord {
    switch record {
    case .notification(var notification):
      notification.timestamp = time
      return .notification(notification)
    case .sample(_, let frame): return .sample(time: time, frame: frame)
    case .endTurn: return .endTurn(time: time)
    case .container(_, let container): return .container(time: time, container)
    case .foreground(_, let frame): return .foreground(time: time, keyboardFrame: frame)
    case .text(_, let height): return .text(time: time, contentHeight: height)
    case .shown(_, let shown): return .shown(time: time, shown)
    case .pan(_, let pan): return .pan(time: time, pan)
    case .responder(_, let exists): return .responder(time: time, exists: exists)
    }
  }
}
