import Foundation

/// When and how a framework that may not change its state during its own updates (SwiftUI)
/// shows a keyboard update: the rule behind the SwiftUI environment's keyboard snapshot.
///
/// A transition the keyboard animates starts inside its notification handler, outside any
/// framework update: it is shown at once, with the values where it ends and the keyboard's
/// animation, so what a view derives from them animates with the keyboard. An update from a
/// per-frame sample, or any update during the user's drag, arrives in the layout pass that
/// carries the keyboard's new frame and must reach the view before that frame is drawn: it is
/// shown at once, as it is, without animation. Every other immediate update — the first
/// measurement, a geometry change, a settled phase — can arrive while the framework inserts or
/// lays out the view it measures, so it is shown on the next turn, read afresh.
package enum KeyboardUpdateDelivery: Sendable, Equatable {
  /// Now, with this animation and the values where the transition ends.
  case animated(KeyboardAnimation)
  /// Now, without animation, with the values of this instant.
  case immediate
  /// On the next main-actor turn, without animation, with the values of that instant.
  case nextTurn

  /// The delivery of an update.
  ///
  /// - Parameters:
  ///   - animation: The update's animation (`KeyboardTransition/animation`).
  ///   - phase: The phase the update ends in.
  ///   - isFromFrameSample: Whether a per-frame sample caused it, in a layout pass.
  package init(animation: KeyboardAnimation, phase: KeyboardPhase, isFromFrameSample: Bool) {
    if !animation.isImmediate {
      self = .animated(animation)
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
  /// animates gives its animation, for SwiftUI to run in the same transaction. A scroll view
  /// whose offset the driver moves (`plansContentOffset`) keeps its inset set at once, as UIKit's
  /// scroll views under the dock do: its content rides with the offset's motion instead.
  ///
  /// - Parameters:
  ///   - animation: The animation of the transition that planned the inset
  ///     (``KeyboardDockActions/transition``), or `nil` when no transition did.
  ///   - plansContentOffset: Whether the driver moves the offset of the scroll view that shows
  ///     the content.
  package static func contentInsetAnimation(
    for animation: KeyboardAnimation?, plansContentOffset: Bool
  ) -> KeyboardAnimation? {
    guard let animation, !animation.isImmediate, !plansContentOffset else { return nil }
    return animation
  }
}
