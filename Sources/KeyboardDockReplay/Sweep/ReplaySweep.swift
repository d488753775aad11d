import Foundation
import KeyboardDockCore

/// A seeded sweep over source faults, their magnitudes, device timing and scenarios: what no
/// fixed matrix can be fitted to.
///
/// Each draw picks, uniformly: a built-in scenario; one fault, or two distinct ones (a pair with
/// probability ``pairProbability``), among those the scenario does not leave out
/// (``ReplayScenario/withoutFaults``); every parameter of each fault over its documented range
/// (``ReplaySourceFault/parameters(of:)``; an optional one absent half the time, drawn off the
/// sweep's own generator (``ReplaySourceFault/optionalParameterShare``), a phantom's
/// frame among its three kinds); a commit latency from 0 to 33 ms; 60 or 120 Hz. The
/// system is the one whose field reports show the faults drawn (iOS 27 for the guide at the
/// bottom and stale *did*s, iOS 26.1 for the other iOS 26 faults), and a system of iOS 26 or
/// later always runs with its own spring: there is no pre-26 spring on such a device. A draw
/// fails when KeyboardDock leaves the keyboard by more than 0.5 pt or an expectation fails, outside
/// the documented unknowable (the guide's jump during a drag, within its size, ``ReplayMetrics/unknowable``),
/// which the text reports on a line of its own; it is
/// printed as a scenario file that replays to the same figure (`kbdock scenario FILE`).
///
/// It does not shrink a failing draw, and it draws no trace: traces carry what their sources
/// reported.
public enum ReplaySweep {
  /// The share of draws that pair two faults: 0.4, so that a sweep of a few hundred draws pairs
  /// at least 30 % of them.
  public static let pairProbability = 0.4
  /// The largest commit latency drawn: 33 ms, two frames at 60 Hz.
  public static let latencies: ClosedRange<Double> = 0...0.033
  /// The frame rates drawn.
  public static let frameRates = [60.0, 120.0]
  /// The gap or overlap beyond which a draw fails, in points: 0.5.
  public static let tolerance = 0.5

  /// One draw.
  public struct Draw: Sendable, Equatable {
    /// The scenario, with the draw's faults and conditions written in.
    public var scenario: ReplayScenario
    /// The faults drawn: one, or a pair.
    public var faults: [ReplaySourceFault] { scenario.faults }
  }

  /// The draws a seed gives, in order.
  public static func draws(seed: UInt64, count: Int) -> [Draw] {
    var random = SplitMix64(seed: seed)
    let scenarios = ReplayScenario.builtIns
    var draws: [Draw] = []
    draws.reserveCapacity(max(0, count))
    for _ in 0..<max(0, count) {
      var scenario = scenarios[random.index(scenarios.count)]
      let allowed = ReplaySourceFault.names.filter { !scenario.withoutFaults.contains($0) }
      var names: [String] = []
      let wanted = random.unit() < pairProbability ? 2 : 1
      var pool = allowed
      while names.count < wanted, !pool.isEmpty {
        names.append(pool.remove(at: random.index(pool.count)))
      }
      let faults = names.compactMap { ReplaySourceFault.drawn($0, using: &random) }
      let latency = (random.unit() * latencies.upperBound * 1000).rounded() / 1000
      let rate = frameRates[random.index(frameRates.count)]
      scenario.faults = faults
      scenario.conditions = conditions(for: faults, scenario: scenario, latency: latency, frameRate: rate)
      draws.append(Draw(scenario: scenario))
    }
    return draws
  }

  /// The device a draw runs on: the faults' system, its own spring from iOS 26 on, a cross-fade
  /// for empty end frames.
  static func conditions(
    for faults: [ReplaySourceFault], scenario: ReplayScenario, latency: Double, frameRate: Double
  ) -> ReplayConditions {
    var system = scenario.system
    for fault in faults {
      switch fault {
      case .guideAtBottom, .staleDid:
        system = ReplayConditions.matrixIOS27System
      case .guideAboveKeyboard, .endFrameEveryTick, .spuriousInteractive:
        if system.flatMap(SystemVersion.init(parsing:)).map({ $0 < SystemVersion(26) }) ?? true {
          system = ReplayConditions.matrixIOS26System
        }
      case .hostEndAhead, .emptyEndFrames, .activationMidMotion, .phantomFrameChange, .bouncingFrames:
        break
      }
    }
    let modern = system.flatMap(SystemVersion.init(parsing:)).map { $0 >= SystemVersion(26) } ?? false
    return ReplayConditions(
      commitLatency: latency, frameRate: frameRate, keyboardSpring: modern ? .iOS26 : .keyboard,
      crossFade: faults.contains { $0.name == "emptyEndFrames" }, system: system)
  }

