import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The figures over a run of frames: the largest gap and overlap, the frames off, and the frames that
/// measured nothing.
///
/// A frame is off when its gap or overlap exceeds ``tolerance(scale:)``. No frame measured is no evidence,
/// never a pass.
package struct FrameVerdict: Sendable, Equatable {
  /// The frames read.
  package var frameCount = 0
  /// The frames that showed both the keyboard and the bar's hairline.
  package var measuredCount = 0
  /// The largest gap, in points.
  package var maxGap = 0.0
  /// The largest overlap, in points.
  package var maxOverlap = 0.0
  /// The measured frames off by more than the tolerance.
  package var framesOff = 0
  /// The frames with the background marker and a keyboard but no hairline (see
  /// ``FramePlacement/hidesHairline``); they count as off.
  package var hiddenHairlines = 0
  /// The frames with no keyboard.
  package var framesWithoutKeyboard = 0
  /// The tolerance the frames were judged with, in points.
  package let tolerance: Double

  /// How a run of frames ended.
  package enum Outcome: Sendable, Equatable {
    /// Frames were measured and none was off.
    case pass
    /// A frame was off, or hid the hairline under the keyboard.
    case fail
    /// No frame showed both the keyboard and the bar.
    case noEvidence
  }

  /// Starts a verdict for frames at `scale` pixels per point.
  ///
  /// The tolerance does not depend on the scale: it is ``SelfTestTolerance/pixels`` (1 pt), the judge's.
  package init(scale: Double) {
    tolerance = Self.tolerance(scale: scale)
  }

  /// A frame is off beyond this many points: ``SelfTestTolerance/pixels``, 1 pt at every scale, the
  /// tolerance the judge applies to the same rows.
  package static func tolerance(scale: Double) -> Double {
    SelfTestTolerance.pixels
  }

  /// Adds the next frame.
  package mutating func add(_ frame: FramePlacement) {
    frameCount += 1
    if frame.keyboardTop == nil { framesWithoutKeyboard += 1 }
    if frame.hidesHairline { hiddenHairlines += 1 }
    guard let gap = frame.gap, let overlap = frame.overlap else { return }
    measuredCount += 1
    maxGap = max(maxGap, gap)
    maxOverlap = max(maxOverlap, overlap)
    if gap > tolerance || overlap > tolerance { framesOff += 1 }
  }

  /// The outcome so far.
  package var outcome: Outcome {
    if framesOff > 0 || hiddenHairlines > 0 { return .fail }
    return measuredCount > 0 ? .pass : .noEvidence
  }
}
