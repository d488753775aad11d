import Foundation
import KeyboardDockCore
import KeyboardDockTrace

@testable import KeyboardDockReplay

/// A measured trace made under known physics: notifications, and the `shown` records a device with that
/// spring, interruption rule and commit latencies would give, read from `kbdock`'s simulated keyboard at
/// every display frame and rounded to the screen's pixels.
///
/// The keyboard's overlap is read as the keyboard layout guide reads it, never below the safe area (unless
/// `readsLayoutGuide` is `false`); the bar sits where it belongs, plus `barLag` points while the keyboard
/// moves, so a measured gap can be given.
struct SyntheticMeasuredSession {
  /// One keyboard move: the notifications UIKit sends for it in one run-loop turn.
  struct Move {
    var time: Double
    var kind: KeyboardNotificationKind
    /// The keyboard's end frame's height; 0 hides it.
    var height: Double
    /// Seconds from the notifications until their turn commits.
    var latency: Double
    var curve = 7
    var duration = 0.25
  }

  static let container = KeyboardContainer(
    frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 844),
    safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34),
    screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    screen: .tracedViewScreen)

  var spring: ReplaySpring
  var interruptions: ReplayInterruptions
  var moves: [Move]
  var frameRate = 120.0
  /// Screen pixels per point: readings are rounded to 1 / scale.
  var scale = 3.0
  var readsLayoutGuide = true
  /// How far above where it belongs the bar is, in points.
  var barLag = 0.0
  /// The frames' first time and how long after the last move they go on, in seconds.
  var firstFrame = 0.9
  var tail = 0.8

  /// The notifications, in time order, with the latency of their turn.
  var notifications: [(KeyboardNotification, latency: Double)] {
    var result: [(KeyboardNotification, latency: Double)] = []
    var frame = CGRect(x: 0, y: 844, width: 390, height: 336)
    for move in moves {
      let end =
        move.height > 0
        ? CGRect(x: 0, y: 844 - move.height, width: 390, height: move.height)
        : CGRect(x: 0, y: 844, width: 390, height: frame.height)
      for kind in [KeyboardNotificationKind.willChangeFrame, move.kind] {
        result.append(
          (
            KeyboardNotification(
              kind: kind, beginFrame: frame, endFrame: end, duration: move.duration, curve: move.curve,
              isLocal: true, timestamp: move.time), move.latency
          ))
      }
      frame = end
    }
    return result
  }

  /// The trace.
  func trace() -> KeyboardTrace {
    let notes = notifications
    var keyboard = SimulatedKeyboard(
      container: Self.container, physics: KeyboardPhysics(spring: spring, interruptions: interruptions))
    var records: [KeyboardTraceRecord] = []
    var nextNote = 0
    var nextCommit = 0
    let last = (moves.map(\.time).max() ?? 0) + tail
    var index = 0
    while true {
      let time = firstFrame + Double(index) / frameRate
      guard time <= last else { break }
      index += 1
      while nextNote < notes.count, notes[nextNote].0.timestamp <= time {
        records.append(.notification(notes[nextNote].0))
        nextNote += 1
      }
      while nextCommit < notes.count, notes[nextCommit].0.timestamp + notes[nextCommit].latency <= time {
        keyboard.receive(
          .notification(notes[nextCommit].0),
          commit: notes[nextCommit].0.timestamp + notes[nextCommit].latency)
        nextCommit += 1
      }
      let cover = ExpectedPlacement(keyboard: keyboard, at: time, configuration: .default).cover
      let overlap = readsLayoutGuide ? max(cover, 34) : cover
      let moving = keyboard.isAnimating(at: time)
      let bar = max(cover, 34) + (moving ? barLag : 0)
      records.append(
        .shown(time: time, KeyboardShownFrame(keyboardOverlap: pixel(overlap), barBottom: pixel(bar))))
    }
    return KeyboardTrace(
      header: KeyboardTraceHeader(container: Self.container, barHeight: 52), records: records)
  }

  private func pixel(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }
}
