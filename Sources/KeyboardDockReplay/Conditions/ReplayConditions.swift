import Foundation
import KeyboardDockCore

/// The device a replay runs on: when the keyboard's transaction commits, how often the display
/// refreshes, when the main thread stalls, and how the keyboard moves.
///
/// The simulator models these; no strategy is told them. A notification's run-loop turn keeps
/// the main thread busy for ``commitLatency`` seconds (or the turn's entry of
/// ``commitLatencies``), then commits: the keyboard's animation, and every render-server
/// animation a strategy added while handling that turn, begins then.
/// Display frames come every `1 / frameRate` seconds. During a ``hitches`` entry the main thread
/// runs nothing (no display-link callbacks, layout passes, notifications or samples: they wait
/// for the hitch's end) while committed animations keep running. The keyboard runs
/// ``keyboardSpring`` for curve 7, blends interrupted animations by ``interruptions``, and with
/// ``crossFade`` fades in place instead of sliding. A strategy sees the keyboard's physics only
/// as an app does: through the animation UIKit gives a view moved in a notification handler,
/// which it can read unless ``probe`` is `false`, and through the system version the device
/// reports (``system``, or the scenario's or trace's).
///
/// ```swift
/// let conditions = ReplayConditions(commitLatency: 0.016, frameRate: 60)
/// let result = Replay.run(scenario: .iPhoneShowHide, conditions: conditions)
/// ```
public struct ReplayConditions: Sendable, Equatable {
  /// Seconds from a notification's delivery until its run-loop turn commits its Core Animation
  /// transaction, 0 to ``maximumCommitLatency``.
  ///
  /// Defaults to `0`.
  ///
  /// Only turns that deliver a notification take this long; a turn with only a per-frame sample
  /// commits at once.
  public var commitLatency: Double
  /// Commit latencies that vary from turn to turn, in seconds, each from 0 to
  /// ``maximumCommitLatency``; when not empty, they replace ``commitLatency``.
  ///
  /// The first run-loop turn that delivers a notification takes the first, the next such turn the
  /// second, and so on, starting over after the last. Defaults to none.
  public var commitLatencies: [Double]
  /// Display frames per second, 1 to 1000.
  ///
  /// Defaults to ``Replay/defaultFramesPerSecond`` (120).
  public var frameRate: Double
  /// Times the main thread is stalled, in time order, not overlapping.
  ///
  /// Defaults to none.
  public var hitches: [ReplayHitch]
  /// How an interrupted keyboard animation blends with the new one.
  ///
  /// Defaults to ``ReplayInterruptions/additive``, UIKit's rule since iOS 8.
  public var interruptions: ReplayInterruptions
  /// The spring UIKit runs for curve 7.
  ///
  /// Defaults to ``ReplaySpring/keyboard`` (mass 3, stiffness 1000, damping 500).
  public var keyboardSpring: ReplaySpring
  /// Whether the keyboard cross-fades (Accessibility ▸ Motion ▸ Prefer Cross-Fade Transitions): it
  /// appears and disappears at its end frame with no slide, and a view moved in a handler gets
  /// no animation.
  ///
  /// Defaults to `false`.
  public var crossFade: Bool
  /// Whether an app can read the animation UIKit gives a view moved in a notification handler.
  ///
  /// `false` models a system whose animation cannot be read: the view still moves with the
  /// keyboard, but its spring is unknown to the app. Defaults to `true`.
  public var probe: Bool
  /// The operating system the device reports, such as `iOS 26.1`, or `nil` for the scenario's or
  /// trace's own.
  ///
  /// Defaults to `nil`.
  public var system: String?
  /// The gap a floating glass bar keeps above the keyboard and above the home indicator, in
  /// points, as the iOS 26 composer does; `0` for a bar flat on them.
  ///
  /// Added to the scenario's dock spacings (`keyboardSpacing`, `restingSpacing`) for every
  /// strategy and for the expected placement (see `floatingBar(_:)`). Defaults to `0`.
  public var floatingBarGap: Double

