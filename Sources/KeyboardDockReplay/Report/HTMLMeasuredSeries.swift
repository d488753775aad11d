/// A trace's measurement on the report's frames: the device's keyboard top, bar bottom and gap at each
/// simulated frame, for drawing beside the simulated ones.
///
/// Each simulated frame shows the latest measured frame at or before it (within half a simulated frame) if
/// that is at most ``reach`` older; otherwise NaN, which breaks the line, as during a pause in the
/// measurement.
struct HTMLMeasuredSeries {
  /// The keyboard's measured top edge, points from the container's top; NaN where it covers nothing.
  let keyboardTops: [Double]
  /// The bar's measured bottom edge, points from the container's top.
  let barBottoms: [Double]
  /// The measured gap, `keyboard top − bar bottom`, while the keyboard is above the resting line.
  let gaps: [Double]

  /// The oldest measured frame a simulated frame shows, in seconds: 0.025, one and a half 60 Hz frames.
  static let reach = 0.025

  /// The style of the measured keyboard top.
  static let keyboardStyle = HTMLStrategyStyle(color: "#495057", dash: "2 3", isModel: false)
  /// The style of the measured bar.
  static let barStyle = HTMLStrategyStyle(color: "#212529", dash: "8 3", isModel: false)

  /// The measurement of `recording` on `series`' frames, or `nil` without one.
  init?(_ recording: ReplayRecording, on series: HTMLFrameSeries) {
    guard let measurement = recording.measurement, !measurement.times.isEmpty else { return nil }
    let count = series.frameCount
    var tops = [Double](repeating: .nan, count: count)
    var bottoms = [Double](repeating: .nan, count: count)
    var gaps = [Double](repeating: .nan, count: count)
    let slack = recording.framesPerSecond > 0 ? 0.5 / recording.framesPerSecond : 0
    let times = measurement.times
    var next = 0
    for frame in 0..<count {
      let time = series.times[frame] + measurement.startTime
      guard time.isFinite else { continue }
      while next < times.count, times[next] <= time + slack { next += 1 }
      let latest = next - 1
      guard latest >= 0, time - times[latest] <= Self.reach + slack else { continue }
      let height = series.containerHeights[frame]
      let overlap = measurement.keyboardOverlaps[latest]
      let bottom = measurement.barBottoms[latest]
      if overlap > 0 { tops[frame] = height - overlap }
      bottoms[frame] = height - bottom
      let resting = height - series.restingBottoms[frame]
      if overlap > resting + 0.01 { gaps[frame] = bottom - overlap }
    }
    keyboardTops = tops
    barBottoms = bottoms
    self.gaps = gaps
  }
}
