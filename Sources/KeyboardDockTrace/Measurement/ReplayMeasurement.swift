/// What a trace measured on the device, from its `shown` records: where the keyboard and the bar were shown,
/// frame by frame, and the bar's largest gap and overlap, per transition and overall.
///
/// Gap and overlap are kbdock's (`ReplayMetrics`) applied to the measurement: at each frame the bar belongs
/// at `max(keyboardOverlap, resting inset)` points above the container's bottom, the resting inset being the
/// safe area's bottom (or the dock configuration's resting rule) in effect then; the gap is how far the
/// measured bar is above that, the overlap how far below. A transition runs from a *will* notification (with
/// any other *will* of the same run-loop turn) to the next one, or until the keyboard and the bar rest.
/// Times are on the trace's clock, as its records' `t`.
public struct ReplayMeasurement: Sendable, Equatable {
  /// The measured frames' times, in seconds on the trace's clock, in order.
  ///
  /// At most ``maximumKeptFrameCount`` frames are kept for drawing; the figures count every frame.
  public var times: [Double]
  /// The keyboard's overlap of the container at each frame, in points from its bottom.
  public var keyboardOverlaps: [Double]
  /// The bar's bottom at each frame, in points above the container's bottom.
  public var barBottoms: [Double]
  /// How many `shown` records the trace holds.
  public var frameCount: Int
  /// The largest gap over every frame, in points.
  public var maxGap: Double
  /// The largest overlap over every frame, in points.
  public var maxOverlap: Double
  /// The transitions, in time order.
  public var transitions: [ReplayMeasuredTransition]
  /// The replay's first frame, in seconds on the trace's clock: report times count from it.
  public var startTime: Double

  /// Creates a measurement.
  public init(
    times: [Double], keyboardOverlaps: [Double], barBottoms: [Double], frameCount: Int, maxGap: Double,
    maxOverlap: Double, transitions: [ReplayMeasuredTransition], startTime: Double
  ) {
    self.times = times
    self.keyboardOverlaps = keyboardOverlaps
    self.barBottoms = barBottoms
    self.frameCount = frameCount
    self.maxGap = maxGap
    self.maxOverlap = maxOverlap
    self.transitions = transitions
    self.startTime = startTime
  }

  /// *Will* notifications this close to the one that starts a transition belong to it, in seconds: 0.005.
  ///
  /// UIKit sends `willChangeFrame` and `willShow` (or `willHide`) in one run-loop turn, a few microseconds
  /// apart on the trace's clock, and both commit together.
  public static let sameTurnWindow = 0.005
  /// A transition has ended once both readings stay unchanged this long after moving, in seconds: 0.1.
  public static let restingTime = 0.1
  /// A transition whose readings never move ends after this long, in seconds: 0.5.
  public static let stillTransitionTime = 0.5
  /// A pause between measured frames this long ends a transition, in seconds: 0.25 (the recorder stops
  /// reading once the keyboard rests).
  public static let pauseTime = 0.25
  /// The most frames a measurement keeps for drawing: 1,200,000, kbdock's longest session
  /// (`Replay.maximumFrameCount`).
  public static let maximumKeptFrameCount = 1_200_000
}

/// One keyboard transition measured on the device.
public struct ReplayMeasuredTransition: Sendable, Equatable {
  /// The *will* notification's time, in seconds on the trace's clock.
  public var time: Double
  /// The notification's name, for example `willShow`; of a turn with `willChangeFrame` and `willShow`, the
  /// latter.
  public var name: String
  /// The last measured frame of the transition, in seconds on the trace's clock; `time` without frames.
  public var end: Double
  /// The measured frames in the transition.
  public var frameCount: Int
  /// The largest gap in the transition, in points.
  public var maxGap: Double
  /// The largest overlap in the transition, in points.
  public var maxOverlap: Double

  /// Creates a transition.
  public init(time: Double, name: String, end: Double, frameCount: Int, maxGap: Double, maxOverlap: Double) {
    self.time = time
    self.name = name
    self.end = end
    self.frameCount = frameCount
    self.maxGap = maxGap
    self.maxOverlap = maxOverlap
  }
}
