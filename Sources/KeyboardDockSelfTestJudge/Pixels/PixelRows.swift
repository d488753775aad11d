import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Per-row figures over a band of columns: each row's median colour, how much of the row is that colour,
/// and how much of it differs from the row above.
///
/// The keyboard's edge finder reads them; computing them once per frame keeps its search linear.
struct PixelRows: Sendable {
  /// The first column read.
  let start: Int
  /// The column after the last one read.
  let end: Int
  /// Each row's median colour, component by component.
  let medians: [PixelColor]
  /// The fraction of each row within ``KeyboardEdgeFinder/plainTolerance`` of its median.
  let plainness: [Double]
  /// The fraction of each row's pixels more than ``KeyboardEdgeFinder/edgeTolerance`` from the pixel above;
  /// `0` for the first row.
  ///
  /// With ``EdgeTolerances/longestRamp`` above 1, an edge blurred over a few rows (a ramp) counts too, at its
  /// middle (``rampEdges(_:medians:image:columns:tolerances:)``).
  let edges: [Double]
  /// The fraction of each row's pixels more than ``KeyboardEdgeFinder/faintEdgeTolerance`` from the pixel
  /// above; `0` for the first row.
  let faintEdges: [Double]
  /// The tolerances the figures were computed with, and the finder reads them with.
  let tolerances: EdgeTolerances

  init(_ image: PixelImage, columns: Range<Int>, tolerances: EdgeTolerances = .lossless) {
    self.tolerances = tolerances
    start = columns.lowerBound
    end = columns.upperBound
    let count = Double(columns.count)
    var medians: [PixelColor] = []
    var plainness: [Double] = []
    var edges: [Double] = []
    var faintEdges: [Double] = []
    medians.reserveCapacity(image.height)
    plainness.reserveCapacity(image.height)
    edges.reserveCapacity(image.height)
    // Every pixel of the band is read here, twice: the loops count with `while` over buffers, which a
    // debug build (the tests') runs without the generic iterators of `for x in columns`.
    let histogram = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * 256)
    defer { histogram.deallocate() }
    image.bytes.withUnsafeBufferPointer { bytes in
      for y in 0..<image.height {
        let row = y * image.width * 4
        histogram.initialize(repeating: 0)
        var x = columns.lowerBound
        while x < columns.upperBound {
          let pixel = row + x * 4
          histogram[Int(bytes[pixel])] += 1
          histogram[256 + Int(bytes[pixel + 1])] += 1
          histogram[512 + Int(bytes[pixel + 2])] += 1
          x += 1
        }
        let median = PixelColor(
          red: Self.median(histogram, 0, columns.count), green: Self.median(histogram, 256, columns.count),
          blue: Self.median(histogram, 512, columns.count))
        var plain = 0
        var changed = 0
        var faintlyChanged = 0
        let medianAbove = medians.last ?? median
        x = columns.lowerBound
        while x < columns.upperBound {
          defer { x += 1 }
          let pixel = row + x * 4
          let raw = PixelColor(red: bytes[pixel], green: bytes[pixel + 1], blue: bytes[pixel + 2])
          // `snapped(_:to:within:)` written out, its distance to the median kept: a snapped pixel is
          // the median, 0 from it; any other is its raw distance from it.
          let fromMedian = raw.distance(to: median)
          let snapped = fromMedian <= tolerances.noise
          let color = snapped ? median : raw
          if (snapped ? 0 : fromMedian) <= tolerances.plain { plain += 1 }
          if y > 0 {
            let above = pixel - image.width * 4
            let rawAbove = PixelColor(red: bytes[above], green: bytes[above + 1], blue: bytes[above + 2])
            let previous = rawAbove.distance(to: medianAbove) <= tolerances.noise ? medianAbove : rawAbove
            let difference = color.distance(to: previous)
            if difference > tolerances.edge { changed += 1 }
            if difference > tolerances.faintEdge { faintlyChanged += 1 }
          }
        }
        medians.append(median)
        plainness.append(Double(plain) / count)
        edges.append(Double(changed) / count)
        faintEdges.append(Double(faintlyChanged) / count)
      }
    }
    self.medians = medians
    self.plainness = plainness
    self.edges =
      tolerances.longestRamp > 1
      ? Self.rampEdges(edges, medians: medians, image: image, columns: columns, tolerances: tolerances)
      : edges
    self.faintEdges = faintEdges
  }

  /// `edges` with each ramp's edge at its middle row: a run of rows whose medians move one way, row after
  /// row, over at most ``EdgeTolerances/longestRamp`` rows and by more than the edge tolerance in all.
  ///
  /// H.264 at a high crf (30) smears an edge between two plain areas over up to 8 rows, each differing from
  /// the one above by less than the edge tolerance: no row is an edge, though the rows before and after the
  /// ramp differ by tens of levels. The ramp's share is that of the columns whose pixels differ by more than
  /// the edge tolerance between the row above the ramp and its last row; it is given to the ramp's first row
  /// whose median is nearer the last row's than the row's above the ramp, where a sharp edge would be.
  ///
  /// It does not separate two edges in one direction closer than the ramp's length (a ramp that only
  /// darkens or only lightens is one edge), nor read a ramp longer than ``EdgeTolerances/longestRamp``
  /// (a gradient).
  private static func rampEdges(
    _ edges: [Double], medians: [PixelColor], image: PixelImage, columns: Range<Int>,
    tolerances: EdgeTolerances
  ) -> [Double] {
    func brightness(_ color: PixelColor) -> Int { Int(color.red) + Int(color.green) + Int(color.blue) }
    func direction(_ row: Int) -> Int { (brightness(medians[row]) - brightness(medians[row - 1])).signum() }
    var edges = edges
    var row = 1
    while row < medians.count {
      let sign = direction(row)
      guard sign != 0 else {
        row += 1
        continue
      }
      var end = row
      while end + 1 < medians.count, direction(end + 1) == sign { end += 1 }
      defer { row = end + 1 }
      let before = row - 1
      guard end > row, end - row + 1 <= tolerances.longestRamp,
        medians[end].distance(to: medians[before]) > tolerances.edge
      else { continue }
      // The ramp's middle: its first row nearer the colour under it than the colour over it.
      var middle = row
      while middle < end,
        medians[middle].distance(to: medians[end]) >= medians[middle].distance(to: medians[before])
      {
        middle += 1
      }
      let share = image.bytes.withUnsafeBufferPointer { bytes in
        var changed = 0
        for x in columns {
          let above = (before * image.width + x) * 4
          let below = (end * image.width + x) * 4
          let upper = snapped(
            PixelColor(red: bytes[above], green: bytes[above + 1], blue: bytes[above + 2]),
            to: medians[before],
            within: tolerances.noise)
          let lower = snapped(
            PixelColor(red: bytes[below], green: bytes[below + 1], blue: bytes[below + 2]), to: medians[end],
            within: tolerances.noise)
          if upper.distance(to: lower) > tolerances.edge { changed += 1 }
        }
        return Double(changed) / Double(columns.count)
      }
      edges[middle] = max(edges[middle], share)
    }
    return edges
  }

  /// A pixel within `tolerance` of its row's median, read as the median.
  ///
  /// A frame that went through H.264 carries compression noise of a few levels on every flat area, and
  /// chroma subsampled 2 × 2; read raw, that noise breaks plain rows and makes edges where there are none.
  /// A lossless frame's plain rows are exact, and are read the same.
  @inline(__always)
  static func snapped(_ color: PixelColor, to median: PixelColor, within tolerance: Int) -> PixelColor {
    color.distance(to: median) <= tolerance ? median : color
  }

  /// The lower median of one component's histogram.
  private static func median(_ histogram: UnsafeMutableBufferPointer<Int>, _ offset: Int, _ count: Int)
    -> UInt8
  {
    var seen = 0
    for value in 0..<256 {
      seen += histogram[offset + value]
      if seen * 2 >= count { return UInt8(value) }
    }
    return 255
  }
}

