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
  let edges: [Double]
  /// The fraction of each row's pixels more than ``KeyboardEdgeFinder/faintEdgeTolerance`` from the pixel
  /// above; `0` for the first row.
  let faintEdges: [Double]

  init(_ image: PixelImage, columns: Range<Int>) {
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
    var histogram = [Int](repeating: 0, count: 3 * 256)
    image.bytes.withUnsafeBufferPointer { bytes in
      for y in 0..<image.height {
        let row = y * image.width * 4
        for index in histogram.indices { histogram[index] = 0 }
        for x in columns {
          let pixel = row + x * 4
          histogram[Int(bytes[pixel])] += 1
          histogram[256 + Int(bytes[pixel + 1])] += 1
          histogram[512 + Int(bytes[pixel + 2])] += 1
        }
        let median = PixelColor(
          red: Self.median(histogram, 0, columns.count), green: Self.median(histogram, 256, columns.count),
          blue: Self.median(histogram, 512, columns.count))
        var plain = 0
        var changed = 0
        var faintlyChanged = 0
        for x in columns {
          let pixel = row + x * 4
          let color = PixelColor(red: bytes[pixel], green: bytes[pixel + 1], blue: bytes[pixel + 2])
          if color.distance(to: median) <= KeyboardEdgeFinder.plainTolerance { plain += 1 }
          if y > 0 {
            let above = pixel - image.width * 4
            let previous = PixelColor(red: bytes[above], green: bytes[above + 1], blue: bytes[above + 2])
            let difference = color.distance(to: previous)
            if difference > KeyboardEdgeFinder.edgeTolerance { changed += 1 }
            if difference > KeyboardEdgeFinder.faintEdgeTolerance { faintlyChanged += 1 }
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
    self.edges = edges
    self.faintEdges = faintEdges
  }

  /// The lower median of one component's histogram.
  private static func median(_ histogram: [Int], _ offset: Int, _ count: Int) -> UInt8 {
    var seen = 0
    for value in 0..<256 {
      seen += histogram[offset + value]
      if seen * 2 >= count { return UInt8(value) }
    }
    return 255
  }
}
