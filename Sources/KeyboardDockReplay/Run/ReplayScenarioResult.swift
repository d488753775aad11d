import Foundation

/// One scenario or trace replayed under one or more ``ReplayConditions``: a run per condition
/// and, per strategy, the worst figures over them with the condition that produced each.
public struct ReplayScenarioResult: Sendable, Equatable {
  /// One run per condition, in the order they ran; never empty.
  public var runs: [ReplayResult]

  /// Creates a result from its runs, which replay the same timeline; `runs` must not be empty.
  public init(runs: [ReplayResult]) {
    precondition(!runs.isEmpty, "a scenario result needs at least one run")
    self.runs = runs
  }

  /// The first run's recording: the scenario's name, title and set-up.
  public var recording: ReplayRecording { runs[0].recording }

  /// Frames simulated over every run.
  public var frameCount: Int { runs.reduce(0) { $0 + $1.frameCount } }

  /// `true` when the scenario had a scroll view.
  public var hasScrollView: Bool { runs[0].hasScrollView }

  /// Expectations not met under any condition, each once: a violation found under several
  /// conditions is listed with the first.
  public var violations: [ExpectationViolation] {
    var seen: [ExpectationViolation] = []
    for violation in runs.flatMap(\.violations) {
      let isNew = !seen.contains {
        $0.time == violation.time && $0.field == violation.field && $0.expected == violation.expected
          && $0.actual == violation.actual
      }
      if isNew { seen.append(violation) }
    }
    return seen
  }

  /// Each strategy's worst figures, in track order.
  public var worstCases: [ReplayWorstCase] {
    recording.tracks.indices.map { index in
      ReplayWorstCase(runs.map { ($0.recording.conditions ?? .ideal, $0.recording.tracks[index].metrics) })
    }
  }

  /// KeyboardDock's worst figures, if it ran.
  public var keyboardDock: ReplayWorstCase? { worstCases.first }

  /// The run to draw in the report: the one with the largest gap or overlap of any strategy,
  /// the first on a tie, among runs where the keyboard slides (a cross-fade shows only a bar
  /// animated while the keyboard does not move) when there are any.
  public var mostRevealingRun: ReplayResult {
    let sliding = runs.filter { $0.recording.conditions?.crossFade != true }
    var best = sliding.first ?? runs[0]
    var worst = -Double.infinity
    for run in sliding.isEmpty ? runs : sliding {
      let figure = run.recording.tracks.map { max($0.metrics.maxGap, $0.metrics.maxOverlap) }.max() ?? 0
      if figure > worst {
        worst = figure
        best = run
      }
    }
    return best
  }

  /// The recording to draw in the report, with every track's worst case over the conditions.
  public var reportRecording: ReplayRecording {
    var recording = mostRevealingRun.recording
    for (index, worst) in worstCases.enumerated() where index < recording.tracks.count {
      recording.tracks[index].worstCase = worst
    }
    return recording
  }
}

/// One strategy's worst figures over the conditions a scenario ran under, and each figure's
/// condition.
public struct ReplayWorstCase: Sendable, Equatable {
  /// Every condition with the strategy's figures under it, in the order they ran.
  public var conditions: [(ReplayConditions, ReplayMetrics)]
  /// The largest gap over every condition, in points.
  public var maxGap: Double
  /// The condition of ``maxGap`` (the first on a tie).
  public var maxGapConditions: ReplayConditions
  /// The largest overlap over every condition, in points.
  public var maxOverlap: Double
  /// The condition of ``maxOverlap`` (the first on a tie).
  public var maxOverlapConditions: ReplayConditions
  /// The most frames out of place under one condition.
  public var framesOutOfPlace: Int
  /// The largest content-offset drift under one condition, in points.
  public var contentOffsetDrift: Double
  /// The final content inset under the first condition, in points.
  public var finalContentInset: Double
  /// Display-link callbacks over every condition.
  public var mainThreadFrameCallbacks: Int
  /// The largest distance a documented unknowable excused under one condition, in points
  /// (``ReplayMetrics/unknowable``).
  public var unknowable: Double
  /// The condition of ``unknowable`` (the first on a tie).
  public var unknowableConditions: ReplayConditions

  /// The worst of `conditions`, which must not be empty.
  public init(_ conditions: [(ReplayConditions, ReplayMetrics)]) {
    precondition(!conditions.isEmpty, "a worst case needs at least one condition")
    self.conditions = conditions
    var gap = conditions[0]
    var overlap = conditions[0]
    var unknowable = conditions[0]
    for entry in conditions.dropFirst() {
      if entry.1.unknowable > unknowable.1.unknowable { unknowable = entry }
      if entry.1.maxGap > gap.1.maxGap || gap.1.maxGap.isNaN { gap = entry }
      if entry.1.maxOverlap > overlap.1.maxOverlap || overlap.1.maxOverlap.isNaN { overlap = entry }
    }
    maxGap = gap.1.maxGap
    maxGapConditions = gap.0
    maxOverlap = overlap.1.maxOverlap
    maxOverlapConditions = overlap.0
    framesOutOfPlace = conditions.map(\.1.framesOutOfPlace).max() ?? 0
    contentOffsetDrift = conditions.map(\.1.contentOffsetDrift).max() ?? 0
    finalContentInset = conditions[0].1.finalContentInset
    mainThreadFrameCallbacks = conditions.reduce(0) { $0 + $1.1.mainThreadFrameCallbacks }
    self.unknowable = unknowable.1.unknowable
    unknowableConditions = unknowable.0
  }

  /// Two worst cases are equal when they summarize the same conditions and figures.
  public static func == (lhs: ReplayWorstCase, rhs: ReplayWorstCase) -> Bool {
    lhs.conditions.map(\.0) == rhs.conditions.map(\.0) && lhs.conditions.map(\.1) == rhs.conditions.map(\.1)
  }
}
