import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// The pixel analyzer on generated frames: the keyboard's top edge without markers (light, dark, translucent,
/// iOS 26's rounded and inset keyboard, none), and the bar's gap and overlap from the self-test's markers.
@Suite("SelfTestPixelAnalyzer: edges in generated frames")
struct SelfTestPixelAnalyzerTests {
  @Test("the keyboard's top edge is found to the pixel without markers")
  func keyboardWithoutMarkers() {
    // Given a 390 × 844 screen with the keyboard from row 553 (291 pt at scale 1).
    let cases: [(String, SyntheticFrame)] = [
      ("light", SyntheticFrame()),
      ("dark", SyntheticFrame(appearance: .dark)),
      ("translucent over a gradient", SyntheticFrame(translucency: 0.2)),
      ("dark, translucent", SyntheticFrame(appearance: .dark, translucency: 0.2)),
      ("iOS 26: inset, rounded corners", SyntheticFrame(inset: 6, cornerRadius: 28)),
      ("iOS 26, dark", SyntheticFrame(appearance: .dark, inset: 6, cornerRadius: 28)),
      ("a taller keyboard", SyntheticFrame(keyboardTop: 470)),
    ]
    for (name, frame) in cases {
      #expect(KeyboardEdgeFinder.keyboardTop(in: frame.image()) == frame.keyboardTop, "\(name)")
    }
  }

