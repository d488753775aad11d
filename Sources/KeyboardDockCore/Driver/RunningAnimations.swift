import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A value the driver follows through Core Animation's animations: a number, or a frame's four
/// numbers.
package protocol MotionVector: Sendable, Equatable {
  /// Nothing: the additive identity.
  static var zero: Self { get }
  /// The sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The value times `factor`.
  func scaled(by factor: Double) -> Self
}

extension CGFloat: MotionVector {
  package func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
}

/// A frame's four numbers, each operation written out lane by lane: the same results to the bit as
/// `SIMD4`'s own operators, which a debug build (the tests', `kbdock`'s from `swift run`) evaluates
/// through their generic protocols, several times slower on every value a plan samples.
extension SIMD4: MotionVector where Scalar == Double {
  package static func + (lhs: SIMD4<Double>, rhs: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(lhs.x + rhs.x, lhs.y + rhs.y, lhs.z + rhs.z, lhs.w + rhs.w)
  }

  package static func - (lhs: SIMD4<Double>, rhs: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(lhs.x - rhs.x, lhs.y - rhs.y, lhs.z - rhs.z, lhs.w - rhs.w)
  }

  package func scaled(by factor: Double) -> SIMD4<Double> {
    SIMD4(x * factor, y * factor, z * factor, w * factor)
  }
}

