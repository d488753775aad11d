import Foundation

/// The bar's position as the render server shows it: `kbdock`'s model of the bar's layer.
///
/// A strategy changes it only while the main thread handles an input (a notification, a
/// sample, a display-link callback). A change made in a run-loop turn shows from that turn's
/// commit on, which the simulator sets with ``beginTurn(commit:)`` and the strategy does not
/// know; a display-link placement shows from the next frame. An animation runs from its commit
/// whatever the main thread does afterwards. Before any change the layer shows its initial
/// offset.
struct BarLayer: Sendable {
  private enum Content: Sendable {
    case still(Double)
    case moving(BarMotion, begin: Double)

    @inline(__always)
    func offset(at time: Double) -> Double {
      switch self {
      case .still(let offset): offset
      case .moving(let motion, let begin): motion.offset(atElapsed: time - begin)
      }
    }
  }

  /// Two times this close count as the same instant (a frame time computed two ways).
  static let sameInstant = 1e-6

  private var shown: Content
  /// Changes not shown yet, each from its time on: at most two, `next` before `later`.
  private var next: (content: Content, since: Double)?
  private var later: (content: Content, since: Double)?
  private var now = 0.0
  private var commit = 0.0

  /// A layer showing `offset`.
  init(offset: Double) {
    shown = .still(offset)
  }

  /// Called by the simulator when the main thread starts handling an input at `time`; changes
  /// made then show from `commit` on.
  mutating func beginTurn(at time: Double, commit: Double) {
    now = time
    self.commit = commit
  }

  /// The offset on screen at `time`, in points above the container's bottom.
  @inline(__always)
  func presented(at time: Double) -> Double {
    if let later, time >= later.since - Self.sameInstant { return later.content.offset(at: time) }
    if let next, time >= next.since - Self.sameInstant { return next.content.offset(at: time) }
    return shown.offset(at: time)
  }

  /// The instant on the engine's clock whose dock layout is on screen at `time`, when a motion
  /// plan is shown; `nil` otherwise.
  func engineTime(at time: Double) -> Double? {
    guard case .moving(.plan(_, let anchor), let begin) = content(at: time) else { return nil }
    return anchor + (time - begin)
  }

  /// When the animation shown at `time` began (its commit), as a handler reads a running
  /// animation's `beginTime` from the layer; `nil` when no animation is shown.
  func animationBegin(at time: Double) -> Double? {
    guard case .moving(_, let begin) = content(at: time) else { return nil }
    return begin
  }

  /// `true` while an animation runs at `time`, as a handler finds one on the layer.
  func isAnimating(at time: Double) -> Bool {
    guard case .moving(let motion, let begin) = content(at: time) else { return false }
    return time - begin < motion.duration
  }

  private func content(at time: Double) -> Content {
    if let later, time >= later.since - Self.sameInstant { return later.content }
    if let next, time >= next.since - Self.sameInstant { return next.content }
    return shown
  }

  /// Sets the offset without animation: it shows from the turn's commit.
  mutating func place(_ offset: Double) {
    change(to: .still(offset), since: commit)
  }

  /// Adds an animation that begins at the turn's commit.
  mutating func animate(_ motion: BarMotion) {
    change(to: .moving(motion, begin: commit), since: commit)
  }

  /// A display-link placement: `offset` shows from the frame at `frameTime` on.
  mutating func place(_ offset: Double, fromFrameAt frameTime: Double) {
    change(to: .still(offset), since: frameTime)
  }

  private mutating func change(to content: Content, since time: Double) {
    if let pending = next, pending.since <= now + Self.sameInstant {
      shown = pending.content
      next = later
      later = nil
    }
    if let pending = next, pending.since <= now + Self.sameInstant {
      shown = pending.content
      next = nil
    }
    if let pending = next, pending.since < time - Self.sameInstant {
      later = (content, time)
    } else {
      next = (content, time)
      later = nil
    }
  }
}
