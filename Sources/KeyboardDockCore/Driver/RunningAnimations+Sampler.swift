import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension RunningAnimations {
  /// The value shown at the many instants one plan samples, at a cost that hardly grows with the
  /// number of animations running.
  ///
  /// Animations on the same spring and speed, each from its own commit (height changes a few
  /// frames apart, each interrupting the last), are summed in closed form: a spring's remaining
  /// fraction `τ` seconds in is `e^(−ωτ)` times a polynomial or a sinusoid of `τ`, so shifting
  /// `τ` by an animation's later or earlier start multiplies it by constants worked out once. At
  /// each instant every animation is still judged on its own (not begun, running, ended, exactly
  /// as ``RunningAnimations/value(at:)`` judges it), but the exponential, sine and cosine are
  /// evaluated once for all running ones on the same spring.
  ///
  /// The sum agrees with ``RunningAnimations/value(at:)`` to the last few bits. It sums only where
  /// two or more animations share a spring: otherwise it answers with
  /// ``RunningAnimations/value(at:)`` itself, bit for bit. It does not sum Bézier curves, animations
  /// that others replaced, or springs whose speed is not a positive finite number: those are
  /// evaluated one by one. The driver reads animations through it from ``fewestWorthSumming`` on.
  package struct Sampler {
    /// Animations that share a spring and a speed, summed from the latest commit among them.
    private struct Group {
      var form: KeyboardMotionTiming.Prepared.ClosedForm
      var speed: Double
      /// The latest commit among the group's animations.
      var reference: TimeInterval
      /// The closed form's duration and the cap on the elapsed time.
      var duration: Double
      var cap: Double
      /// The group's members in ``Sampler/members``.
      var members: Range<Int>
      /// What all its animations add, and the sums of their two coefficients.
      var delta: Value
      var first: Value
      var second: Value
    }

    /// One animation of a group, in the order of their commits: when it begins and ends, and the
    /// sums of what the animations before it add and of their two coefficients.
    private struct Member {
      var anchor: TimeInterval
      var end: TimeInterval
      var deltaBefore: Value
      var firstBefore: Value
      var secondBefore: Value
    }

    /// The animations, for those read one by one.
    private let animations: RunningAnimations
    private let groups: [Group]
    private let members: [Member]
    /// The terms no group sums, read one by one.
    private let alone: [Int]

    /// The fewest animations worth summing: 4.
    ///
    /// Summing costs a few allocations once and saves most of the work of each animation at each
    /// instant: with fewer, a plan reads them one by one sooner (the driver's benchmarks: a hide
    /// after a show and one height change costs 51 µs read one by one, 57 µs summed).
    package static var fewestWorthSumming: Int { 4 }

    /// `true` when `animations` are enough to be worth summing.
    package static func pays(for animations: RunningAnimations) -> Bool {
      animations.terms.count >= fewestWorthSumming
    }

    /// Prepares `animations` for sampling.
    package init(_ animations: RunningAnimations) {
      self.animations = animations
      let terms = animations.terms
      var groups: [Group] = []
      var members: [Member] = []
      var alone: [Int] = []
      // One animation is read as it is, and nothing is allocated for it.
      guard terms.count >= 2 else {
        (self.groups, self.members, self.alone) = (groups, members, alone)
        return
      }
      // The springs and speeds of the terms that can be summed, and those terms by spring and
      // speed, then in the order of their commits, so that those begun, running and ended are runs.
      var kinds: [(timing: KeyboardMotionTiming, speed: Double, count: Int)] = []
      var order: [(kind: Int, anchor: TimeInterval, term: Int)] = []
      for index in terms.indices {
        let stage = terms[index].own
        guard terms[index].replacements.isEmpty, stage.speed > 0, stage.speed.isFinite, stage.anchor.isFinite,
          stage.prepared.closedForm != nil,
          // A cap short of the spring's duration is not summed (no keyboard's spring has one).
          stage.prepared.cap >= stage.prepared.duration
        else {
          alone.append(index)
          continue
        }
        let kind =
          kinds.firstIndex { $0.timing == stage.timing && $0.speed == stage.speed }
          ?? {
            kinds.append((stage.timing, stage.speed, 0))
            return kinds.count - 1
          }()
        kinds[kind].count += 1
        order.append((kind, stage.anchor, index))
      }
      order.sort { ($0.kind, $0.anchor) < ($1.kind, $1.anchor) }
      members.reserveCapacity(order.count)
      var next = 0
      for kind in kinds.indices {
        let run = order[next..<next + kinds[kind].count]
        next += kinds[kind].count
        // A spring alone is read as it is.
        guard run.count >= 2, let form = terms[run.first!.term].own.prepared.closedForm else {
          alone += run.map(\.term)
          continue
        }
        let prepared = terms[run.first!.term].own.prepared
        let speed = kinds[kind].speed
        let reference = run.last!.anchor
        let start = members.count
        var sums = (delta: Value.zero, first: Value.zero, second: Value.zero)
        for (_, anchor, index) in run {
          // The animation's shift before the reference, in its own time.
          let shift = speed * (reference - anchor)
          let (first, second): (Double, Double)
          switch form {
          case .critical(let omega, let rate):
            let envelope = exp(-omega * shift)
            (first, second) = (envelope * (1 + rate * shift), envelope * rate)
          case .underdamped(let decay, let damped, let sineFactor):
            let envelope = exp(-decay * shift)
            let (cosine, sine) = (cos(damped * shift), sin(damped * shift))
            (first, second) = (
              envelope * (cosine + sineFactor * sine), envelope * (sineFactor * cosine - sine)
            )
          }
          let delta = terms[index].delta
          members.append(
            Member(
              anchor: anchor, end: terms[index].own.end, deltaBefore: sums.delta, firstBefore: sums.first,
              secondBefore: sums.second))
          sums.delta = sums.delta + delta
          sums.first = sums.first + delta.scaled(by: first)
          sums.second = sums.second + delta.scaled(by: second)
        }
        groups.append(
          Group(
            form: form, speed: speed, reference: reference, duration: prepared.duration, cap: prepared.cap,
            members: start..<members.count, delta: sums.delta, first: sums.first, second: sums.second))
      }
      // Read in the order they were added, as `RunningAnimations.value(at:)` reads them.
      alone.sort()
      self.groups = groups
      self.members = members
      self.alone = alone
    }

    /// The value shown at `time`.
    @inline(__always)
    package func value(at time: TimeInterval) -> Value {
      groups.isEmpty ? animations.value(at: time) : summedValue(at: time)
    }

    /// The value shown at `time`, with the groups summed.
    private func summedValue(at time: TimeInterval) -> Value {
      var value = animations.model
      animations.terms.withUnsafeBufferPointer { terms in
        for index in alone {
          let remaining = terms[index].remaining(at: time)
          if remaining != 0 { value = value + terms[index].delta.scaled(by: remaining) }
        }
      }
      // Read in place through their addresses: a member copied costs more than its sum.
      members.withUnsafeBufferPointer { members in
        groups.withUnsafeBufferPointer { groups in
          for group in groups.indices {
            value = value + sum(groups[group], of: members, at: time)
          }
        }
      }
      return value
    }

    /// What `group`'s animations add at `time`.
    ///
    /// Each animation is judged as `Stage.remaining(at:)` and the prepared spring judge it: ended
    /// (its end passed, or its spring's duration), running, or not begun (adding all of its delta).
    /// Those ended come first and those not begun last, in the order of their commits, so two
    /// binary searches find the running ones, whose sum is read from the sums before them.
    @inline(__always)
    private func sum(_ group: Group, of members: UnsafeBufferPointer<Member>, at time: TimeInterval) -> Value
    {
      func hasEnded(_ member: Member) -> Bool {
        guard time < member.end else { return true }
        return min((time - member.anchor) * group.speed, group.cap) > group.duration
      }
      func hasBegun(_ member: Member) -> Bool {
        let elapsed = time - member.anchor
        return elapsed > 0 && min(elapsed * group.speed, group.cap) > 0
      }
      let running = partition(members, group.members) { hasEnded($0) }
      let notBegun = partition(members, running..<group.members.upperBound) { hasBegun($0) }
      func before(_ index: Int) -> (delta: Value, first: Value, second: Value) {
        index < group.members.upperBound
          ? (members[index].deltaBefore, members[index].firstBefore, members[index].secondBefore)
          : (group.delta, group.first, group.second)
      }
      let start = before(running)
      let end = before(notBegun)
      // What those not begun add, all of it.
      let total = group.delta - end.delta
      guard running < notBegun else { return total }
      let first = end.first - start.first
      let second = end.second - start.second
      let since = group.speed * (time - group.reference)
      switch group.form {
      case .critical(let omega, _):
        let envelope = exp(-omega * since)
        return total + first.scaled(by: envelope) + second.scaled(by: envelope * since)
      case .underdamped(let decay, let damped, _):
        let envelope = exp(-decay * since)
        return total + first.scaled(by: envelope * cos(damped * since))
          + second.scaled(by: envelope * sin(damped * since))
      }
    }

    /// The first index in `range` whose member does not satisfy `isBefore`, which holds for a
    /// leading run of the members and for none after it.
    @inline(__always)
    private func partition(
      _ members: UnsafeBufferPointer<Member>, _ range: Range<Int>, while isBefore: (Member) -> Bool
    ) -> Int {
      var low = range.lowerBound
      var high = range.upperBound
      while low < high {
        let middle = (low + high) / 2
        if isBefore(members[middle]) { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
