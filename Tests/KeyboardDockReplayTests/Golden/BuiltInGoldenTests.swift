import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// The figures `kbdock` prints for every built-in scenario at 120 fps, as printed.
///
/// They are per strategy in table order (KeyboardDock, linear curve, no frame tracking, 34 pt safe area):
/// points to 0.1, frames out of place exact, final inset and drift where the scenario has a scroll view.
@Suite("Golden metrics of the built-in scenarios")
struct BuiltInGoldenTests {
  struct Row: Sendable, CustomStringConvertible {
    var gap: String
    var overlap: String
    var framesOff: Int
    var inset: String?
    var drift: String?

    init(_ gap: String, _ overlap: String, _ framesOff: Int, inset: String? = nil, drift: String? = nil) {
      self.gap = gap
      self.overlap = overlap
      self.framesOff = framesOff
      self.inset = inset
      self.drift = drift
    }

    init(_ metrics: ReplayMetrics, hasScrollView: Bool) {
      self.init(
        ReplayFormat.points(metrics.maxGap), ReplayFormat.points(metrics.maxOverlap),
        metrics.framesOutOfPlace,
        inset: hasScrollView ? ReplayFormat.points(metrics.finalContentInset) : nil,
        drift: hasScrollView ? ReplayFormat.points(metrics.contentOffsetDrift) : nil)
    }

    var description: String { "\(gap)/\(overlap)/\(framesOff)/\(inset ?? "–")/\(drift ?? "–")" }
  }

  struct Golden: Sendable, CustomTestStringConvertible {
    var name: String
    var frames: Int
    var rows: [Row]

    init(_ name: String, frames: Int, _ rows: [Row]) {
      self.name = name
      self.frames = frames
      self.rows = rows
    }

    var testDescription: String { name }
  }

