/// Path data for a plot line, reduced so that long recordings stay small without losing peaks.
///
/// Points are grouped by half-pixel column; each column writes its first, lowest, highest and
/// last point in the order they came, so a one-frame spike still shows. Repeated points and the
/// middle of horizontal runs are dropped, which keeps flat stretches (a keyboard at rest, a gap
/// of zero) to their two ends. NaN values break the line.
enum SVGPathData {
  /// Appends the path data for `values` over `times`, mapped by `x` and `y`.
  ///
  /// With `closingAt`, each unbroken run is closed vertically to that y, making an area.
  static func append(
    times: [Double], values: [Double], x: (Double) -> Double, y: (Double) -> Double,
    closingAt base: Double?, to out: inout String
  ) {
    var reducer = ColumnReducer(base: base)
    for index in 0..<min(times.count, values.count) {
      let time = times[index]
      let value = values[index]
      guard time.isFinite, value.isFinite else {
        reducer.endRun(to: &out)
        continue
      }
      let px = x(time)
      reducer.add(column: Int((px * 2).rounded(.down)), x: px, y: y(value), to: &out)
    }
    reducer.endRun(to: &out)
  }

  /// Collects the points of one column, and writes points once they are known to be needed.
  private struct ColumnReducer {
    /// The y an area closes to, or `nil` for a line.
    let base: Double?
    private var runStartX: Double?
    private var column = Int.min
    private var count = 0
    private var first = (x: 0.0, y: 0.0)
    private var last = (x: 0.0, y: 0.0)
    private var low = (x: 0.0, y: 0.0, index: 0)
    private var high = (x: 0.0, y: 0.0, index: 0)
    /// The last point written and the one waiting to be, in tenths of a unit (as written).
    private var written: (x: Int, y: Int)?
    private var pending: (x: Int, y: Int)?

    init(base: Double?) { self.base = base }

    mutating func add(column newColumn: Int, x: Double, y: Double, to out: inout String) {
      if newColumn != column {
        flush(to: &out)
        column = newColumn
      }
      if count == 0 {
        first = (x, y)
        low = (x, y, 0)
        high = (x, y, 0)
      } else if y < low.y {
        low = (x, y, count)
      } else if y > high.y {
        high = (x, y, count)
      }
      last = (x, y)
      count += 1
    }

    /// Writes the pending column and ends the unbroken run (closing it if it is an area).
    mutating func endRun(to out: inout String) {
      flush(to: &out)
      writePending(to: &out)
      if let base, let runStartX {
        out += "V"
        ReplayFormat.appendCoordinate(base, to: &out)
        out += "H"
        ReplayFormat.appendCoordinate(runStartX, to: &out)
        out += "Z"
      }
      runStartX = nil
      written = nil
    }

    private mutating func flush(to out: inout String) {
      guard count > 0 else { return }
      emit(first.x, first.y, to: &out)
      if count > 2 {
        let (early, late) = low.index <= high.index ? (low, high) : (high, low)
        if early.index > 0, early.index < count - 1 { emit(early.x, early.y, to: &out) }
        if late.index > early.index, late.index < count - 1 { emit(late.x, late.y, to: &out) }
      }
      if count > 1 { emit(last.x, last.y, to: &out) }
      count = 0
      column = Int.min
    }

    /// Queues a point, dropping repeats.
    ///
    /// A pending point in the middle of a horizontal run is replaced.
    private mutating func emit(_ x: Double, _ y: Double, to out: inout String) {
      let point = (x: Int((x * 10).rounded()), y: Int((y * 10).rounded()))
      if let pending {
        if pending == point { return }
        if let written, written.y == pending.y, pending.y == point.y {
          self.pending = point
          return
        }
        writePending(to: &out)
      }
      pending = point
    }

    private mutating func writePending(to out: inout String) {
      guard let point = pending else { return }
      if runStartX == nil {
        runStartX = Double(point.x) / 10
        out += "M"
      } else {
        out += "L"
      }
      ReplayFormat.appendCoordinate(Double(point.x) / 10, to: &out)
      out += ","
      ReplayFormat.appendCoordinate(Double(point.y) / 10, to: &out)
      written = point
      pending = nil
    }
  }
}
