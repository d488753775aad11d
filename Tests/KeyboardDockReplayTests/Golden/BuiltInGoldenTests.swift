import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The figures `kbdock` prints for every built-in scenario under the default matrix's device
/// conditions (its source faults left out: `FaultMatrixTests` holds their figures), per
/// strategy in table order (KeyboardDock; display link; keyframes blended from the presented
/// offset; animated in the handler, then its linear-curve, no-frame-tracking and 34 pt
/// variants), as printed: the worst gap and overlap to
/// 0.1 pt with the condition that produced each (none when 0.0 pt), the most frames out of place
/// under one condition, and the final inset and worst drift where the scenario has a scroll view.
@Suite("Golden metrics of the built-in scenarios")
struct BuiltInGoldenTests {
  struct Row: Sendable, CustomStringConvertible {
    var gap: String
    var gapUnder: String?
    var overlap: String
    var overlapUnder: String?
    var framesOff: Int
    var inset: String?
    var drift: String?

    init(
      _ gap: String, under gapUnder: String? = nil, _ overlap: String, under overlapUnder: String? = nil,
      _ framesOff: Int, inset: String? = nil, drift: String? = nil
    ) {
      self.gap = gap
      self.gapUnder = gapUnder
      self.overlap = overlap
      self.overlapUnder = overlapUnder
      self.framesOff = framesOff
      self.inset = inset
      self.drift = drift
    }

    init(_ worst: ReplayWorstCase, hasScrollView: Bool) {
      let gap = ReplayFormat.points(worst.maxGap)
      let overlap = ReplayFormat.points(worst.maxOverlap)
      self.init(
        gap, under: gap == "0.0" ? nil : worst.maxGapConditions.shortLabel, overlap,
        under: overlap == "0.0" ? nil : worst.maxOverlapConditions.shortLabel, worst.framesOutOfPlace,
        inset: hasScrollView ? ReplayFormat.points(worst.finalContentInset) : nil,
        drift: hasScrollView ? ReplayFormat.points(worst.contentOffsetDrift) : nil)
    }

    var description: String {
      "\(gap) (\(gapUnder ?? "–"))/\(overlap) (\(overlapUnder ?? "–"))/\(framesOff)/"
        + "\(inset ?? "–")/\(drift ?? "–")"
    }
  }

  struct Golden: Sendable, CustomTestStringConvertible {
    var name: String
    var frames: Int
    var rows: [Row]
    /// The device conditions it runs under: 15, or 13 for a scenario on iOS 26 or later, whose
    /// conditions all take iOS 26's spring (the two that only name that spring are the same runs).
    var runs: Int

    init(_ name: String, frames: Int, runs: Int = 15, _ rows: [Row]) {
      self.name = name
      self.frames = frames
      self.runs = runs
      self.rows = rows
    }

    var testDescription: String { name }
  }

