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
///
/// Beside it, the "Measure" switch (``measureItem``) makes the recording measure, on every display frame
/// while the keyboard moves, where the keyboard and the docked bar are shown: the bar around the field being
/// edited (a chat screen's). `kbdock replay` then reports the gap measured on the device and `kbdock fit`
/// the keyboard's physics. It can be switched at any time.
@MainActor
public final class TraceRecording {
  /// The item to put in a navigation bar.
  public private(set) lazy var barButtonItem = UIBarButtonItem(
    primaryAction: UIAction(title: "Record Trace", image: UIImage(systemName: "record.circle")) {
      [weak self] _ in self?.toggle()
    })

  /// The "Measure" switch, to put in the navigation bar beside ``barButtonItem``; off at first.
  public private(set) lazy var measureItem: UIBarButtonItem = {
    let label = UILabel()
    label.text = "Measure"
    label.font = .preferredFont(forTextStyle: .footnote)
    label.adjustsFontForContentSizeCategory = true
    measureSwitch.addAction(UIAction { [weak self] _ in self?.measuresDidChange() }, for: .valueChanged)
    measureSwitch.accessibilityLabel = "Measure the keyboard and the bar on every frame"
    let stack = UIStackView(arrangedSubviews: [label, measureSwitch])
    stack.spacing = 6
    stack.alignment = .center
    return UIBarButtonItem(customView: stack)
  }()

  private weak var presenter: UIViewController?
  private var tracker: KeyboardTracker?
  private var recorder: KeyboardTraceRecorder?
  private let measureSwitch = UISwitch()
  private var editing: EditingObservation?
  private weak var editedField: UIView?

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
      editing = EditingObservation { [weak self] field in
        self?.editedField = field
        self?.measuresDidChange()
      }
      measuresDidChange()
      barButtonItem.title = "Stop & Share"
      barButtonItem.image = UIImage(systemName: "stop.circle")
    } catch {
      show(error)
    }
  }

  private func stopAndShare() {
    guard let recorder else { return }
    self.recorder = nil
    editing?.invalidate()
    editing = nil
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

  /// Measures the bar around the field being edited while the switch is on, nothing otherwise.
  private func measuresDidChange() {
    guard let recorder else { return }
    guard measureSwitch.isOn, let field = editedField, let root = tracker?.view else {
      recorder.measuredBar = nil
      return
    }
    recorder.measuredBar = MeasuredBarFinder.bar(around: field, in: root)
  }

  private func show(_ error: any Error) {
    let alert = UIAlertController(
      title: "The trace could not be written", message: String(describing: error), preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    presenter?.present(alert, animated: true)
  }
}
#endif
