import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The app's pause of the dock (`KeyboardDockInput.pause(isPaused:at:)`): the keyboard is followed,
// the bar and the scroll view are not moved, and resuming catches up.
extension KeyboardDockDriver {
  /// Pauses or resumes.
  ///
  /// Resuming plans the bar and the scroll view again for the keyboard as it is now, as a change of
  /// the bar's height does: the model value set at once, keyframes that follow a keyboard animation
  /// still under way.
  mutating func setPaused(_ paused: Bool, at time: TimeInterval) -> KeyboardDockActions {
    guard paused != isPaused else { return KeyboardDockActions() }
    isPaused = paused
    guard !paused else { return KeyboardDockActions() }
    var actions = replanContent(at: time, placesAtOnce: false)
    planGrowth(into: &actions)
    return actions
  }

  /// Handles `input` while paused: the keyboard's state, the scroll view as measured and the
  /// growing text go on as always, but the bar's and the scroll view's channels, and what the
  /// adjuster added, stay as they were, and the answer asks for no move of either.
  mutating func handlePaused(_ input: KeyboardDockInput) -> KeyboardDockActions {
    let resting = (
      bar: bar, scroll: scrollOffset, geometry: scrollView, adjuster: adjuster, growth: growthBottomOffset
    )
    var actions = handleAdmitted(input)
    if actions.bar != nil { bar = resting.bar }
    if actions.scrollView != nil {
      scrollOffset = resting.scroll
      scrollView = resting.geometry
      adjuster = resting.adjuster
    }
    growthBottomOffset = resting.growth
    actions.bar = nil
    actions.scrollView = nil
    actions.growthBottomOffset = nil
    actions.replacesContainerAnswer = false
    return actions
  }
}
