/// Accumulates one strategy's gap, overlap and frames out of place, frame by frame.
struct PlacementMetrics {
  /// A bar more than this far from where it belongs is out of place, in points.
  static let tolerance = 0.5

  private(set) var maxGap = 0.0
  private(set) var maxOverlap = 0.0
  private(set) var framesOutOfPlace = 0
  /// The largest distance from where the bar belongs on a frame a documented unknowable excused
  /// (``ReplayUnknowable``), in points.
  private(set) var maxUnknowable = 0.0

  /// Adds a frame where the bar's bottom is at `offset` and belongs at `expected`.
  ///
  /// Both are in points above the container's bottom. Within `allowance` (and the tolerance) of
  /// where it belongs, the frame counts toward ``maxUnknowable`` only; further off, its whole
  /// distance counts as any.
  @inline(__always)
  mutating func add(offset: Double, expected: Double, allowance: Double = 0) {
    let difference = offset - expected
    if allowance > 0, abs(difference) <= allowance + Self.tolerance {
      if abs(difference) > maxUnknowable { maxUnknowable = abs(difference) }
      return
    }
    if difference > maxGap { maxGap = difference }
    if -difference > maxOverlap { maxOverlap = -difference }
    if abs(difference) > Self.tolerance || difference.isNaN { framesOutOfPlace += 1 }
  }
}
