import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// The keyboard's edge where a video blurs it, where the band under it ends on the keys' lighter tops, and
/// where iOS 26's bottom strip shows a tab bar: generated frames changed row by row, read without ffmpeg.
@Suite("SelfTestPixelAnalyzer: blurred edges, the top band, the bottom strip")
struct SelfTestPixelBlurTests {
  /// The keyboard from row 575, under plain app background, light and dark: drawn once for every test.
  static let light = SyntheticFrame(keyboardTop: 575).image()
  static let dark = SyntheticFrame(appearance: .dark, keyboardTop: 575).image()
  /// iOS 26's keyboard from row 553.
  static let glass = SyntheticFrame(inset: 6, cornerRadius: 28)

  /// `image` with rows `first...last` replaced, column by column, by a smooth step (3t² − 2t³) from row
  /// `first`'s pixel to row `last`'s: an edge as H.264 at a high crf smears it.
  static func smeared(_ image: PixelImage, from first: Int, to last: Int) -> PixelImage {
    var bytes = image.bytes
    let span = Double(last - first)
    for y in (first + 1)..<last {
      let t = Double(y - first) / span
      let weight = t * t * (3 - 2 * t)
      for x in 0..<image.width {
        for channel in 0..<3 {
          let above = Double(image.bytes[(first * image.width + x) * 4 + channel])
          let below = Double(image.bytes[(last * image.width + x) * 4 + channel])
          bytes[(y * image.width + x) * 4 + channel] = UInt8((above + (below - above) * weight).rounded())
        }
      }
    }
    return PixelImage(width: image.width, height: image.height, bytes: bytes)!
  }

  /// `image` with the middle 70 % of `rows` set to `color`.
  static func painted(_ image: PixelImage, rows: Range<Int>, _ color: PixelColor) -> PixelImage {
    var bytes = image.bytes
    for y in rows {
      for x in (image.width * 15 / 100)..<(image.width - image.width * 15 / 100) {
        let pixel = (y * image.width + x) * 4
        (bytes[pixel], bytes[pixel + 1], bytes[pixel + 2]) = (color.red, color.green, color.blue)
      }
    }
    return PixelImage(width: image.width, height: image.height, bytes: bytes)!
  }

  /// An edge smeared over a few rows is read at its middle in a video's frame.
  ///
  /// No row of it differs from the one above by the edge tolerance. The video's reading finds it within a
  /// row of the keyboard's first (575, under plain app background: an edge blended over two rows is found
  /// at either); the exact reading, which needs a sharp edge, does not find it there.
  @Test(arguments: [4, 8])
  func anEdgeSmearedOverRowsIsReadAtItsMiddle(rows: Int) {
    for (appearance, frame) in [("light", Self.light), ("dark", Self.dark)] {
      let image = Self.smeared(frame, from: 575 - rows / 2 - 1, to: 575 + rows / 2)
      let top = KeyboardEdgeFinder.keyboardTop(in: image, lossy: true)
      #expect(top.map { abs($0 - 575) <= 1 } == true, "\(appearance), \(rows) rows: \(top as Any)")
      let exact = KeyboardEdgeFinder.keyboardTop(in: image)
      #expect(exact.map { abs($0 - 575) > 1 } ?? true, "\(appearance), \(rows) rows: \(exact as Any)")
    }
  }

  /// A ramp longer than ``EdgeTolerances/longestRamp`` (10 rows) is a gradient, not an edge: the keyboard is
  /// not found at it (but, as when its top is hidden, at the gap under its first row of keys, 628).
  @Test func aGradientOverMoreRowsIsNoEdge() {
    let image = Self.smeared(Self.light, from: 575 - 7, to: 575 + 6)
    #expect(KeyboardEdgeFinder.keyboardTop(in: image, lossy: true) == 628)
  }

