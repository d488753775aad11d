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
      With no subcommand, runs every built-in scenario under the default matrix of device \
      timing and keyboard physics (commit latency 0, 4, 16 and 33 ms at 60 and 120 Hz, a 50 ms \
      main-thread hitch mid-show, iOS 26's spring, interruptions from the presented value, a \
      cross-fade, an unreadable spring and a floating glass bar) and under each source fault the \
      field reports show (a layout guide at the screen's bottom or above the keyboard, stale or \
      empty notifications, an activation mid-animation, …), and prints, for KeyboardDock and six \
      baseline models of common approaches, the \
      largest gap and overlap between the bar and the keyboard with the condition that produced \
      it, the frames out of place, the final content inset and the content-offset drift. \
      --frame-rate, --commit-latency, --commit-latencies, --hitch, --interruptions, \
      --keyboard-spring, --cross-fade, --no-probe, --system and --fault run one condition instead; \
      --no-faults leaves the source faults out; --unknown-fact pan tells KeyboardDock nothing of the \
      pan under every condition.

      Exit status: 0 when every expectation holds, 1 when one is violated, 2 for unusable input.
      """,
    subcommands: [
      All.self, Run.self, List.self, Export.self, Scenario.self, Replay.self, Fit.self, Frames.self,
      SelfTest.self, Benchmark.self, Sweep.self,
    ],
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
  // `.unconditional` takes `--fps -5` (or `--hitch -1:0.05`) as a value, so that the range check
  // can name it.
  @Option(
    name: [.customLong("frame-rate"), .customLong("fps")], parsing: .unconditional,
    help: ArgumentHelp("Display frames per second, 1 to 1000 (default 120).", valueName: "HZ"))
  var frameRate: Double?

  @Option(
    name: .customLong("commit-latency"), parsing: .unconditional,
    help: ArgumentHelp(
      "Seconds from a notification to its transaction's commit, 0 to 1 (default 0).", valueName: "SECONDS"))
  var commitLatency: Double?

  @Option(
    name: .customLong("commit-latencies"), parsing: .unconditional,
    help: ArgumentHelp(
      "Commit latencies in seconds for the turns that deliver a notification, in turn, cycling.",
      valueName: "A,B,..."))
  var commitLatencies: String?

  @Option(
    name: .customLong("hitch"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A main-thread stall, in seconds from the session's start; repeatable, in time order.",
      valueName: "START:DURATION"))
  var hitches: [String] = []

  @Option(
    name: .customLong("interruptions"),
    help: ArgumentHelp(
      "How an interrupted keyboard animation blends: additive (iOS 8 and later, the default) or "
        + "fromPresented.",
      valueName: "RULE"))
  var interruptions: String?

  @Option(
    name: .customLong("keyboard-spring"),
    help: ArgumentHelp(
      "The keyboard's spring for curve 7 (default 3,1000,500; iOS 26: 1,555.027,47.118).",
      valueName: "MASS,STIFFNESS,DAMPING"))
  var keyboardSpring: String?

  @Flag(name: .customLong("cross-fade"), help: "The keyboard cross-fades instead of sliding.")
  var crossFade = false

  @Flag(
    name: .customLong("no-probe"), help: "A view moved in a notification handler gets no readable animation.")
  var noProbe = false

  @Option(
    name: .customLong("system"),
    help: ArgumentHelp("The operating system the device reports, such as \"iOS 26.1\".", valueName: "SYSTEM"))
  var system: String?

  @Option(
    name: .customLong("fault"),
    help: ArgumentHelp(
      "A source fault, such as guideAtBottom, guideAboveKeyboard:30 or hostEndAhead:frames=2 (repeatable).",
      valueName: "FAULT"))
  var faults: [String] = []

  @Flag(name: .customLong("no-faults"), help: "Run the default matrix without its source faults.")
  var noFaults = false

  @Option(
    name: .customLong("unknown-fact"),
    help: ArgumentHelp(
      "A raw fact KeyboardDock is not told under every condition: pan or responder (repeatable).",
      valueName: "FACT"))
  var unknownFacts: [String] = []

  @Option(name: .long, help: ArgumentHelp("Write an HTML report to DIR/index.html.", valueName: "DIR"))
  var report: String?

  @Flag(name: .long, help: "Print machine-readable JSON metrics instead of the table.")
  var json = false

  @Flag(name: .long, help: "Measure and print the simulation's speed.")
  var measure = false

  @Flag(
    name: .long,
    help: "Spell each worst figure's condition out in the table (about 190 columns) instead of a letter.")
  var wide = false

  func request(_ command: KbdockRequest.Command) -> KbdockRequest {
    var request = KbdockRequest(
      command, framesPerSecond: frameRate, commitLatency: commitLatency, commitLatencies: commitLatencies,
      hitches: hitches,
      interruptions: interruptions, keyboardSpring: keyboardSpring, crossFade: crossFade, noProbe: noProbe,
      system: system, reportDirectory: report, printsJSON: json, measuresSpeed: measure,
      printsWideTable: wide)
    request.faults = faults
    request.excludesFaults = noFaults
    request.unknownFacts = unknownFacts
    return request
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
    @Option(
      name: .customLong("fault"),
      help: ArgumentHelp("A source fault to write into the scenario (repeatable).", valueName: "FAULT"))
    var faults: [String] = []
    func run() {
      var request = KbdockRequest(.export(name))
      request.faults = faults
      perform(request)
    }
  }

  struct Scenario: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run scenario files (JSON, format kbdock-scenario).")
    @Argument(help: "Scenario files.")
    var files: [String]
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.scenarios(files))) }
  }

  struct Fit: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fit the keyboard's spring, commit latencies and interruption rule to a measured trace.",
      discussion: """
        Reads a trace recorded with measurements (the demo's Measure switch, or a KeyboardTraceRecorder \
        measuring a bar): its notifications and the keyboard's shown position on every display frame. \
        Prints the spring at mass 1 (ω and ζ; ζ ≥ 1 is reported as 1, since Core Animation's curve is the \
        same for every ζ ≥ 1), each transition's commit latency, which interruption rule fits better \
        (additive or fromPresented) with both residuals, and what the data cannot decide.
        """)
    @Argument(help: "A trace file with shown records.")
    var file: String
    @Flag(name: .long, help: "Print JSON; its conditions object can be a scenario's conditions.")
    var json = false
    func run() { perform(KbdockRequest(.fit(file), printsJSON: json)) }
  }

  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay traces recorded by KeyboardTraceRecorder (JSON Lines, format kbdock-trace).")
    @Argument(help: "Trace files.")
    var files: [String]
    @OptionGroup var options: ReplayOptions
    func run() { perform(options.request(.traces(files))) }
  }

  /// Hidden: `scripts/measure-replay.sh` runs it in a release build.
  struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Measure the replay's speed on a 10-minute session and its trace.", shouldDisplay: false)
    @Option(
      name: .long, parsing: .unconditional,
      help: ArgumentHelp("Runs per measurement, after one uncounted run (default 20).", valueName: "N"))
    var runs = 20
    func run() { perform(KbdockRequest(.benchmark(runs: runs))) }
  }

  struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a seeded sweep of random faults, magnitudes, device timing and scenarios.")
    @Option(
      name: .long, parsing: .unconditional,
      help: ArgumentHelp("The seed: the same seed draws the same sweep (default 1).", valueName: "N"))
    var seed: UInt64 = 1
    @Option(
      name: .long, parsing: .unconditional,
      help: ArgumentHelp("How many draws, 1 to 100000 (default 300).", valueName: "M"))
    var count = 300
    @Option(
      name: .customLong("unknown-fact"),
      help: ArgumentHelp(
        "A raw fact KeyboardDock is not told in any draw: pan or responder (repeatable).", valueName: "FACT"))
    var unknownFacts: [String] = []
    func run() {
      guard (1...100_000).contains(count) else {
        FileHandle.standardError.write(
          Data("kbdock: --count: expected a number of draws from 1 to 100000, found \(count)\n".utf8))
        Foundation.exit(Kbdock.unusableInput)
      }
      let facts: Set<ReplayRawFact>
      switch ReplayRawFact.named(unknownFacts) {
      case .success(let named): facts = named
      case .failure(let unknown):
        FileHandle.standardError.write(Data("kbdock: \(unknown.message)\n".utf8))
        Foundation.exit(Kbdock.unusableInput)
      }
      let outcome = ReplaySweep.run(seed: seed, count: count, unknownFacts: facts)
      FileHandle.standardOutput.write(Data(outcome.text.utf8))
      if !outcome.passed { Foundation.exit(Kbdock.expectationFailed) }
    }
  }
}
