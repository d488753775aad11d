import Foundation
import KeyboardDockCore

/// The bar's layer as the render server shows it: `kbdock`'s model of the bar's layer.
///
/// A strategy changes it only while the main thread handles an input (a notification, a
/// sample, a display-link callback). Its bottom offset is a model value with the animations UIKit
/// runs on it, plus at most one additive keyframe animation of the strategy's own:
/// - A model value set inside a *will* notification's handler gets the keyboard's own animation
///   (the turn's ``UIKitAnimation``), blended with running ones as the keyboard's are; set
///   anywhere else, it changes at once.
/// - A change made in a run-loop turn shows from that turn's commit on, which the simulator sets
///   with ``beginTurn(at:commit:animation:)`` and the strategy does not know; an animation runs
///   from its commit whatever the main thread does afterwards. A display-link placement shows from
///   the next frame.
/// - Read in a handler (``presentedInHandler()``), the layer answers as a `CALayer`'s presentation
///   layer does: from what was committed before the turn, never from the turn's own changes.
/// - It also stands for the probe view KeyboardDock moves in every *will* handler that runs in an
///   animation block (``newestProbeBegin()``): that animation begins with its turn's commit,
///   whether or not the bar moved.
struct BarLayer: Sendable {
  /// The animation UIKit gives a value set in the current turn: the keyboard's.
  struct UIKitAnimation: Sendable, Equatable {
    /// The keyboard's curve.
    var curve: KeyboardMotionCurve
    /// How it blends with running animations.
    var interruptions: ReplayInterruptions
  }

  /// The strategy's own additive keyframes.
  private struct Keyframes: Sendable {
    var path: KeyframePath
    var begin: Double
  }

  /// Everything the layer shows from one instant on.
  private struct Content: Sendable {
    var model: AnimatedValue<Double>
    var keyframes: Keyframes?
    /// When the newest animation added to it begins.
    var newestBegin: Double?

    @inline(__always)
    func offset(at time: Double) -> Double {
      var offset = model.value(at: time)
      if let keyframes { offset += Double(keyframes.path.value(atElapsed: time - keyframes.begin)) }
      return offset
    }
  }

  /// The layer's contents, each from its time on, oldest first; the first is always shown.
  private var contents: [(since: Double, turn: Int, content: Content)]
  private var turn = 0
  private var now = 0.0
  private var commit = 0.0
  private var animation: UIKitAnimation?
  /// The first input of the current run-loop turn: changes from it on are not committed yet.
  private var runLoopTurnStart = 0
  /// The commits of the newest run-loop turns whose handlers ran in a UIKit animation, with their
  /// first input, oldest first.
  private var probeCommits: [(turn: Int, commit: Double)] = []

  /// Two times this close count as the same instant (a frame time computed two ways).
  static let sameInstant = 1e-6

  /// A layer showing `offset`.
  init(offset: Double) {
    contents = [(-.infinity, 0, Content(model: AnimatedValue(offset)))]
  }

  /// Called by the simulator when the main thread starts handling an input at `time`; changes
  /// made then show from `commit` on, and a model value set then gets `animation`.
  ///
  /// `continuesRunLoopTurn` says that the input belongs to the run-loop turn of the input before
  /// it: what that turn changed is not committed before the turn ends, even when its commit falls
  /// at this instant (no commit latency), since the run loop's observers, the end of the turn
  /// included, run before Core Animation commits.
  mutating func beginTurn(
    at time: Double, commit: Double, animation: UIKitAnimation? = nil, continuesRunLoopTurn: Bool = false
  ) {
    turn += 1
    if !continuesRunLoopTurn { runLoopTurnStart = turn }
    now = time
    self.commit = commit
    self.animation = animation
    if animation != nil, probeCommits.last?.turn != runLoopTurnStart {
      probeCommits.append((runLoopTurnStart, commit))
      if probeCommits.count > 2 { probeCommits.removeFirst() }
    }
    // Contents of earlier run-loop turns already shown before now are history.
    if let index = contents.lastIndex(where: {
      $0.turn < runLoopTurnStart && $0.since <= time + Self.sameInstant
    }), index > 0 {
      contents.removeFirst(index)
    }
  }

  /// The offset on screen at `time`, in points above the container's bottom.
  @inline(__always)
  func presented(at time: Double) -> Double {
    // The content shown at `time`, read in place: every strategy's bar is read on every frame.
    contents.withUnsafeBufferPointer { contents in
      var shown = 0
      for index in 1..<contents.count where contents[index].since <= time + Self.sameInstant { shown = index }
      return contents[shown].content.offset(at: time)
    }
  }

