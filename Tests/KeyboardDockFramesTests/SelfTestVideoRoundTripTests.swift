import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

@testable import KeyboardDockFrames

/// The pixel analyzer on generated frames after an H.264 round trip (libx264, yuv420p, crf 23, ffmpeg's
/// default, and crf 30): the keyboard's edge and the bar's hairline are found through luminance edges,
/// subsampled chroma and compression noise, within the judge's 1 pt.
@Suite("SelfTestPixelAnalyzer: frames through H.264")
struct SelfTestVideoRoundTripTests {
  /// Scale 3: the hairline is 3 px (1 pt).
  static let cases: [(String, SyntheticFrame)] = [
    ("docked, light", SyntheticFrame(bar: .init(bottom: 553, hairline: 3))),
    ("docked, dark", SyntheticFrame(appearance: .dark, bar: .init(bottom: 553, hairline: 3))),
    ("docked, translucent", SyntheticFrame(translucency: 0.2, bar: .init(bottom: 553, hairline: 3))),
    (
      "docked, dark, translucent",
      SyntheticFrame(appearance: .dark, translucency: 0.2, bar: .init(bottom: 553, hairline: 3))
    ),
    ("docked, iOS 26", SyntheticFrame(inset: 6, cornerRadius: 28, bar: .init(bottom: 553, hairline: 3))),
    (
      "docked, iOS 26, dark",
      SyntheticFrame(appearance: .dark, inset: 6, cornerRadius: 28, bar: .init(bottom: 553, hairline: 3))
    ),
    ("4 px above", SyntheticFrame(bar: .init(bottom: 549, hairline: 3))),
    ("1 px under", SyntheticFrame(bar: .init(bottom: 554, hairline: 3))),
    ("a taller keyboard", SyntheticFrame(keyboardTop: 470, bar: .init(bottom: 470, hairline: 3))),
  ]
  /// The cases' lossless frames, drawn once for both crfs.
  static let images = cases.map { $0.1.image() }
  /// How the analyzer reads each lossless frame, once for both crfs.
  static let lossless = images.map { FramePlacement($0, scale: 3) }

  /// Every generated case reads as its lossless frame does after the round trip, at crf 23 and 30.
  ///
  /// Each frame shown twice (an I-frame's and a P-frame's encoding of it): the keyboard's top within 1 pt
  /// of the lossless frame's, the bar's bottom within a pixel, and the frame judged as the lossless one
  /// is (off or not), never a hairline hidden that the lossless frame shows. Every case, at both crfs: at
  /// crf 30 the keyboard's edge is smeared over up to 8 rows and rings under the hairline (a row lighter,
  /// then darker, than the backdrop), which once lost "4 px above" and "a taller keyboard" and read the
  /// translucent keyboard 3 px low (a false 1.33 pt gap).
  @Test(arguments: [23, 30])
  func edgesSurviveTheRoundTrip(crf: Int) throws {
    let decoded = try VideoRoundTrip.roundTrip(Self.images, crf: crf)
    #expect(decoded.count == Self.cases.count * 2)
    var checked = 0
    for (index, (name, _)) in Self.cases.enumerated() {
      let lossless = Self.lossless[index]
      var losslessVerdict = FrameVerdict(scale: 3)
      losslessVerdict.add(lossless)
      for copy in 0..<2 {
        let placement = FramePlacement(decoded[index * 2 + copy], scale: 3, lossy: true)
        let label = "crf \(crf), \(name), copy \(copy)"
        let top = try #require(placement.keyboardTop, "\(label): no keyboard")
        let bottom = try #require(placement.barBottom, "\(label): no hairline")
        #expect(abs(top - lossless.keyboardTop!) <= 1 + 1e-9, "\(label): keyboard \(top)")
        #expect(abs(bottom - lossless.barBottom!) <= 1.0 / 3 + 1e-9, "\(label): bar \(bottom)")
        #expect(!placement.hidesHairline, "\(label)")
        var verdict = FrameVerdict(scale: 3)
        verdict.add(placement)
        #expect(verdict.outcome == losslessVerdict.outcome, "\(label)")
        checked += 1
      }
    }
    #expect(checked == 18)
  }

  /// A hairline the keyboard covers whole stays hidden through the video, and a frame with no keyboard
  /// shows none.
  @Test func aHiddenHairlineAndNoKeyboardSurviveTheRoundTrip() throws {
    let frames = [
      SyntheticFrame(bar: .init(bottom: 593, hairline: 3)),
      SyntheticFrame(keyboardTop: nil, bar: .init(bottom: 794, hairline: 3)),
    ]
    for crf in [23, 30] {
      let decoded = try VideoRoundTrip.roundTrip(frames.map { $0.image() }, crf: crf)
      let hidden = FramePlacement(decoded[0], scale: 3, lossy: true)
      #expect(hidden.hidesHairline, "crf \(crf)")
      #expect(hidden.barBottom == nil)
      let none = FramePlacement(decoded[2], scale: 3, lossy: true)
      #expect(none.keyboardTop == nil, "crf \(crf)")
      #expect(abs((none.barBottom ?? 0) - 794.0 / 3) <= 1.0 / 3 + 1e-9, "crf \(crf)")
    }
  }

  /// App content that looks like a keyboard right above it is not read as the keyboard.
  ///
  /// Rows of buttons on a plain panel whose luminance differs from the keyboard's backdrop by more than
  /// the plain tolerance (12) and at most the video's backdrop tolerance (32). Where its gaps also pass for
  /// the keyboard's (within the key-gap tolerance, 16: offsets ±13 here; +13 losslessly too), the panel's
  /// region ran on into the keyboard's and qualified first: its top, 173 px high. The keyboard is the lower
  /// edge that starts its own surface, over the whole range, lighter and darker; the other offsets guard
  /// that the rule does not trade one reading for another. Not yet after a round trip: at crf 23 such a
  /// panel still blurs the keyboard's top band (the panel's top or the first row of keys is read).
  @Test(arguments: [-32, -30, -24, -18, -13, 13, 18, 24, 30])
  func aKeyboardLikePanelAboveTheKeyboardIsNotTheKeyboard(offset: Int) {
    let level = UInt8(211 + offset)
    let frame = SyntheticFrame(panel: PixelColor(red: level, green: level, blue: level))
    let image = frame.image()
    #expect(KeyboardEdgeFinder.keyboardTop(in: image, lossy: true) == 553)
    #expect(KeyboardEdgeFinder.keyboardTop(in: image) == 553)
  }

  /// The hairline's colour after yuv420p: a row that shares its chroma with a grey row keeps about half the
  /// magenta and leans its way; one that shares it with the green background keeps none.
  @Test func aHalfMagentaRowLeansTowardTheMarker() {
    #expect(FrameMarkers.leansToward(PixelColor(red: 180, green: 52, blue: 180), .barMarker))
    #expect(!FrameMarkers.leansToward(PixelColor(red: 105, green: 105, blue: 105), .barMarker))
    #expect(!FrameMarkers.leansToward(PixelColor(red: 0, green: 255, blue: 0), .barMarker))
    #expect(!FrameMarkers.leansToward(PixelColor(red: 208, green: 211, blue: 217), .barMarker))
    #expect(!FrameMarkers.leansToward(PixelColor(red: 180, green: 52, blue: 52), .barMarker))
    #expect(
      !FrameMarkers.leansToward(
        PixelColor(red: 128, green: 128, blue: 128), PixelColor(red: 9, green: 9, blue: 9)))
  }
}