/// The keyboard edge finder's tolerances, in levels of a colour component (0–255).
///
/// ``lossless`` reads screenshots and lossless frames, where plain areas are exact. ``video`` reads frames
/// decoded from H.264 (yuv420p): the finder then reads the frame's luminance only (full resolution in
/// yuv420p, where chroma is subsampled 2 × 2 and bleeds a row into its neighbour), and its tolerances are
/// wider, since compression rings for a few rows under a strong edge and leaves a few levels of noise on
/// every flat area. It does not make a lossy frame exact: an edge blurred over two rows is found at either.
struct EdgeTolerances: Sendable, Equatable {
  /// Pixels this close to a row's median count as that colour (``KeyboardEdgeFinder/plainTolerance``).
  var plain: Int
  /// Pixels this close to their row's median are read as the median first.
  var noise: Int
  /// A pixel differing from the one above by more than this makes an edge.
  var edge: Int
  /// A pixel differing from the one above by more than this makes a faint edge, as a rim's.
  var faintEdge: Int
  /// How far the backdrop's colour may drift below the keyboard's top band.
  var backdrop: Int
  /// The backdrop is followed from row to row where it changes by at most this much.
  var drift: Int
  /// Pixels this close to the backdrop count as backdrop in a row of keys.
  var keyGap: Int
  /// The most rows an edge may be blurred over and still be read as one (see ``PixelRows/edges``); 1 reads
  /// sharp edges only.
  var longestRamp = 1

  /// Whether edges may be blurred over rows and ring (a frame from a video).
  var blurred: Bool { longestRamp > 1 }

  /// For lossless frames: the values the finder was tuned with on screenshots.
  static let lossless = EdgeTolerances(
    plain: KeyboardEdgeFinder.plainTolerance, noise: KeyboardEdgeFinder.noiseTolerance,
    edge: KeyboardEdgeFinder.edgeTolerance, faintEdge: KeyboardEdgeFinder.faintEdgeTolerance,
    backdrop: KeyboardEdgeFinder.backdropTolerance, drift: KeyboardEdgeFinder.backdropDrift,
    keyGap: KeyboardEdgeFinder.keyGapTolerance)

  /// For frames decoded from a video, read in luminance.
  static let video = EdgeTolerances(
    plain: 12, noise: 12, edge: 12, faintEdge: 8, backdrop: 32, drift: 8, keyGap: 16, longestRamp: 10)
}