  /// The offset a handler reads from the presentation layer now: committed changes only.
  func presentedInHandler() -> Double {
    committedContent().offset(at: now)
  }

  /// `true` while an animation runs now, as a handler finds one on the layer.
  func isAnimatingInHandler() -> Bool {
    let content = committedContent()
    if content.model.isAnimating(at: now) { return true }
    guard let keyframes = content.keyframes else { return false }
    return now - keyframes.begin < keyframes.path.duration
  }

  /// When the newest committed animation began, as a handler reads its `beginTime`; `nil` before
  /// any.
  func newestAnimationBegin() -> Double? {
    committedContent().newestBegin
  }

  // MARK: Changes

  /// Sets the model value: with the turn's UIKit animation inside a *will* handler, at once
  /// elsewhere (running UIKit animations go on adding to it when they are additive).
  mutating func setModel(_ offset: Double) {
    edit { content, commit, now, animation in
      if let animation {
        content.model.animate(
          to: offset, curve: animation.curve, commit: commit, handlerTime: now,
          interruptions: animation.interruptions)
        content.newestBegin = commit
      } else {
        content.model.set(offset, interruptions: .additive, at: commit)
      }
    }
  }

  /// Sets the model value with an explicit `UIView.animate` curve, blended as the turn's UIKit
  /// animations are.
  mutating func animateModel(to offset: Double, curve: KeyboardMotionCurve) {
    edit { content, commit, now, animation in
      content.model.animate(
        to: offset, curve: curve, commit: commit, handlerTime: now,
        interruptions: animation?.interruptions ?? .additive)
      content.newestBegin = commit
    }
  }

  /// Makes `change` as `UIView.performWithoutAnimation` would, in this turn.
  mutating func applyOutsideHandler(_ change: (inout BarLayer) -> Void) {
    let saved = animation
    animation = nil
    change(&self)
    animation = saved
  }

  /// Removes every animation and shows `offset` from the turn's commit.
  mutating func place(_ offset: Double) {
    edit { content, _, _, _ in
      content.model.place(offset)
      content.keyframes = nil
    }
  }

  /// A display-link placement: `offset` shows from the frame at `frameTime` on.
  mutating func place(_ offset: Double, fromFrameAt frameTime: Double) {
    commit = frameTime
    place(offset)
  }

  /// Replaces the strategy's keyframes with `path`, added to the value from `begin`, or from the
  /// turn's commit when `nil`.
  mutating func replaceKeyframes(_ path: KeyframePath, begin: Double? = nil) {
    edit { content, commit, _, _ in
      content.keyframes = Keyframes(path: path, begin: begin ?? commit)
      content.newestBegin = begin ?? commit
    }
  }

  /// The model value the main thread last set.
  var model: Double { contents[contents.count - 1].content.model.model }

  /// Removes the strategy's keyframes at the turn's commit.
  mutating func removeKeyframes() {
    edit { content, _, _, _ in content.keyframes = nil }
  }

  /// When the newest animation a view moved in an animated *will* handler got began, as a
  /// handler reads its `beginTime` after the commit; `nil` before any has committed.
  func newestProbeBegin() -> Double? {
    probeCommits.last { $0.turn < runLoopTurnStart && $0.commit <= now + Self.sameInstant }?.commit
  }

  /// What a handler sees: contents of earlier run-loop turns shown by now.
  private func committedContent() -> Content {
    var shown = contents[0].content
    for entry in contents.dropFirst()
    where entry.turn < runLoopTurnStart && entry.since <= now + Self.sameInstant {
      shown = entry.content
    }
    return shown
  }

  private mutating func edit(
    _ change: (inout Content, _ commit: Double, _ now: Double, _ animation: UIKitAnimation?) -> Void
  ) {
    var content = contents[contents.count - 1].content
    change(&content, commit, now, animation)
    // Changes of one run-loop turn that show from the same commit are one content: no handler
    // reads between them, and they show together.
    if let last = contents.last, last.turn >= runLoopTurnStart, abs(last.since - commit) <= Self.sameInstant {
      contents[contents.count - 1].content = content
      contents[contents.count - 1].turn = turn
    } else {
      contents.append((commit, turn, content))
    }
  }
}
