#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardTracker {
  /// A change to apply: the keyboard moved, settled, or the view it is measured against changed.
  ///
  /// Move a bar docked at the bottom of the tracked view with ``barMotion``, applied where the
  /// update arrives (``DockValueMotion/applyToDockedBar(_:)``). An update can arrive during a
  /// layout pass or inside UIKit's animation block (``KeyboardTracker/onUpdate``). Animate with
  /// ``animation`` (``KeyboardAnimator/animate(_:_:completion:)``) only changes of your own that
  /// should move on the keyboard's curve toward the end values
  /// (``KeyboardTracker/overlap(with:)``): a docked bar's offset is not linear in the keyboard's
  /// position, so one animation to its end value runs ahead of the keyboard.
  public struct Update: Sendable, Equatable {
    /// The keyboard's move: its start frame and end state in screen coordinates, and the animation.
    ///
    /// When only the container changed, the end state is the current one and the animation is the
    /// running keyboard animation, or an immediate one.
    public var transition: KeyboardTransition

    /// Whether the update comes from a per-frame sample, delivered during a layout pass: a sample
    /// of interactive dismissal (``Configuration/frameSource``), or a change of the view's geometry
    /// measured with it.
    ///
    /// `false` for keyboard notifications and other geometry changes.
    ///
    /// Such an update must reach a bar before the frame is drawn, so apply it at once (as a
    /// constraint constant and `setNeedsLayout()`), never on a later turn.
    public var isFromFrameSample: Bool

    /// How a bar docked at the bottom of the tracked view moves, or `nil` when it stays.
    ///
    /// Apply it at once, where the update arrives (``DockValueMotion/applyToDockedBar(_:)``):
    /// inside a keyboard notification handler UIKit animates the bar with the keyboard.
    public var barMotion: DockValueMotion?

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - transition: The keyboard's move.
    ///   - isFromFrameSample: Whether a per-frame sample caused it. Defaults to `false`.
    ///   - barMotion: How a docked bar moves. Defaults to `nil`.
    public init(
      transition: KeyboardTransition, isFromFrameSample: Bool = false, barMotion: DockValueMotion? = nil
    ) {
      self.transition = transition
      self.isFromFrameSample = isFromFrameSample
      self.barMotion = barMotion
    }

    /// The keyboard's state at the end of the transition.
    public var state: KeyboardState { transition.to }

    /// The keyboard's animation for this change: its duration and curve, or immediate (duration 0)
    /// for interactive samples and geometry changes.
    ///
    /// When it is not immediate, ``KeyboardTracker/onFrame``, if set, is called on every frame
    /// until its end.
    public var animation: KeyboardAnimation { transition.animation }
  }
}
#endif