  static let goldens: [Golden] = [
    Golden(
      "iphone-show-hide", frames: 331,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("74.1", "40.1", 86, inset: "62.0", drift: "0.0"),
        Row("30.4", "0.0", 96, inset: "62.0", drift: "0.0"),
        Row("30.4", "0.0", 96, inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "quicktype-height-change", frames: 541,
      [
        Row("0.0", "0.0", 0),
        Row("66.8", "32.8", 163),
        Row("29.9", "0.0", 94),
        Row("29.9", "0.0", 94),
      ]),
    Golden(
      "field-switch", frames: 421,
      [
        Row("0.0", "0.0", 0),
        Row("74.1", "40.1", 86),
        Row("30.4", "0.0", 96),
        Row("30.4", "0.0", 96),
      ]),
    Golden(
      "interactive-dismissal", frames: 361,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("192.0", "40.1", 115, inset: "62.0", drift: "0.0"),
        Row("192.0", "0.0", 126, inset: "62.0", drift: "0.0"),
        Row("29.8", "0.0", 88, inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "interactive-snap-back", frames: 481,
      [
        Row("0.0", "0.0", 0, inset: "62.0", drift: "0.0"),
        Row("142.0", "40.1", 165, inset: "62.0", drift: "0.0"),
        Row("142.0", "0.0", 175, inset: "62.0", drift: "0.0"),
        Row("142.0", "0.0", 148, inset: "62.0", drift: "0.0"),
      ]),
    Golden(
      "rotation", frames: 421,
      [
        Row("0.0", "0.0", 0),
        Row("46.0", "40.1", 86),
        Row("29.8", "0.0", 92),
        Row("30.4", "0.0", 189),
      ]),
    Golden(
      "tab-bar", frames: 511,
      [
        Row("0.0", "0.0", 0),
        Row("253.0", "20.2", 198),
        Row("253.0", "0.0", 214),
        Row("253.0", "49.0", 284),
      ]),
    Golden(
      "reduce-motion", frames: 301,
      [
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
        Row("0.0", "0.0", 0),
      ]),
    Golden(
      "growing-text", frames: 361,
      [
        Row("0.0", "0.0", 0, inset: "424.0", drift: "0.0"),
        Row("32.4", "40.1", 57, inset: "398.0", drift: "336.0"),
        Row("29.8", "0.0", 40, inset: "398.0", drift: "336.0"),
        Row("29.8", "0.0", 40, inset: "398.0", drift: "336.0"),
      ]),
    Golden(
      "inverted-chat", frames: 181,
      [
        Row("0.0", "0.0", 0, inset: "354.0", drift: "0.0"),
        Row("32.4", "40.1", 57, inset: "0.0", drift: "0.0"),
        Row("29.8", "0.0", 40, inset: "0.0", drift: "0.0"),
        Row("29.8", "0.0", 40, inset: "0.0", drift: "0.0"),
      ]),
    Golden(
      "ipad-floating-keyboard", frames: 391,
      [
        Row("0.0", "0.0", 0),
        Row("1346.0", "0.0", 239),
        Row("1346.0", "0.0", 269),
        Row("1346.0", "0.0", 391),
      ]),
    Golden(
      "ipad-hardware-keyboard", frames: 331,
      [
        Row("0.0", "0.0", 0),
        Row("18.2", "1.1", 68),
        Row("12.6", "0.0", 74),
        Row("21.4", "0.0", 220),
      ]),
    Golden(
      "split-view", frames: 451,
      [
        Row("0.0", "0.0", 0),
        Row("76.6", "56.6", 89),
        Row("19.0", "0.0", 93),
        Row("32.3", "0.0", 220),
      ]),
    Golden(
      "non-local-keyboard", frames: 391,
      [
        Row("0.0", "0.0", 0, inset: "52.0", drift: "0.0"),
        Row("378.0", "0.0", 239, inset: "52.0", drift: "0.0"),
        Row("378.0", "0.0", 268, inset: "52.0", drift: "0.0"),
        Row("378.0", "0.0", 391, inset: "52.0", drift: "0.0"),
      ]),
    Golden(
      "stage-manager", frames: 451,
      [
        Row("0.0", "0.0", 0),
        Row("30.2", "200.0", 209),
        Row("30.8", "200.0", 218),
        Row("34.0", "200.0", 361),
      ]),
    Golden(
      "form-sheet", frames: 331,
      [
        Row("0.0", "0.0", 0),
        Row("117.5", "0.0", 173),
        Row("120.6", "0.0", 192),
        Row("123.2", "0.0", 322),
      ]),
  ]

  @Test(arguments: goldens)
  func builtInScenarioMetrics(golden: Golden) throws {
    let scenario = try #require(ReplayScenario.builtIn(named: golden.name))
    let result = Replay.run(scenario: scenario)
    #expect(result.frameCount == golden.frames)
    #expect(result.violations.isEmpty)
    let rows = result.recording.tracks.map { Row($0.metrics, hasScrollView: result.hasScrollView) }
    try #require(rows.count == 4)
    #expect(rows[1...].map(\.description) == golden.rows[1...].map(\.description))
    #expect(rows[0].description == golden.rows[0].description)
    // KeyboardDock's figures, not as printed (to 0.1 pt) but to floating-point noise: the bar is
    // on the keyboard on every frame.
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap < 1e-9)
    #expect(keyboardDock.maxOverlap < 1e-9)
    #expect(keyboardDock.framesOutOfPlace == 0)
  }

  @Test func everyBuiltInHasAGolden() {
    #expect(Self.goldens.map(\.name) == ReplayScenario.builtIns.map(\.name))
  }

  @Test func baselinesShowTheirFlawWhereItApplies() throws {
    func row(_ scenario: String, _ index: Int) throws -> Row {
      try #require(Self.goldens.first { $0.name == scenario }).rows[index]
    }
    #expect(try row("iphone-show-hide", 1).overlap != "0.0")  // linear curve lags the spring
    #expect(try row("interactive-dismissal", 2).gap == "192.0")  // waits during the drag
    #expect(try row("tab-bar", 3).overlap == "49.0")  // 34 pt under an 83 pt tab bar
    #expect(try row("stage-manager", 3).gap == "34.0")  // 34 pt in a window without a safe area
  }
}
