import Foundation

/// A recording's per-frame values made safe to draw.
///
/// Every array holds one entry per frame (`times.count` of them), and an entry that is missing or not finite
/// is NaN. NaN means "nothing to draw": plots break their line there, the screen hides the element, and the
/// embedded JSON writes `null`.
struct HTMLFrameSeries {
  /// The number of frames: the recording's `times.count`.
  let frameCount: Int
  /// Seconds from the scenario's start.
  let times: [Double]
  /// The keyboard's top edge, points from the container's top.
  let keyboardTops: [Double]
  /// The bar's height at each frame: `barHeights` where given and finite, else `barHeight`.
  let barHeights: [Double]
  /// Each track's bar bottom, points from the container's top.
  let barBottoms: [[Double]]
  /// Each track's gap, `keyboardTop − barBottom`, while the keyboard's top is above the resting line.
  ///
  /// Positive: the bar floats above the keyboard; negative: the keyboard covers the bar. Below
  /// ``restingBottoms`` the bar belongs on the safe area (See *How the iOS keyboard behaves*, "Safe area and
  /// tab bars"), so a gap to the keyboard there is by design, not an error.
  let gaps: [[Double]]
  /// The container's width at each frame, points (NaN if unknown).
  let containerWidths: [Double]
  /// The container's height at each frame, points (NaN if unknown).
  let containerHeights: [Double]
  /// Whether the container's size changes during the recording.
  let containerSizeVaries: Bool
  /// The container's height at the start (NaN if not finite).
  let containerHeight: Double
  /// The bottom safe-area inset, points, never negative (0 if not finite).
  let safeBottom: Double
  /// Where a bar rests without a keyboard at each frame: the container's bottom less its bottom safe area.
  let restingBottoms: [Double]
  /// The index of the track to treat as KeyboardDock: the first that is not a baseline model.
  let leadTrack: Int

  /// Reads `recording`, tolerating arrays of the wrong length and non-finite values.
  ///
  /// A missing or unusable per-frame container size falls back to `containerSize`.
  init(_ recording: ReplayRecording) {
    let count = recording.times.count
    frameCount = count
    times = Self.padded(recording.times, to: count)
    let tops = Self.padded(recording.keyboardTops, to: count)
    keyboardTops = tops

    let initial = recording.containerSize
    let initialWidth = Double(initial.width).isFinite ? Double(initial.width) : .nan
    let initialHeight = Double(initial.height).isFinite ? Double(initial.height) : .nan
    containerHeight = initialHeight
    var widths = [Double](repeating: initialWidth, count: count)
    var heights = [Double](repeating: initialHeight, count: count)
    for index in 0..<min(count, recording.containerSizes.count) {
      let size = recording.containerSizes[index]
      if Double(size.width).isFinite, size.width > 0 { widths[index] = Double(size.width) }
      if Double(size.height).isFinite, size.height > 0 { heights[index] = Double(size.height) }
    }
    containerWidths = widths
    containerHeights = heights
    containerSizeVaries = zip(widths, heights).contains { $0 != initialWidth || $1 != initialHeight }
    let inset = Double(recording.safeAreaInsets.bottom)
    let bottomInset = inset.isFinite ? max(0, inset) : 0
    safeBottom = bottomInset
    // The simulator's own resting line, which follows the safe area through rotations and the
    // dock configuration's resting rules; derived from the initial safe area when absent.
    let recorded = recording.restingBottoms
    let resting =
      recorded.count == count && recorded.allSatisfy(\.isFinite)
      ? recorded : heights.map { $0 - bottomInset }
    restingBottoms = resting

    let constantHeight = Double(recording.barHeight).isFinite ? Double(recording.barHeight) : 0
    var barHeights = [Double](repeating: max(0, constantHeight), count: count)
    for index in 0..<min(count, recording.barHeights.count) where recording.barHeights[index].isFinite {
      barHeights[index] = max(0, recording.barHeights[index])
    }
    self.barHeights = barHeights

    let bottoms = recording.tracks.map { Self.padded($0.barBottoms, to: count) }
    barBottoms = bottoms
    gaps = bottoms.map { track in
      var gap = [Double](repeating: .nan, count: count)
      for index in 0..<count where tops[index] < resting[index] {
        gap[index] = tops[index] - track[index]
      }
      return gap
    }
    leadTrack = recording.tracks.firstIndex { !$0.isBaselineModel } ?? 0
  }

  /// `values` cut or padded with NaN to `count` entries, with non-finite entries made NaN.
  static func padded(_ values: [Double], to count: Int) -> [Double] {
    var result = [Double](repeating: .nan, count: count)
    for index in 0..<min(count, values.count) where values[index].isFinite {
      result[index] = values[index]
    }
    return result
  }

  /// The frame the page opens at: where the strategies disagree most about the bar's bottom.
  ///
  /// A still picture then shows the baselines' errors. If they never differ by more than half a point, it is
  /// the first frame with the keyboard highest; `0` without frames.
  var openingFrame: Int {
    guard frameCount > 0 else { return 0 }
    var bestFrame = 0
    var bestSpread = 0.0
    if leadTrack < barBottoms.count {
      let lead = barBottoms[leadTrack]
      for (track, bottoms) in barBottoms.enumerated() where track != leadTrack {
        for frame in 0..<frameCount {
          let spread = abs(bottoms[frame] - lead[frame])
          if spread > bestSpread {
            bestSpread = spread
            bestFrame = frame
          }
        }
      }
    }
    if bestSpread > 0.5 { return bestFrame }
    var highest = Double.infinity
    for frame in 0..<frameCount where keyboardTops[frame] < highest {
      highest = keyboardTops[frame]
      bestFrame = frame
    }
    return highest.isFinite ? bestFrame : 0
  }
}