  /// A frame blurred down its columns is read as a video's when its source is not known.
  ///
  /// The 9-row binomial kernel leaves no row an edge the exact reading needs. A keyboard from 700 of 844 is
  /// then not found exactly (so short a keyboard has no gap between rows of keys that passes for one); a
  /// taller one is found at the gap under its first row of keys. Either way the video's reading is taken.
  @Test func aBlurredFrameOfUnknownSourceIsReadAsAVideos() {
    let image = Self.blurredDown(SyntheticFrame(width: 200, keyboardTop: 700).image())
    #expect(KeyboardEdgeFinder.keyboardTop(in: image) == nil)
    let top = KeyboardEdgeFinder.keyboardTop(in: image, lossy: true)
    #expect(top.map { abs($0 - 700) <= 1 } == true, "\(top as Any)")
    #expect(FramePlacement.reading(eitherSource: image, scale: 1).keyboardTop == top.map(Double.init))
    // A taller keyboard blurred: the exact reading finds the gap under its first row of keys, 51 pt low;
    // the video's reading, a row of keys higher, is taken.
    let taller = Self.blurredDown(SyntheticFrame(width: 200, keyboardTop: 575).image())
    #expect(KeyboardEdgeFinder.keyboardTop(in: taller) == 626)
    let tallerTop = KeyboardEdgeFinder.keyboardTop(in: taller, lossy: true)
    #expect(tallerTop.map { abs($0 - 575) <= 1 } == true, "\(tallerTop as Any)")
    #expect(FramePlacement.reading(eitherSource: taller, scale: 1).keyboardTop == tallerTop.map(Double.init))
    let none = SyntheticFrame(width: 200, keyboardTop: nil, tabBar: true).image()
    #expect(FramePlacement.reading(eitherSource: none, scale: 1).keyboardTop == nil)
  }

  /// `image` blurred down its columns by the binomial kernel 1 8 28 56 70 56 28 8 1 (over 256).
  static func blurredDown(_ image: PixelImage) -> PixelImage {
    let kernel = [1, 8, 28, 56, 70, 56, 28, 8, 1]
    let stride = image.width * 4
    var bytes = image.bytes
    image.bytes.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { target in
        for y in 0..<image.height {
          let rows = kernel.indices.map { min(image.height - 1, max(0, y + $0 - 4)) * stride }
          for index in 0..<stride where index % 4 != 3 {
            var sum = 128
            for tap in 0..<9 { sum += kernel[tap] * Int(source[rows[tap] + index]) }
            target[y * stride + index] = UInt8(sum / 256)
          }
        }
      }
    }
    return PixelImage(width: image.width, height: image.height, bytes: bytes)!
  }

  /// The top band's last row may be lighter than the backdrop.
  ///
  /// Right above the keys, lighter by 13 to 20 levels (their antialiased tops, as iOS 26's keyboard shows
  /// them): the backdrop is the band's median and that row is not held to it. Read
  /// against that row's colour, the band failed the backdrop's tolerance (12) and the keyboard was found
  /// under its first row of keys, or not at all. A lighter row higher in the band still fails.
  @Test(arguments: [13, 20])
  func theBandsLastRowMayShowTheKeysTops(lighter: Int) {
    let frame = Self.glass
    let level = { (value: UInt8) in UInt8(min(255, Int(value) + lighter)) }
    let glow = PixelColor(
      red: level(frame.backdrop.red), green: level(frame.backdrop.green), blue: level(frame.backdrop.blue))
    let image = frame.image()
    #expect(KeyboardEdgeFinder.keyboardTop(in: Self.painted(image, rows: 562..<563, glow)) == 553)
    let higher = Self.painted(image, rows: 558..<559, glow)
    #expect(KeyboardEdgeFinder.keyboardTop(in: higher) != 553)
  }

  /// iOS 26's keyboard shows what is behind its bottom strip (a tab bar: plain rows of another colour) from
  /// 13 % above the frame's bottom: found, within the 14 % margin; from 15 %, not.
  @Test(arguments: [(130, true), (150, false)])
  func theBottomStripMayShowATabBar(rowsFromBottom: Int, found: Bool) {
    let frame = SyntheticFrame(height: 1000, inset: 6, cornerRadius: 28)
    let image = Self.painted(
      frame.image(), rows: (1000 - rowsFromBottom)..<1000, PixelColor(red: 247, green: 247, blue: 250))
    #expect(KeyboardEdgeFinder.keyboardTop(in: image) == (found ? 553 : nil))
  }
}
