import Foundation
import KeyboardDockTrace

/// How much of a run the instruments' evidence covered, and the minimum below which a check is
/// INCONCLUSIVE, never a pass.
///
/// The minimum: every settled step read by the UI test and seen in a still, and at least
/// ``minimumMeasuredFramesPerMotion`` measured video frames in each keyboard motion the steps caused (each
/// animation and each drag). It does not decide whether the evidence shows the bar in the right place:
/// the checks do.
package enum SelfTestCoverage {
  /// The fewest video frames with both the keyboard and the bar found that a keyboard motion needs: 8.
  ///
  /// A keyboard animation lasts about 0.25 s (15 frames at 60 Hz); a drag lasts longer.
  package static let minimumMeasuredFramesPerMotion = 8

  /// The still a file name holds, `still-<index>…png`: the step's index, or `nil` for another name.
  package static func stillIndex(_ file: String) -> Int? {
    let name = (file as NSString).lastPathComponent
    guard name.hasPrefix("still-") else { return nil }
    return Int(name.dropFirst("still-".count).prefix { $0.isNumber })
  }

  /// The keyboard motions the steps cause: one for each measured step whose expected keyboard differs from
  /// the step before it on the same chat (the first step of a chat follows no keyboard).
  package static func expectedMotions(_ steps: [SelfTestStepResult]) -> [String] {
    var motions: [String] = []
    var previous: (screen: String, keyboard: SelfTestKeyboardExpectation)?
    for step in steps where step.step.isMeasured && step.ending != .skipped {
      let before = previous?.screen == step.screen ? previous!.keyboard : .none
      if step.expectedKeyboard != before { motions.append("\(step.screen), \(step.step.name)") }
      previous = (step.screen, step.expectedKeyboard)
    }
    return motions
  }

  /// The video's keyboard motions: runs of frames over which the keyboard's top moves by more than the
  /// tolerance from frame to frame (or appears or goes), each with how many of its frames were measured.
  package struct Video: Sendable, Equatable {
    /// Each motion's measured frames (both edges found), in the video's order.
    package var measuredPerMotion: [Int]
    /// The frames read, and those measured.
    package var frameCount: Int
    package var measuredCount: Int

    /// Finds the motions in `rows`.
    package init(_ rows: [SelfTestPixelFrame]) {
      frameCount = rows.count
      measuredCount = rows.filter(\.isMeasured).count
      var motions: [Int] = []
      var index = 1
      while index < rows.count {
        guard Self.moved(rows[index - 1].keyboardTop, rows[index].keyboardTop) else {
          index += 1
          continue
        }
        // The frame before the first move shows the motion's start; it ends at the first still frame.
        var end = index + 1
        while end < rows.count, Self.moved(rows[end - 1].keyboardTop, rows[end].keyboardTop) { end += 1 }
        motions.append(rows[(index - 1)..<end].filter(\.isMeasured).count)
        index = end
      }
      measuredPerMotion = motions
    }

    /// The motions with at least the minimum of measured frames.
    package var coveredMotions: Int {
      measuredPerMotion.filter { $0 >= SelfTestCoverage.minimumMeasuredFramesPerMotion }.count
    }

    /// Whether the video covers `expected` motions.
    package func covers(_ expected: Int) -> Bool { coveredMotions >= expected && measuredCount > 0 }

    /// `3 keyboard motions with at least 8 measured frames (the steps caused 4); 40 of 5000 frames
    /// measured`.
    package func text(expected: Int) -> String {
      "\(coveredMotions) keyboard motions with at least \(SelfTestCoverage.minimumMeasuredFramesPerMotion) "
        + "measured frames (the steps caused \(expected)); \(measuredCount) of \(frameCount) frames measured"
    }

    private static func moved(_ before: Double?, _ after: Double?) -> Bool {
      switch (before, after) {
      case (nil, nil): false
      case (.some(let a), .some(let b)): abs(a - b) > SelfTestTolerance.pixels
      default: true
      }
    }
  }
}
