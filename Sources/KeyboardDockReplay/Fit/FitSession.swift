import KeyboardDockCore
import KeyboardDockTrace

/// What `kbdock fit` reads from a measured trace: the inputs that move the keyboard, the transitions whose
/// commit latencies it estimates, and the measured keyboard on the frames it fits.
///
/// A transition is a *will* notification with any other *will* of its run-loop turn
/// (`ReplayMeasurement.sameTurnWindow`); its frames are those `ReplayMeasurement` counts for it, from the
/// notification until the next transition or until the keyboard and the bar rest.
struct FitSession: Sendable {
  /// One transition.
  struct Transition: Sendable, Equatable {
    /// The first *will* notification's time, on the trace's clock.
    var time: Double
    /// Its name: `willShow`, `willHide` or `willChangeFrame`.
    var name: String
    /// Whether the keyboard moves on its spring (curve 7 with a duration above 0).
    var usesSpring: Bool
    /// The fitted frames in the transition, as indices into ``FitSession/frames``.
    var frames: Range<Int>
    /// How many of them show the keyboard moving since the frame before.
    var movingFrames: Int
  }

  /// One measured frame the fit compares with its model.
  struct Frame: Sendable, Equatable {
    /// The frame's target time, on the trace's clock.
    var time: Double
    /// The measured keyboard overlap, in points.
    var overlap: Double
    /// The safe area's bottom inset then, in points: what the keyboard layout guide reads at least.
    var safeBottom: Double
  }

  /// The container when the trace begins.
  var container: KeyboardContainer
  /// The records that reach the keyboard, in file order, without `shown` records.
  var inputs: [KeyboardTraceRecord]
  /// For each input, the transition whose commit it waits for, or `nil`.
  var transitionOfInput: [Int?]
  /// The transitions in time order.
  var transitions: [Transition]
  /// The frames inside transitions, in time order.
  var frames: [Frame]
  /// Whether the readings are the keyboard layout guide's, which never go below the safe area: no frame
  /// reads less than its safe area's bottom inset.
  var readsLayoutGuide: Bool
  /// How many `shown` records the trace holds.
  var shownRecordCount: Int

  /// Reads `trace`.
  init(_ trace: KeyboardTrace) {
    container = trace.header.container
    var builder = ReplayMeasurementBuilder(container: container, configuration: .default)
    var inputs: [KeyboardTraceRecord] = []
    var transitionOfInput: [Int?] = []
    var starts: [(time: Double, name: String, usesSpring: Bool)] = []
    var allFrames: [Frame] = []
    var safeBottom = Double(max(0, container.safeAreaInsets.bottom))
    for record in trace.records {
      builder.add(record)
      switch record {
      case .shown(let time, let reading):
        allFrames.append(Frame(time: time, overlap: Double(reading.keyboardOverlap), safeBottom: safeBottom))
        continue
      case .container(_, let new):
        safeBottom = Double(max(0, new.safeAreaInsets.bottom))
      case .notification(let note) where note.kind.isWill:
        let spring = (note.curve ?? 7) > 3 && (note.duration ?? 0.25) > 0
        if let last = starts.last, note.timestamp - last.time <= ReplayMeasurement.sameTurnWindow {
          starts[starts.count - 1].usesSpring = last.usesSpring || spring
          if note.kind != .willChangeFrame { starts[starts.count - 1].name = note.kind.rawValue }
        } else {
          starts.append((note.timestamp, note.kind.rawValue, spring))
        }
        transitionOfInput.append(starts.count - 1)
        inputs.append(record)
        continue
      default:
        break
      }
      transitionOfInput.append(nil)
      inputs.append(record)
    }
    self.inputs = inputs
    self.transitionOfInput = transitionOfInput
    shownRecordCount = allFrames.count
    readsLayoutGuide = allFrames.allSatisfy { $0.overlap >= $0.safeBottom - 0.5 }
    let windows = builder.finished(startTime: 0)?.transitions ?? []
    var frames: [Frame] = []
    var transitions: [Transition] = []
    var next = 0
    for start in starts {
      let first = frames.count
      if let window = windows.first(where: { $0.time == start.time }) {
        while next < allFrames.count, allFrames[next].time < window.time { next += 1 }
        while next < allFrames.count, allFrames[next].time <= window.end {
          frames.append(allFrames[next])
          next += 1
        }
      }
      var moving = 0
      for index in first..<frames.count where index > first {
        if abs(frames[index].overlap - frames[index - 1].overlap) > Double(ShownFrameSchedule.stillness) {
          moving += 1
        }
      }
      transitions.append(
        Transition(
          time: start.time, name: start.name, usesSpring: start.usesSpring, frames: first..<frames.count,
          movingFrames: moving))
    }
    self.frames = frames
    self.transitions = transitions
  }

  /// The transitions that neither follow nor are followed by another within `window` seconds:
  /// their frames show the spring whatever the rule of interruptions.
  func isolatedTransitions(window: Double) -> [Int] {
    transitions.indices.filter { index in
      (index == 0 || transitions[index].time - transitions[index - 1].time >= window)
        && (index == transitions.count - 1 || transitions[index + 1].time - transitions[index].time >= window)
    }
  }

  /// The session with only the frames of `kept` transitions, or `nil` when they show the keyboard moving
  /// on its spring on fewer than `minimumMovingFrames` frames.
  func keepingFrames(of kept: [Int], minimumMovingFrames: Int) -> FitSession? {
    let moving = kept.filter { transitions[$0].usesSpring }.reduce(0) { $0 + transitions[$1].movingFrames }
    guard moving >= minimumMovingFrames, kept.count < transitions.count else { return nil }
    var session = self
    session.frames = []
    for index in transitions.indices {
      let first = session.frames.count
      if kept.contains(index) { session.frames += frames[transitions[index].frames] }
      session.transitions[index].frames = first..<session.frames.count
    }
    return session
  }
}