/// What the driver knows of a property's presentation: its model value and the animations UIKit
/// runs on it, each from its transaction's commit.
///
/// Each animation adds `delta × (1 − progress)` to the model value until it ends. An additive
/// animation (UIKit since iOS 8) is added on top of those running, with `delta = old model − new
/// model`. One that is not replaces them at its commit, starting from the value shown when the
/// handler ran (<doc:HowTheKeyboardBehaves#Interrupted-animations>): each running animation then
/// keeps its share of that value, going out with the new one's curve (a ``Stage``), so the
/// value stays right when an earlier commit is read later. Commits are estimated when
/// animations are added; ``reanchor(turns:at:)`` corrects them once read.
package struct RunningAnimations<Value: MotionVector>: Sendable {
  /// An animation that replaced running ones from where they were shown.
  package struct Stage: Sendable {
    /// When its handler ran: where the animations it replaced were read.
    package var handlerTime: TimeInterval
    /// Its timing.
    package var timing: KeyboardMotionTiming {
      didSet { prepared = KeyboardMotionTiming.Prepared(timing) }
    }
    /// Its timing, prepared for evaluation.
    private(set) var prepared: KeyboardMotionTiming.Prepared
    /// Core Animation's `speed`.
    package var speed: Double
    /// When it begins: its transaction's commit.
    package var anchor: TimeInterval
    /// The input turn that added it.
    package var turn: Int

    /// Creates a stage; see the properties for the meaning of each value.
    package init(
      handlerTime: TimeInterval, timing: KeyboardMotionTiming, speed: Double, anchor: TimeInterval, turn: Int
    ) {
      self.handlerTime = handlerTime
      self.timing = timing
      self.prepared = KeyboardMotionTiming.Prepared(timing)
      self.speed = speed
      self.anchor = anchor
      self.turn = turn
    }

    /// When it ends.
    package var end: TimeInterval { anchor + timing.duration / speed }

    /// The fraction still to go at `time`: 1 before the start, 0 from the end on.
    @inline(__always)
    package func remaining(at time: TimeInterval) -> Double {
      let elapsed = time - anchor
      guard elapsed > 0 else { return 1 }
      guard time < end else { return 0 }
      return 1 - prepared.progress(atElapsed: elapsed * speed)
    }
  }

  /// One running animation.
  package struct Term: Sendable {
    /// What the animation adds at its start.
    package var delta: Value
    /// Its own timing, commit and turn.
    package var own: Stage
    /// The animations that replaced it, oldest first.
    package var replacements: [Stage] = []

    /// When it stops adding anything.
    package var end: TimeInterval { replacements.last?.end ?? own.end }

    /// The fraction of `delta` still added at `time`.
    ///
    /// Until the first replacement commits the animation runs on; from then on it adds what it
    /// added when that replacement's handler ran, going out with the replacement's curve, and so
    /// on for each later replacement.
    @inline(__always)
    package func remaining(at time: TimeInterval) -> Double {
      if replacements.isEmpty { return own.remaining(at: time) }
      // Stages are read in place, not copied: this runs for every value a plan samples.
      return replacements.withUnsafeBufferPointer { stages in
        var factor = 1.0
        var current = -1
        for index in stages.indices where time >= stages[index].anchor {
          let handlerTime = stages[index].handlerTime
          factor *= current < 0 ? own.remaining(at: handlerTime) : stages[current].remaining(at: handlerTime)
          current = index
        }
        return factor * (current < 0 ? own.remaining(at: time) : stages[current].remaining(at: time))
      }
    }
  }

  /// The model value: what shows once every animation has ended.
  package private(set) var model: Value
  /// The running animations, oldest first.
  package private(set) var terms: [Term] = []

  /// A value at `model` with nothing running.
  package init(_ model: Value) {
    self.model = model
  }

  /// The value shown at `time`.
  package func value(at time: TimeInterval) -> Value {
    // Terms are read in place through their address, not copied: this runs for every value a
    // plan samples.
    terms.withUnsafeBufferPointer { terms in
      var value = model
      guard let first = terms.baseAddress else { return value }
      for index in 0..<terms.count {
        let term = first + index
        let remaining =
          term.pointee.replacements.isEmpty
          ? term.pointee.own.remaining(at: time) : term.pointee.remaining(at: time)
        if remaining != 0 { value = value + term.pointee.delta.scaled(by: remaining) }
      }
      return value
    }
  }

  /// `true` while an animation runs at `time`.
  package func isAnimating(at time: TimeInterval) -> Bool {
    terms.contains { time < $0.end }
  }

  /// `true` when an animation that a turn before `turn` added still runs at `time`.
  package func hasAnimations(before turn: Int, runningAt time: TimeInterval) -> Bool {
    terms.contains { $0.own.turn < turn && time < $0.end }
  }

  /// When the last animation ends, or `nil` when none was added.
  package var end: TimeInterval? { terms.map(\.end).max() }

  /// Appends the times in `start < time < end` where the value may jump: where an animation
  /// ends (a spring is just short of its end value there) and where a replacement takes over.
  package func appendJumps(from start: TimeInterval, to end: TimeInterval, into times: inout [TimeInterval]) {
    func note(_ time: TimeInterval) {
      if time > start, time < end { times.append(time) }
    }
    // Read in place: a term copied would be retained and released.
    for index in terms.indices {
      note(terms[index].own.end)
      for stage in terms[index].replacements.indices {
        note(terms[index].replacements[stage].anchor)
        note(terms[index].replacements[stage].end)
      }
    }
  }

  /// Animates to `target` from `anchor`, as UIKit does inside an animation block.
  package mutating func animate(
    to target: Value, timing: KeyboardMotionTiming, speed: Double, anchor: TimeInterval, turn: Int,
    additive: Bool, handlerTime: TimeInterval
  ) {
    let stage = Stage(handlerTime: handlerTime, timing: timing, speed: speed, anchor: anchor, turn: turn)
    prune(at: handlerTime)
    if !additive {
      for index in terms.indices {
        // An animation whose every stage begins at this commit has shown nothing of itself when
        // this one's handler runs: replaced, it is this one's curve from the start, exactly.
        let term = terms[index]
        if term.own.anchor == anchor, term.own.handlerTime <= anchor,
          term.replacements.allSatisfy({ $0.anchor == anchor && $0.handlerTime <= anchor })
        {
          terms[index] = Term(delta: term.delta, own: stage)
        } else {
          terms[index].replacements.append(stage)
        }
      }
    }
    terms.append(Term(delta: model - target, own: stage))
    model = target
    mergeAlike()
  }

  /// Adds together the newest animations that run alike.
  ///
  /// Animations on the same timing and speed, from the same commit, with nothing replacing them,
  /// sum to one animation of the summed delta, exactly, so many notifications in one run-loop turn
  /// cost no more than one. A sum keeps the earliest input's turn.
  private mutating func mergeAlike() {
    while terms.count >= 2 {
      let last = terms[terms.count - 1]
      let before = terms[terms.count - 2]
      guard last.replacements.isEmpty, before.replacements.isEmpty, last.own.timing == before.own.timing,
        last.own.speed == before.own.speed, last.own.anchor == before.own.anchor
      else { return }
      terms[terms.count - 2].delta = before.delta + last.delta
      terms[terms.count - 2].own.turn = min(before.own.turn, last.own.turn)
      terms.removeLast()
    }
  }

  /// Sets the model value with no animation of its own: additive animations go on adding to it,
  /// others are removed.
  package mutating func set(_ target: Value, additive: Bool, at time: TimeInterval) {
    if additive { prune(at: time) } else { terms.removeAll() }
    model = target
  }

  /// Puts the value at `target` with every animation removed.
  package mutating func place(_ target: Value) {
    terms.removeAll()
    model = target
  }

  /// Moves the animations that `turns` added to begin at `anchor`: their commit, as estimated
  /// anew or read.
  package mutating func reanchor(turns: ClosedRange<Int>, at anchor: TimeInterval) {
    for index in terms.indices {
      if turns.contains(terms[index].own.turn) { terms[index].own.anchor = anchor }
      for stage in terms[index].replacements.indices
      where turns.contains(terms[index].replacements[stage].turn) {
        terms[index].replacements[stage].anchor = anchor
      }
    }
  }

  /// Forgets animations that have ended by `time`.
  private mutating func prune(at time: TimeInterval) {
    terms.removeAll { $0.end <= time }
  }
}