  /// How the device's sources lie about the keyboard: what the strategies are told, never where
  /// the keyboard is (see ``ReplaySourceFault``).
  ///
  /// Defaults to none.
  public var faults: [ReplaySourceFault]

  /// The raw facts KeyboardDock's driver gets no report of (see ``ReplayRawFact``): an adapter
  /// that cannot read them, or a trace that did not record them.
  ///
  /// Only KeyboardDock's driver is told these facts, so only its figures can change; the keyboard
  /// and the measurement do not. Defaults to none.
  public var unknownFacts: Set<ReplayRawFact>

  /// The longest commit latency accepted: 1 s.
  public static let maximumCommitLatency = 1.0
  /// The frame rates accepted: 1 to 1000 Hz.
  public static let frameRates: ClosedRange<Double> = 1...1000
  /// The longest hitch accepted: 10 s.
  public static let maximumHitchDuration = 10.0

  /// Creates conditions; every argument has the default documented on its property.
  public init(
    commitLatency: Double = 0, commitLatencies: [Double] = [],
    frameRate: Double = Replay.defaultFramesPerSecond,
    hitches: [ReplayHitch] = [], interruptions: ReplayInterruptions = .additive,
    keyboardSpring: ReplaySpring = .keyboard, crossFade: Bool = false, probe: Bool = true,
    system: String? = nil, floatingBarGap: Double = 0, faults: [ReplaySourceFault] = [],
    unknownFacts: Set<ReplayRawFact> = []
  ) {
    self.commitLatency = commitLatency
    self.commitLatencies = commitLatencies
    self.frameRate = frameRate
    self.hitches = hitches
    self.interruptions = interruptions
    self.keyboardSpring = keyboardSpring
    self.crossFade = crossFade
    self.probe = probe
    self.system = system
    self.floatingBarGap = floatingBarGap
    self.faults = faults
    self.unknownFacts = unknownFacts
  }

  /// No latency, 120 Hz, no hitches, the keyboard's default physics: the timing traces replay
  /// under unless told otherwise.
  public static let ideal = ReplayConditions()

  /// The commit latencies of the default matrix: 0, 4, 16 and 33 ms.
  public static let matrixLatencies = [0.0, 0.004, 0.016, 0.033]
  /// The frame rates of the default matrix: 60 Hz (an iPhone app without
  /// `CADisableMinimumFrameDurationOnPhone`) and 120 Hz (ProMotion).
  public static let matrixFrameRates = [60.0, 120.0]
  /// The duration of the default matrix's hitch: 50 ms.
  public static let matrixHitchDuration = 0.05
  /// How long after the first show's notification the default matrix's hitch starts: 30 ms,
  /// while the keyboard moves fastest.
  public static let matrixHitchDelay = 0.03

  /// The system the default matrix's unreadable-spring condition reports: `iOS 26.1`.
  public static let matrixIOS26System = "iOS 26.1"

  /// The default matrix: every commit latency of ``matrixLatencies`` at every rate of
  /// ``matrixFrameRates``, then a ``matrixHitchDuration`` hitch starting at `hitchStart` with no
  /// latency at 120 Hz, then the keyboard's physics: iOS 26's spring at 0 and 16 ms (120 Hz),
  /// ``ReplayInterruptions/fromPresented`` at 16 ms (60 Hz), a cross-fade (0 ms, 120 Hz), and iOS
  /// 26's spring with no readable probe on a device that reports ``matrixIOS26System``, and iOS
  /// 26 with a floating glass bar (``matrixFloatingBarGap``); then each source fault at its three
  /// levels (``matrixFaults(rotation:)``).
  ///
  /// Forty-five conditions. A scenario runs a fault's condition only when the fault changes
  /// what its sources report (``Replay/conditions(for:)``).
  ///
  /// - Parameters:
  ///   - hitchStart: Seconds from the timeline's start; ``ReplayTimeline/midShowTime`` gives the
  ///     instant the built-in scenarios use.
  ///   - rotation: Which device timing each fault's level runs under
  ///     (``matrixFaults(rotation:)``): a built-in scenario's position among the built-ins.
  public static func defaultMatrix(hitchStart: Double, rotation: Int = 0) -> [ReplayConditions] {
    deviceMatrix(hitchStart: hitchStart) + matrixFaults(rotation: rotation)
  }

