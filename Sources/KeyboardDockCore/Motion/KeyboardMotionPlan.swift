import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a docked bar does from the moment the keyboard's Core Animation transaction commits:
/// an immediate placement, or an animation over the keyboard's own duration along the engine's
/// dock path.
///
/// Computed once, when a keyboard notification is handled, from the state machine's transition,
/// the container and the dock rules. Time 0 of the plan is the commit of the transaction the
/// notification handler runs in, which is when the keyboard's own animation begins; the plan
/// never needs to know when that is. The bar's path is the dock layout as the keyboard moves
/// from the transition's start to its end along its curve — `max(keyboard overlap + spacing,
/// resting inset)` with the tab bar, undocked and non-local rules — which is not linear in the
/// keyboard's position. It is held as keyframes
/// (``KeyframePath``) dense enough that linear interpolation stays within 0.1 pt of the engine,
/// so Core Animation runs it in the render server, in step with the keyboard, with no per-frame
/// work on the main thread.
///
/// A plan is immediate when the transition is (a zero duration, a *did* notification, a
/// stationary focus change, an interactive sample), when the bar does not move, and when the
/// caller makes one with `immediate(_:)` for a rotation or a sheet that moved.
package struct KeyboardMotionPlan: Sendable, Equatable {
  /// The bar's bottom offset over the transition (`DockLayout.bottomOffset`), in points above
  /// the container's bottom edge.
  package var bottomOffset: KeyframePath
  /// The bar's layout at the end of the transition: the layout to apply as the bar's model value.
  package var finalLayout: DockLayout

  /// Creates a plan from its parts.
  package init(bottomOffset: KeyframePath, finalLayout: DockLayout) {
    self.bottomOffset = bottomOffset
    self.finalLayout = finalLayout
  }

  /// A plan that puts the bar at `layout` at once.
  package static func immediate(_ layout: DockLayout) -> KeyboardMotionPlan {
    KeyboardMotionPlan(bottomOffset: .immediate(layout.bottomOffset), finalLayout: layout)
  }

  /// `true` when the bar moves at once, without animation.
  package var isImmediate: Bool { bottomOffset.isImmediate }

  /// How long the bar moves, in seconds; `0` when immediate.
  package var duration: TimeInterval { isImmediate ? 0 : bottomOffset.duration }

  /// The plan for the machine's latest transition.
  ///
  /// - Parameters:
  ///   - machine: The state machine, just after it handled the input that started the
  ///     transition.
  ///   - container: The view the bar docks in.
  ///   - configuration: The dock rules. Defaults to `.default`.
  ///   - presentedBottomOffset: Where the bar is shown now, if it may be elsewhere than the
  ///     engine's start (an animation the transition interrupts): the plan starts there and
  ///     blends into the engine's path as the keyboard moves, by `1 − progress`. `nil` (the
  ///     default) or a non-finite value starts on the engine's path, and so does a value so far
  ///     off that the blend overflows.
  ///   - spring: The keyboard's spring as read at run time, or `nil` (the default) for the
  ///     model's (``KeyboardSpringParameters/keyboard``). Used only for spring curves, and only
  ///     when `KeyboardSpringParameters.isValid`.
  ///   - elapsed: How far into the keyboard's animation the plan starts, in seconds; `0` (the
  ///     default) for a plan made while handling the notification. A plan made later, for a
  ///     container that changed while the keyboard moves, covers what is left of it. Values
  ///     that are negative or not finite count as `0`; at or past the animation's end the plan
  ///     is immediate.
  ///   - containerDidChange: `true` when the container changed with this transition (a rotation,
  ///     a resize, a sheet that moved): the plan is immediate, so the bar rides along with
  ///     UIKit's own animation of that change rather than a path computed for one container.
  ///     Defaults to `false`.
  /// - Returns: An immediate plan to the end layout when the transition is immediate or the bar
  ///   does not move. For a container that is not valid (`KeyboardContainer.isValid`), an
  ///   immediate plan to the resting layout on its bottom safe area (`0` if that is not finite
  ///   either), as if no keyboard were shown.
  package init(
    for machine: KeyboardStateMachine,
    in container: KeyboardContainer,
    configuration: DockConfiguration = .default,
    presentedBottomOffset: CGFloat? = nil,
    spring: KeyboardSpringParameters? = nil,
    elapsed: TimeInterval = 0,
    containerDidChange: Bool = false
  ) {
    guard container.isValid else {
      self = .immediate(.resting(on: container.safeAreaInsets, configuration: configuration))
      return
    }
    let final = machine.targetDockLayout(in: container, configuration: configuration)
    let start = elapsed.isFinite ? max(0, elapsed) : 0
    guard !containerDidChange,
      let timing = KeyboardMotionTiming(machine.animation, observedSpring: spring),
      start < timing.duration
    else {
      self = .immediate(final)
      return
    }
    let path = KeyboardDockPath(machine: machine, container: container, configuration: configuration)
    let remaining = timing.duration - start
    let startProgress = timing.progress(atElapsed: start)
    let startValue = path.bottomOffset(atProgress: startProgress)
    let offset: CGFloat =
      if let presentedBottomOffset, presentedBottomOffset.isFinite {
        presentedBottomOffset - startValue
      } else {
        0
      }
    func keyframes(blending offset: CGFloat) -> KeyframePath {
      KeyframePath.sampling(duration: remaining, finalValue: final.bottomOffset) { fraction in
        let progress = timing.progress(atElapsed: start + fraction * remaining)
        // The blend from where the bar is shown fades as the keyboard moves from where it is.
        let fade = startProgress < 1 ? (1 - progress) / (1 - startProgress) : 0
        return path.bottomOffset(atProgress: progress) + offset * CGFloat(fade)
      }
    }
    // A presented offset so far off that the blend overflows is ignored, like a non-finite one.
    let blended = keyframes(blending: offset)
    let keyframes = blended.values.allSatisfy(\.isFinite) ? blended : keyframes(blending: 0)
    guard keyframes.values.allSatisfy(\.isFinite) else {
      self = .immediate(final)
      return
    }
    if keyframes.values.allSatisfy({ $0 == final.bottomOffset }) {
      self = .immediate(final)
    } else {
      self.init(bottomOffset: keyframes, finalLayout: final)
    }
  }

  /// The bar's bottom offset `elapsed` seconds after the transaction committed, as Core
  /// Animation shows the plan (see `KeyframePath.value(atElapsed:)`).
  package func value(atElapsed elapsed: TimeInterval) -> CGFloat {
    bottomOffset.value(atElapsed: elapsed)
  }
}