  @Test("a frame with no keyboard has no keyboard top", arguments: [false, true])
  func noKeyboard(tabBar: Bool) {
    for appearance in [SyntheticFrame.Appearance.light, .dark] {
      let frame = SyntheticFrame(appearance: appearance, keyboardTop: nil, tabBar: tabBar)
      #expect(KeyboardEdgeFinder.keyboardTop(in: frame.image()) == nil)
      let placement = FramePlacement(frame.image(), scale: 1)
      #expect(
        placement
          == FramePlacement(keyboardTop: nil, barBottom: nil, height: 844, scale: 1, showsBackground: false))
    }
  }

  @Test("a bar docked on the keyboard: no gap, no overlap, in light and dark")
  func docked() {
    for appearance in [SyntheticFrame.Appearance.light, .dark] {
      let frame = SyntheticFrame(appearance: appearance, bar: .init(bottom: 553, hairline: 1))
      let placement = FramePlacement(frame.image(), scale: 1)
      #expect(placement.keyboardTop == 553)
      #expect(placement.barBottom == 553)
      #expect(placement.gap == 0)
      #expect(placement.overlap == 0)
      #expect(!placement.hidesHairline)
    }
  }

  @Test(
    "a bar above the keyboard by 1, 3, 4 and 40 px at scale 3: gap in points, off beyond 1 pt (the judge's)",
    arguments: [(1, 1.0 / 3, false), (3, 1.0, false), (4, 4.0 / 3, true), (40, 40.0 / 3, true)])
  func gap(pixels: Int, points: Double, off: Bool) {
    // The keyboard tinted by the green background behind the bar; the hairline 1 pt (3 px) thick.
    let frame = SyntheticFrame(translucency: 0.2, bar: .init(bottom: 553 - pixels, hairline: 3))
    let placement = FramePlacement(frame.image(), scale: 3)
    #expect(placement.keyboardTop == 553.0 / 3)
    #expect(placement.barBottom == Double(553 - pixels) / 3)
    #expect(abs(placement.gap! - points) < 1e-9)
    #expect(placement.overlap == 0)
    var verdict = FrameVerdict(scale: 3)
    verdict.add(placement)
    #expect(verdict.framesOff == (off ? 1 : 0))
    #expect(verdict.outcome == (off ? .fail : .pass))
  }

  @Test("a bar 1 px under the keyboard: the visible hairline's top plus 1 pt is the bar's bottom")
  func overlapByOnePixel() {
    // The hairline spans rows 551–553; the keyboard covers row 553 from its top at 553.
    let frame = SyntheticFrame(inset: 6, cornerRadius: 28, bar: .init(bottom: 554, hairline: 3))
    let placement = FramePlacement(frame.image(), scale: 3)
    #expect(placement.keyboardTop == 553.0 / 3)
    #expect(placement.barBottom == 554.0 / 3)
    #expect(placement.gap == 0)
    #expect(abs(placement.overlap! - 1.0 / 3) < 1e-9)
  }

  @Test("a bar 40 px under the keyboard hides the hairline: nothing measured, and the frame fails")
  func hiddenHairline() {
    let frame = SyntheticFrame(bar: .init(bottom: 593, hairline: 3))
    let placement = FramePlacement(frame.image(), scale: 3)
    #expect(placement.keyboardTop == 553.0 / 3)
    #expect(placement.barBottom == nil)
    #expect(placement.gap == nil && placement.overlap == nil)
    #expect(placement.hidesHairline)
    var verdict = FrameVerdict(scale: 3)
    verdict.add(placement)
    #expect(verdict.hiddenHairlines == 1)
    #expect(verdict.outcome == .fail)
  }

  @Test("without the background marker a keyboard over no hairline is not a failure, and no evidence")
  func noMarkers() {
    let frame = SyntheticFrame(bar: .init(bottom: 553, hairline: 1, markers: false))
    let placement = FramePlacement(frame.image(), scale: 1)
    #expect(placement.keyboardTop == 553)
    #expect(placement.barBottom == nil)
    #expect(!placement.hidesHairline)
    var verdict = FrameVerdict(scale: 1)
    verdict.add(placement)
    #expect(verdict.outcome == .noEvidence)
  }

  @Test("a band of the bar's colour thicker than the hairline is not the bar")
  func thickBand() {
    let frame = SyntheticFrame(bar: .init(bottom: 540, hairline: 6))
    #expect(FrameMarkers().barBottom(in: frame.image(), keyboardTop: 553, scale: 3) == nil)
    #expect(FrameMarkers().barBottom(in: frame.image(), keyboardTop: 553, scale: 6) == 540)
  }

  @Test("the verdict: largest gap and overlap, frames off, frames with no keyboard")
  func verdict() {
    var verdict = FrameVerdict(scale: 2)
    #expect(verdict.tolerance == 1)
    for (top, bottom) in [(553.0, 553.0), (553, 551), (553, 556), (553, 554), (nil, 500)]
      as [(Double?, Double)]
    {
      verdict.add(
        FramePlacement(keyboardTop: top, barBottom: bottom, height: 844, scale: 2, showsBackground: true))
    }
    #expect(verdict.frameCount == 5)
    #expect(verdict.measuredCount == 4)
    #expect(verdict.maxGap == 1)
    #expect(verdict.maxOverlap == 1.5)
    #expect(verdict.framesOff == 1)
    #expect(verdict.framesWithoutKeyboard == 1)
    #expect(verdict.outcome == .fail)
  }

  @Test("colours read as RRGGBB or #RRGGBB, and nothing else")
  func colors() {
    #expect(PixelColor(hex: "FF00FF") == .barMarker)
    #expect(PixelColor(hex: "#00ff00") == .backgroundMarker)
    #expect(PixelColor(hex: "#0a0B0c")?.description == "0A0B0C")
    for bad in ["", "#", "FF00F", "FF00FFF", "GG0000", "##FF00FF", "+FFFFF", " FF00FF", "FF 0FF"] {
      #expect(PixelColor(hex: bad) == nil, "\(bad)")
    }
  }

  @Test("pixel buffers of the wrong size are refused")
  func buffers() {
    #expect(PixelImage(width: 2, height: 1, bytes: [UInt8](repeating: 0, count: 8)) != nil)
    #expect(PixelImage(width: 2, height: 1, bytes: [UInt8](repeating: 0, count: 7)) == nil)
    #expect(PixelImage(width: 0, height: 1, bytes: []) == nil)
    #expect(PixelImage(width: Int.max, height: 2, bytes: []) == nil)
  }
}
