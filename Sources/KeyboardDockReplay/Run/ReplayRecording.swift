import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Everything one scenario's simulation produced, frame by frame, for the table and the report.
///
/// Positions are in the container's coordinates (points from its top edge, y grows downward).
public struct ReplayRecording: Sendable, Equatable {
  /// The scenario's identifier, for example `iphone-show-hide`.
  public var name: String
  /// A one-line human title.
  public var title: String
  /// The container's size in points.
  public var containerSize: CGSize
  /// The container's safe-area insets.
  public var safeAreaInsets: DockEdgeInsets
  /// The docked bar's height in points (its height may change over time: see `barHeights`).
  public var barHeight: CGFloat
  /// Simulated frames per second.
  public var framesPerSecond: Double
  /// The time of each frame, in seconds from the scenario's start.
  public var times: [Double]
  /// The real (simulated) keyboard's top edge for each frame, in container coordinates.
  ///
  /// It is `containerSize.height` or more when the keyboard covers nothing.
  public var keyboardTops: [Double]
  /// The height the bar should have at each frame (growing text), or empty if constant.
  public var barHeights: [Double]
  /// One track per strategy: KeyboardDock first, then the baselines.
  public var tracks: [ReplayTrack]
  /// Timeline annotations (notifications, drags, container changes) for the report.
  public var marks: [ReplayMark]
  /// The container's size at each frame, or empty when it never changes.
  ///
  /// It changes on a rotation or a Split View resize; when empty, `containerSize` holds throughout. The
  /// report draws the screen and the container's bottom edge from it.
  public var containerSizes: [CGSize]
  /// Where the bar rests at each frame when no keyboard covers the container, or empty.
  ///
  /// In container coordinates: the container's bottom less the safe area's or the dock configuration's
  /// resting inset. When empty, the report derives it from `safeAreaInsets`.
  public var restingBottoms: [Double]
  /// The device timing the recording ran under, or `nil` when not given.
  public var conditions: ReplayConditions?
  /// What the replayed trace measured on the device, or `nil`.
  ///
  /// The table, the JSON and the report show it beside KeyboardDock's simulated figures
  /// (``ReplayMeasuredComparison``).
  public var measurement: ReplayMeasurement?

  /// Creates a recording.
  public init(
    name: String, title: String, containerSize: CGSize, safeAreaInsets: DockEdgeInsets,
    barHeight: CGFloat, framesPerSecond: Double, times: [Double], keyboardTops: [Double],
    barHeights: [Double] = [], tracks: [ReplayTrack], marks: [ReplayMark] = [],
    containerSizes: [CGSize] = [], restingBottoms: [Double] = [], conditions: ReplayConditions? = nil,
    measurement: ReplayMeasurement? = nil
  ) {
    self.name = name
    self.title = title
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.barHeight = barHeight
    self.framesPerSecond = framesPerSecond
    self.times = times
    self.keyboardTops = keyboardTops
    self.barHeights = barHeights
    self.tracks = tracks
    self.marks = marks
    self.containerSizes = containerSizes
    self.restingBottoms = restingBottoms
    self.conditions = conditions
    self.measurement = measurement
  }
}

/// One strategy's placement of the bar over a recording.
public struct ReplayTrack: Sendable, Equatable {
  /// The strategy's name, for example `KeyboardDock` or `model: linear curve`.
  public var strategy: String
  /// `true` for baselines: models of common approaches, not the real libraries.
  public var isBaselineModel: Bool
  /// The bar's bottom edge in container coordinates for each frame.
  public var barBottoms: [Double]
  /// The summary metrics.
  public var metrics: ReplayMetrics
  /// The strategy's worst figures over every condition the scenario ran under, when it ran
  /// under more than this recording's.
  public var worstCase: ReplayWorstCase?

  /// Creates a track.
  public init(
    strategy: String, isBaselineModel: Bool, barBottoms: [Double], metrics: ReplayMetrics,
    worstCase: ReplayWorstCase? = nil
  ) {
    self.strategy = strategy
    self.isBaselineModel = isBaselineModel
    self.barBottoms = barBottoms
    self.metrics = metrics
    self.worstCase = worstCase
  }
}

/// The per-scenario figures for one strategy.
public struct ReplayMetrics: Sendable, Equatable {
  /// The largest gap between the bar's bottom and the keyboard's top (bar too high), points.
  public var maxGap: Double
  /// The largest overlap of the bar by the keyboard (bar too low), points.
  public var maxOverlap: Double
  /// Frames where the bar was more than 0.5 pt from where it belongs.
  public var framesOutOfPlace: Int
  /// The scroll view's content inset at the end (bottom, or top when inverted), points.
  public var finalContentInset: Double
  /// How far the content offset drifted from where it belongs at the end, points.
  public var contentOffsetDrift: Double
  /// How many display-link callbacks placed the bar on the main thread.
  public var mainThreadFrameCallbacks: Int
  /// The largest distance from the keyboard a documented unknowable excused, in points.
  ///
  /// The guide's offset jumping during a drag, within the jump's size (*Scenario format*,
  /// "Source faults"); `0` where none applies. Those frames count toward neither ``maxGap`` nor
  /// ``maxOverlap``.
  public var unknowable: Double

  /// Creates metrics.
  public init(
    maxGap: Double, maxOverlap: Double, framesOutOfPlace: Int, finalContentInset: Double,
    contentOffsetDrift: Double, mainThreadFrameCallbacks: Int = 0, unknowable: Double = 0
  ) {
    self.maxGap = maxGap
    self.maxOverlap = maxOverlap
    self.framesOutOfPlace = framesOutOfPlace
    self.finalContentInset = finalContentInset
    self.contentOffsetDrift = contentOffsetDrift
    self.mainThreadFrameCallbacks = mainThreadFrameCallbacks
    self.unknowable = unknowable
  }
}

/// A labelled instant on a recording's timeline.
public struct ReplayMark: Sendable, Equatable {
  /// Seconds from the scenario's start.
  public var time: Double
  /// What happened, for example `willShow` or `drag`.
  public var label: String

  /// Creates a mark.
  public init(time: Double, label: String) {
    self.time = time
    self.label = label
  }
}
