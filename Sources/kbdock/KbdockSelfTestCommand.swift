import ArgumentParser
import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge

extension KbdockCommand {
  /// `kbdock selftest`: the self-test's judge outside the app.
  struct SelfTest: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "selftest",
      abstract: "Judge a self-test run from the app's files, the UI test's readings and the video's frames.",
      discussion: """
        Reads run.json and trace.jsonl from the app's KeyboardDockSelfTest folder, the UI test's \
        accessibility.jsonl and the output of `kbdock frames --format json` over the video's frames and \
        the UI test's stills, prints the report and exits \
        with the verdict: 0 PASS, 1 FAIL, 2 INCONCLUSIVE (also for unusable input). A check about where \
        the keyboard and the bar are passes only on the UI test's or the video's evidence.
        """)
    @Argument(help: "The app's KeyboardDockSelfTest folder.")
    var folder: String
    @Option(name: .long, help: "The UI test's accessibility.jsonl; without it the UI test did not run.")
    var accessibility: String?
    @Option(name: .long, help: "`kbdock frames --format json` output; without it no video was measured.")
    var frames: String?
    @Option(name: .long, help: "`kbdock frames --format json` over the UI test's stills (still-<index>…png).")
    var stills: String?
    @Option(name: .long, help: "Also write the JSON report to this file.")
    var report: String?

    func run() {
      let outcome = SelfTestJudge.judge(
        folder: URL(fileURLWithPath: folder, isDirectory: true),
        accessibility: accessibility.map { URL(fileURLWithPath: $0) },
        frames: frames.map { URL(fileURLWithPath: $0) }, stills: stills.map { URL(fileURLWithPath: $0) },
        parseTrace: KeyboardTraceParser.parse)
      FileHandle.standardOutput.write(Data((outcome.lines.joined(separator: "\n") + "\n").utf8))
      if let report, let json = outcome.json { try? json.write(to: URL(fileURLWithPath: report)) }
      Foundation.exit(outcome.exitStatus)
    }
  }
}
