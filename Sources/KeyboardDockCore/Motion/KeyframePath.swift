import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One value's path over an animation, in the form Core Animation runs by itself: keyframes
/// with key times, interpolated linearly, then the final value once the animation has ended.
///
/// The UIKit layer hands ``values`` and ``keyTimes`` to a `CAKeyframeAnimation` with
/// `calculationMode = .linear` and `duration = duration`, which the render server evaluates on
/// every frame with no work on the main thread. `value(atElapsed:)` evaluates the path exactly
/// as that animation is shown, so a replay measures what an app commits.
///
/// An immediate path has no keyframes and a zero duration: the value is ``finalValue`` at once.
public struct KeyframePath: Sendable, Equatable {
  /// How long the animation runs, in seconds; `0` when immediate.
  public var duration: TimeInterval
  /// The fractions of `duration` at which ``values`` are reached: ascending, from `0` to `1`.
  ///
  /// Empty when immediate.
  public var keyTimes: [Double]
  /// The values at ``keyTimes``, in points.
  ///
  /// Empty when immediate.
  public var values: [CGFloat]
  /// The value once the animation has ended, in points: the model value Core Animation shows
  /// when the animation is removed.
  ///
  /// It can differ from the last keyframe by a fraction of a point: the keyboard's spring is
  /// 99.89 % of the way at its 0.5 s, and the keyboard, too, lands on its end value only when its
  /// animation ends.
  public var finalValue: CGFloat

  /// Creates a path from its parts; see the properties for their meaning.
  public init(duration: TimeInterval, keyTimes: [Double], values: [CGFloat], finalValue: CGFloat) {
    self.duration = duration
    self.keyTimes = keyTimes
    self.values = values
    self.finalValue = finalValue
  }

  /// A path that is at `value` at once.
  public static func immediate(_ value: CGFloat) -> KeyframePath {
    KeyframePath(duration: 0, keyTimes: [], values: [], finalValue: value)
  }

  /// `true` when the value changes at once, without animation.
  package var isImmediate: Bool { duration <= 0 || keyTimes.count < 2 || keyTimes.count != values.count }

  /// The value shown `elapsed` seconds after the animation began, as Core Animation evaluates a
  /// linear keyframe animation.
  ///
  /// The first value at or before `0`, the linear interpolation between the two keyframes around
  /// `elapsed / duration`, and ``finalValue`` from `duration` on (the animation is removed and
  /// the model value shows). A non-finite `elapsed` gives ``finalValue``. The answer never lies
  /// outside the two keyframes around `elapsed`, even for key times that do not start at `0` or
  /// end at `1`. The answer is always finite: a keyframe value that is NaN or infinite counts as
  /// ``finalValue``, and a ``finalValue`` that is not finite as `0`.
  package func value(atElapsed elapsed: TimeInterval) -> CGFloat {
    guard !isImmediate, elapsed.isFinite, elapsed < duration else { return finite(finalValue) }
    guard elapsed > 0 else { return finite(values[0]) }
    let fraction = elapsed / duration
    // The first key time above `fraction`; binary search, key times ascend.
    var low = 1
    var high = keyTimes.count - 1
    while low < high {
      let middle = (low + high) / 2
      if keyTimes[middle] > fraction { high = middle } else { low = middle + 1 }
    }
    let start = keyTimes[low - 1]
    let span = keyTimes[low] - start
    guard span > 0 else { return finite(values[low]) }
    // Key times that do not span `fraction` (out of order, or not starting at 0) interpolate no
    // further than the two values around it.
    let weight = CGFloat(min(1, max(0, (fraction - start) / span)))
    return KeyboardAnimation.interpolate(finite(values[low - 1]), finite(values[low]), weight)
  }

  /// `value`, or ``finalValue`` when `value` is not finite (`0` when neither is).
  private func finite(_ value: CGFloat) -> CGFloat {
    if value.isFinite { return value }
    return finalValue.isFinite ? finalValue : 0
  }

