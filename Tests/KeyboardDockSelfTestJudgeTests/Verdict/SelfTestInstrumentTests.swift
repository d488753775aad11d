import Foundation
import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// What the judge decides from the instruments: the video's edges, the motions' first frames, the list
/// after a drag, when a step is over, how a finding counts, and the files the instruments write.
@Suite("SelfTest instruments")
struct SelfTestInstrumentTests {
  static func row(_ index: Int, _ keyboardTop: Double?, _ barBottom: Double?) -> SelfTestPixelFrame {
    SelfTestPixelFrame(file: "f\(index).png", keyboardTop: keyboardTop, barBottom: barBottom)
  }

  // MARK: Pixels

  @Test func theVideoAllowsOnePointOfOverlapAndOfGap() {
    let rows = [Self.row(1, 600, 601), Self.row(2, 508, 509.5), Self.row(3, nil, 810)]
    let overlap = SelfTestChecks.edge(rows, steps: [], measuring: \.overlap, word: "overlap")
    #expect(overlap.outcome == .fail)
    #expect(
      overlap.detail
        == "1 of 2 frames with a overlap over 1 pt, up to 1.5 pt (first: f2.png); 0 keyboard motions with at "
        + "least 8 measured frames (the steps caused 0); 2 of 3 frames measured")
    let gap = SelfTestChecks.edge(
      [Self.row(1, 600, 599), Self.row(2, 508, 506)], steps: [], measuring: \.gap, word: "gap")
    #expect(gap.outcome == .fail)
    #expect(gap.detail.hasPrefix("1 of 2 frames with a gap over 1 pt, up to 2 pt (first: f2.png); "))
    let fine = SelfTestChecks.edge(
      [Self.row(1, 600, 599), Self.row(2, 508, 509)], steps: [], measuring: \.gap, word: "gap")
    #expect(fine.outcome == .pass)
    #expect(
      fine.detail
        == "2 frames, gap at most 1 pt (at most 1 pt); 0 keyboard motions with at least 8 measured frames "
        + "(the steps caused 0); 2 of 2 frames measured")
    let none = SelfTestChecks.edge([Self.row(1, nil, 810)], steps: [], measuring: \.gap, word: "gap")
    #expect(none.outcome == .inconclusive)
    // The analyzer's own columns win over the edges.
    let columns = SelfTestPixelFrame(file: "g.png", keyboardTop: 600, barBottom: 600, gap: 3, overlap: 0)
    #expect(SelfTestChecks.edge([columns], steps: [], measuring: \.gap, word: "gap").outcome == .fail)
  }

  @Test func bFromTheVideoNeedsBothToStartOnTheSameFrame() {
    let together = [
      Self.row(1, nil, 810), Self.row(2, 800, 800), Self.row(3, 600, 600), Self.row(4, 508, 508),
      Self.row(5, 508, 508), Self.row(6, 700, 700), Self.row(7, nil, 810),
    ]
    let pass = SelfTestChecks.sameFrame(together)
    #expect(pass.outcome == .pass)
    #expect(pass.detail == "2 motions, each begun by both on the same frame")
    let keyboardFirst = [
      Self.row(1, nil, 810), Self.row(2, 800, 810), Self.row(3, 600, 600), Self.row(4, 508, 508),
      Self.row(5, 508, 508),
    ]
    let fail = SelfTestChecks.sameFrame(keyboardFirst)
    #expect(fail.outcome == .fail)
    #expect(fail.detail == "1 of 1 motions: f2.png: the keyboard moved 1 frames first")
    let still = SelfTestChecks.sameFrame([Self.row(1, 508, 508), Self.row(2, 508.5, 508)])
    #expect(still.outcome == .inconclusive)
    #expect(SelfTestChecks.sameFrame(nil).outcome == .inconclusive)
  }

  @Test func bFromTheAppAloneCannotPass() {
    let observations = SelfTestObservations(
      isIndependent: true, transactions: SelfTestAssumptionTests.transactions(keyboardOffset: 0))
    let evidence = SelfTestEvidence(observations: observations, steps: [])
    let b = SelfTestChecks.all(evidence).first { $0.name == "b" }
    #expect(b?.outcome == .inconclusive)
    #expect(b?.detail.contains("(not independent); pixels: no screen recording was measured") == true)
  }

  // MARK: List

  @Test func theListStaysWhereTheFingerLeftIt() {
    func list(atWillHide: Double, atRest: Double) -> SelfTestCheck {
      SelfTestChecks.list(
        SelfTestListAfterDrag(
          isTracking: false, isDragging: true, isDecelerating: true, offsetAtWillHide: atWillHide,
          offsetAtRest: atRest, lowestOffset: -302, highestOffset: 1156))
    }
    #expect(list(atWillHide: 700, atRest: 700.5).outcome == .pass)
    #expect(list(atWillHide: 700, atRest: 701).outcome == .fail)
    #expect(list(atWillHide: -400, atRest: -302).outcome == .pass)
    #expect(
      list(atWillHide: 700, atRest: 1156).detail
        == "app: at willHide isTracking false, isDragging true, isDecelerating true; offset 700 at willHide, "
        + "1156 at rest (range -302 to 1156)")
    #expect(SelfTestChecks.list(nil).outcome == .inconclusive)
  }

  // MARK: Settling

  @Test func aStepSettlesOnlyOnceTheExpectedKeyboardIsThereAndStill() {
    let show = SelfTestSettling(expected: .software, start: 10)
    // Still from the start, no keyboard yet: the old rule ended the step at 10.3.
    #expect(show.state(at: 10.3, keyboardHeight: 0, lastChange: 9) == .waiting)
    #expect(show.state(at: 10.5, keyboardHeight: 336, lastChange: 10.25) == .waiting)
    #expect(show.state(at: 10.55, keyboardHeight: 336, lastChange: 10.25) == .settled)
    // The hardware keyboard's shortcuts bar is not a software keyboard.
    #expect(
      show.state(at: 15, keyboardHeight: 55, lastChange: 10.2) == .timedOut(reachedExpectedKeyboard: false))
    #expect(
      show.state(at: 15, keyboardHeight: 336, lastChange: 14.9) == .timedOut(reachedExpectedKeyboard: true))
    let hide = SelfTestSettling(expected: .none, start: 0)
    #expect(hide.state(at: 0.4, keyboardHeight: 336, lastChange: 0) == .waiting)
    #expect(hide.state(at: 0.75, keyboardHeight: 0, lastChange: 0.4) == .settled)
    #expect(hide.state(at: 0.65, keyboardHeight: 0, lastChange: 0.4) == .waiting)
    #expect(hide.matches(keyboardHeight: 0.5))
    #expect(!hide.matches(keyboardHeight: 0.6))
    let panel = SelfTestSettling(expected: .panel, start: 0)
    #expect(panel.matches(keyboardHeight: 260))
    #expect(!SelfTestSettling(expected: .software, start: 0).matches(keyboardHeight: 119.9))
    #expect(SelfTestSettling(expected: .software, start: 0).matches(keyboardHeight: 120))
    #expect(!SelfTestSettling(expected: .software, start: 0).matches(keyboardHeight: .nan))
  }

  @Test func onlyAnimationsThatMoveALayerCountForB() {
    #expect(SelfTestMotionKeyPath.counts(keyPath: "position", layerClass: "CALayer"))
    #expect(SelfTestMotionKeyPath.counts(keyPath: "transform.translation.y", layerClass: "CALayer"))
    #expect(!SelfTestMotionKeyPath.counts(keyPath: "opacity", layerClass: "CALayer"))
    #expect(!SelfTestMotionKeyPath.counts(keyPath: "position", layerClass: "_UITextCursorLayer"))
    #expect(!SelfTestMotionKeyPath.counts(keyPath: "bounds", layerClass: "UITextCaretLayer"))
    #expect(!SelfTestMotionKeyPath.counts(keyPath: nil, layerClass: "CALayer"))
  }

  // MARK: Weighing

  @Test func aPassCountsOnlyFromAnInstrumentThatMayPassTheCheck() {
    let app = SelfTestFinding(.app, .pass, "monitor fine")
    let weighed = SelfTestFinding.weigh([app], name: "x", statement: "s", counted: [.pixels])
    #expect(weighed.outcome == .inconclusive)
    #expect(weighed.detail == "app: monitor fine (not independent)")
    #expect(weighed.evidence.isEmpty)
    let video = SelfTestFinding(.pixels, .pass, "ok")
    #expect(
      SelfTestFinding.weigh([app, video], name: "x", statement: "s", counted: [.pixels]).outcome == .pass)
    let failed = SelfTestFinding(.app, .fail, "off")
    let both = SelfTestFinding.weigh([failed, video], name: "x", statement: "s", counted: [.pixels])
    #expect(both.outcome == .fail)
    #expect(both.evidence == [.app])
    #expect(SelfTestOutcome.notApplicable.combined(with: .pass) == .pass)
    #expect(SelfTestOutcome.inconclusive.combined(with: .pass) == .inconclusive)
  }

  // MARK: Files

  @Test func theAnalyzersRowsAreReadAsLinesOrAsAnArray() throws {
    let lines = """
      {"file":"frame-0001.png","keyboardTop":null,"barBottom":788,"gap":null,"overlap":null}
      {"file":"frame-0002.png","keyboardTop":508.33,"barBottom":508,"gap":0.33,"overlap":0}
      {"verdict":"PASS","frames":2}
      """
    let rows = try SelfTestPixelFrame.parse(lines)
    #expect(rows.count == 2)
    #expect(rows[0] == SelfTestPixelFrame(file: "frame-0001.png", keyboardTop: nil, barBottom: 788))
    #expect(rows[1].gap == 0.33)
    let array = try SelfTestPixelFrame.parse(#"[{"file":"a.png","keyboardTop":1,"barBottom":2}]"#)
    #expect(array == [SelfTestPixelFrame(file: "a.png", keyboardTop: 1, barBottom: 2)])
    #expect(throws: SelfTestInputError.self) { try SelfTestPixelFrame.parse("frame 1: 508 pt") }
    #expect(throws: SelfTestInputError.self) { try SelfTestPixelFrame.parse("[1, 2]") }
  }

  @Test func theReadingsAndTheMarkerRoundTrip() throws {
    let reading = SelfTestVerdictTests.readings()[0]
    let line = String(decoding: try reading.jsonLine(), as: UTF8.self)
    #expect(
      line
        == #"{"app":[0,0,390,844],"bar":[0,452,390,56],"content":[8,460,300,40],"index":0,"#
        + #""keyboard":[0,508,390,336],"keyboardCount":1,"safeAreaBottom":34,"screen":"UIKit chat","#
        + #""step":"show (becomeFirstResponder)"}"#)
    #expect(try SelfTestAccessibilityReading.parse(line + "\n\n" + line) == [reading, reading])
    do {
      _ = try SelfTestAccessibilityReading.parse(line + "\n{\"index\":1}")
      Issue.record("a reading without its keys was read")
    } catch let error as SelfTestInputError {
      #expect(error.description.hasPrefix("accessibility readings, line 2: not a reading"))
    }
    let marker = SelfTestStepMarker(
      index: 3, screen: "SwiftUI chat", step: "drag", phase: .drag, expectedKeyboard: .none,
      safeAreaBottom: 34)
    #expect(
      String(decoding: try marker.jsonLine(), as: UTF8.self)
        == #"{"expectedKeyboard":{"none":{}},"index":3,"phase":"drag","safeAreaBottom":34,"#
        + #""screen":"SwiftUI chat","step":"drag"}"#)
    #expect(try JSONDecoder().decode(SelfTestStepMarker.self, from: marker.jsonLine()) == marker)
    #expect(marker.answerName == "answer-3-drag")
  }

  @Test func theObservationsRoundTripThroughJSON() throws {
    let observations = SelfTestVerdictTests.observations
    let data = try JSONEncoder().encode(observations)
    #expect(try JSONDecoder().decode(SelfTestObservations.self, from: data) == observations)
    let steps = SelfTestVerdictTests.steps()
    #expect(try JSONDecoder().decode([SelfTestStepResult].self, from: JSONEncoder().encode(steps)) == steps)
  }
}
