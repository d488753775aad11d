/// What `kbdock` was asked to do, after argument parsing.
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
    /// Print a built-in scenario as JSON, a starting point for your own.
    case export(String)
    /// Scenario files (JSON).
    case scenarios([String])
    /// Trace files (JSON Lines) recorded by `KeyboardTraceRecorder`.
    case traces([String])
  }

  /// The command.
  public var command: Command
  /// Simulated frames per second, 1…1000; defaults to 120.
  public var framesPerSecond: Double
  /// A directory to write an HTML report into (`index.html`), or `nil`.
  public var reportDirectory: String?
  /// Whether to print machine-readable JSON instead of the table; defaults to `false`.
  public var printsJSON: Bool
  /// Whether to measure and print the simulation's speed; defaults to `false`.
  public var measuresSpeed: Bool

  /// Creates a request; the optional arguments have the defaults documented on the properties.
  public init(
    _ command: Command = .builtIns, framesPerSecond: Double = Replay.defaultFramesPerSecond,
    reportDirectory: String? = nil,
    printsJSON: Bool = false, measuresSpeed: Bool = false
  ) {
    self.command = command
    self.framesPerSecond = framesPerSecond
    self.reportDirectory = reportDirectory
    self.printsJSON = printsJSON
    self.measuresSpeed = measuresSpeed
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
