import KeyboardDockTrace

/// A measured trace's figures beside KeyboardDock's simulated ones: overall and per transition.
///
/// The measured figures are the trace's (`ReplayMeasurement`). The simulated figure of a transition is
/// read from the replay's recorded frames in the same span of time, from the transition's *will*
/// notification to its last measured frame: KeyboardDock's bar against where the bar belongs over the
/// simulated keyboard, as ``ReplayMetrics`` counts them. The overall simulated figures are the run's own.
public struct ReplayMeasuredComparison: Sendable, Equatable {
  /// A largest gap and overlap, in points.
  public struct Figures: Sendable, Equatable {
    /// The largest gap (the bar above where it belongs), in points.
    public var maxGap: Double
    /// The largest overlap (the bar below where it belongs), in points.
    public var maxOverlap: Double

    /// Creates figures.
    public init(maxGap: Double, maxOverlap: Double) {
      self.maxGap = maxGap
      self.maxOverlap = maxOverlap
    }
  }

  /// One transition's figures.
  public struct Transition: Sendable, Equatable {
    /// The transition as measured.
    public var measured: ReplayMeasuredTransition
    /// KeyboardDock's simulated figures over the same span, or `nil` when the recording kept no frames
    /// there.
    public var simulated: Figures?
  }

  /// The measured figures over every frame.
  public var measured: Figures
  /// The number of measured frames.
  public var frameCount: Int
  /// KeyboardDock's simulated figures over the whole run, or `nil` when the recording has no KeyboardDock
  /// track.
  public var simulated: Figures?
  /// Each transition, in time order.
  public var transitions: [Transition]

  /// The comparison for `recording`, or `nil` when it has no ``ReplayRecording/measurement``.
  public init?(_ recording: ReplayRecording) {
    guard let measurement = recording.measurement else { return nil }
    measured = Figures(maxGap: measurement.maxGap, maxOverlap: measurement.maxOverlap)
    frameCount = measurement.frameCount
    let lead = recording.tracks.firstIndex { !$0.isBaselineModel }
    simulated = lead.map {
      Figures(
        maxGap: recording.tracks[$0].metrics.maxGap, maxOverlap: recording.tracks[$0].metrics.maxOverlap)
    }
    transitions = measurement.transitions.map { transition in
      Transition(
        measured: transition,
        simulated: lead.flatMap {
          Self.simulated(
            recording, track: $0, from: transition.time - measurement.startTime,
            through: transition.end - measurement.startTime)
        })
    }
  }

  /// KeyboardDock's largest gap and overlap over the recorded frames from `start` through `end`, in seconds
  /// from the recording's start; `nil` without such frames.
  static func simulated(_ recording: ReplayRecording, track: Int, from start: Double, through end: Double)
    -> Figures?
  {
    let times = recording.times
    let bottoms = recording.tracks[track].barBottoms
    let count = times.count
    guard recording.keyboardTops.count == count, recording.restingBottoms.count == count,
      bottoms.count == count
    else { return nil }
    // A simulated frame is drawn up to half a frame after its time.
    let slack = recording.framesPerSecond > 0 ? 0.5 / recording.framesPerSecond : 0
    var figures: Figures?
    for index in 0..<count where times[index] >= start - slack && times[index] <= end + slack {
      let height =
        index < recording.containerSizes.count
        ? Double(recording.containerSizes[index].height) : Double(recording.containerSize.height)
      let cover = max(0, height - recording.keyboardTops[index])
      let resting = height - recording.restingBottoms[index]
      // A trace's dock configuration has no keyboard spacing.
      let difference = MeasuredPlacement.difference(
        barBottom: height - bottoms[index], keyboardOverlap: cover, restingInset: resting)
      var next = figures ?? Figures(maxGap: 0, maxOverlap: 0)
      next.maxGap = max(next.maxGap, difference)
      next.maxOverlap = max(next.maxOverlap, -difference)
      figures = next
    }
    return figures
  }
}
