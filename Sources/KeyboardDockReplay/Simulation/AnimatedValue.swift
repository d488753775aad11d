import Foundation

/// A value `kbdock` can animate: a number, or a frame as four numbers (``FrameVector``).
protocol AnimatableVector: Sendable, Equatable {
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  /// The value times `factor`.
  func scaled(by factor: Double) -> Self
}

extension Double: AnimatableVector {
  func scaled(by factor: Double) -> Double { self * factor }
}

/// A property as Core Animation shows it: a model value and the animations UIKit runs on it.
///
/// `kbdock`'s model of a layer property, independent of the engine. Each animation is a term
/// `delta × (1 − fraction(t − begin))` added to the model value; it starts at its transaction's
/// commit and is gone once its curve ends. How a new animation meets a running one is
/// ``ReplayInterruptions``: added on top with `delta = old model − new model` (additive), or
/// replacing every running one with `delta = shown value − new model`, the shown value taken when
/// the handler ran (from the presented value).
struct AnimatedValue<Value: AnimatableVector>: Sendable {
  /// One running animation.
  struct Term: Sendable {
    var delta: Value
    var curve: KeyboardMotionCurve
    var begin: Double

    var end: Double { begin + curve.length }
  }

  /// The model value: what the property shows once every animation has ended.
  private(set) var model: Value
  private(set) var terms: [Term] = []

  init(_ model: Value) {
    self.model = model
  }

  /// The value shown at `time`.
  @inline(__always)
  func value(at time: Double) -> Value {
    // Terms are read in place, not copied through an iterator: this runs on every frame.
    terms.withUnsafeBufferPointer { terms in
      var value = model
      guard let first = terms.baseAddress else { return value }
      for index in 0..<terms.count {
        let term = first + index
        let fraction = term.pointee.curve.fraction(after: time - term.pointee.begin)
        // A spring with ζ < 1 overshoots: its fraction goes beyond 1 before it settles.
        if fraction != 1 { value = value + term.pointee.delta.scaled(by: 1 - fraction) }
      }
      return value
    }
  }

  /// `true` while an animation runs at `time`.
  func isAnimating(at time: Double) -> Bool {
    // Read in place, as in `value(at:)`: this too runs on every frame.
    terms.withUnsafeBufferPointer { terms in
      for index in terms.indices where terms[index].curve.length > 0 && time < terms[index].end {
        return true
      }
      return false
    }
  }

  /// When the last running animation ends; `-infinity` when none runs.
  var end: Double { terms.reduce(-Double.infinity) { max($0, $1.end) } }

  /// Animates to `target` with `curve` from `commit`, as UIKit does inside an animation block.
  ///
  /// - Parameters:
  ///   - handlerTime: When the handler set the value: where a ``ReplayInterruptions/fromPresented``
  ///     animation starts from.
  ///   - interruptions: How the new animation meets running ones.
  mutating func animate(
    to target: Value, curve: KeyboardMotionCurve, commit: Double, handlerTime: Double,
    interruptions: ReplayInterruptions
  ) {
    guard curve.length > 0 else { return set(target, interruptions: interruptions, at: commit) }
    switch interruptions {
    case .additive:
      prune(at: commit)
      terms.append(Term(delta: model - target, curve: curve, begin: commit))
    case .fromPresented:
      terms = [Term(delta: value(at: handlerTime) - target, curve: curve, begin: commit)]
    }
    model = target
  }

  /// Sets the model value without an animation of its own.
  ///
  /// Under additive interruptions the running animations go on adding their deltas to the new
  /// value, as Core Animation's additive animations do; otherwise they are removed.
  mutating func set(_ target: Value, interruptions: ReplayInterruptions, at time: Double) {
    if interruptions == .additive { prune(at: time) } else { terms.removeAll() }
    model = target
  }

  /// Puts the value at `target` at once, removing every animation.
  mutating func place(_ target: Value) {
    terms.removeAll()
    model = target
  }

  /// Forgets animations that have ended by `time`.
  private mutating func prune(at time: Double) {
    terms.removeAll { $0.end <= time }
  }
}
