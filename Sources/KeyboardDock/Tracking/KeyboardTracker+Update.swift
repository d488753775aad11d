#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardTracker {
  /// A change to apply: the keyboard moved, settled, or the view it is measured against changed.
  ///
  /// Animate your layout to the values the tracker answers now (``KeyboardTracker/dockLayout(in:)``,
  /// ``KeyboardTracker/overlap(with:)``) with ``animation``, for example with
  /// ``KeyboardAnimator/animate(_:_:completion:)``.
  public struct Update: Sendable, Equatable {
    /// The keyboard's move: its start frame and end state in screen coordinates, and the
    /// animation. When only the container changed, the end state is the current one and the
    /// animation is the running keyboard animation, or an immediate one.
    public var transition: KeyboardTransition

    /// Creates an update.
    public init(transition: KeyboardTransition) {
      self.transition = transition
    }

    /// The keyboard's state at the end of the transition.
    public var state: KeyboardState { transition.to }

    /// The animation to run the change with: the keyboard's duration and curve, or immediate
    /// (duration 0) for interactive samples and geometry changes.
    public var animation: KeyboardAnimation { transition.animation }
  }
}
#endif
