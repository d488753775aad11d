import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// When the main thread handles each record and when each run-loop turn commits, under
/// ``ReplayConditions``: `kbdock`'s model of the device's timing, which no strategy sees.
///
/// A turn (the records up to and including an `endTurn`) starts when its first record is due
/// and the main thread is free: not inside a hitch, and not still busy with an earlier turn. A
/// turn that delivers a notification keeps the main thread busy for the commit latency and
/// commits at its end; any other turn commits at once. A record handled later than it was due
/// is delivered with the time it is handled: the app sees it then.
struct MainThreadSchedule: Sendable {
  /// The records as the main thread handles them, each with the time it is handled.
  private(set) var records: [KeyboardTraceRecord] = []
  /// When each record's turn commits, nondecreasing.
  private(set) var commits: [Double] = []
  /// When the main thread is busy or stalled, as `[start, end)` intervals in time order.
  private(set) var busy: [(start: Double, end: Double)] = []

  init(timeline: ReplayTimeline, conditions: ReplayConditions) {
    let latency = conditions.commitLatency
    let hitches = conditions.hitches.map {
      (start: timeline.startTime + $0.start, end: timeline.startTime + $0.end)
    }
    let source = timeline.records
    records.reserveCapacity(source.count)
    commits.reserveCapacity(source.count)
    var latencyWindows: [(start: Double, end: Double)] = []
    var free = -Double.infinity
    var index = 0
    while index < source.count {
      var end = index
      var notifies = false
      while end < source.count {
        let record = source[end]
        end += 1
        if case .notification = record { notifies = true }
        if case .endTurn = record { break }
      }
      var handled = Self.after(hitches, max(source[index].time, free))
      let first = records.count
      for record in source[index..<end] {
        let time = record.time
        let at = time.isFinite ? max(time, handled) : time
        if at.isFinite { handled = max(handled, at) }
        records.append(at == time ? record : Self.retimed(record, to: at))
      }
      let commit = notifies && latency > 0 ? handled + latency : handled
      if commit > handled { latencyWindows.append((handled, commit)) }
      for _ in first..<records.count { commits.append(commit) }
      if commit.isFinite { free = commit }
      index = end
    }
    for window in (hitches + latencyWindows).sorted(by: { $0.start < $1.start }) {
      if let last = busy.last, window.start <= last.end {
        busy[busy.count - 1].end = max(last.end, window.end)
      } else {
        busy.append(window)
      }
    }
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
    }
  }
}
