import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The colours the self-test paints while it measures, and how the analyzer finds them in a frame.
///
/// The self-test paints the background behind the bar ``PixelColor/backgroundMarker`` and a 1-pt hairline
/// on the bar's bottom edge ``PixelColor/barMarker``; an app team can paint its own. A video's frames carry
/// the colours with compression's errors (chroma is subsampled), so a pixel matches a marker within
/// ``tolerance`` of each component.
package struct FrameMarkers: Sendable, Equatable {
  /// The hairline's colour on the bar's bottom edge.
  package var bar: PixelColor
  /// The background's colour behind the bar.
  package var background: PixelColor

  /// A pixel within this much of a marker's every component shows the marker: 48.
  package static let tolerance = 48
  /// A row shows the hairline when this share of its pixels match it: a quarter.
  package static let hairlineShare = 0.25
  /// A frame shows the background when this share of its pixels match it: 0.5 %.
  package static let backgroundShare = 0.005

  /// Creates markers; the defaults are the self-test's.
  package init(bar: PixelColor = .barMarker, background: PixelColor = .backgroundMarker) {
    self.bar = bar
    self.background = background
  }

  /// The bar's bottom edge in pixels from the frame's top, or `nil` when no hairline shows.
  ///
  /// It is the bottom of the lowest run of hairline rows above the keyboard (to a row below its top edge,
  /// which may be found a row high), when that run is at most 1 pt and a pixel thick. When that run ends on
  /// the keyboard's top and is thinner than the hairline (1 pt, `scale` pixels), the keyboard covers the
  /// hairline's lower part: the bar's bottom is then the run's top plus 1 pt. It does not see a hairline
  /// the keyboard covers whole.
  ///
  /// With `lossy` (a frame decoded from a video), a pixel also shows the hairline when its colour leans the
  /// hairline's way (``leansToward(_:_:)``): yuv420p shares colour between two rows, so the hairline's row
  /// next to the keyboard or the background keeps only part of its colour.
  package func barBottom(in image: PixelImage, keyboardTop: Int?, scale: Double, lossy: Bool = false)
    -> Double?
  {
    let last = min(image.height, (keyboardTop ?? image.height) + 2)
    let needed = Int((Double(image.width) * Self.hairlineShare).rounded(.up))
    var runEnd: Int?
    var row = last - 1
    while row >= 0 {
      let matches = count(of: bar, inRow: row, image: image, leaning: lossy)
      if matches >= needed {
        if runEnd == nil { runEnd = row + 1 }
      } else if runEnd != nil {
        break
      }
      row -= 1
    }
    guard let end = runEnd else { return nil }
    let start = row + 1
    // A hairline is 1 pt thick; a thicker run of the colour is something else on the screen.
    guard Double(end - start) <= scale + 1 else { return nil }
    if let keyboardTop, end >= keyboardTop - 1, Double(end - start) < scale {
      return Double(start) + scale
    }
    return Double(end)
  }

  /// Whether the frame shows the background marker: the self-test is in a measuring phase.
  ///
  /// It reads every fourth row.
  package func showsBackground(in image: PixelImage) -> Bool {
    var matches = 0
    var read = 0
    for row in stride(from: 0, to: image.height, by: 4) {
      matches += count(of: background, inRow: row, image: image)
      read += image.width
    }
    return Double(matches) >= Double(read) * Self.backgroundShare
  }

  private func count(of color: PixelColor, inRow y: Int, image: PixelImage, leaning: Bool = false) -> Int {
    image.bytes.withUnsafeBufferPointer { bytes in
      var matches = 0
      let row = y * image.width * 4
      for x in 0..<image.width {
        let pixel = row + x * 4
        let value = PixelColor(red: bytes[pixel], green: bytes[pixel + 1], blue: bytes[pixel + 2])
        if value.distance(to: color) <= Self.tolerance || (leaning && Self.leansToward(value, color)) {
          matches += 1
        }
      }
      return matches
    }
  }

  /// Whether `value`'s colour (its chroma: each component less the mean of the three) points the way of
  /// `marker`'s and has at least ``leaningShare`` of its strength; never for a grey marker.
  ///
  /// A row of the hairline that shares its colour with a grey keyboard row keeps about half the magenta's
  /// chroma; one that shares it with the green background (magenta's opposite) keeps none, and is not the
  /// hairline.
  package static func leansToward(_ value: PixelColor, _ marker: PixelColor) -> Bool {
    func chroma(_ color: PixelColor) -> (Int, Int, Int) {
      let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
      return (Int(color.red) - mean, Int(color.green) - mean, Int(color.blue) - mean)
    }
    let a = chroma(value)
    let b = chroma(marker)
    let dot = a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    let markerStrength = b.0 * b.0 + b.1 * b.1 + b.2 * b.2
    let strength = a.0 * a.0 + a.1 * a.1 + a.2 * a.2
    guard markerStrength > 0, dot > 0 else { return false }
    // cos ≥ 0.9 and |a| ≥ share × |b|, without square roots.
    let cosineOK = Double(dot) * Double(dot) >= 0.81 * Double(strength) * Double(markerStrength)
    let strongEnough = Double(strength) >= leaningShare * leaningShare * Double(markerStrength)
    return cosineOK && strongEnough
  }

  /// The least share of the marker's chroma a leaning pixel keeps: 0.3.
  package static let leaningShare = 0.3
}
