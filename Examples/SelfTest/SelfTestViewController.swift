#if canImport(UIKit)
import Foundation
import KeyboardDockTrace
import UIKit

/// The demo's "Self-Test" screen: runs KeyboardDock's self-test on this device and shows how each step ended.
///
/// It ends with the summary (``SelfTestRecordingSummary``) and gives no verdict.
/// "Run" drives the scripted keyboard session on the UIKit chat and the SwiftUI chat, and asks the person to
/// tap and to drag once; "Share" offers `run.json` and the trace from `Documents/KeyboardDockSelfTest/`,
/// for `kbdock selftest` to judge: where the keyboard is, only an instrument outside the app can tell (the
/// UI test, a screen recording measured by `kbdock frames`), and the judge is in no library an app links.
/// Launched with `-KeyboardDockSelfTest YES`, the demo opens this screen, runs the session (the tap and the
/// drag are the UI test's when it passes `-KeyboardDockSelfTestHandshake <folder>`, skipped otherwise),
/// prints its lines to standard output and exits with status 2 (not judged); the summary is also written
/// to `Documents/KeyboardDockSelfTest/summary.txt`, since `simctl launch` does not pass an exit status on.
@MainActor
final class SelfTestViewController: UIViewController {
  /// Whether the app was launched to run the self-test unattended: `-KeyboardDockSelfTest YES`.
  static var isRequestedAtLaunch: Bool {
    UserDefaults.standard.bool(forKey: "KeyboardDockSelfTest")
  }

  private let isUnattended: Bool
  private let text = UITextView()
  private let promptLabel = UILabel()
  private var lines: [String] = []
  private var isRunning = false

  /// Creates the screen; `unattended` runs the session at once, prints it and exits.
  init(unattended: Bool = false) {
    isUnattended = unattended
    super.init(nibName: nil, bundle: nil)
    title = "Self-Test"
  }

  /// Not supported: created in code.
  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code.")
  }

  /// Lays out the report and the prompt, and adds the Run and Share buttons.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    text.isEditable = false
    text.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
    text.text =
      "Runs a scripted keyboard session on the UIKit chat and the SwiftUI chat and measures, on every "
      + "display frame, the bar against the keyboard's in-app host view. Tap Run, then tap and drag once "
      + "when asked. Without the UI test and a screen recording, the verdict cannot be a pass."
    promptLabel.numberOfLines = 0
    promptLabel.font = .preferredFont(forTextStyle: .headline)
    promptLabel.textColor = .systemOrange
    promptLabel.isHidden = true
    let stack = UIStackView(arrangedSubviews: [promptLabel, text])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 12),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -12),
    ])
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(primaryAction: UIAction(title: "Run") { [weak self] _ in self?.start() }),
      UIBarButtonItem(
        primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
          [weak self] _ in self?.share()
        }),
    ]
  }

  /// Starts the unattended run once the screen is on screen.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if isUnattended, !isRunning, lines.isEmpty { start() }
  }

  private func start() {
    guard !isRunning, let navigation = navigationController else { return }
    isRunning = true
    lines = []
    if isUnattended { setvbuf(stdout, nil, _IOLBF, 0) }
    let unattended = isUnattended
    let run = SelfTestRun(
      navigation: navigation, isAttended: !unattended,
      output: { [weak self] line in self?.append(line) },
      prompt: { [weak self] message in self?.show(prompt: message) })
    Task { @MainActor [weak self] in
      let summary = await run.run()
      if let self {
        for line in summary.lines { append(line) }
        isRunning = false
      }
      if unattended {
        fflush(stdout)
        exit(summary.exitStatus)
      }
    }
  }

  private func append(_ line: String) {
    lines.append(line)
    text.text = lines.joined(separator: "\n")
    if isUnattended { print(line) }
  }

  /// Shows the request on this screen and above the chat being tested (its navigation item's prompt).
  private func show(prompt message: String?) {
    promptLabel.text = message
    promptLabel.isHidden = message == nil
    navigationController?.topViewController?.navigationItem.prompt = message
  }

  private func share() {
    let files = [SelfTestRun.runURL, SelfTestRun.traceURL, SelfTestRun.summaryURL].filter {
      FileManager.default.fileExists(atPath: $0.path)
    }
    guard !files.isEmpty else { return }
    let sheet = UIActivityViewController(activityItems: files, applicationActivities: nil)
    sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItems?.last
    present(sheet, animated: true)
  }
}
#endif