  /// The largest value on the path, ``finalValue`` included.
  package var maximumValue: CGFloat { values.reduce(finalValue, max) }

  /// The smallest value on the path, ``finalValue`` included.
  package var minimumValue: CGFloat { values.reduce(finalValue, min) }
}

extension KeyframePath {
  /// How far, in points, linear interpolation may stray from the sampled function at a checked
  /// point between two keys: 0.05.
  package static let tolerance: CGFloat = 0.05

  /// The fewest keyframes a sampled path may grow to: 257 (256 segments).
  package static let maximumKeyCount = 257

  /// The most keyframes a sampled path of `duration` seconds holds: 257, or one per 2 ms of a
  /// longer path (a slow spring that swings many times), at most 4,097.
  package static func maximumKeyCount(forDuration duration: TimeInterval) -> Int {
    guard duration.isFinite, duration > 0 else { return maximumKeyCount }
    return Int(min(4_097, max(Double(maximumKeyCount), (duration * 500).rounded(.up) + 1)))
  }

  /// Samples `function` (of the fraction of the duration, `0…1`) with key times chosen
  /// adaptively: a segment is split until linear interpolation is within `tolerance` of the
  /// function at its quarter, half and three-quarter points, or the key count reaches
  /// ``maximumKeyCount(forDuration:)``.
  ///
  /// It starts from 8 equal segments, so that a bend in a segment that happens to be straight
  /// at its checked points is still found. Segments are refined breadth-first, so a capped path
  /// is evenly refined rather than exact in one place and coarse elsewhere. A split segment's
  /// quarter values are its halves' middles: each value is computed once.
  ///
  /// A segment shorter than ``minimumSpan`` is not split: where the function jumps (an animation
  /// ends, its spring just short of its end value) the path rises that steeply, and the jump
  /// costs a few keys instead of the whole budget.
  ///
  /// `jumps` are where the function is known to jump, ascending: a key ``jumpWidth`` before each
  /// fraction holds the value just before the jump (`left`), and a key at it the value from the
  /// jump on (`right`), so a known jump costs two keys and no splits.
  package static func sampling(
    duration: TimeInterval, finalValue: CGFloat,
    jumps: [(fraction: Double, left: CGFloat, right: CGFloat)] = [],
    _ function: (Double) -> CGFloat
  ) -> KeyframePath {
    let (times, values) = keys(duration: duration, jumps: jumps, function)
    return ordered(times: times, values: values, duration: duration, finalValue: finalValue)
  }

  /// ``sampling(duration:finalValue:jumps:_:)``, or `nil` when a value is not finite or none lies
  /// more than `threshold` from 0: a path that would add nothing is not put in order.
  package static func sampling(
    duration: TimeInterval, finalValue: CGFloat,
    jumps: [(fraction: Double, left: CGFloat, right: CGFloat)] = [], addingMoreThan threshold: CGFloat,
    _ function: (Double) -> CGFloat
  ) -> KeyframePath? {
    let (times, values) = keys(duration: duration, jumps: jumps, function)
    guard values.allSatisfy(\.isFinite), values.contains(where: { abs($0) > threshold }) else { return nil }
    return ordered(times: times, values: values, duration: duration, finalValue: finalValue)
  }

  /// The path of keys found in any order.
  private static func ordered(
    times: [Double], values: [CGFloat], duration: TimeInterval, finalValue: CGFloat
  ) -> KeyframePath {
    let order = times.indices.sorted { times[$0] < times[$1] }
    return KeyframePath(
      duration: duration, keyTimes: order.map { times[$0] }, values: order.map { values[$0] },
      finalValue: finalValue)
  }