  /// Runs `count` draws from `seed` and says how they went: the text to print, and whether
  /// every draw kept the bar within ``tolerance`` with every expectation met.
  ///
  /// `unknownFacts` join every draw's conditions (``ReplayConditions/unknownFacts``): the same
  /// draws, with KeyboardDock's driver told none of those facts.
  public static func run(
    seed: UInt64, count: Int, unknownFacts: Set<ReplayRawFact> = []
  ) -> (text: String, passed: Bool) {
    let draws = draws(seed: seed, count: count).map { draw in
      var draw = draw
      draw.scenario.conditions?.unknownFacts = unknownFacts
      return draw
    }
    var counts: [String: Int] = [:]
    var pairs = 0
    var worstGap = (0.0, "")
    var worstOverlap = (0.0, "")
    var failures: [String] = []
    var jumps = 0
    var worstUnknowable = (0.0, "")
    // The draws run on every core; their figures are read in the draws' order.
    let results = valuesOnEveryCore(count: draws.count) { index in
      let scenario = draws[index].scenario
      return Replay.run(scenario: scenario, conditions: scenario.conditions ?? .ideal)
    }
    for (index, draw) in draws.enumerated() {
      for fault in draw.faults { counts[fault.name, default: 0] += 1 }
      if draw.faults.count > 1 { pairs += 1 }
      let result = results[index]
      let metrics = result.keyboardDock
      let gap = metrics?.maxGap ?? .infinity
      let overlap = metrics?.maxOverlap ?? .infinity
      let label =
        "draw \(index + 1): \(draw.scenario.name), " + draw.faults.map(\.label).joined(separator: " + ")
      if draw.faults.contains(where: { $0.value(of: "dismissalOffset") != nil }) { jumps += 1 }
      if let excused = metrics?.unknowable, excused > worstUnknowable.0 { worstUnknowable = (excused, label) }
      if gap > worstGap.0 { worstGap = (gap, label) }
      if overlap > worstOverlap.0 { worstOverlap = (overlap, label) }
      if gap > tolerance || overlap > tolerance || !result.violations.isEmpty {
        failures.append(
          "\(label): gap \(ReplayFormat.shortest(gap)) pt, overlap \(ReplayFormat.shortest(overlap)) pt, "
            + "\(result.violations.count) expectations failed. Replays with `kbdock scenario FILE`:\n"
            + draw.scenario.jsonText())
      }
    }
    var text = "Sweep: seed \(seed), \(draws.count) draws, \(pairs) pair faults"
    text += draws.isEmpty ? "" : " (\(Int((Double(pairs) / Double(draws.count) * 100).rounded())) %)"
    if !unknownFacts.isEmpty {
      let names = ReplayRawFact.allCases.filter(unknownFacts.contains).map(\.rawValue)
      text += ", \(names.joined(separator: " and ")) unknown"
    }
    text += ".\n"
    text += "Draws per fault:\n"
    for fault in ReplaySourceFault.allFaults {
      text += "  \(fault.name): \(counts[fault.name] ?? 0)\n"
    }
    text += "KeyboardDock: max gap \(ReplayFormat.points(worstGap.0)) pt (\(worstGap.1)), "
    text += "max overlap \(ReplayFormat.points(worstOverlap.0)) pt (\(worstOverlap.1)).\n"
    text +=
      "Unknowable, as documented: \(jumps) draws give the guide's offset a jump during drags (FB18129551); "
    text += "KeyboardDock up to \(ReplayFormat.points(worstUnknowable.0)) pt off during drags"
    text += worstUnknowable.1.isEmpty ? "" : " (\(worstUnknowable.1))"
    text += ", within each jump's size.\n"
    if failures.isEmpty {
      text += "Every draw within \(ReplayFormat.shortest(tolerance)) pt. All expectations met.\n"
    } else {
      text += "\(failures.count) draws failed:\n" + failures.joined(separator: "\n")
    }
    return (text, failures.isEmpty)
  }
}

/// A small seeded generator (SplitMix64): the same seed draws the same sweep on every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<1`, uniform.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// An index in `0..<count`, uniform.
  mutating func index(_ count: Int) -> Int { Int(next() % UInt64(max(1, count))) }
}
