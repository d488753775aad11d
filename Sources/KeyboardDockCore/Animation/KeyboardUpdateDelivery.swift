import Foundation

/// When and how a framework that may not change its state during its own updates (SwiftUI)
/// shows a keyboard update: the rule behind the SwiftUI environment's keyboard snapshot and the
/// keyboard modifiers' content inset.
///
/// A transition the keyboard animates starts inside its notification handler, and that handler
/// can run inside a framework update: a SwiftUI `@FocusState` change makes the text field first
/// responder while SwiftUI updates its views, and UIKit posts the *will* notification there,
/// where publishing is not allowed ("Publishing changes from within view updates"). So it is
/// shown before the turn's Core Animation commit, outside any update — at the end of the run-loop
/// turn, where the tracker ends it, or on the next main-actor turn when the turn has ended
/// already — with the values where it ends and the keyboard's animation with the spring read in
/// its handler. The framework lays its views out in the commit that runs the keyboard's
/// animation, so what a view derives from them animates with the keyboard; a docked bar is moved
/// in UIKit inside the handler, and is not delayed. An update from a per-frame sample, or any
/// update during the user's drag, arrives in the layout pass that carries the keyboard's new
/// frame and must reach the view before that frame is drawn: it is shown at once, as it is,
/// without animation — once per drag: the update that starts it, and the one that ends it (its
/// first in another phase). The drag's frames in between are not shown: the bar is moved by its
/// position in UIKit, and a snapshot per frame (120 Hz) would re-evaluate every view that reads
/// it. Every other immediate update — the first measurement, a geometry change, a
/// settled phase — can arrive while the framework inserts or lays out the view it measures, so
/// it is shown on the next turn, read afresh.
package enum KeyboardUpdateDelivery: Sendable, Equatable {
  /// Before the turn's commit, outside any framework update, with this animation and the values
  /// where the transition ends.
  case beforeCommit(KeyboardAnimation)
  /// Now, without animation, with the values of this instant.
  case immediate
  /// On the next main-actor turn, without animation, with the values of that instant.
  case nextTurn
  /// Not shown: a frame of a drag whose start was shown. The drag's end shows what changed.
  case skipped

  /// The delivery of an update.
  ///
  /// - Parameters:
  ///   - animation: The update's animation (`KeyboardTransition/animation`).
  ///   - phase: The phase the update ends in.
  ///   - isFromFrameSample: Whether a per-frame sample caused it, in a layout pass.
  ///   - keyboardSpring: The spring the keyboard runs, as read in its handler
  ///     (`KeyboardDockDriver/keyboardSpring`): an animation that names none runs it.
  ///   - shownPhase: The phase of what was last shown, or `nil` when nothing was: an immediate
  ///     update of a drag that was shown already is ``skipped``.
  package init(
    animation: KeyboardAnimation, phase: KeyboardPhase, isFromFrameSample: Bool,
    keyboardSpring: KeyboardSpringParameters, shownPhase: KeyboardPhase? = nil
  ) {
    if !animation.isImmediate {
      var animation = animation
      animation.spring = animation.spring ?? keyboardSpring
      self = .beforeCommit(animation)
    } else if phase == .interactive, shownPhase == .interactive {
      self = .skipped
    } else if isFromFrameSample || phase == .interactive {
      self = .immediate
    } else {
      self = .nextTurn
    }
  }
}

extension KeyboardUpdateDelivery {
  /// The animation a planned content inset is shown with, or `nil` to set it at once.
  ///
  /// SwiftUI lays its content out with a new inset in its own update, after the handler, outside
  /// UIKit's animation block: set without animation, content that does not scroll would jump to
  /// where the transition ends while the keyboard still slides. So a transition the keyboard
  /// animates gives its animation, with the spring read in the keyboard's handler, for SwiftUI to
  /// run in the same transaction: the driver's answer names none, and SwiftUI would otherwise run
  /// the system's spring. A scroll view
  /// whose offset the driver moves (`plansContentOffset`) keeps its inset set at once, as UIKit's
  /// scroll views under the dock do: its content rides with the offset's motion instead.
  ///
  /// - Parameters:
  ///   - animation: The animation of the transition that planned the inset
  ///     (``KeyboardDockActions/transition``), or `nil` when no transition did.
  ///   - plansContentOffset: Whether the driver moves the offset of the scroll view that shows
  ///     the content.
  ///   - keyboardSpring: The spring the keyboard runs, as read in its handler
  ///     (`KeyboardDockDriver/keyboardSpring`): an animation that names none runs it.
  package static func contentInsetAnimation(
    for animation: KeyboardAnimation?, plansContentOffset: Bool, keyboardSpring: KeyboardSpringParameters
  ) -> KeyboardAnimation? {
    guard var animation, !animation.isImmediate, !plansContentOffset else { return nil }
    animation.spring = animation.spring ?? keyboardSpring
    return animation
  }
}
