import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The checks the verdict counts, each weighed from the findings of the instruments that can see it
/// (``SelfTestFinding/weigh(_:name:statement:counted:)``).
///
/// Where the keyboard and the bar are is judged outside the app: by the UI test's accessibility snapshot
/// and the screen recording's pixels. What only the app's process holds (the animation block a handler
/// runs in, the order in which its frame sources are called, its bar's safe area and layers, its layout
/// passes, its list) is judged from the app's own probes, which read UIKit directly and never
/// KeyboardDock's answers.
package enum SelfTestChecks {
  /// Every check, in the report's order.
  package static func all(_ evidence: SelfTestEvidence) -> [SelfTestCheck] {
    let assumptions = Dictionary(
      uniqueKeysWithValues: SelfTestAssumption.allCases.map { ($0, $0.check(evidence.observations)) })
    func app(_ assumption: SelfTestAssumption) -> SelfTestFinding {
      let check = assumptions[assumption]!
      return SelfTestFinding(.app, check.outcome, check.detail)
    }
    func weighAssumption(
      _ assumption: SelfTestAssumption, _ findings: [SelfTestFinding], counted: Set<SelfTestInstrument>
    )
      -> SelfTestCheck
    {
      SelfTestFinding.weigh(
        findings, name: assumption.rawValue, statement: assumption.statement, counted: counted)
    }
    var e = [app(.layoutPassPerFrame)]
    if evidence.observations.drag == nil {
      e = [SelfTestFinding(.app, .inconclusive, "no drag (skipped: nobody to drag the keyboard)")]
    }
    return [
      keyboard(evidence),
      placement(evidence),
      frames(evidence),
      background(evidence),
      weighAssumption(.animationBlock, [app(.animationBlock)], counted: [.app]),
      weighAssumption(
        .sameTransaction, [app(.sameTransaction), sameFrame(evidence.pixels)], counted: [.pixels]),
      weighAssumption(.noEarlyHiddenSample, [app(.noEarlyHiddenSample)], counted: [.app]),
      weighAssumption(.restingBar, [app(.restingBar)], counted: [.app]),
      weighAssumption(.layoutPassPerFrame, e, counted: [.app]),
      content(evidence),
      slideOver(evidence),
      tap(evidence),
      list(evidence.observations.listAfterDrag),
    ]
  }

  private static func number(_ value: Double) -> String { SelfTestFormat.number(value) }

  private static func noUITest(_ evidence: SelfTestEvidence) -> SelfTestFinding? {
    evidence.accessibility == nil
      ? SelfTestFinding(.accessibility, .inconclusive, "the UI test did not run") : nil
  }

  private static func noPixels(_ evidence: SelfTestEvidence) -> SelfTestFinding? {
    evidence.pixels == nil ? SelfTestFinding(.pixels, .inconclusive, "no screen recording was measured") : nil
  }

  // MARK: keyboard

  /// Every step that expects a software keyboard has one at least 120 pt tall, every step that expects
  /// none has none, and every step settled.
  package static func keyboard(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "keyboard"
    let statement = "each step shows the keyboard it expects (a software one at least 120 pt tall, or none)"
    let steps = evidence.measuredSteps
    guard !steps.isEmpty else {
      return SelfTestFinding.weigh(
        [SelfTestFinding(.app, .inconclusive, "no step ran")], name: name, statement: statement,
        counted: [.accessibility])
    }
    let readings = evidence.matchedReadings.byStep
    var missing: [String] = []
    var stayed: [String] = []
    var unsettled: [String] = []
    var readCount = 0
    var appStayed: [String] = []
    for (index, result) in steps {
      let label = "\(result.screen), \(result.step.name)"
      let rule = SelfTestSettling(expected: result.expectedKeyboard, start: result.start)
      let appMatches = rule.matches(keyboardHeight: result.keyboardHeight)
      if result.ending == .timedOut, appMatches {
        unsettled.append(label)
      }
      let reading = readings[index]
      if reading != nil { readCount += 1 }
      switch result.expectedKeyboard {
      case .software:
        if let reading {
          if !reading.hasSoftwareKeyboard { missing.append("\(label) (UI test: \(reading.keyboardText))") }
        } else if !appMatches {
          missing.append("\(label) (app: \(number(result.keyboardHeight)) pt)")
        } else if evidence.accessibility != nil {
          missing.append("\(label) (no UI-test reading)")
        }
      case .none:
        if let reading, reading.hasSoftwareKeyboard {
          stayed.append("\(label) (UI test: \(reading.keyboardText))")
        }
        if result.ending == .settled, !appMatches {
          appStayed.append("\(label) (\(number(result.keyboardHeight)) pt)")
        }
      case .panel:
        break
      }
    }
    var findings: [SelfTestFinding] = []
    if !unsettled.isEmpty || !appStayed.isEmpty {
      var parts: [String] = []
      if !unsettled.isEmpty {
        parts.append("did not settle within 5 s: " + unsettled.joined(separator: ", "))
      }
      if !appStayed.isEmpty { parts.append("a keyboard stayed up: " + appStayed.joined(separator: ", ")) }
      findings.append(SelfTestFinding(.app, .fail, parts.joined(separator: "; ")))
    } else if missing.isEmpty {
      findings.append(SelfTestFinding(.app, .pass, "\(steps.count) steps settled with the keyboard expected"))
    }
    if let none = noUITest(evidence) { findings.append(none) }
    if !stayed.isEmpty {
      findings.append(
        SelfTestFinding(.accessibility, .fail, "a keyboard stayed up: " + stayed.joined(separator: ", ")))
    } else if !missing.isEmpty {
      findings.append(
        SelfTestFinding(
          evidence.accessibility == nil ? .app : .accessibility, .inconclusive,
          "the keyboard never showed after " + missing.joined(separator: ", ")
            + " (is a hardware keyboard connected?)"))
    } else if evidence.accessibility != nil {
      // A step never read is not a pass.
      let unread = steps.filter { readings[$0.index] == nil }.map {
        "\($0.result.screen), \($0.result.step.name)"
      }
      findings.append(
        unread.isEmpty
          ? SelfTestFinding(
            .accessibility, .pass, "\(readCount) of \(steps.count) steps read, each as expected")
          : SelfTestFinding(
            .accessibility, .inconclusive,
            "\(readCount) of \(steps.count) steps read; never read: " + unread.joined(separator: ", ")))
    }
    return SelfTestFinding.weigh(findings, name: name, statement: statement, counted: [.accessibility])
  }

  // MARK: placement

  /// At every settled step the bar's bottom is on the keyboard's top, or on the safe area's bottom.
  ///
  /// Judged in the accessibility snapshot and in the UI test's lossless still of the step (the panel's
  /// steps aside: the panel is not a keyboard element). Every settled step must be read and seen: one that
  /// was not leaves the check inconclusive, never passed.
  package static func placement(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "placement"
    let statement = "at every settled step the bar sits on the keyboard's top (UI test's frames and stills)"
    let (readings, mismatches) = evidence.matchedReadings
    let settled = evidence.measuredSteps.filter {
      $0.result.expectedKeyboard != .panel && $0.result.ending == .settled
    }
    var judged = 0
    var unread: [String] = []
    var off: [String] = []
    var worst = 0.0
    for (index, result) in settled {
      guard let reading = readings[index], let difference = reading.barDifference else {
        unread.append("\(result.screen), \(result.step.name)")
        continue
      }
      judged += 1
      worst = max(worst, abs(difference))
      if abs(difference) > SelfTestTolerance.accessibility {
        let side = difference > 0 ? "above" : "under"
        off.append("\(result.screen), \(result.step.name): \(number(abs(difference))) pt \(side)")
      }
    }
    var findings: [SelfTestFinding] = []
    if let none = noUITest(evidence) {
      findings.append(none)
    } else if !off.isEmpty {
      findings.append(
        SelfTestFinding(
          .accessibility, .fail, "\(off.count) of \(judged) steps off: " + off.joined(separator: "; ")))
    } else if judged < settled.count || settled.isEmpty {
      var why = "\(judged) of \(settled.count) settled steps read with the bar"
      if !unread.isEmpty { why += "; never read: " + unread.joined(separator: ", ") }
      if !mismatches.isEmpty { why += "; " + mismatches.joined(separator: "; ") }
      findings.append(SelfTestFinding(.accessibility, .inconclusive, why))
    } else {
      findings.append(
        SelfTestFinding(
          .accessibility, .pass,
          "\(judged) of \(settled.count) settled steps, at most \(number(worst)) pt off (at most 1 pt)"))
    }
    findings.append(stills(evidence, settled: settled, readings: readings))
    return SelfTestFinding.weigh(
      findings, name: name, statement: statement, counted: [.accessibility, .pixels], everyCountedNeeded: true
    )
  }

  /// The stills' finding on placement: each settled step's still shows the bar; with a software keyboard,
  /// its bottom on the keyboard's top; without one, at rest where the UI test's reading puts the safe
  /// area's bottom.
  static func stills(
    _ evidence: SelfTestEvidence, settled: [(index: Int, result: SelfTestStepResult)],
    readings: [Int: SelfTestAccessibilityReading]
  ) -> SelfTestFinding {
    guard let rows = evidence.stills else {
      return SelfTestFinding(.pixels, .inconclusive, "no still was measured")
    }
    var byStep: [Int: SelfTestPixelFrame] = [:]
    for row in rows {
      if let index = SelfTestCoverage.stillIndex(row.file) { byStep[index] = row }
    }
    var unseen: [String] = []
    var off: [String] = []
    var seen = 0
    let tolerance = SelfTestTolerance.pixels
    for (index, result) in settled {
      let label = "\(result.screen), \(result.step.name)"
      guard let row = byStep[index] else {
        unseen.append("\(label) (no still)")
        continue
      }
      if row.hairlineHidden {
        off.append("\(label): the keyboard hides the bar's hairline")
        continue
      }
      guard let bottom = row.barBottom else {
        unseen.append("\(label) (no hairline found)")
        continue
      }
      switch result.expectedKeyboard {
      case .software:
        guard row.isMeasured else {
          unseen.append("\(label) (no keyboard found)")
          continue
        }
        seen += 1
        let difference = max(row.gap ?? 0, row.overlap ?? 0)
        if difference > tolerance {
          let side = (row.overlap ?? 0) > tolerance ? "under" : "above"
          off.append("\(label): \(number(difference)) pt \(side) the keyboard")
        }
      default:
        guard let reading = readings[index] else {
          unseen.append("\(label) (no reading of the safe area)")
          continue
        }
        seen += 1
        let difference = reading.barBottomTarget - bottom
        if abs(difference) > tolerance {
          off.append("\(label): \(number(abs(difference))) pt from its resting place")
        }
      }
    }
    if !off.isEmpty {
      return SelfTestFinding(.pixels, .fail, "stills: " + off.joined(separator: "; "))
    }
    if !unseen.isEmpty || settled.isEmpty {
      return SelfTestFinding(
        .pixels, .inconclusive,
        "stills: \(seen) of \(settled.count) settled steps seen; not seen: " + unseen.joined(separator: ", "))
    }
    return SelfTestFinding(
      .pixels, .pass, "stills: \(seen) of \(settled.count) settled steps seen, each in place")
  }

  // MARK: frames

  /// On every frame the keyboard does not cover the bar: the video's frames, and every frame the app's
  /// monitor measured over the whole run.
  package static func frames(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "frames"
    let statement =
      "on every frame the keyboard stays off the bar (video; the app's monitor can only fail it)"
    var findings: [SelfTestFinding] = [monitor(evidence.observations)]
    if let measurement = evidence.measurement {
      let off = measurement.maxGap > SelfTestTolerance.app || measurement.maxOverlap > SelfTestTolerance.app
      findings.append(
        SelfTestFinding(
          .app, off ? .fail : .pass,
          "trace: max gap \(SelfTestFormat.points(measurement.maxGap)) pt, max overlap "
            + "\(SelfTestFormat.points(measurement.maxOverlap)) pt over \(measurement.frameCount) frames"))
    }
    if let none = noPixels(evidence) {
      findings.append(none)
    } else {
      findings.append(
        edge(evidence.pixels ?? [], steps: evidence.steps, measuring: \.overlap, word: "overlap"))
    }
    return SelfTestFinding.weigh(findings, name: name, statement: statement, counted: [.pixels])
  }

  /// The monitor's departures, over every frame it measured.
  package static func monitor(_ observations: SelfTestObservations) -> SelfTestFinding {
    let count = observations.monitorFrameCount
    guard count > 0 else { return SelfTestFinding(.app, .inconclusive, "the monitor measured no frame") }
    guard observations.departureCount > 0 else {
      return SelfTestFinding(.app, .pass, "monitor: 0 of \(count) frames more than 0.5 pt off")
    }
    let worst = observations.departures.map { abs($0.difference) }.max() ?? 0
    let first =
      observations.departures.first.map {
        ", first on \($0.screen) at \(number($0.time)) s (\(number($0.difference)) pt)"
      } ?? ""
    return SelfTestFinding(
      .app, .fail,
      "monitor: \(observations.departureCount) of \(count) frames more than 0.5 pt off, up to "
        + "\(number(worst)) pt\(first)")
  }

  /// The video's frames judged on one column (the gap or the overlap): a frame whose hairline the keyboard
  /// hides fails, a measured frame beyond the tolerance fails, and too little coverage of the keyboard's
  /// motions (``SelfTestCoverage/Video``) is inconclusive.
  package static func edge(
    _ rows: [SelfTestPixelFrame], steps: [SelfTestStepResult], measuring column: KeyPath<Row, Double>,
    word: String
  ) -> SelfTestFinding {
    let hidden = rows.filter(\.hairlineHidden)
    let both = rows.compactMap(Row.init)
    let expected = SelfTestCoverage.expectedMotions(steps).count
    let coverage = SelfTestCoverage.Video(rows)
    let covered = coverage.text(expected: expected)
    let tolerance = SelfTestTolerance.pixels
    let limit = "\(number(tolerance)) pt"
    if let first = hidden.first {
      return SelfTestFinding(
        .pixels, .fail,
        "\(hidden.count) of \(rows.count) frames with the bar's hairline under the keyboard (first: "
          + "\(first.file)); \(covered)")
    }
    let bad = both.filter { $0[keyPath: column] > tolerance }
    let worst = both.map { $0[keyPath: column] }.max() ?? 0
    if let first = bad.first {
      return SelfTestFinding(
        .pixels, .fail,
        "\(bad.count) of \(both.count) frames with a \(word) over \(limit), up to \(number(worst)) pt "
          + "(first: \(first.file)); \(covered)")
    }
    guard coverage.covers(expected) else {
      return SelfTestFinding(.pixels, .inconclusive, "too little of the run measured: \(covered)")
    }
    return SelfTestFinding(
      .pixels, .pass,
      "\(both.count) frames, \(word) at most \(number(worst)) pt (at most \(limit)); \(covered)")
  }

  /// A video frame with both edges found: its gap and overlap, from the analyzer's columns or, where it
  /// left them out, from the edges.
  package struct Row {
    package var file: String
    package var gap: Double
    package var overlap: Double

    package init?(_ frame: SelfTestPixelFrame) {
      guard let top = frame.keyboardTop, let bottom = frame.barBottom else { return nil }
      file = frame.file
      gap = max(0, frame.gap ?? (top - bottom))
      overlap = max(0, frame.overlap ?? (bottom - top))
    }
  }

  // MARK: background

  /// On every frame no painted background shows between the bar's bottom and the keyboard's top.
  package static func background(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "background"
    let statement =
      "on every frame the bar's background reaches the keyboard: no painted background shows between them"
    let finding =
      noPixels(evidence) ?? edge(evidence.pixels ?? [], steps: evidence.steps, measuring: \.gap, word: "gap")
    return SelfTestFinding.weigh([finding], name: name, statement: statement, counted: [.pixels])
  }

  // MARK: b from the pixels

  /// Assumption b from the video: every motion begins with the bar and the keyboard on the same frame.
  package static func sameFrame(_ rows: [SelfTestPixelFrame]?) -> SelfTestFinding {
    guard let rows else { return SelfTestFinding(.pixels, .inconclusive, "no screen recording was measured") }
    let tolerance = SelfTestTolerance.pixels
    var motions = 0
    var late: [String] = []
    var index = 1
    while index < rows.count {
      let keyboardMoved = moved(rows[index - 1].keyboardTop, rows[index].keyboardTop, tolerance)
      let barMoved = moved(rows[index - 1].barBottom, rows[index].barBottom, tolerance)
      guard keyboardMoved || barMoved else {
        index += 1
        continue
      }
      // A motion: from here until a frame where neither moves.
      var keyboardStart = keyboardMoved ? index : nil
      var barStart = barMoved ? index : nil
      var end = index + 1
      while end < rows.count {
        let k = moved(rows[end - 1].keyboardTop, rows[end].keyboardTop, tolerance)
        let b = moved(rows[end - 1].barBottom, rows[end].barBottom, tolerance)
        if !k, !b { break }
        if k, keyboardStart == nil { keyboardStart = end }
        if b, barStart == nil { barStart = end }
        end += 1
      }
      if let keyboardStart, let barStart {
        motions += 1
        if keyboardStart != barStart {
          let first = keyboardStart < barStart ? "keyboard" : "bar"
          late.append(
            "\(rows[min(keyboardStart, barStart)].file): the \(first) moved \(abs(keyboardStart - barStart)) "
              + "frames first")
        }
      }
      index = end
    }
    guard motions > 0 else {
      return SelfTestFinding(
        .pixels, .inconclusive, "\(rows.count) frames, no motion of both the bar and the keyboard")
    }
    if !late.isEmpty {
      return SelfTestFinding(
        .pixels, .fail, "\(late.count) of \(motions) motions: " + late.joined(separator: "; "))
    }
    return SelfTestFinding(.pixels, .pass, "\(motions) motions, each begun by both on the same frame")
  }

  private static func moved(_ before: Double?, _ after: Double?, _ tolerance: Double) -> Bool {
    switch (before, after) {
    case (nil, nil): false
    case (.some(let a), .some(let b)): abs(a - b) > tolerance
    default: true
    }
  }

  // MARK: content

  /// In both chats the bar's content (its text view) is inside the bar and above its bottom: above the
  /// keyboard, and above the home indicator at rest.
  package static func content(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "content"
    let statement =
      "in both chats the bar's text view sits inside the bar, above the keyboard or the safe area"
    if let none = noUITest(evidence) {
      return SelfTestFinding.weigh([none], name: name, statement: statement, counted: [.accessibility])
    }
    let readings = evidence.matchedReadings.byStep
    var screens: [String] = []
    var judged: [String: Int] = [:]
    var off: [String] = []
    for (index, result) in evidence.measuredSteps where result.expectedKeyboard != .panel {
      if !screens.contains(result.screen) { screens.append(result.screen) }
      guard result.ending == .settled, let reading = readings[index], let content = reading.content,
        let bar = reading.bar, content.isValid, bar.isValid
      else { continue }
      judged[result.screen, default: 0] += 1
      let lowest = min(bar.maxY, reading.barBottomTarget) + SelfTestTolerance.accessibility
      let below = content.maxY - min(bar.maxY, reading.barBottomTarget)
      if content.maxY > lowest {
        off.append("\(result.screen), \(result.step.name): \(number(below)) pt below")
      } else if content.minY < bar.minY - SelfTestTolerance.accessibility {
        off.append(
          "\(result.screen), \(result.step.name): \(number(bar.minY - content.minY)) pt above the bar")
      }
    }
    let finding: SelfTestFinding
    if !off.isEmpty {
      finding = SelfTestFinding(.accessibility, .fail, off.joined(separator: "; "))
    } else if let unread = screens.first(where: { judged[$0, default: 0] == 0 })
      ?? (screens.isEmpty ? "" : nil)
    {
      finding = SelfTestFinding(
        .accessibility, .inconclusive,
        unread.isEmpty ? "no step ran" : "no reading of the text view on \(unread)")
    } else {
      let counts = screens.map { "\($0) \(judged[$0, default: 0]) steps" }.joined(separator: ", ")
      finding = SelfTestFinding(.accessibility, .pass, counts)
    }
    return SelfTestFinding.weigh([finding], name: name, statement: statement, counted: [.accessibility])
  }

  // MARK: Slide Over

  /// In Slide Over (or Split View), the bar sits on the keyboard's top at every settled step; not
  /// applicable where no step ran in a window narrower than its screen.
  package static func slideOver(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "slide over"
    let statement = "in Slide Over the bar sits on the keyboard's top, in the app's window"
    let narrow = evidence.measuredSteps.filter { $0.result.isMultitasking }
    guard !narrow.isEmpty else {
      return SelfTestFinding.weigh(
        [
          SelfTestFinding(
            .app, .notApplicable, "no step ran in a window narrower than the screen (an iPad in Slide Over)")
        ],
        name: name, statement: statement, counted: [.accessibility])
    }
    if let none = noUITest(evidence) {
      return SelfTestFinding.weigh([none], name: name, statement: statement, counted: [.accessibility])
    }
    let readings = evidence.matchedReadings.byStep
    var judged = 0
    var off: [String] = []
    for (index, result) in narrow where result.ending == .settled && result.expectedKeyboard != .panel {
      guard let difference = readings[index]?.barDifference else { continue }
      judged += 1
      if abs(difference) > SelfTestTolerance.accessibility {
        off.append("\(result.screen), \(result.step.name): \(number(difference)) pt")
      }
    }
    let finding =
      !off.isEmpty
      ? SelfTestFinding(.accessibility, .fail, off.joined(separator: "; "))
      : judged == 0
        ? SelfTestFinding(.accessibility, .inconclusive, "no reading in Slide Over found the bar")
        : SelfTestFinding(.accessibility, .pass, "\(judged) steps in Slide Over")
    return SelfTestFinding.weigh([finding], name: name, statement: statement, counted: [.accessibility])
  }

  // MARK: tap

  /// A real tap on a button that resigns the first responder hides the keyboard, and the bar comes to rest
  /// on the safe area (iOS 18 and later run the tap, the display link and the commit in one update).
  package static func tap(_ evidence: SelfTestEvidence) -> SelfTestCheck {
    let name = "tap"
    let statement = "a real tap that resigns the first responder hides the keyboard and rests the bar"
    let taps = evidence.steps.enumerated().filter {
      if case .tapHide = $0.element.step { true } else { false }
    }
    let ran = taps.filter { $0.element.ending != .skipped }
    guard !ran.isEmpty else {
      let why = taps.isEmpty ? "no tap in the script" : "skipped: nobody to tap"
      return SelfTestFinding.weigh(
        [SelfTestFinding(.app, .inconclusive, why)], name: name, statement: statement,
        counted: [.accessibility])
    }
    var findings: [SelfTestFinding] = []
    let up = ran.filter { $0.element.keyboardHeight > SelfTestTolerance.app }
    findings.append(
      up.isEmpty
        ? SelfTestFinding(.app, .pass, "\(ran.count) taps, the keyboard hid each time")
        : SelfTestFinding(
          .app, .fail,
          "the keyboard stayed up after the tap on " + up.map(\.element.screen).joined(separator: ", ")))
    if let none = noUITest(evidence) {
      findings.append(none)
    } else {
      let readings = evidence.matchedReadings.byStep
      var parts: [String] = []
      var outcome = SelfTestOutcome.pass
      for (index, result) in ran {
        guard let reading = readings[index], let difference = reading.barDifference else {
          parts.append("\(result.screen): no reading")
          outcome = outcome.combined(with: .inconclusive)
          continue
        }
        if reading.hasSoftwareKeyboard {
          parts.append("\(result.screen): \(reading.keyboardText) still up")
          outcome = .fail
        } else if abs(difference) > SelfTestTolerance.accessibility {
          parts.append("\(result.screen): the bar \(number(difference)) pt from its resting place")
          outcome = .fail
        } else {
          parts.append("\(result.screen): hidden, the bar at rest")
        }
      }
      findings.append(SelfTestFinding(.accessibility, outcome, parts.joined(separator: ", ")))
    }
    return SelfTestFinding.weigh(findings, name: name, statement: statement, counted: [.accessibility])
  }

  // MARK: list

  /// After the drag the list stays where the finger left it: the hide the release sends moves its offset
  /// only back into the range its smaller insets allow.
  package static func list(_ list: SelfTestListAfterDrag?) -> SelfTestCheck {
    let name = "list"
    let statement = "after a drag the hide leaves the list where the finger left it"
    guard let list else {
      return SelfTestFinding.weigh(
        [SelfTestFinding(.app, .inconclusive, "no drag")], name: name, statement: statement, counted: [.app])
    }
    let flags =
      "at willHide isTracking \(list.isTracking), isDragging \(list.isDragging), isDecelerating "
      + "\(list.isDecelerating)"
    let values = [list.offsetAtWillHide, list.offsetAtRest, list.lowestOffset, list.highestOffset]
    guard values.allSatisfy(\.isFinite), list.lowestOffset <= list.highestOffset else {
      return SelfTestFinding.weigh(
        [SelfTestFinding(.app, .inconclusive, "\(flags); the offsets are not readable")], name: name,
        statement: statement, counted: [.app])
    }
    let expected = min(max(list.offsetAtWillHide, list.lowestOffset), list.highestOffset)
    let moved = list.offsetAtRest - expected
    let detail =
      "\(flags); offset \(number(list.offsetAtWillHide)) at willHide, \(number(list.offsetAtRest)) at rest "
      + "(range \(number(list.lowestOffset)) to \(number(list.highestOffset)))"
    let outcome: SelfTestOutcome = abs(moved) <= SelfTestTolerance.app ? .pass : .fail
    return SelfTestFinding.weigh(
      [SelfTestFinding(.app, outcome, detail)], name: name, statement: statement, counted: [.app])
  }
}
