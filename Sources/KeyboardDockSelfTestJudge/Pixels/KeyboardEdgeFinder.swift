import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Finds a software keyboard's top edge in a frame, with no markers: the row where the keyboard starts.
///
/// A keyboard fills the bottom of the screen across its width (iOS 26's floats a little inside it, with
/// rounded corners). Its backdrop is one colour across a row, tinted by what is behind it (the tint may
/// drift from row to row), and its keys stand on that backdrop in rows with gaps of backdrop between them.
/// The finder reads the middle 70 % of the columns, away from rounded corners and insets, and looks, from
/// the top down, for the first row where all of these hold:
/// - a strong edge spans at least 80 % of those columns: the row differs from the one above;
/// - a band of at least 3 plain rows starts there, one colour (within ``backdropTolerance``) but for its
///   first 3 rows, which may be a rim (2 or 3 rows growing steadily darker or lighter), and its last row,
///   which may show the antialiased tops of the keys under it: the keyboard's top margin or its suggestion
///   bar. The median of its rows is the backdrop's colour, followed down the keyboard where it drifts (by
///   at most ``backdropDrift`` from one plain row to the next);
/// - every row from there to the bottom (but a 14 % margin: iOS 26's keyboard is inset, and its bottom
///   strip, the emoji and dictation buttons over the home indicator, shows what is behind it, a tab bar
///   among others) is keyboard-like: a plain row of the
///   backdrop's colour, a row with at least 2 % of backdrop in it, one of a few plain rows of another
///   colour (a key's shadow), or one of a few other rows (gaps tinted by the content behind);
/// - at least 3 bands of key rows (rows with two or more runs of backdrop between other colours) cover a
///   quarter of that region, and the region is at least 15 % of the frame's height.
///
/// Of the rows that qualify, the first is taken unless a lower one qualifies on a backdrop of another
/// colour (more than ``plainTolerance`` away) with no band of ``minimumTopBand`` plain rows of that colour
/// between the two: app content on a plain background above the keyboard (text fields, a composer) that a
/// video's wider tolerances let run on into the keyboard's region.
///
/// In a frame from a video (`lossy`), an edge blurred over up to 10 rows counts at its middle row
/// (``PixelRows/edges``), and the top band's median is the backdrop, every row of the band within
/// the backdrop's tolerance of it: compression rings for a few rows under an edge, so no rim is read.
///
/// The edge found then moves up over a faint rim of up to ``longestRim`` plain rows: iOS 26's light rim
/// over a light background differs from it by less than ``edgeTolerance``.
///
/// It does not:
/// - find a keyboard shorter than 15 % of the frame (a hardware keyboard's shortcuts bar), a keyboard that
///   shows fewer than 3 rows of keys (early in a show animation, late in a hide: those frames report no
///   keyboard), a floating iPad keyboard, or a split one;
/// - see through a component of another colour at the keyboard's top: the emoji keyboard's search field
///   (37 pt of plain rows lighter than its backdrop) ends the region, and its top edge over a light app
///   background steps by less than ``edgeTolerance`` (9 levels): it is found under its search field, about
///   47 pt below its top (50 pt on iOS 26);
/// - separate the keyboard from a view above it that has the keyboard's own backdrop colour with no edge
///   between them (that view is counted as keyboard, as a view that extends the keyboard's background
///   does), nor find a keyboard whose backdrop steps by more than ``backdropTolerance`` between two plain
///   rows of it above its bottom 14 %, or varies across a row by more than ``plainTolerance`` (a very
///   translucent keyboard over a colourful photo: iOS 26's glass keyboard over a wallpaper has no plain
///   row, and is not found);
/// - tell a keyboard from app content that looks like one (a grid of buttons on a plain background across
///   the bottom of the screen), nor, in a video's frame (read in luminance), from a wallpaper whose grey
///   matches the keyboard's: the region of text fields over it runs on into the keyboard and is read as
///   its top, hundreds of points high;
/// - place an edge more finely than one row: an edge blended over two rows is found at either of them.
package enum KeyboardEdgeFinder {
  /// Pixels this close to a row's median colour (largest difference of a component) count as that colour.
  static let plainTolerance = 12
  /// Pixels this close to their row's median are read as the median before anything else: compression
  /// noise (``PixelRows/snapped(_:to:)``).
  static let noiseTolerance = 20
  /// A pixel differing from the one above by more than this makes an edge.
  static let edgeTolerance = 10
  /// A pixel differing from the one above by more than this makes a faint edge, as a rim's.
  static let faintEdgeTolerance = 4
  /// The most rows of a rim above the keyboard's strong edge: 3 (1 pt at scale 3).
  static let longestRim = 3
  /// How far the backdrop's colour may drift below the keyboard's top band.
  static let backdropTolerance = 12
  /// The backdrop's colour is followed from row to row where it changes by at most this much.
  static let backdropDrift = 3
  /// Pixels this close to the backdrop count as backdrop in a row of keys.
  static let keyGapTolerance = 16
  /// The share of the middle columns an edge must span.
  static let edgeSpan = 0.8
  /// The share of a row one colour must cover for the row to be plain.
  static let plainShare = 0.9
  /// The fewest plain rows at the keyboard's top.
  static let minimumTopBand = 3
  /// The most plain rows of another colour than the backdrop's, one after another, in a keyboard (key
  /// shadows, a key as wide as the middle columns), as a share of the frame's height.
  static let otherPlainShare = 0.005
  /// The most rows without backdrop, one after another, in a keyboard, as a share of the frame's height.
  static let otherRowShare = 0.06
  /// The least share of backdrop in a row of the keyboard.
  static let minimumBackdropShare = 0.02
  /// The fewest bands of key rows.
  static let minimumKeyBands = 3
  /// The least share of the keyboard's rows that are key rows.
  static let minimumKeyShare = 0.25
  /// The least height of a keyboard, as a share of the frame's.
  static let minimumHeightShare = 0.15
  /// How far above the frame's bottom a keyboard may end, as a share of the frame's height.
  static let bottomMargin = 0.14

  /// The keyboard's top edge: the first row of the keyboard, in pixels from the frame's top; `nil` when the
  /// frame shows no keyboard.
  ///
  /// With `lossy`, the frame was decoded from a video: the finder reads its luminance, with
  /// ``EdgeTolerances/video``.
  package static func keyboardTop(in image: PixelImage, lossy: Bool = false) -> Int? {
    let image = lossy ? image.luminance() : image
    let margin = image.width * 15 / 100
    let columns = image.width - 2 * margin >= 8 ? margin..<(image.width - margin) : 0..<image.width
    let rows = PixelRows(image, columns: columns, tolerances: lossy ? .video : .lossless)
    let height = image.height
    let minimumHeight = max(8, Int((Double(height) * minimumHeightShare).rounded(.up)))
    guard height > minimumHeight else { return nil }
    // The first edge that qualifies, unless a lower one qualifies on a backdrop of another colour: the upper
    // one was app content on a plain background (text fields, a composer) whose colour the tolerances let
    // run into the keyboard's; the keyboard is the one that reaches the bottom on its own backdrop.
    // A lower one on the same surface (a plain row of its backdrop's colour between the two edges) is a row
    // of keys inside the keyboard found first.
    var found: (top: Int, backdrop: PixelColor)?
    for top in 1...(height - minimumHeight) where rows.edges[top] >= edgeSpan {
      guard let backdrop = keyboardBackdrop(from: top, rows: rows, image: image, minimumHeight: minimumHeight)
      else { continue }
      if let first = found,
        first.backdrop.distance(to: backdrop) <= rows.tolerances.plain
          || surface(of: backdrop, between: first.top, and: top, rows: rows)
      {
        continue
      }
      found = (top, backdrop)
    }
    return found.map { rimTop(above: $0.top, rows: rows) }
  }

  /// Whether a band of at least ``minimumTopBand`` plain rows of `backdrop`'s colour lies between rows
  /// `upper` and `lower`.
  ///
  /// Such a band is a keyboard's own surface: the keyboard found at `upper` has that backdrop, and `lower`
  /// is a row of keys inside it.
  ///
  /// One or two such rows are something else: a thin line (a text field's border) that a video blurs into
  /// rows of an in-between grey.
  private static func surface(of backdrop: PixelColor, between upper: Int, and lower: Int, rows: PixelRows)
    -> Bool
  {
    var run = 0
    for row in upper..<lower {
      if rows.plainness[row] >= plainShare, rows.medians[row].distance(to: backdrop) <= rows.tolerances.plain
      {
        run += 1
        if run >= minimumTopBand { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// The top of a faint rim over the edge found, up to ``longestRim`` plain rows above it: iOS 26's keyboard
  /// has a light rim that barely differs from a light background; `top` where there is none.
  private static func rimTop(above top: Int, rows: PixelRows) -> Int {
    var rim = top
    var row = top - 1
    // A rim changes faintly from row to row; a strong edge above the keyboard is something else (the
    // bar's hairline on it).
    while row >= max(1, top - longestRim), rows.plainness[row] >= plainShare, rows.edges[row] < edgeSpan {
      if rows.faintEdges[row] >= edgeSpan { rim = row }
      row -= 1
    }
    return rim
  }

  /// The backdrop's colour at the top of the keyboard that starts at `top` (its top band's last row's);
  /// `nil` when no keyboard starts there.
  private static func keyboardBackdrop(
    from top: Int, rows: PixelRows, image: PixelImage, minimumHeight: Int
  ) -> PixelColor? {
    let height = image.height
    var bandEnd = top
    while bandEnd < height, rows.plainness[bandEnd] >= plainShare { bandEnd += 1 }
    guard bandEnd - top >= minimumTopBand else { return nil }
    // A rim: up to three rows from the top that each differ from the next, steadily darker or lighter
    // (iOS 26's is 1 pt, a gradient).
    // One such row alone is an edge blended over two rows, or a gap of background over the keyboard: the
    // keyboard's edge is the one under it.
    let topBackdrop: PixelColor
    if rows.tolerances.blurred {
      // In a frame from a video every edge is blended over a row or more and rings for a few rows under it
      // (a row lighter, then darker, than the backdrop): no rim can be told from that. The band's median
      // colour is the backdrop, and every row of the band is within the backdrop's tolerance of it.
      topBackdrop = PixelColor.median(of: rows.medians[top..<bandEnd])
      for row in top..<bandEnd where rows.medians[row].distance(to: topBackdrop) > rows.tolerances.backdrop {
        return nil
      }
    } else {
      // A rim: up to three rows from the top that each differ from the next, steadily darker or lighter
      // (iOS 26's is 1 pt, a gradient).
      // One such row alone is an edge blended over two rows, or a gap of background over the keyboard: the
      // keyboard's edge is the one under it.
      var body = top
      while body < top + 3, body + 1 < bandEnd,
        rows.medians[body + 1].distance(to: rows.medians[body]) > rows.tolerances.faintEdge
      {
        body += 1
      }
      guard body - top != 1 else { return nil }
      if body > top {
        // A rim's rows grow steadily darker or lighter; other colours in a row (a hairline over a gap of
        // background) do not.
        let brightness = (top...body).map { Self.brightness(rows.medians[$0]) }
        let falling = zip(brightness, brightness.dropFirst()).allSatisfy { $0 > $1 }
        let rising = zip(brightness, brightness.dropFirst()).allSatisfy { $0 < $1 }
        guard falling || rising else { return nil }
      }
      // The backdrop's colour: the median of the band's rows under the rim (its last row may already be
      // lighter, as the antialiased tops of the keys under it are), then each plain row's close enough to it.
      // The band's last row is not held to it: the tops of the keys under it may already show in it.
      topBackdrop = PixelColor.median(of: rows.medians[body..<bandEnd])
      for row in body..<(bandEnd - 1)
      where rows.medians[row].distance(to: topBackdrop) > rows.tolerances.backdrop {
        return nil
      }
    }
    var backdrop = topBackdrop
    var end = height
    var keyRows = 0
    var bands = 0
    var lastKeyRow = -2
    var bandLength = 0
    // Rows with no backdrop: a few plain ones (key shadows, a key as wide as the middle columns), more that
    // are not plain (gaps tinted by the content behind a translucent keyboard).
    let longestPlainRun = max(2, Int(Double(height) * otherPlainShare))
    let longestOtherRun = max(2, Int(Double(height) * otherRowShare))
    var plainRun = 0
    var otherRun = 0
    for row in bandEnd..<height {
      let plain = rows.plainness[row] >= plainShare
      if plain, rows.medians[row].distance(to: backdrop) <= rows.tolerances.backdrop {
        // Followed only where it drifts: a rim or an edge steps, and must not lead it to another colour.
        if rows.medians[row].distance(to: backdrop) <= rows.tolerances.drift { backdrop = rows.medians[row] }
        plainRun = 0
        otherRun = 0
        continue
      }
      let (share, runs) = backdropRuns(row, rows: rows, image: image, backdrop: backdrop)
      if share < minimumBackdropShare {
        otherRun += 1
        plainRun = plain ? plainRun + 1 : 0
        if otherRun <= longestOtherRun, plainRun <= longestPlainRun { continue }
        end = row + 1 - otherRun
        break
      }
      plainRun = 0
      otherRun = 0
      guard runs >= 2, share <= plainShare else { continue }
      keyRows += 1
      // Key rows up to two rows apart belong to one band (a shadow or an antialiased row between).
      if row - lastKeyRow <= 2 {
        bandLength += 1
      } else {
        if bandLength >= 2 { bands += 1 }
        bandLength = 1
      }
      lastKeyRow = row
    }
    if bandLength >= 2 { bands += 1 }
    let region = end - top
    let isKeyboard =
      Double(height - end) <= Double(height) * bottomMargin && region >= minimumHeight
      && bands >= minimumKeyBands && Double(keyRows) >= Double(region) * minimumKeyShare
    return isKeyboard ? topBackdrop : nil
  }

  private static func brightness(_ color: PixelColor) -> Int {
    Int(color.red) + Int(color.green) + Int(color.blue)
  }

  /// The share of a row's middle columns that are backdrop, and how many runs of backdrop it has between
  /// other colours (a run touching the band's ends does not count).
  private static func backdropRuns(_ y: Int, rows: PixelRows, image: PixelImage, backdrop: PixelColor)
    -> (share: Double, runs: Int)
  {
    image.bytes.withUnsafeBufferPointer { bytes in
      var count = 0
      var runs = 0
      var run = 0
      var seenOther = false
      let row = y * image.width * 4
      for x in rows.start..<rows.end {
        let pixel = row + x * 4
        let color = PixelColor(red: bytes[pixel], green: bytes[pixel + 1], blue: bytes[pixel + 2])
        if color.distance(to: backdrop) <= rows.tolerances.keyGap {
          count += 1
          run += 1
        } else {
          if run >= 2, seenOther { runs += 1 }
          run = 0
          seenOther = true
        }
      }
      return (Double(count) / Double(rows.end - rows.start), runs)
    }
  }
}