  static let goldens: [Golden] = [
    Golden(
      "iphone-show-hide", frames: 4088,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 78, inset: "62.0", drift: "0.0"),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 81, inset: "62.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316,
          inset: "62.0", drift: "0.0"),
        Row(
          "302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 318,
          inset: "62.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316,
          inset: "62.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316,
          inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "quicktype-height-change", frames: 6713,
      [
        Row("0.0", "0.0", 0),
        Row("63.5", under: "33 ms, 120 Hz", "94.5", under: "hitch, 120 Hz", 149),
        Row(
          "39.9", under: "0 ms, 120 Hz, iOS 26.1, no probe", "39.9",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 157),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 526),
        Row("257.0", under: "0 ms, 120 Hz, cross-fade", "257.0", under: "0 ms, 120 Hz, cross-fade", 527),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 526),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 526),
      ]),
    Golden(
      "interrupted-transitions", frames: 4198,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 129),
        Row("23.8", under: "16 ms, 120 Hz, iOS 26 spring", "68.8", under: "33 ms, 60 Hz", 102),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 326),
        Row("120.8", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 323),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 326),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 326),
      ]),
    Golden(
      "quicktype-mid-show", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("51.5", under: "16 ms, 60 Hz, from presented", "94.5", under: "hitch, 120 Hz", 83),
        Row("45.9", under: "0 ms, 120 Hz, iOS 26.1, no probe", "86.8", under: "33 ms, 60 Hz", 84),
        Row("30.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("301.0", under: "0 ms, 120 Hz, cross-fade", "257.0", under: "0 ms, 120 Hz, cross-fade", 318),
        Row("30.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("30.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
      ]),
    Golden(
      "hide-mid-show", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 93),
        Row("6.2", under: "0 ms, 120 Hz, iOS 26.1, no probe", "68.8", under: "33 ms, 60 Hz", 85),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("120.9", under: "16 ms, 120 Hz, iOS 26 spring", "302.0", under: "0 ms, 120 Hz, cross-fade", 317),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
      ]),
    Golden(
      "number-pad-mid-show", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "108.9", under: "hitch, 120 Hz", 83),
        Row("35.9", under: "0 ms, 120 Hz, iOS 26.1, no probe", "82.5", under: "33 ms, 120 Hz", 80),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("228.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 315),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 316),
      ]),
    Golden(
      "field-switch", frames: 5213,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 78),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 81),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 406),
        Row("302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 408),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 406),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 406),
      ]),
    Golden(
      "interactive-dismissal", frames: 4463,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 72, inset: "62.0", drift: "0.0"),
        Row(
          "19.8", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 75, inset: "62.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 346,
          inset: "62.0", drift: "0.0"),
        Row(
          "302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 348,
          inset: "62.0", drift: "0.0"),
        Row(
          "192.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 346,
          inset: "62.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 346,
          inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "interactive-snap-back", frames: 5963,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row(
          "73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 123, inset: "62.0", drift: "0.0"),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 133, inset: "62.0", drift: "0.0"),
        Row(
          "142.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 466,
          inset: "62.0", drift: "0.0"),
        Row(
          "302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 468,
          inset: "62.0", drift: "0.0"),
        Row(
          "142.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 466,
          inset: "62.0", drift: "0.0"),
        Row(
          "142.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 466,
          inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "panel-swap", frames: 10463,
      [
        Row("0.0", "0.0", 0, inset: "319.0", drift: "0.0"),
        Row(
          "73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 199, inset: "319.0", drift: "0.0"),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 214, inset: "319.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 825,
          inset: "353.0", drift: "291.0"),
        Row(
          "302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 827,
          inset: "353.0", drift: "291.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 825,
          inset: "353.0", drift: "291.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 825,
          inset: "353.0", drift: "291.0"),
      ]),
    Golden(
      "rotation", frames: 5213,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 78),
        Row(
          "28.7", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 81),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 405),
        Row("188.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 408),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 405),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 407),
      ]),
    Golden(
      "tab-bar", frames: 6338,
      [
        Row("0.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "0.0", 0),
        Row("69.9", under: "33 ms, 120 Hz", "73.3", under: "33 ms, 120 Hz", 114),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 124),
        Row("253.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 495),
        Row("253.0", under: "0 ms, 60 Hz", "253.0", under: "0 ms, 120 Hz, cross-fade", 494),
        Row("253.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 495),
        Row("253.0", under: "0 ms, 60 Hz", "57.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 496),
      ]),
    Golden(
      "reduce-motion", frames: 3765,
      [
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", under: nil, "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 301),
        Row("0.0", under: nil, "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 301),
        Row("0.0", under: nil, "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 301),
        Row("0.0", under: nil, "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 301),
      ]),
    Golden(
      "growing-text", frames: 4515,
      [
        Row("0.0", "0.0", 0, inset: "424.0", drift: "0.0"),
        Row(
          "73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 53, inset: "424.0", drift: "0.0"),
        Row(
          "0.0", under: nil, "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", 56, inset: "424.0",
          drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 360,
          inset: "398.0", drift: "336.0"),
        Row(
          "35.4", under: "4 ms, 60 Hz", "302.0", under: "0 ms, 120 Hz, cross-fade", 361, inset: "398.0",
          drift: "336.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 360,
          inset: "398.0", drift: "336.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 360,
          inset: "398.0", drift: "336.0"),
      ]),
    Golden(
      "inverted-chat", frames: 2213,
      [
        Row("0.0", "0.0", 0, inset: "354.0", drift: "0.0"),
        Row(
          "73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 53, inset: "354.0", drift: "0.0"),
        Row(
          "0.0", under: nil, "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", 56, inset: "354.0",
          drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 167,
          inset: "0.0", drift: "0.0"),
        Row(
          "35.4", under: "4 ms, 60 Hz", "302.0", under: "0 ms, 120 Hz, cross-fade", 168, inset: "0.0",
          drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 167,
          inset: "0.0", drift: "0.0"),
        Row(
          "30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 167,
          inset: "0.0", drift: "0.0"),
      ]),
    Golden(
      "ipad-floating-keyboard", frames: 4838,
      [
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("1346.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378),
        Row("1346.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378),
        Row("1346.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378),
        Row("1346.0", under: "0 ms, 60 Hz", "0.0", 391),
      ]),
    Golden(
      "ipad-undocked-leaves", frames: 4140,
      [
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("746.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 331),
        Row("746.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 331),
        Row("746.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 331),
        Row("746.0", under: "0 ms, 60 Hz", "0.0", 331),
      ]),
    Golden(
      "ipad-hardware-keyboard", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("10.4", under: "33 ms, 120 Hz", "12.0", under: "33 ms, 120 Hz", 48),
        Row(
          "7.5", under: "0 ms, 120 Hz, iOS 26.1, no probe", "7.5", under: "0 ms, 120 Hz, iOS 26.1, no probe",
          49),
        Row(
          "12.7", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 315),
        Row("35.0", under: "0 ms, 120 Hz, cross-fade", "35.0", under: "0 ms, 120 Hz, cross-fade", 316),
        Row(
          "12.7", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 315),
        Row(
          "21.6", under: "0 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 317),
      ]),
    Golden(
      "split-view", frames: 5588,
      [
        Row("0.0", "0.0", 0),
        Row("86.8", under: "33 ms, 120 Hz", "129.2", under: "hitch, 120 Hz", 85),
        Row(
          "54.6", under: "0 ms, 120 Hz, iOS 26.1, no probe", "54.6",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 88),
        Row("19.0", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 436),
        Row("378.0", under: "0 ms, 120 Hz, cross-fade", "378.0", under: "0 ms, 120 Hz, cross-fade", 437),
        Row("19.0", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 436),
        Row("32.3", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 437),
      ]),
    Golden(
      "non-local-keyboard", frames: 4838,
      [
        Row("0.0", "0.0", 0, inset: "52.0", drift: "0.0"),
        Row("0.0", "0.0", 0, inset: "52.0", drift: "0.0"),
        Row("0.0", "0.0", 0, inset: "52.0", drift: "0.0"),
        Row(
          "378.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378,
          inset: "52.0", drift: "0.0"),
        Row(
          "378.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378,
          inset: "52.0", drift: "0.0"),
        Row(
          "378.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 378,
          inset: "52.0", drift: "0.0"),
        Row("378.0", under: "0 ms, 60 Hz", "0.0", 391, inset: "52.0", drift: "0.0"),
      ]),
    Golden(
      "stage-manager", frames: 5588,
      [
        Row("0.0", "0.0", 0),
        Row("53.9", under: "0 ms, 120 Hz, iOS 26 spring", "87.3", under: "33 ms, 120 Hz", 45),
        Row(
          "53.9", under: "0 ms, 120 Hz, iOS 26.1, no probe", "21.0",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 51),
        Row("31.0", under: "4 ms, 120 Hz", "208.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 436),
        Row(
          "34.0", under: "0 ms, 120 Hz, cross-fade", "208.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 433),
        Row("31.0", under: "4 ms, 120 Hz", "208.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 436),
        Row("34.0", under: "0 ms, 60 Hz", "208.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 437),
      ]),
    Golden(
      "form-sheet", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("47.0", under: "33 ms, 120 Hz", "51.0", under: "0 ms, 120 Hz, iOS 26 spring", 48),
        Row(
          "8.6", under: "0 ms, 120 Hz, iOS 26.1, no probe", "51.0", under: "0 ms, 120 Hz, iOS 26.1, no probe",
          51),
        Row("121.5", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 315),
        Row("134.0", under: "0 ms, 120 Hz, cross-fade", "134.0", under: "0 ms, 120 Hz, cross-fade", 317),
        Row("121.5", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 315),
        Row("124.3", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 326),
      ]),
    Golden(
      "slide-over", frames: 4088,
      [
        Row("0.0", "0.0", 0),
        Row("91.6", under: "33 ms, 120 Hz", "136.3", under: "hitch, 120 Hz", 81),
        Row(
          "57.6", under: "0 ms, 120 Hz, iOS 26.1, no probe", "57.6",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 82),
        Row(
          "38.1", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 317),
        Row("400.0", under: "0 ms, 120 Hz, cross-fade", "380.0", under: "0 ms, 120 Hz, cross-fade", 318),
        Row(
          "38.1", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 317),
        Row("68.8", under: "16 ms, 120 Hz, iOS 26 spring", "0.0", 331),
      ]),
    Golden(
      "window-coordinates", frames: 4515,
      [
        Row("0.0", "0.0", 0),
        Row("13.0", under: "33 ms, 120 Hz", "29.5", under: "33 ms, 120 Hz", 42),
        Row(
          "8.6", under: "0 ms, 120 Hz, iOS 26.1, no probe", "21.0", under: "0 ms, 120 Hz, iOS 26.1, no probe",
          42),
        Row("122.3", under: "0 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 359),
        Row("134.0", under: "0 ms, 120 Hz, cross-fade", "34.0", under: "0 ms, 120 Hz, cross-fade", 361),
        Row("122.3", under: "0 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 359),
        Row("125.2", under: "0 ms, 120 Hz", "0.0", 361),
      ]),
    Golden(
      "hide-seen-early", frames: 3990,
      [
        Row("0.0", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "109.1", under: "hitch, 120 Hz", 78),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 81),
        Row("30.6", under: "4 ms, 60 Hz", "310.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 318),
        Row("302.0", under: "0 ms, 120 Hz, cross-fade", "302.0", under: "0 ms, 120 Hz, cross-fade", 319),
        Row("30.6", under: "4 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 317),
        Row("30.6", under: "4 ms, 60 Hz", "310.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 318),
      ]),
    Golden(
      "end-frame-corrected", frames: 4838,
      [
        Row("0.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "0.0", 0),
        Row("73.3", under: "33 ms, 120 Hz", "114.6", under: "hitch, 120 Hz", 78),
        Row(
          "46.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "52.7",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 81),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "52.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 376),
        Row("258.0", under: "0 ms, 120 Hz, cross-fade", "258.0", under: "0 ms, 120 Hz, cross-fade", 378),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "52.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 376),
        Row(
          "30.0", under: "0 ms, 120 Hz, iOS 26 spring", "52.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 376),
      ]),
    Golden(
      "third-party-steps", frames: 3338,
      [
        Row("0.0", "0.0", 0),
        Row("40.7", under: "16 ms, 60 Hz, from presented", "62.7", under: "0 ms, 120 Hz, iOS 26 spring", 76),
        Row(
          "35.1", under: "0 ms, 120 Hz, iOS 26.1, no probe", "62.7",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 80),
        Row("29.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 256),
        Row("221.7", under: "0 ms, 120 Hz, cross-fade", "185.3", under: "0 ms, 120 Hz, cross-fade", 257),
        Row("29.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 256),
        Row("29.4", under: "16 ms, 120 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 256),
      ]),
    Golden(
      "third-party-transient", frames: 5513,
      [
        Row("0.0", "0.0", 0),
        Row("195.4", under: "33 ms, 60 Hz", "331.6", under: "33 ms, 120 Hz", 205),
        Row("36.8", under: "0 ms, 120 Hz, iOS 26.1, no probe", "311.7", under: "33 ms, 120 Hz", 190),
        Row("32.7", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 431),
        Row("234.0", under: "0 ms, 120 Hz, cross-fade", "922.0", under: "0 ms, 120 Hz, cross-fade", 430),
        Row("32.7", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 431),
        Row("32.7", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 431),
      ]),
    Golden(
      "third-party-imposed", frames: 3465, runs: 13,
      [
        Row("0.0", "0.0", 0),
        Row(
          "163.7", under: "33 ms, 60 Hz, iOS 26 spring", "426.7", under: "hitch, 120 Hz, iOS 26 spring", 128),
        Row(
          "37.8", under: "0 ms, 120 Hz, iOS 26.1, no probe", "300.2", under: "33 ms, 120 Hz, iOS 26 spring",
          127),
        Row(
          "32.8", under: "4 ms, 60 Hz, iOS 26 spring", "8.7",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 328),
        Row(
          "242.0", under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", "898.0",
          under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", 327),
        Row(
          "32.8", under: "4 ms, 60 Hz, iOS 26 spring", "8.7",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 328),
        Row(
          "32.8", under: "4 ms, 60 Hz, iOS 26 spring", "8.7",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 328),
      ]),
    Golden(
      "emoji-search", frames: 6300, runs: 13,
      [
        Row("0.0", "0.0", 0),
        Row(
          "51.5", under: "33 ms, 120 Hz, iOS 26 spring", "141.4", under: "hitch, 120 Hz, iOS 26 spring", 301),
        Row(
          "42.2", under: "0 ms, 120 Hz, iOS 26.1, no probe", "42.2",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 320),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 598),
        Row(
          "274.0", under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", "274.0",
          under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", 598),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 598),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 598),
      ]),
    Golden(
      "number-pad-switch", frames: 3591, runs: 13,
      [
        Row("0.0", "0.0", 0),
        Row(
          "56.2", under: "33 ms, 120 Hz, iOS 26 spring", "154.3", under: "hitch, 120 Hz, iOS 26 spring", 108),
        Row(
          "42.5", under: "0 ms, 120 Hz, iOS 26.1, no probe", "46.1",
          under: "0 ms, 120 Hz, iOS 26.1, no probe", 118),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 341),
        Row(
          "276.0", under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", "302.0",
          under: "0 ms, 120 Hz, iOS 26 spring, cross-fade", 342),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 341),
        Row(
          "30.2", under: "16 ms, 120 Hz, iOS 26 spring", "8.0",
          under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 341),
      ]),
    Golden(
      "drag-written-as-samples", frames: 4290,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("56.7", under: "33 ms, 120 Hz", "84.4", under: "hitch, 120 Hz", 84, inset: "62.0", drift: "0.0"),
        Row(
          "13.0", under: "0 ms, 60 Hz", "35.7", under: "0 ms, 120 Hz, iOS 26.1, no probe", 91, inset: "62.0",
          drift: "0.0"),
        Row(
          "0.0", under: nil, "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 343, inset: "62.0",
          drift: "0.0"),
        Row(
          "260.0", under: "0 ms, 60 Hz", "260.0", under: "0 ms, 120 Hz, cross-fade", 343, inset: "62.0",
          drift: "0.0"),
        Row(
          "260.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 342,
          inset: "62.0", drift: "0.0"),
        Row(
          "34.0", under: "0 ms, 60 Hz", "8.0", under: "0 ms, 120 Hz, iOS 26.1, floating bar 8 pt", 340,
          inset: "62.0", drift: "0.0"),
      ]),
  ]

  @Test(arguments: goldens)
  func builtInScenarioMetrics(golden: Golden) throws {
    // The default matrix's runs with no fault, replayed once for this suite and the fault table.
    let result = try #require(DefaultMatrixResults.deviceResult(named: golden.name))
    #expect(result.runs.count == golden.runs)
    #expect(result.frameCount == golden.frames)
    #expect(result.violations.isEmpty)
    let rows = result.worstCases.map { Row($0, hasScrollView: result.hasScrollView) }
    try #require(rows.count == 7)
    #expect(rows[1...].map(\.description) == golden.rows[1...].map(\.description))
    #expect(rows[0].description == golden.rows[0].description)
    // KeyboardDock's figures, not as printed: within 0.1 pt of the keyboard on every frame under
    // every condition (the keyframes' sampling), with no display link.
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap <= 0.1)
    #expect(keyboardDock.maxOverlap <= 0.1)
    #expect(keyboardDock.framesOutOfPlace == 0)
    #expect(keyboardDock.mainThreadFrameCallbacks == 0)
  }

  @Test func everyBuiltInHasAGolden() {
    #expect(Self.goldens.map(\.name) == ReplayScenario.builtIns.map(\.name))
  }

  @Test func baselinesShowTheirFlawWhereItApplies() throws {
    func row(_ scenario: String, _ index: Int) throws -> Row {
      try #require(Self.goldens.first { $0.name == scenario }).rows[index]
    }
    #expect(try row("iphone-show-hide", 1).overlap == "109.1")  // the display link freezes in a hitch
    #expect(try row("quicktype-mid-show", 2).overlap == "86.8")  // blending from the shown offset
    #expect(try row("iphone-show-hide", 3).gap == "30.6")  // the handler's straight path leads
    #expect(try row("iphone-show-hide", 4).overlap != "0.0")  // linear curve lags the spring
    #expect(try row("interactive-dismissal", 5).gap == "192.0")  // waits during the drag
    // 34 pt under an 83 pt tab bar (49 pt), 8 more where the bar floats
    #expect(try row("tab-bar", 6).overlap == "57.0")
    #expect(try row("stage-manager", 6).gap == "34.0")  // 34 pt in a window without a safe area
  }
}