  /// The keys ``sampling(duration:finalValue:jumps:_:)`` finds, in the order found.
  private static func keys(
    duration: TimeInterval, jumps: [(fraction: Double, left: CGFloat, right: CGFloat)],
    _ function: (Double) -> CGFloat
  ) -> (times: [Double], values: [CGFloat]) {
    let initialSegments = 8
    let maximumKeyCount = maximumKeyCount(forDuration: duration)
    // Keys are appended as found; each round checks only the segments the last one split, in
    // order from left to right, so a round costs what it splits, not the whole path.
    var times: [Double] = []
    var values: [CGFloat] = []
    var pending: [Segment] = []
    var next: [Segment] = []
    times.reserveCapacity(maximumKeyCount)
    values.reserveCapacity(maximumKeyCount)
    pending.reserveCapacity(maximumKeyCount)
    next.reserveCapacity(maximumKeyCount)
    var jump = 0
    func key(_ time: Double, _ value: CGFloat, checked: Bool) {
      if checked, let last = times.indices.last {
        pending.append(Segment(left: last, right: last + 1, middle: .nan))
      }
      times.append(time)
      values.append(value)
    }
    for index in 0...initialSegments {
      let time = Double(index) / Double(initialSegments)
      // The known jumps before this grid time, each a key on either side.
      while jump < jumps.count, jumps[jump].fraction < time {
        let (at, left, right) = jumps[jump]
        jump += 1
        guard let last = times.last, at - jumpWidth > last, left.isFinite, right.isFinite else { continue }
        key(at - jumpWidth, left, checked: true)
        key(at, right, checked: false)
      }
      if let last = times.last, time <= last { continue }
      key(time, function(time), checked: index > 0)
    }
    // Each round splits every segment that fails its check, until all pass or the cap is hit.
    while !pending.isEmpty, times.count < maximumKeyCount {
      next.removeAll(keepingCapacity: true)
      var budget = maximumKeyCount - times.count
      for segment in pending {
        guard budget > 0 else { break }
        let a = times[segment.left]
        let b = times[segment.right]
        guard b - a > minimumSpan,
          let (middle, quarter, threeQuarters) = split(
            a, b, values[segment.left], values[segment.right], known: segment.middle, function)
        else { continue }
        budget -= 1
        times.append((a + b) / 2)
        values.append(middle)
        let key = times.count - 1
        next.append(Segment(left: segment.left, right: key, middle: quarter))
        next.append(Segment(left: key, right: segment.right, middle: threeQuarters))
      }
      swap(&pending, &next)
    }
    return (times, values)
  }

  /// How far before a known jump its first key lies, as a fraction of the duration: 2⁻⁴⁰.
  package static let jumpWidth = 0x1p-40

  /// A segment to check: its keys' indices, and its middle's value when already computed (NaN
  /// otherwise).
  private struct Segment {
    var left: Int
    var right: Int
    var middle: CGFloat
  }

  /// The shortest segment split, as a fraction of the duration: 2⁻⁵², the spacing of fractions
  /// just below 1, so a jump is resolved as finely as before, in about 50 splits.
  package static let minimumSpan = 0x1p-52

  /// The function's values at the segment's middle and quarters, or `nil` when it needs no split.
  ///
  /// `known` is the middle's value when already computed (NaN otherwise). A quarter not computed
  /// is NaN.
  private static func split(
    _ a: Double, _ b: Double, _ va: CGFloat, _ vb: CGFloat, known: CGFloat, _ function: (Double) -> CGFloat
  ) -> (CGFloat, CGFloat, CGFloat)? {
    let middle = known.isNaN ? function((a + b) / 2) : known
    func strays(_ value: CGFloat, at weight: Double) -> Bool {
      !(abs(value - (va + (vb - va) * CGFloat(weight))) <= tolerance)
    }
    if strays(middle, at: 0.5) { return (middle, .nan, .nan) }
    let quarter = function(a + (b - a) / 4)
    if strays(quarter, at: 0.25) { return (middle, quarter, .nan) }
    let threeQuarters = function(a + (b - a) * 3 / 4)
    if strays(threeQuarters, at: 0.75) { return (middle, quarter, threeQuarters) }
    return nil
  }
}
