import Foundation

@testable import KeyboardDockCore

// The keyboard on a machine's latest transition, along that transition's own curve from its
// notification: what the tests that drive a machine alone compare against. The machine itself
// evaluates no curve (the driver is the one belief about where the keyboard is).
extension KeyboardStateMachine {
  /// The keyboard's frame at `time`, in screen coordinates, on the latest transition's curve.
  func presentedFrame(at time: TimeInterval) -> CGRect {
    animation.frame(from: fromFrame, to: state.frame, at: time)
  }

  /// The bar's layout at `time` on ``presentedFrame(at:)``.
  func dockLayout(
    at time: TimeInterval, in container: KeyboardContainer, configuration: DockConfiguration = .default
  ) -> DockLayout {
    DockLayout.resolve(
      keyboardFrame: presentedFrame(at: time),
      attachment: isOnScreen(of: container) ? attachment(at: time) : nil,
      isLocal: state.isLocal, in: judged(container), configuration: configuration)
  }

  /// The height of `container` the keyboard covers at `time` on ``presentedFrame(at:)``.
  func contentOverlap(at time: TimeInterval, in container: KeyboardContainer) -> CGFloat {
    guard isOnScreen(of: container), let attachment = attachment(at: time), attachment.isDocked else {
      return 0
    }
    return KeyboardGeometry.overlap(of: presentedFrame(at: time), with: judged(container))
  }
}
