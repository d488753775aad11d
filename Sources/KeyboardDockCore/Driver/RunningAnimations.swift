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

extension SIMD4: MotionVector where Scalar == Double {
  package func scaled(by factor: Double) -> SIMD4<Double> { self * factor }
}

/// What the driver knows of a property's presentation: its model value and the animations UIKit
/// runs on it, each from its transaction's commit.
///
/// Each animation adds `delta × (1 − progress)` to the model value until it ends. An additive
/// animation (UIKit since iOS 8) is added on top of those running, with `delta = old model − new
/// model`; one that is not replaces them all, with `delta = shown value − new model`, the shown
/// value taken when the handler ran (<doc:HowTheKeyboardBehaves#Interrupted-animations>). An
/// animation's commit is not known when it is added, only estimated; ``reanchor(turn:at:)``
/// corrects it once read.
package struct RunningAnimations<Value: MotionVector>: Sendable {
  /// One running animation.
  package struct Term: Sendable {
    /// What the animation adds at its start.
    package var delta: Value
    /// Its timing.
    package var timing: KeyboardMotionTiming
    /// Core Animation's `speed`.
    package var speed: Double
    /// When it begins: its transaction's commit.
    package var anchor: TimeInterval
    /// The input turn that added it.
    package var turn: Int

    /// When it ends.
    package var end: TimeInterval { anchor + timing.duration / speed }

    /// The fraction of `delta` still added at `time`: 1 before the start, 0 from the end on.
    @inlinable
    package func remaining(at time: TimeInterval) -> Double {
      let elapsed = time - anchor
      guard elapsed > 0 else { return 1 }
      guard time < end else { return 0 }
      return 1 - timing.progress(atElapsed: elapsed * speed)
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
    var value = model
    for term in terms {
      let remaining = term.remaining(at: time)
      if remaining != 0 { value = value + term.delta.scaled(by: remaining) }
    }
    return value
  }

  /// `true` while an animation runs at `time`.
  package func isAnimating(at time: TimeInterval) -> Bool {
    terms.contains { time < $0.end }
  }

  /// When the last animation ends, or `nil` when none was added.
  package var end: TimeInterval? { terms.map(\.end).max() }

  /// Animates to `target` from `anchor`, as UIKit does inside an animation block.
  package mutating func animate(
    to target: Value, timing: KeyboardMotionTiming, speed: Double, anchor: TimeInterval, turn: Int,
    additive: Bool, handlerTime: TimeInterval
  ) {
    if additive {
      prune(at: handlerTime)
      terms.append(Term(delta: model - target, timing: timing, speed: speed, anchor: anchor, turn: turn))
    } else {
      let shown = value(at: handlerTime)
      terms = [Term(delta: shown - target, timing: timing, speed: speed, anchor: anchor, turn: turn)]
    }
    model = target
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

  /// Moves the animations `turn` added to begin at `anchor`, their commit as read.
  package mutating func reanchor(turn: Int, at anchor: TimeInterval) {
    for index in terms.indices where terms[index].turn == turn {
      terms[index].anchor = anchor
    }
  }

  /// Forgets animations that have ended by `time`.
  private mutating func prune(at time: TimeInterval) {
    terms.removeAll { $0.end <= time }
  }
}
