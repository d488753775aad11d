import Foundation
import KeyboardDockTrace

/// Everything the judge weighs: what the app observed and how its steps went, and what the instruments
/// outside the app read (`nil` where an instrument did not run).
package struct SelfTestEvidence: Sendable, Equatable {
  /// The app's probes and monitor.
  package var observations: SelfTestObservations
  /// The steps, in the order they ran; a step's index is its marker's.
  package var steps: [SelfTestStepResult]
  /// The UI test's readings, or `nil` when it did not run.
  package var accessibility: [SelfTestAccessibilityReading]?
  /// The screen recording's frames, or `nil` when none was measured.
  package var pixels: [SelfTestPixelFrame]?
  /// The UI test's lossless stills, one per settled step (`still-<index>…png`), measured by
  /// `kbdock frames`; `nil` when none was.
  package var stills: [SelfTestPixelFrame]?
  /// The app's trace measured by kbdock's measurement (the monitor's frames inside the recorder's
  /// windows), or `nil` without a measured frame.
  package var measurement: ReplayMeasurement?

  /// Creates evidence.
  package init(
    observations: SelfTestObservations, steps: [SelfTestStepResult],
    accessibility: [SelfTestAccessibilityReading]? = nil, pixels: [SelfTestPixelFrame]? = nil,
    stills: [SelfTestPixelFrame]? = nil, measurement: ReplayMeasurement? = nil
  ) {
    self.stills = stills
    self.measurement = measurement
    self.observations = observations
    self.steps = steps
    self.accessibility = accessibility
    self.pixels = pixels
  }

  /// The UI test's settled readings matched to the app's steps.
  ///
  /// A reading counts for the step at its index only when it names the same chat and step; the others are
  /// listed in `mismatches`. Readings taken before a touch (``SelfTestAccessibilityReading/isBeforeTouch``)
  /// are not matched here.
  package var matchedReadings: (byStep: [Int: SelfTestAccessibilityReading], mismatches: [String]) {
    var byStep: [Int: SelfTestAccessibilityReading] = [:]
    var mismatches: [String] = []
    // The readings taken before a touch are the step's start, not its settled end.
    for reading in accessibility ?? [] where !reading.isBeforeTouch {
      guard steps.indices.contains(reading.index) else {
        mismatches.append("reading \(reading.index) has no step")
        continue
      }
      let step = steps[reading.index]
      guard step.screen == reading.screen, step.step.name == reading.step else {
        mismatches.append(
          "reading \(reading.index) names \(reading.screen), \(reading.step); the step is \(step.screen), "
            + step.step.name)
        continue
      }
      guard byStep[reading.index] == nil else {
        mismatches.append("reading \(reading.index) repeated")
        continue
      }
      byStep[reading.index] = reading
    }
    return (byStep, mismatches)
  }

  /// The steps that ran and are measured, with their indices.
  var measuredSteps: [(index: Int, result: SelfTestStepResult)] {
    steps.enumerated().filter { $0.element.step.isMeasured && $0.element.ending != .skipped }
      .map { ($0.offset, $0.element) }
  }
}

extension SelfTestAccessibilityReading {
  /// Whether the snapshot held a software keyboard: a keyboard element at least
  /// ``SelfTestKeyboardExpectation/minimumSoftwareKeyboardHeight`` tall.
  package var hasSoftwareKeyboard: Bool {
    guard keyboardCount > 0, let keyboard, keyboard.isValid else { return false }
    return keyboard.height >= SelfTestKeyboardExpectation.minimumSoftwareKeyboardHeight
  }

  /// The keyboard as the report gives it: `keyboard 336 pt` or `no keyboard`.
  var keyboardText: String {
    guard keyboardCount > 0, let keyboard else { return "no keyboard" }
    return "keyboard \(SelfTestFormat.number(keyboard.height)) pt"
  }

  /// Where the bar's bottom belongs in the snapshot: on the keyboard's top, or on the app's safe area's
  /// bottom while the keyboard covers less (kbdock's rule), in points from the snapshot's top.
  package var barBottomTarget: Double {
    let resting = app.maxY - max(0, safeAreaBottom.isFinite ? safeAreaBottom : 0)
    guard keyboardCount > 0, let keyboard, keyboard.isValid, keyboard.height > 0 else { return resting }
    return min(keyboard.minY, resting)
  }

  /// The bar's bottom less where it belongs, in points: positive for a gap above the keyboard, negative for
  /// an overlap; `nil` without the bar.
  package var barDifference: Double? {
    guard let bar, bar.isValid, app.isValid else { return nil }
    return barBottomTarget - bar.maxY
  }
}
