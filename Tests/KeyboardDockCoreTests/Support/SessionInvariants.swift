import Foundation
import KeyboardDockCore

/// The invariants a keyboard session must keep at every instant, whatever UIKit sends.
///
/// Each check returns descriptions of the violations it found, so that a property test can
/// report the seed, the input and the time of the first one instead of thousands of issues.
enum SessionInvariants {
  /// Checks the bar's layout and the content overlap at `time`.
  ///
  /// - The keyboard's presented frame and every output are finite.
  /// - The bar never sits below its resting inset, and never below a followed docked keyboard's
  ///   top (plus the configured spacing): it never overlaps the keyboard.
  /// - A keyboard the bar does not follow (another app's, an undocked one) leaves it resting.
  /// - The content overlap lies between 0 and the container's height, and is 0 unless docked.
  /// - A hidden keyboard whose animation is over lifts nothing.
  static func layout(
    of machine: KeyboardStateMachine, at time: TimeInterval, in container: KeyboardContainer,
    configuration: DockConfiguration
  ) -> [String] {
    var problems: [String] = []
    let frame = machine.presentedFrame(at: time)
    if !frame.isFiniteRect { problems.append("presented frame \(frame) is not finite") }
    let layout = machine.dockLayout(at: time, in: container, configuration: configuration)
    let content = machine.contentOverlap(at: time, in: container)
    guard layout.bottomOffset.isFinite, layout.restingInset.isFinite, layout.keyboardOverlap.isFinite,
      content.isFinite
    else { return problems + ["non-finite output: \(layout), content \(content)"] }

    let safe = configuration.usesBottomSafeArea ? container.safeAreaInsets.bottom : 0
    let resting = max(safe, configuration.minimumBottomInset)
    if layout.restingInset != resting { problems.append("resting inset \(layout.restingInset) ≠ \(resting)") }
    if layout.bottomOffset < layout.restingInset { problems.append("bar below its resting inset: \(layout)") }

    if machine.phase(at: time) == .hidden, !machine.isAnimating(at: time) {
      // Hidden and at rest: whatever frame is left over (a container change can put a stale one
      // back on screen), nothing is lifted or covered.
      if layout.bottomOffset != layout.restingInset || content != 0 {
        problems.append(
          "hidden keyboard still lifts the bar or covers content: \(layout), content \(content)")
      }
      return problems
    }

    // The Slide Over correction belongs to the transition, decided where the keyboard rests
    // (see *How the iOS keyboard behaves*, "One correction per transition").
    let overlap = KeyboardGeometry.overlap(of: frame, with: machine.judged(container))
    let attachment = machine.state.attachment
    let followsLocality = machine.state.isLocal || configuration.followsNonLocalKeyboard
    if attachment?.isDocked == true, followsLocality {
      let keyboardEdge = overlap > 0 ? overlap + max(0, configuration.keyboardSpacing) : 0
      if layout.bottomOffset < keyboardEdge {
        problems.append("bar overlaps the keyboard: \(layout.bottomOffset) < \(keyboardEdge)")
      }
    } else if attachment?.isDocked != false || !configuration.followsUndockedKeyboard || !followsLocality {
      if layout.bottomOffset != layout.restingInset {
        problems.append(
          "bar follows a keyboard it must ignore: \(layout), attachment \(String(describing: attachment))")
      }
    }

    if content < 0 || content > container.bounds.height {
      problems.append("content overlap \(content) outside 0…\(container.bounds.height)")
    }
    if attachment?.isDocked != true, content != 0 {
      problems.append("undocked keyboard covers content: \(content)")
    }
    if attachment?.isDocked == true, content != overlap {
      problems.append("content overlap \(content) ≠ \(overlap)")
    }
    return problems
  }

  /// Checks that a transition never makes the bar jump or chase a frame.
  ///
  /// An animated one interrupting a visible or moving keyboard starts where the keyboard is; a hide ends off
  /// the screen, so the bar does not chase an on-screen frame and then snap to rest.
  static func transition(
    _ update: KeyboardUpdate, after prior: KeyboardStateMachine, in container: KeyboardContainer
  ) -> [String] {
    guard let transition = update.transition else { return [] }
    var problems: [String] = []
    let animation = transition.animation
    if !transition.fromFrame.isFiniteRect || !transition.to.frame.isFiniteRect || !animation.duration.isFinite
      || animation.duration < 0 || !animation.beginTime.isFinite
    {
      problems.append("non-finite transition \(transition)")
    }
    if transition.to.phase == .hiding || transition.to.phase == .hidden {
      let seen = transition.to.frame.intersection(container.screenBounds)
      if !seen.isNull, seen.width > 0, seen.height > 0 {
        problems.append("a hide ends on screen at \(transition.to.frame)")
      }
    }
    let begin = animation.beginTime
    // From hidden (a hide whose animation has ended, with or without its did), a show starts at its
    // begin frame; anything else starts where the keyboard is.
    if !animation.isImmediate, prior.phase(at: begin) != .hidden || prior.isAnimating(at: begin) {
      // A drag whose top is a notification's end with another height was that notification's
      // end value seen early: the keyboard really is at its resting frame.
      let presented =
        prior.state.phase == .interactive && transition.to.phase == .shown
          && transition.to.frame.minY.rounded() == prior.state.frame.minY.rounded()
          && transition.to.frame.height.rounded() != prior.restingFrame?.height.rounded()
        ? prior.restingFrame ?? prior.presentedFrame(at: begin) : prior.presentedFrame(at: begin)
      // A frame with no width and no height (`CGRect.zero`) has no position: a transition from or to
      // it starts at its end.
      let positionless = { (frame: CGRect) in frame.width.rounded() == 0 && frame.height.rounded() == 0 }
      if positionless(presented) || positionless(transition.to.frame) {
        if transition.fromFrame != transition.to.frame {
          problems.append("a transition from or to no position starts at \(transition.fromFrame)")
        }
      } else if transition.fromFrame != presented {
        problems.append("animated transition starts at \(transition.fromFrame), keyboard was at \(presented)")
      }
    }
    return problems
  }

  /// Checks a scroll-inset plan against the baseline the scroll view started with.
  ///
  /// Insets are never negative nor below their baseline, and the offset stays in range unless
  /// the user holds the content.
  static func scroll(
    _ plan: ScrollInsetPlan, baseline: ScrollViewGeometry, after: ScrollViewGeometry
  ) -> [String] {
    var problems: [String] = []
    let insets = [plan.contentInset, plan.verticalScrollIndicatorInsets]
    for inset in insets where !inset.isFinite || inset.top < 0 || inset.bottom < 0 {
      problems.append("scroll inset \(inset) negative or not finite")
    }
    let base = baseline.contentInset
    let tolerance: CGFloat = 1e-9
    if plan.contentInset.top < base.top - tolerance || plan.contentInset.bottom < base.bottom - tolerance {
      problems.append("content inset \(plan.contentInset) below its baseline \(base)")
    }
    if !after.isDragging, !after.isDecelerating {
      let range = after.verticalOffsetRange
      let y = after.contentOffset.y
      if y < range.lowerBound - tolerance || y > range.upperBound + tolerance {
        problems.append("offset \(y) outside \(range)")
      }
    }
    return problems
  }
}
