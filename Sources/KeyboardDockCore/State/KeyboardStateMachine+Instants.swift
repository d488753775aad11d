import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Answers for an instant that adapters pass on as they are.
extension KeyboardStateMachine {
  /// The instant a query answers for: `time`, or the end of the current transition when `time`
  /// is not finite.
  package func instant(_ time: TimeInterval) -> TimeInterval {
    time.isFinite ? time : animation.endTime
  }

  /// The latest transition's animation while it runs at `time`, else `nil`: from its end on, and
  /// always for immediate changes such as interactive samples.
  package func runningAnimation(at time: TimeInterval) -> KeyboardAnimation? {
    isAnimating(at: time) ? animation : nil
  }

  /// The keyboard's frame at the end of the latest transition, for reconciling with what the
  /// keyboard layout guide shows: `nil` before any keyboard was seen.
  package var lastKnownFrame: CGRect? {
    state.attachment == nil ? nil : state.frame
  }

  /// The keyboard's frame at the end of the current transition in `container`'s coordinates, or
  /// `nil` when `attachment(at:)` is `nil` at `time` (hidden and no longer moving).
  package func endFrame(at time: TimeInterval, in container: KeyboardContainer) -> CGRect? {
    attachment(at: time) == nil ? nil : KeyboardGeometry.frame(state.frame, in: container)
  }

  /// How much of `container` the keyboard and an input accessory view on it cover at the end of
  /// the current transition, for content avoidance in accessory mode
  /// (`ContentAvoidance.accessoryModeCover(keyboardFrame:accessoryFrame:in:)`): an undocked or
  /// hidden keyboard leaves only the accessory.
  package func accessoryModeCover(accessoryFrame: CGRect?, in container: KeyboardContainer) -> CGFloat {
    let docked = attachment(at: animation.endTime)?.isDocked == true
    return ContentAvoidance.accessoryModeCover(
      keyboardFrame: docked ? state.frame : nil, accessoryFrame: accessoryFrame, in: container)
  }
}