  /// The default matrix without its source faults: the fifteen conditions of device timing and
  /// keyboard physics (``defaultMatrix(hitchStart:rotation:)``).
  public static func deviceMatrix(hitchStart: Double) -> [ReplayConditions] {
    var matrix: [ReplayConditions] = []
    for latency in matrixLatencies {
      for rate in matrixFrameRates {
        matrix.append(ReplayConditions(commitLatency: latency, frameRate: rate))
      }
    }
    matrix.append(
      ReplayConditions(hitches: [ReplayHitch(start: hitchStart, duration: matrixHitchDuration)]))
    matrix.append(ReplayConditions(keyboardSpring: .iOS26))
    matrix.append(ReplayConditions(commitLatency: 0.016, keyboardSpring: .iOS26))
    matrix.append(ReplayConditions(commitLatency: 0.016, frameRate: 60, interruptions: .fromPresented))
    matrix.append(ReplayConditions(crossFade: true))
    matrix.append(ReplayConditions(keyboardSpring: .iOS26, probe: false, system: matrixIOS26System))
    matrix.append(
      ReplayConditions(
        keyboardSpring: .iOS26, system: matrixIOS26System, floatingBarGap: matrixFloatingBarGap))
    return matrix
  }

  /// The system the default matrix's iOS 27 faults report: `iOS 27.0`.
  public static let matrixIOS27System = "iOS 27.0"

  /// The source faults of the default matrix: every fault at its three levels
  /// (``ReplaySourceFault/matrixLevels(of:)``, low to high magnitude), each under one of the
  /// eight device timings of ``matrixLatencies`` × ``matrixFrameRates``, on the system whose field
  /// reports show the fault: the guide at the bottom and stale *did* notifications on iOS 27; the
  /// guide above the keyboard, the end frame on every tick and spurious interactive values on
  /// iOS 26; empty end frames under a cross-fade; the rest on any system (a scenario that states
  /// iOS 26 or later then runs them with iOS 26's spring).
  ///
  /// Thirty conditions. Level `m` of the fault at position `f` of
  /// ``ReplaySourceFault/allFaults`` runs under timing `(3 × rotation + m + f) mod 8` (latency
  /// index `t / 2`, rate index `t mod 2`): as the rotation runs over eight consecutive values, as
  /// the built-in scenarios' positions do, every level of every fault meets every timing, since 3
  /// and 8 have no common divisor. The full cross product (240 conditions) runs in the sweep.
  public static func matrixFaults(rotation: Int = 0) -> [ReplayConditions] {
    var conditions: [ReplayConditions] = []
    for (position, base) in ReplaySourceFault.allFaults.enumerated() {
      for (level, fault) in ReplaySourceFault.matrixLevels(of: base.name).enumerated() {
        let timing = ((3 * rotation + level + position) % 8 + 8) % 8
        var condition = matrixFaultDevice(for: fault)
        condition.commitLatency = matrixLatencies[timing / 2]
        condition.frameRate = matrixFrameRates[timing % 2]
        conditions.append(condition)
      }
    }
    return conditions
  }

  /// The device a fault runs on in the matrix and the sweep, with no latency at 120 Hz: the system
  /// whose reports show it, with that system's spring.
  static func matrixFaultDevice(for fault: ReplaySourceFault) -> ReplayConditions {
    switch fault {
    case .guideAtBottom, .staleDid:
      ReplayConditions(keyboardSpring: .iOS26, system: matrixIOS27System, faults: [fault])
    case .guideAboveKeyboard, .endFrameEveryTick, .spuriousInteractive:
      ReplayConditions(keyboardSpring: .iOS26, system: matrixIOS26System, faults: [fault])
    case .emptyEndFrames: ReplayConditions(crossFade: true, faults: [fault])
    case .hostEndAhead, .activationMidMotion, .phantomFrameChange, .bouncingFrames:
      ReplayConditions(faults: [fault])
    }
  }

