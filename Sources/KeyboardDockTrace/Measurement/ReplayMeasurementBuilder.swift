import KeyboardDockCore

/// Gathers a trace's `shown` records into a ``ReplayMeasurement``, one record at a time.
///
/// It reads the records in file order, so a streamed trace is measured in the same pass that checks it: the
/// containers (for the resting inset), the *will* notifications (where transitions start) and the `shown`
/// records. Nothing else in a record matters to it.
package struct ReplayMeasurementBuilder: Sendable {
  private var container: KeyboardContainer
  private let configuration: DockConfiguration
  private var times: [Double] = []
  private var overlaps: [Double] = []
  private var bottoms: [Double] = []
  private var frameCount = 0
  private var maxGap = 0.0
  private var maxOverlap = 0.0
  private var transitions: [ReplayMeasuredTransition] = []
  /// Each closed transition's frames out of place, in the order of the measurement's transitions.
  ///
  /// A frame is out of place more than ``MeasuredPlacement/tolerance`` from where the bar belongs. The
  /// self-test reports them; kbdock's measured figures do not.
  package private(set) var transitionFramesOff: [Int] = []
  /// The transition frames are added to, or `nil` between transitions.
  private var open: Open?
  /// The previous frame's reading and time.
  private var last: (reading: KeyboardShownFrame, time: Double)?

  private struct Open: Sendable {
    var transition: ReplayMeasuredTransition
    var stillSince: Double
    var hasMoved = false
    var framesOff = 0
  }

  /// Creates a builder measuring against `container` (until a `container` record changes it) with the dock
  /// `configuration`'s resting inset and spacing.
  package init(container: KeyboardContainer, configuration: DockConfiguration) {
    self.container = container
    self.configuration = configuration
  }

  /// Creates the builder `kbdock replay` measures a trace with: the header's container and the default dock
  /// configuration, as a trace's bar has.
  ///
  /// The self-test measures its frames with it too, so the phone and `kbdock` cannot disagree about the same
  /// frames.
  package init(header: KeyboardTraceHeader) {
    self.init(container: header.container, configuration: .default)
  }

  /// The resting inset in effect: the safe area's bottom (unless the configuration turns it off), at least
  /// the configuration's minimum, plus its resting spacing.
  private var restingInset: Double {
    let safe = configuration.usesBottomSafeArea ? max(0, Double(container.safeAreaInsets.bottom)) : 0
    let minimum = Double(configuration.minimumBottomInset)
    let spacing = Double(configuration.restingSpacing)
    return max(safe, minimum.isFinite ? minimum : 0) + (spacing.isFinite ? max(0, spacing) : 0)
  }

  /// Adds the next record in file order; only containers, *will* notifications and `shown` records count.
  package mutating func add(_ record: KeyboardTraceRecord) {
    switch record {
    case .container(_, let new):
      container = new
    case .notification(let note) where note.kind.isWill:
      if var current = open, note.timestamp - current.transition.time <= ReplayMeasurement.sameTurnWindow {
        if note.kind != .willChangeFrame { current.transition.name = note.kind.rawValue }
        open = current
      } else {
        close()
        open = Open(
          transition: ReplayMeasuredTransition(
            time: note.timestamp, name: note.kind.rawValue, end: note.timestamp, frameCount: 0, maxGap: 0,
            maxOverlap: 0),
          stillSince: note.timestamp)
      }
    case .shown(let time, let reading):
      add(reading, at: time)
    default:
      break
    }
  }

  private mutating func add(_ reading: KeyboardShownFrame, at time: Double) {
    let overlap = Double(reading.keyboardOverlap)
    let bottom = Double(reading.barBottom)
    let difference = MeasuredPlacement.difference(
      barBottom: bottom, keyboardOverlap: overlap, restingInset: restingInset,
      keyboardSpacing: Double(configuration.keyboardSpacing))
    frameCount += 1
    maxGap = max(maxGap, difference)
    maxOverlap = max(maxOverlap, -difference)
    if times.count < ReplayMeasurement.maximumKeptFrameCount {
      times.append(time)
      overlaps.append(overlap)
      bottoms.append(bottom)
    }
    defer { last = (reading, time) }
    // A pause after the transition's own frames means the recorder saw the keyboard rest.
    if let last, time - last.time >= ReplayMeasurement.pauseTime, (open?.transition.frameCount ?? 0) > 0 {
      close()
    }
    guard var current = open else { return }
    let moved = last.map { Self.hasMoved(from: $0.reading, to: reading) } ?? true
    if moved, time > current.transition.time {
      current.stillSince = time
      current.hasMoved = true
    }
    current.transition.frameCount += 1
    current.transition.end = time
    current.transition.maxGap = max(current.transition.maxGap, difference)
    current.transition.maxOverlap = max(current.transition.maxOverlap, -difference)
    if !(abs(difference) <= MeasuredPlacement.tolerance) { current.framesOff += 1 }
    open = current
    let still = time - current.stillSince
    if current.hasMoved
      ? still >= ReplayMeasurement.restingTime : still >= ReplayMeasurement.stillTransitionTime
    {
      close()
    }
  }

  private static func hasMoved(from a: KeyboardShownFrame, to b: KeyboardShownFrame) -> Bool {
    abs(a.keyboardOverlap - b.keyboardOverlap) > ShownFrameSchedule.stillness
      || abs(a.barBottom - b.barBottom) > ShownFrameSchedule.stillness
  }

  private mutating func close() {
    if let current = open {
      transitions.append(current.transition)
      transitionFramesOff.append(current.framesOff)
    }
    open = nil
  }

  /// The measurement, or `nil` when no `shown` record was added.
  ///
  /// - Parameter startTime: The replay's first frame on the trace's clock.
  package mutating func finished(startTime: Double) -> ReplayMeasurement? {
    close()
    guard frameCount > 0 else { return nil }
    return ReplayMeasurement(
      times: times, keyboardOverlaps: overlaps, barBottoms: bottoms, frameCount: frameCount, maxGap: maxGap,
      maxOverlap: maxOverlap, transitions: transitions, startTime: startTime)
  }
}
