#if canImport(UIKit)
import KeyboardDockCore
import KeyboardDockTrace
import UIKit

/// Records what a ``KeyboardTracker`` sees as a keyboard trace that `kbdock replay` reads.
///
/// Capture a misbehaving session on a device, then replay it anywhere:
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard.jsonl")
/// recorder = try KeyboardTraceRecorder(tracker: tracker, destination: url)
/// // … reproduce the problem …
/// try recorder.stop()   // then share `url`, and run `kbdock replay keyboard.jsonl`
/// ```
///
/// The file is JSON Lines in the trace format, version 1: a header with the screen and the
/// tracked view's geometry, then every input in the order the tracker's driver received it. Times
/// are `CACurrentMediaTime()` seconds; screens are numbered, `1` being the tracked view's. The raw
/// facts the arbiter weighs are inputs too: the dismissing scroll view's pan as it changes (`pan`
/// records), and whether a text-input responder exists (`responder` records; a change to unknown
/// is not written, so a replay keeps the last known answer).
///
/// Given a bar to measure (``measuredBar``), it also writes where the keyboard and that bar are
/// shown on every display frame while the keyboard moves: `shown` records, which `kbdock replay`
/// reports as "measured on the device" and `kbdock fit` fits the keyboard's physics to. Without a
/// bar no view is added and no display link runs. How it measures: <doc:UIKitLayer#The-trace-recorder>.
///
/// Lines are buffered and written at 32 KiB, on ``flush()`` and ``stop()``, on release, and
/// whenever a scene or the app enters the background, so a session ended by force-quitting the app
/// loses nothing. File errors never trap: ``lastError`` keeps the latest, and ``flush()`` and
/// ``stop()`` throw it. Main actor only.
@MainActor
public final class KeyboardTraceRecorder {
  /// The file being written.
  public let destination: URL
  /// The latest error writing the file, or `nil`.
  ///
  /// A line that failed to encode or write is lost; recording goes on.
  public private(set) var lastError: (any Error)?
  /// Whether the recorder still records; `false` after ``stop()``.
  public private(set) var isRecording = true
  /// The docked bar whose shown frame is written with the keyboard's on every display frame while the
  /// keyboard moves, or `nil` to measure nothing; held weakly.
  ///
  /// It may be set at any time, for example when the screen with the bar appears or its field begins
  /// editing; set while the keyboard moves, it is measured from the next frame. A bar outside the tracked
  /// view's window is not measured. Defaults to the `measuring` bar given at creation.
  public weak var measuredBar: UIView? {
    didSet { measuredBarDidChange() }
  }

  /// Reads the shown keyboard and bar instead of the keyboard layout guide, or `nil` for the guide.
  ///
  /// The self-test (`KeyboardDockExamples`) reads the keyboard's own host view here, so the trace's `shown`
  /// records are its independent instrument's frames. It is called on each display frame with the measured
  /// bar; a `nil` answer measures nothing on that frame.
  package var shownFrameReading: (@MainActor (UIView) -> KeyboardShownFrame?)?
  /// Called with every record after it is written, in file order.
  package var onRecord: (@MainActor (KeyboardTraceRecord) -> Void)?
  /// The header written, or `nil` before the tracked view has a geometry.
  package private(set) var header: KeyboardTraceHeader?

  private weak var tracker: KeyboardTracker?
  private let writer: TraceFileWriter
  private let barHeight: CGFloat?
  private var hasHeader = false
  private var lastTime = -Double.infinity
  private var screens: TraceScreenNumbers
  private var backgroundObservation: NotificationObservation?
  private var shownReader: ShownFrameReader?
  private var shownLink: ShownFrameDisplayLink?
  private var shownSchedule = ShownFrameSchedule()
  private var shownQueue = ShownRecordQueue()

