import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The scroll view under the bar and the growing text inside it.
extension KeyboardDockDriver {
  /// The scroll view's insets for where the transition ends, and its offset following the bar.
  ///
  /// The scroll view avoids what covers its bottom: the bar, and a docked keyboard the bar does
  /// not follow (another app's), whichever covers more
  /// (<doc:HowTheKeyboardBehaves#Content-under-a-keyboard-the-bar-does-not-follow>). The insets
  /// change at once; the offset of content pinned to its newest edge is a value like the bar's,
  /// following the keyboard frame by frame. While the user drags or the content decelerates the
  /// offset is left alone.
  mutating func moveScrollView(_ motion: Motion, into actions: inout KeyboardDockActions) {
    // The bar's plan, just before, recorded the keyboard's frames for this input only.
    var samples = keyboardSamples ?? KeyboardSamples()
    samples.isRecording = false
    keyboardSamples = nil
    guard let container, let before = scrollView else { return }
    let cover = obstruction(in: container, at: motion.time)
    // The offset for each sampled frame, planned before the insets change.
    let offsets = adjuster.offsetPlanner(for: before, followsInteraction: motion.followsInteraction)
    // The user's drag of the keyboard, and the transition that ends it, leave the list where the
    // user left it, whatever its own flags say when UIKit posts the release's hide.
    let interaction = motion.followsInteraction
    let plan = adjuster.plan(
      for: before, obstruction: cover.obstruction(for: keyboard.model), followsInteraction: interaction)
    scrollView = plan.applied(to: before)
    noteNewestContent(into: &actions)
    var result = ScrollViewMotion(
      contentInset: plan.contentInset, verticalScrollIndicatorInsets: plan.verticalScrollIndicatorInsets,
      contentOffsetY: nil)
    let startY = before.contentOffset.y
    guard !before.isDragging, !before.isDecelerating, startY.isFinite else {
      scrollOffset = nil
      actions.scrollView = result
      return
    }
    let model = plan.contentOffset?.y ?? startY
    let (channel, change) = move(
      scrollOffset ?? RunningAnimations(startY), to: model, motion, samples: &samples
    ) { frame, overlap in
      offsets.offsetY(obstruction: cover.obstruction(for: frame, overlap: &overlap)) ?? startY
    }
    scrollOffset = channel
    if model != startY || change.keyframes != .remove || motion.placesAtOnce || !motion.plansKeyframes {
      result.contentOffsetY = change
    }
    actions.scrollView = result
  }

  /// How much of the scroll view's bottom the bar and an unfollowed keyboard cover, for a
  /// keyboard frame.
  private func obstruction(in container: KeyboardContainer, at time: TimeInterval) -> ObstructionRule {
    ObstructionRule(
      bar: barOffset(in: container, at: time), frame: scrollFrame, barHeight: barHeight,
      containerHeight: container.frameInScreen.height,
      covers: machine.isOnScreen(of: container) && machine.attachment(at: time)?.isDocked == true)
  }

  /// How much of the scroll view's bottom the bar and an unfollowed keyboard cover: a value, not
  /// a closure, so that planning allocates nothing for it.
  struct ObstructionRule {
    /// The bar's offset.
    let bar: BarOffsetRule
    /// The bar's height.
    let barHeight: CGFloat
    /// The container's height.
    let containerHeight: CGFloat
    /// Whether the keyboard itself covers the scroll view.
    let covers: Bool
    /// Whether the scroll view's frame in the container is a finite rectangle, its bottom edge and
    /// height, and the container's height below it.
    private let frameIsFinite: Bool
    private let frameMaxY: CGFloat
    private let frameHeight: CGFloat
    private let below: CGFloat

    /// A rule for the bar's offset `bar` over a scroll view at `frame`.
    init(bar: BarOffsetRule, frame: CGRect, barHeight: CGFloat, containerHeight: CGFloat, covers: Bool) {
      self.bar = bar
      self.barHeight = barHeight
      self.containerHeight = containerHeight
      self.covers = covers
      frameIsFinite = frame.isFiniteRect
      frameMaxY = frame.maxY
      frameHeight = frame.height
      below = containerHeight - frameMaxY
    }

    /// The obstruction over a keyboard at `keyboard`.
    func obstruction(for keyboard: SIMD4<Double>) -> CGFloat {
      var overlap = CGFloat.nan
      return obstruction(for: keyboard, overlap: &overlap)
    }

    /// The obstruction over a keyboard at `keyboard`, whose docked overlap is `measured` when not
    /// NaN; a docked overlap measured here is left there.
    func obstruction(for keyboard: SIMD4<Double>, overlap measured: inout CGFloat) -> CGFloat {
      // Measured once for the bar and the keyboard's own cover.
      if (covers || bar.followsDocked) && measured.isNaN { measured = bar.dockedOverlap(keyboard) }
      let overlap = covers || bar.followsDocked ? measured : 0
      let offset = bar.offset(for: keyboard, dockedOverlap: overlap)
      let layout = DockLayout(bottomOffset: offset, restingInset: 0, keyboardOverlap: 0)
      let barCover =
        frameIsFinite
        ? layout.obstruction(
          ofViewWithBottom: frameMaxY, height: frameHeight, barHeight: barHeight,
          containerHeight: containerHeight)
        : 0
      guard covers else { return barCover }
      // The part of the container's covered bottom that lies on the scroll view.
      let onView = min(max(0, overlap - (below.isFinite ? below : 0)), max(0, frameHeight))
      return max(barCover, onView.isFinite ? onView : 0)
    }
  }

  /// Plans the growing text view's cap for where the bar ends the current transition.
  ///
  /// The adapter gets the offset (`KeyboardDockActions.growthBottomOffset`) when it changes;
  /// with ``Configuration/textGrowth`` the driver plans the text view too and takes its height
  /// as the bar's.
  mutating func planGrowth(into actions: inout KeyboardDockActions) {
    let offset = targetLayout.bottomOffset
    if offset != growthBottomOffset {
      growthBottomOffset = offset
      actions.growthBottomOffset = offset
    }
    guard let growth = configuration.textGrowth, let container else { return }
    let chromeHeight = KeyboardDockLimits.length(growth.chromeHeight)
    let reservedHeight = KeyboardDockLimits.length(growth.reservedHeight) + chromeHeight
    let available = AvailableSpace.height(
      containerHeight: container.frameInScreen.height, topInset: container.safeAreaInsets.top,
      barBottomOffset: offset, reservedHeight: reservedHeight)
    let plan = growth.configuration.plan(
      contentHeight: contentHeight ?? growth.configuration.minimumHeight, availableHeight: available)
    guard plan != textGrowthPlan else { return }
    textGrowthPlan = plan
    barHeight = chromeHeight + plan.height
    actions.textGrowth = plan
  }
}
