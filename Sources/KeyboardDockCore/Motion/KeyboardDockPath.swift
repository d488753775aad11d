import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The engine's dock layout along the machine's latest transition, as a function of the
/// keyboard's progress rather than of a clock.
///
/// For the progress the machine's own curve gives at an instant, it answers exactly what
/// `KeyboardStateMachine.dockLayout(at:in:configuration:)` answers at that instant while the
/// transition animates: the keyboard's frame interpolated from the transition's start to its end,
/// with the attachment and locality of the transition's end state.
package struct KeyboardDockPath: Sendable {
  /// The keyboard's frame at the transition's start, in screen coordinates.
  package let fromFrame: CGRect
  /// The keyboard's frame at the transition's end, in screen coordinates.
  package let toFrame: CGRect
  /// The attachment while the keyboard moves: the end state's, or `nil` for a keyboard on another
  /// screen than the container's.
  package let attachment: KeyboardAttachment?
  /// Whether this app raised the keyboard.
  package let isLocal: Bool
  /// The view the bar docks in.
  package let container: KeyboardContainer
  /// The dock rules.
  package let configuration: DockConfiguration

  /// The path of `machine`'s latest transition against `container`.
  package init(machine: KeyboardStateMachine, container: KeyboardContainer, configuration: DockConfiguration)
  {
    self.fromFrame = machine.fromFrame
    self.toFrame = machine.state.frame
    self.attachment = machine.isOnScreen(of: container) ? machine.state.attachment : nil
    self.isLocal = machine.state.isLocal
    self.container = machine.judged(container)
    self.configuration = configuration
  }

  /// The bar's bottom offset when the keyboard is `progress` of the way (0 at the start, 1 at
  /// the end; a spring may overshoot).
  ///
  /// Each edge is interpolated as `KeyboardAnimation.frame(from:to:at:)` does, so frames near
  /// the largest finite values give the engine's answer rather than an overflow.
  package func bottomOffset(atProgress progress: Double) -> CGFloat {
    let p = CGFloat(progress)
    let frame = CGRect(
      x: KeyboardAnimation.interpolate(fromFrame.minX, toFrame.minX, p),
      y: KeyboardAnimation.interpolate(fromFrame.minY, toFrame.minY, p),
      width: KeyboardAnimation.interpolate(fromFrame.width, toFrame.width, p),
      height: KeyboardAnimation.interpolate(fromFrame.height, toFrame.height, p))
    return DockLayout.resolve(
      keyboardFrame: frame, attachment: attachment, isLocal: isLocal, in: container,
      configuration: configuration
    ).bottomOffset
  }
}