  /// Starts recording `tracker`'s inputs to `destination`.
  ///
  /// The header is written at once when the tracked view is in a window, else before the first
  /// line, when the view has a geometry.
  ///
  /// - Parameters:
  ///   - tracker: The tracker to record; held weakly.
  ///   - destination: A file URL; the file is created, or emptied if it exists.
  ///   - barHeight: The docked bar's height in points, written to the header for `kbdock`'s
  ///     drawing. Defaults to `nil` (not recorded).
  ///   - bar: The docked bar to measure with the keyboard on every display frame while the keyboard moves
  ///     (``measuredBar``); held weakly. Defaults to `nil`: nothing is measured.
  /// - Throws: The file system's error when the file cannot be created or opened.
  public init(
    tracker: KeyboardTracker, destination: URL, barHeight: CGFloat? = nil, measuring bar: UIView? = nil
  ) throws {
    self.destination = destination
    self.tracker = tracker
    self.barHeight = barHeight
    self.measuredBar = bar
    writer = try TraceFileWriter(url: destination)
    let container = tracker.measureContainer(at: KeyboardTracker.now())
    screens = TraceScreenNumbers(own: container?.screen)
    if let container { writeHeader(container) }
    tracker.addInputObserver(owner: self) { [weak self] input in self?.record(input) }
    backgroundObservation = NotificationObservation(
      names: [UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.writeBufferedLines() }
    measuredBarDidChange()
  }

  /// Records the growing text view's fitting height, for `kbdock`'s timeline (a `text` line).
  ///
  /// - Parameter contentHeight: The height in points, insets included.
  public func record(textContentHeight contentHeight: CGFloat) {
    guard hasHeader else { return }
    write(.text(time: time(KeyboardTracker.now()), contentHeight: contentHeight))
  }

  /// Writes the buffered lines to the file.
  ///
  /// - Throws: ``lastError`` if writing failed since the recorder started; it is then cleared.
  public func flush() throws {
    do {
      try writer.flush()
    } catch {
      lastError = error
    }
    if let error = lastError {
      lastError = nil
      throw error
    }
  }

  /// Stops recording, writes the buffered lines and closes the file.
  ///
  /// Later calls do nothing.
  ///
  /// - Throws: ``lastError`` if writing failed since the recorder started or the last
  ///   ``flush()``.
  public func stop() throws {
    guard isRecording else { return }
    stopMeasuring()
    for record in shownQueue.releaseAll() { append(record) }
    isRecording = false
    tracker?.removeInputObserver(owner: self)
    backgroundObservation?.invalidate()
    backgroundObservation = nil
    do {
      try writer.close()
    } catch {
      lastError = error
    }
    if let error = lastError {
      lastError = nil
      throw error
    }
  }

  /// Writes the buffered lines without throwing.
  ///
  /// The app is entering the background, where it may be ended without another chance. A failure is kept in
  /// ``lastError``.
  private func writeBufferedLines() {
    guard isRecording else { return }
    do {
      try writer.flush()
    } catch {
      lastError = error
    }
  }

  // MARK: Lines

  private func record(_ input: KeyboardTrackerInput) {
    guard isRecording else { return }
    switch input {
    case .container(let container, let at):
      screens.claimOwn(container.screen)
      guard hasHeader else { return writeHeader(container) }
      write(.container(time: time(at), container))
    case .notification(var notification):
      guard hasHeader else { return }
      notification.screen = notification.screen.map { screens.number(for: $0) }
      notification.timestamp = time(notification.timestamp)
      write(.notification(notification))
      keyboardMayMove()
    case .sample(let sample):
      guard hasHeader else { return }
      write(.sample(time: time(sample.timestamp), frame: sample.frame))
      keyboardMayMove()
    case .endTurn(let at):
      guard hasHeader else { return }
      write(.endTurn(time: time(at)))
    case .reconcile(let frame, let at):
      guard hasHeader else { return }
      write(.foreground(time: time(at), keyboardFrame: frame))
    case .pan(let pan, let at):
      guard hasHeader else { return }
      write(.pan(time: time(at), pan))
    case .textInputResponder(let exists, let at):
      guard hasHeader else { return }
      write(.responder(time: time(at), exists: exists))
    }
  }

  private func writeHeader(_ container: KeyboardContainer) {
    let header = KeyboardTraceHeader(
      container: container, system: TraceDeviceDescription.system,
      device: TraceDeviceDescription.device, barHeight: barHeight)
    do {
      try writer.append(try header.jsonLine())
      hasHeader = true
      self.header = header
    } catch {
      lastError = error
    }
  }

  /// Writes `record` after the measured frames due by its time.
  private func write(_ record: KeyboardTraceRecord) {
    for due in shownQueue.release(through: record.time) { append(due) }
    append(record)
  }

  private func append(_ record: KeyboardTraceRecord) {
    lastTime = max(lastTime, record.time)
    do {
      try writer.append(try record.jsonLine())
    } catch {
      lastError = error
    }
    onRecord?(record)
  }

  // MARK: Measuring

  /// Adds or removes the measuring views for the current ``measuredBar``.
  ///
  /// A bar set while the keyboard moves (a field's editing can begin after its keyboard's notification)
  /// is measured from the next frame on.
  private func measuredBarDidChange() {
    guard isRecording else { return }
    guard measuredBar != nil, let tracker, let view = tracker.view else { return stopMeasuring() }
    if shownReader == nil { shownReader = ShownFrameReader(in: view) }
    if hasHeader, tracker.currentAnimation != nil || tracker.phase == .interactive { keyboardMayMove() }
  }

  /// A notification or a drag sample arrived: reads frames from now on, until the keyboard rests.
  private func keyboardMayMove() {
    guard measuredBar != nil, shownReader != nil, shownSchedule.keyboardMayMove() else { return }
    if shownLink == nil {
      shownLink = ShownFrameDisplayLink { [weak self] timestamp, target in
        self?.measureFrame(timestamp: timestamp, target: target)
      }
    }
    let screen = tracker?.view?.window?.screen
    shownLink?.start(framesPerSecond: screen?.maximumFramesPerSecond ?? 60)
  }

  /// One display frame: writes the frames now due, reads this one, and stops once the keyboard rests.
  private func measureFrame(timestamp: CFTimeInterval, target: CFTimeInterval) {
    guard isRecording, let tracker, let bar = measuredBar, let reader = shownReader else {
      return stopMeasuring()
    }
    for due in shownQueue.release(through: timestamp) { append(due) }
    var reading: KeyboardShownFrame?
    if !hasHeader {
      reading = nil
    } else if let read = shownFrameReading {
      reading = read(bar)
    } else {
      reading = reader.read(bar: bar)
    }
    if let reading { shownQueue.hold(.shown(time: max(target, lastTime), reading)) }
    let moving = tracker.animation(at: target) != nil || tracker.phase(at: target) == .interactive
    if !shownSchedule.read(reading, at: target, trackerIsMoving: moving) { shownLink?.stop() }
  }

  /// Stops reading frames and removes the measuring views; frames already read are still written.
  private func stopMeasuring() {
    shownLink?.stop()
    shownLink = nil
    shownSchedule = ShownFrameSchedule()
    shownReader?.remove()
    shownReader = nil
  }

  /// `time`, raised to the previous line's if needed.
  ///
  /// The format requires times that never decrease, and nested inputs (a layout pass inside an update) can be
  /// stamped out of order.
  private func time(_ time: TimeInterval) -> TimeInterval {
    lastTime = max(lastTime, time)
    return lastTime
  }
}
#endif
