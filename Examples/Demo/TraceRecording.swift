#if canImport(UIKit)
import KeyboardDock
import UIKit

/// The demo's "Record trace" control: records what the keyboard does in the app's window with a
/// ``KeyboardDock/KeyboardTraceRecorder`` and shares the file, so a session on your own device
/// can be replayed anywhere with `kbdock replay keyboard-….jsonl`.
///
/// It is a bar button item. Tapped, it starts a recording of the view it is given (the
/// navigation controller's, which sees the keyboard on every screen of the demo); tapped again,
/// it stops and offers the file in a share sheet (AirDrop, Files, Mail). A recording that cannot
/// be written shows an alert with the reason.
@MainActor
public final class TraceRecording {
  /// The item to put in a navigation bar.
  public private(set) lazy var barButtonItem = UIBarButtonItem(
    primaryAction: UIAction(title: "Record Trace", image: UIImage(systemName: "record.circle")) {
      [weak self] _ in self?.toggle()
    })

  private weak var presenter: UIViewController?
  private var tracker: KeyboardTracker?
  private var recorder: KeyboardTraceRecorder?

  /// Creates the control for `presenter`, whose view's keyboard is recorded and which presents
  /// the share sheet.
  public init(presenter: UIViewController) {
    self.presenter = presenter
  }

  private func toggle() {
    if recorder == nil { start() } else { stopAndShare() }
  }

  private func start() {
    guard let view = presenter?.view else { return }
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-\(stamp).jsonl")
    let tracker = KeyboardTracker(view: view)
    do {
      recorder = try KeyboardTraceRecorder(tracker: tracker, destination: url)
      self.tracker = tracker
      barButtonItem.title = "Stop & Share"
      barButtonItem.image = UIImage(systemName: "stop.circle")
    } catch {
      show(error)
    }
  }

  private func stopAndShare() {
    guard let recorder else { return }
    self.recorder = nil
    tracker?.stop()
    tracker = nil
    barButtonItem.title = "Record Trace"
    barButtonItem.image = UIImage(systemName: "record.circle")
    do {
      try recorder.stop()
    } catch {
      show(error)
      return
    }
    let share = UIActivityViewController(activityItems: [recorder.destination], applicationActivities: nil)
    share.popoverPresentationController?.barButtonItem = barButtonItem
    presenter?.present(share, animated: true)
  }

  private func show(_ error: any Error) {
    let alert = UIAlertController(
      title: "The trace could not be written", message: String(describing: error), preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    presenter?.present(alert, animated: true)
  }
}
#endif