  /// What the keyboard's physics adds to a label: `iOS 26 spring`, `from presented`,
  /// `cross-fade`, `no probe`, the system (which stands for its own spring); empty for the
  /// defaults.
  var physicsLabel: String {
    var parts: [String] = []
    let reportsIOS26 = system.flatMap(SystemVersion.init(parsing:)).map { $0 >= .iOS26 } ?? false
    if let system { parts.append(system) }
    if keyboardSpring == .iOS26 {
      if !reportsIOS26 { parts.append("iOS 26 spring") }
    } else if keyboardSpring != .keyboard {
      let values = [keyboardSpring.mass, keyboardSpring.stiffness, keyboardSpring.damping]
      parts.append("spring " + values.map(ReplayFormat.shortest).joined(separator: "/"))
    }
    if interruptions == .fromPresented { parts.append("from presented") }
    if crossFade { parts.append("cross-fade") }
    if !probe { parts.append("no probe") }
    if floatingBarGap != 0 { parts.append("floating bar \(ReplayFormat.shortest(floatingBarGap)) pt") }
    parts += faults.map(\.label)
    parts += ReplayRawFact.allCases.filter(unknownFacts.contains).map { "\($0.rawValue) unknown" }
    return parts.joined(separator: ", ")
  }

  /// The commit latency in milliseconds, `16`, or the latencies per turn, `30/0`.
  var latencyLabel: String {
    commitLatencies.isEmpty
      ? ReplayFormat.milliseconds(commitLatency)
      : commitLatencies.map(ReplayFormat.milliseconds).joined(separator: "/")
  }

  /// A short label: `16 ms, 60 Hz`, `0 ms, 120 Hz, hitch 0.53 s + 50 ms`,
  /// `16 ms, 120 Hz, iOS 26 spring` or, with latencies per turn, `30/0 ms, 120 Hz`.
  public var label: String {
    var text = "\(latencyLabel) ms, \(ReplayFormat.rate(frameRate)) Hz"
    for hitch in hitches {
      text +=
        ", hitch \(ReplayFormat.seconds(hitch.start)) s + \(ReplayFormat.milliseconds(hitch.duration)) ms"
    }
    let physics = physicsLabel
    return physics.isEmpty ? text : "\(text), \(physics)"
  }

  /// A label for the table: `16 ms, 60 Hz`, or `hitch, 120 Hz` for the default matrix's hitch
  /// (no latency, one hitch); ``label`` says when the hitches are.
  public var shortLabel: String {
    let physics = physicsLabel
    return physics.isEmpty ? timingLabel : "\(timingLabel), \(physics)"
  }

  /// The timing part of ``shortLabel``.
  private var timingLabel: String {
    let rate = "\(ReplayFormat.rate(frameRate)) Hz"
    let hasLatency = commitLatency != 0 || !commitLatencies.isEmpty
    switch (hasLatency, hitches.count) {
    case (_, 0): return "\(latencyLabel) ms, \(rate)"
    case (false, 1): return "hitch, \(rate)"
    case (false, let count): return "\(count) hitches, \(rate)"
    default:
      return "\(latencyLabel) ms, \(rate), \(hitches.count) hitch\(hitches.count == 1 ? "" : "es")"
    }
  }
}

/// A stretch of time the main thread is stalled.
public struct ReplayHitch: Sendable, Equatable {
  /// When the stall starts, in seconds from the timeline's start.
  public var start: Double
  /// How long it lasts, in seconds.
  public var duration: Double

  /// Creates a hitch.
  public init(start: Double, duration: Double) {
    self.start = start
    self.duration = duration
  }

  /// When the stall ends, in seconds from the timeline's start.
  public var end: Double { start + duration }
}
