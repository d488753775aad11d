import ArgumentParser
import Foundation
import KeyboardDockReplay

/// `kbdock`: replays keyboard sessions through KeyboardDock's engine and shows what the bar did.
@main
struct KbdockCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbdock",
    abstract: "Replay keyboard sessions through KeyboardDock's engine and show what the bar did.",
    discussion: """
      With no subcommand, runs every built-in scenario and prints, for KeyboardDock and three \
      baseline models of common approaches, the largest gap and overlap between the bar and the \
      keyboard, the frames out of place, the final content inset and the content-offset drift.

      Exit status: 0 when every expectation holds, 1 when one is violated, 2 for unusable input.
      """,
    subcommands: [All.self, Run.self, List.self, Export.self, Scenario.self, Replay.self],
    defaultSubcommand: All.self
  )

  /// Parses the command line and runs it; every command-line error exits with status 2 (unusable
  /// input) rather than argument parsing's 64, while `--help` still exits with 0.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) != .success else { exit(withError: error) }
      let text = "kbdock: \(message(for: error))\nkbdock: see `kbdock --help`\n"
      FileHandle.standardError.write(Data(text.utf8))
      Foundation.exit(Kbdock.unusableInput)
    }
  }
}

/// Options every replaying subcommand takes.
struct ReplayOptions: ParsableArguments {
  // `.unconditional` takes `--fps -5` as a value, so that the range check can name it.
  @Option(name: .long, parsing: .unconditional, help: "Simulated frames per second, 1 to 1000.")
  var fps: Double = 120

  @Option(name: .long, help: ArgumentHelp("Write an HTML report to DIR/index.html.", valueName: "DIR"))
  var report: String?

  @Flag(name: .long, help: "Print machine-readable JSON metrics instead of the table.")
  var json = false

  @Flag(name: .long, help: "Measure and print the simulation's speed.")
  var measure = false

  func request(_ command: KbdockRequest.Command) -> KbdockRequest {
    KbdockRequest(
      command, framesPerSecond: fps, reportDirectory: report, printsJSON: json, measuresSpeed: measure)
  }
}

/// Runs a request, prints its output and exits with its status.
func perform(_ request: KbdockRequest) -> Never {
  let showsProgress = isatty(STDERR_FILENO) == 1
  let outcome = Kbdock.run(request, progress: showsProgress ? printProgress : nil)
  FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
  FileHandle.standardError.write(Data(outcome.standardError.utf8))
  exit(outcome.exitCode)
}

/// Rewrites the progress line on standard error (a terminal); `done` clears it.
@Sendable func printProgress(_ line: String) {
  let text = line.hasSuffix(": done") ? "\u{1B}[2K\r" : "\u{1B}[2K\rkbdock: \(line)"
  FileHandle.standardError.write(Data(text.utf8))
}

extension KbdockCommand {
  struct All: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run every built-in scenario (the default).")
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.builtIns)) }
  }

  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the built-in scenarios with these names.")
    @Argument(help: "Scenario names, as `kbdock list` prints them.")
    var names: [String]
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.run(names))) }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in scenarios.")
    @Flag(name: .long, help: "Print JSON.")
    var json = false
    func run() { perform(KbdockRequest(.list, printsJSON: json)) }
  }

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a built-in scenario as JSON, a starting point for your own.")
    @Argument(help: "The scenario's name.")
    var name: String
    func run() { perform(KbdockRequest(.export(name))) }
  }

  struct Scenario: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run scenario files (JSON, format kbdock-scenario).")
    @Argument(help: "Scenario files.")
    var files: [String]
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.scenarios(files))) }
  }

  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay traces recorded by KeyboardTraceRecorder (JSON Lines, format kbdock-trace).")
    @Argument(help: "Trace files.")
    var files: [String]
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.traces(files))) }
  }
}
