import Foundation
import KeyboardDockReplay
import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// Three runs that prove nothing, and the judge's answer to each: never PASS.
///
/// Each starts from ``SelfTestVerdictTests``' run on which every check passes, and takes one thing away.
@Suite("SelfTest judge: runs that prove nothing")
struct SelfTestFoolingTests {
  static func outcome(_ verdict: SelfTestVerdict, _ name: String) -> SelfTestOutcome? {
    verdict.checks.first { $0.name == name }?.outcome
  }

  @Test func theWholeRunPassesBeforeAnythingIsTakenAway() throws {
    #expect(try SelfTestVerdictTests.verdict().result == .pass)
  }

  /// 1. The keyboard covers the bar: the analyzer finds the keyboard and the painted background but no
  ///    hairline, on 1 to 9 frames of the first hide. Before, those rows had no bar bottom and were dropped.
  @Test(arguments: [1, 5, 9])
  func theKeyboardCoveringTheBarsHairlineFails(hiddenFrames: Int) throws {
    var pixels = SelfTestVerdictTests.pixels
    for index in 11..<(11 + hiddenFrames) {
      pixels[index] = SelfTestPixelFrame(
        file: pixels[index].file, keyboardTop: pixels[index].keyboardTop, barBottom: nil, hairlineHidden: true
      )
    }
    let verdict = try SelfTestVerdictTests.verdict(pixels: pixels)
    #expect(verdict.result == .fail)
    #expect(verdict.result.exitStatus == 1)
    #expect(Self.outcome(verdict, "frames") == .fail)
    #expect(Self.outcome(verdict, "background") == .fail)
    let detail = try #require(verdict.checks.first { $0.name == "frames" }?.detail)
    #expect(
      detail.hasSuffix(
        "pixels: \(hiddenFrames) of 44 frames with the bar's hairline under the keyboard (first: f12.png); "
          + "\(hiddenFrames > 2 ? 3 : 4) keyboard motions with at least 8 measured frames (the steps caused "
          + "4); \(40 - hiddenFrames) of 44 frames measured"))
  }

  /// The same through the files: a row written with `"hairlineHidden": true` fails the run with exit 1.
  @Test func aHiddenHairlineInTheFramesFileExits1() throws {
    let directory = try SelfTestJudgeTests.folder()
    var rows = SelfTestVerdictTests.pixels
    rows[20] = SelfTestPixelFrame(file: "f21.png", keyboardTop: 800, barBottom: nil, hairlineHidden: true)
    let frames = try directory.write(Self.lines(rows), to: "frames.jsonl")
    let outcome = SelfTestJudge.judge(
      folder: directory.url, accessibility: try Self.readingsFile(directory),
      frames: URL(fileURLWithPath: frames), stills: try Self.stillsFile(directory),
      parseTrace: KeyboardTraceParser.parse)
    #expect(outcome.exitStatus == 1)
    #expect(
      outcome.lines.first?.hasPrefix(
        "KeyboardDock self-test: FAIL: failed: frames (app: monitor: 0 of 120 frames more than 0.5 pt off")
        == true)
    #expect(
      outcome.lines.first?.hasSuffix(
        "background (pixels: 1 of 44 frames with the bar's hairline under the keyboard (first: f21.png); 4 "
          + "keyboard motions with at least 8 measured frames (the steps caused 4); 39 of 44 frames measured)"
      )
        == true)
  }

  /// 2. A video of 5,000 frames of which 3 were measured: the overlap on those 3 is fine, and that is not
  ///    evidence about the run.
  @Test(arguments: [3, 7])
  func aFewMeasuredFramesOutOfThousandsAreInconclusive(measured: Int) throws {
    var pixels = (0..<5000).map {
      SelfTestPixelFrame(file: "f\($0 + 1).png", keyboardTop: nil, barBottom: 810)
    }
    // One show, measured on `measured` frames.
    for index in 0..<measured {
      let top = 800 - Double(index) * 40
      pixels[100 + index] = SelfTestPixelFrame(file: "f\(101 + index).png", keyboardTop: top, barBottom: top)
    }
    let verdict = try SelfTestVerdictTests.verdict(pixels: pixels)
    #expect(verdict.result == .inconclusive)
    #expect(verdict.result.exitStatus == 2)
    #expect(Self.outcome(verdict, "frames") == .inconclusive)
    #expect(Self.outcome(verdict, "background") == .inconclusive)
    let detail = try #require(verdict.checks.first { $0.name == "frames" }?.detail)
    #expect(
      detail.hasSuffix(
        "pixels: too little of the run measured: 0 keyboard motions with at least 8 measured frames (the "
          + "steps caused 4); \(measured) of 5000 frames measured"))
  }

  /// Each motion the steps caused needs its own frames: three motions well measured and the fourth on 7
  /// frames is inconclusive; on 8 it passes.
  @Test(arguments: [(7, SelfTestOutcome.inconclusive), (8, .pass)])
  func everyMotionNeedsTheMinimum(lastMotionFrames: Int, expected: SelfTestOutcome) throws {
    var pixels = SelfTestVerdictTests.pixels
    // The last hide's motion: rows 33…43 (508 at rest, then 9 frames up to 800, then none). Keep
    // `lastMotionFrames` of its measured frames; the others lose their bar (not measured, not hidden).
    let measuredRows = (33...42).filter { pixels[$0].isMeasured }
    #expect(measuredRows.count == 10)
    for index in measuredRows.prefix(10 - lastMotionFrames + 0) {
      pixels[index].barBottom = nil
      pixels[index].gap = nil
      pixels[index].overlap = nil
    }
    let verdict = try SelfTestVerdictTests.verdict(pixels: pixels)
    #expect(Self.outcome(verdict, "frames") == expected)
  }

  /// 3. The drag step was never read by the UI test (and its still never taken): placement and the keyboard
  ///    check do not skip it.
  @Test func aStepTheUITestNeverReadIsInconclusive() throws {
    let readings = SelfTestVerdictTests.readings().filter { $0.index != 3 }
    let stills = SelfTestVerdictTests.stills.filter { SelfTestCoverage.stillIndex($0.file) != 3 }
    let verdict = try SelfTestVerdictTests.verdict(accessibility: readings, stills: stills)
    #expect(verdict.result == .inconclusive)
    #expect(verdict.result.exitStatus == 2)
    #expect(Self.outcome(verdict, "placement") == .inconclusive)
    #expect(Self.outcome(verdict, "keyboard") == .inconclusive)
    #expect(
      verdict.checks[1].detail
        == "accessibility: 3 of 4 settled steps read with the bar; never read: UIKit chat, drag; pixels: "
        + "stills: 3 of 4 settled steps seen; not seen: UIKit chat, drag (no still)")
  }

  /// Read by the UI test but missing its still: still inconclusive, since the minimum is both.
  @Test func aStepReadButNeverSeenInAStillIsInconclusive() throws {
    let stills = SelfTestVerdictTests.stills.filter { SelfTestCoverage.stillIndex($0.file) != 1 }
    let verdict = try SelfTestVerdictTests.verdict(stills: stills)
    #expect(verdict.result == .inconclusive)
    #expect(Self.outcome(verdict, "placement") == .inconclusive)
    #expect(
      verdict.checks[1].detail
        == "accessibility: 4 of 4 settled steps, at most 0 pt off (at most 1 pt); pixels: stills: 3 of 4 "
        + "settled steps seen; not seen: UIKit chat, hide by a tap (no still)")
  }

  /// A still that shows the bar away from the keyboard fails placement, whatever the UI test read.
  @Test func aStillWithTheBarOffFails() throws {
    var stills = SelfTestVerdictTests.stills
    stills[2] = SelfTestPixelFrame(
      file: "still-0002-show.png", keyboardTop: 508, barBottom: 506.5, gap: 1.5, overlap: 0)
    let verdict = try SelfTestVerdictTests.verdict(stills: stills)
    #expect(verdict.result == .fail)
    #expect(
      verdict.checks[1].detail.hasSuffix(
        "pixels: stills: UIKit chat, show (becomeFirstResponder): 1.5 pt above the keyboard"))
  }

  /// A value that is not a number in a row is an error naming the line and the key, never a row dropped.
  @Test(arguments: [
    (#"{"file": "f2.png", "keyboardTop": "508", "barBottom": 508}"#, "keyboardTop is not a number"),
    (#"{"file": "f2.png", "keyboardTop": 508, "barBottom": true}"#, "barBottom is not a number"),
    (#"{"file": "f2.png", "keyboardTop": 508, "barBottom": 508, "gap": [0]}"#, "gap is not a number"),
    (
      #"{"file": "f2.png", "keyboardTop": 508, "barBottom": 508, "hairlineHidden": 1}"#,
      "hairlineHidden is not true or false"
    ),
    (#"{"file": 2, "keyboardTop": 508, "barBottom": 508}"#, "file is not a string"),
  ])
  func aValueThatIsNotANumberIsAnError(row: String, message: String) throws {
    let text =
      #"{"file": "f1.png", "keyboardTop": null, "barBottom": 810, "hairlineHidden": false}"# + "\n" + row
    #expect(throws: SelfTestInputError.self) { try SelfTestPixelFrame.parse(text) }
    do {
      _ = try SelfTestPixelFrame.parse(text)
    } catch {
      let expected =
        message.hasPrefix("file")
        ? "pixel frames, line 2: \(message)" : "pixel frames, line 2: f2.png: \(message)"
      #expect((error as? SelfTestInputError)?.description == expected)
    }
  }

  /// A line that is not a row (the verdict `kbdock frames` once appended) is skipped, and nothing else.
  @Test func anObjectWithoutAFileIsSkipped() throws {
    let rows = try SelfTestPixelFrame.parse(
      #"{"file": "f1.png", "keyboardTop": 500, "barBottom": 500, "hairlineHidden": true}"# + "\n"
        + #"{"verdict": "PASS"}"# + "\n\n")
    #expect(
      rows == [SelfTestPixelFrame(file: "f1.png", keyboardTop: 500, barBottom: 500, hairlineHidden: true)])
  }

  // MARK: Files

  static func lines(_ rows: [SelfTestPixelFrame]) throws -> String {
    try rows.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(separator: "\n")
  }

  static func readingsFile(_ directory: TemporaryDirectory) throws -> URL {
    let lines = try SelfTestVerdictTests.readings().map { String(decoding: try $0.jsonLine(), as: UTF8.self) }
    return URL(fileURLWithPath: try directory.write(lines.joined(separator: "\n"), to: "accessibility.jsonl"))
  }

  static func stillsFile(_ directory: TemporaryDirectory) throws -> URL {
    URL(fileURLWithPath: try directory.write(try lines(SelfTestVerdictTests.stills), to: "stills.jsonl"))
  }
}

/// The readings the UI test takes just before its tap and its drag are appended too; they do not stand for
/// the step's settled end, and they are not repeats.
@Suite("SelfTest judge: readings before a touch")
struct SelfTestTouchReadingTests {
  @Test func aReadingBeforeTheTapIsNeitherTheSettledOneNorARepeat() throws {
    var readings = SelfTestVerdictTests.readings()
    let before = SelfTestAccessibilityReading(
      index: 1, screen: "UIKit chat", step: "hide by a tap", keyboardCount: 1,
      keyboard: SelfTestVerdictTests.keyboard, bar: SelfTestRect(x: 0, y: 452, width: 390, height: 56),
      content: nil, app: SelfTestVerdictTests.app, safeAreaBottom: 34, action: "tap", phase: "tap")
    readings.insert(before, at: 1)
    let verdict = try SelfTestVerdictTests.verdict(accessibility: readings)
    #expect(verdict.mismatchedReadings == [])
    #expect(verdict.result == .pass)
    #expect(
      verdict.checks.first { $0.name == "tap" }?.detail.hasSuffix("UIKit chat: hidden, the bar at rest")
        == true)
    // The same reading written as a settled one is a repeat, and the first of the two would count.
    var settled = before
    settled.phase = "settled"
    readings[1] = settled
    let repeated = try SelfTestVerdictTests.verdict(accessibility: readings)
    #expect(repeated.mismatchedReadings == ["reading 1 repeated"])
    #expect(repeated.result == .fail)
  }
}
