/// What `kbdock` was asked to do, after argument parsing.
///
/// Scenarios (built-in or files) run under their own `conditions`, or the default matrix
/// (``ReplayConditions/defaultMatrix(hitchStart:rotation:)``); traces run with no latency at 120 Hz.
/// Any of ``framesPerSecond``, ``commitLatency``, ``commitLatencies``, ``hitches``,
/// ``interruptions``, ``keyboardSpring``, ``crossFade``, ``noProbe`` or ``system`` replaces that
/// with the one condition they describe (the others at their defaults).
///
/// The `kbdock` executable builds one from its command line (with swift-argument-parser) and
/// hands it to ``Kbdock/run(_:progress:)``; tests build them directly.
public struct KbdockRequest: Sendable, Equatable {
  /// The command.
  public enum Command: Sendable, Equatable {
    /// Every built-in scenario (the default).
    case builtIns
    /// The built-in scenarios with these names.
    case run([String])
    /// List the built-in scenarios.
    case list
    /// Print a built-in scenario as JSON, a starting point for your own, with ``faults`` as its
    /// source faults.
    case export(String)
    /// Scenario files (JSON).
    case scenarios([String])
    /// Trace files (JSON Lines) recorded by `KeyboardTraceRecorder`.
    case traces([String])
    /// Fit the keyboard's physics to a trace recorded with measurements (``KeyboardPhysicsFit``).
    case fit(String)
    /// Measure the replay's speed with this many runs per measurement
    /// (``ReplayBenchmark/measure(runs:)``).
    case benchmark(runs: Int)
  }

  /// The command.
  public var command: Command
  /// Display frames per second (`--frame-rate`), 1…1000, or `nil` when not given.
  public var framesPerSecond: Double?
  /// Seconds from a notification to its transaction's commit (`--commit-latency`), 0…1, or
  /// `nil` when not given.
  public var commitLatency: Double?
  /// Commit latencies per turn that delivers a notification, cycling, as given
  /// (`--commit-latencies 0.03,0`, seconds), or `nil` when not given.
  public var commitLatencies: String?
  /// Main-thread hitches as given (`--hitch START:DURATION`, seconds), in time order.
  public var hitches: [String]
  /// How interrupted keyboard animations blend (`--interruptions additive|fromPresented`), or `nil`
  /// when not given.
  public var interruptions: String?
  /// The keyboard's spring as given (`--keyboard-spring M,K,C`: mass, stiffness, damping), or `nil`.
  public var keyboardSpring: String?
  /// Whether the keyboard cross-fades (`--cross-fade`).
  ///
  /// Defaults to `false`.
  public var crossFade: Bool
  /// Whether a view moved in a handler gets no readable animation (`--no-probe`).
  ///
  /// Defaults to `false`.
  public var noProbe: Bool
  /// The system the device reports (`--system "iOS 26.1"`), or `nil`.
  public var system: String?
  /// A directory to write an HTML report into (`index.html`), or `nil`.
  public var reportDirectory: String?
  /// Whether to print machine-readable JSON instead of the table.
  ///
  /// Defaults to `false`.
  public var printsJSON: Bool
  /// Whether to measure and print the simulation's speed.
  ///
  /// Defaults to `false`.
  public var measuresSpeed: Bool
  /// Whether the table spells each worst figure's condition out (`--wide`, about 190 columns)
  /// instead of a letter explained under the table (120 columns).
  ///
  /// Defaults to `false`.
  public var printsWideTable: Bool
  /// Source faults as given (`--fault NAME`, `--fault NAME:KEY=VALUE,…`,
  /// `--fault guideAboveKeyboard:OFFSET`), in order: they join the one condition the flags
  /// describe (see ``ReplaySourceFault``).
  ///
  /// Defaults to none.
  public var faults: [String] = []
  /// Whether to run the default matrix without its source faults (`--no-faults`): the device
  /// conditions only.
  ///
  /// Defaults to `false`.
  public var excludesFaults = false
  /// Raw facts KeyboardDock's driver gets no report of, as given (`--unknown-fact pan`,
  /// repeatable): they join every condition the run uses, the default matrix's too (see
  /// ``ReplayRawFact``).
  ///
  /// Defaults to none.
  public var unknownFacts: [String] = []

  /// Creates a request; the optional arguments have the defaults documented on the properties.
  public init(
    _ command: Command = .builtIns, framesPerSecond: Double? = nil, commitLatency: Double? = nil,
    commitLatencies: String? = nil, hitches: [String] = [], interruptions: String? = nil,
    keyboardSpring: String? = nil, crossFade: Bool = false, noProbe: Bool = false, system: String? = nil,
    reportDirectory: String? = nil, printsJSON: Bool = false, measuresSpeed: Bool = false,
    printsWideTable: Bool = false
  ) {
    self.command = command
    self.framesPerSecond = framesPerSecond
    self.commitLatency = commitLatency
    self.commitLatencies = commitLatencies
    self.hitches = hitches
    self.interruptions = interruptions
    self.keyboardSpring = keyboardSpring
    self.crossFade = crossFade
    self.noProbe = noProbe
    self.system = system
    self.reportDirectory = reportDirectory
    self.printsJSON = printsJSON
    self.measuresSpeed = measuresSpeed
    self.printsWideTable = printsWideTable
  }
}

/// What a `kbdock` run printed and how it ended.
public struct KbdockOutcome: Sendable, Equatable {
  /// `0` when every expectation held, `1` when one was violated, `2` for unusable input.
  public var exitCode: Int32
  /// The text for standard output.
  public var standardOutput: String
  /// The text for standard error: messages start with `kbdock: `.
  public var standardError: String

  /// Creates an outcome.
  public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
