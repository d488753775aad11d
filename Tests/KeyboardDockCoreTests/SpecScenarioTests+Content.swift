import Foundation
import KeyboardDockCore
import Testing

extension SpecScenarioTests {
  /// A 2000-pt chat on Device A.
  static func chat(offsetY: CGFloat = 0, bottomInset: CGFloat = 0) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offsetY), contentInset: DockEdgeInsets(bottom: bottomInset),
      safeAreaInsets: DeviceA.safeArea)
  }

  @Test(
    "18. Scroll view, automatic, safe 34, baseline 10: inset 312, adjusted 346, indicator +302; hide → 10")
  func scenario18_scrollInsets() {
    // Given a scroll view whose own bottom inset is 10 (indicator 4).
    var scrollView = Self.chat(bottomInset: 10)
    scrollView.verticalScrollIndicatorInsets = DockEdgeInsets(bottom: 4)
    var adjuster = ScrollInsetAdjuster()

    // When the keyboard covers 336: the extra is 336 − 34, the safe area being in the adjusted inset.
    let shown = adjuster.plan(for: scrollView, obstruction: 336)
    #expect(shown.contentInset.bottom == 312)
    #expect(shown.applied(to: scrollView).adjustedContentInset.bottom == 346)
    #expect(shown.verticalScrollIndicatorInsets.bottom == 306)  // 4 + 302
    #expect(adjuster.appliedContentExtra == 302)
    #expect(adjuster.appliedIndicatorExtra == 302)

    // When it hides, with the insets as the scroll view now has them.
    scrollView = shown.applied(to: scrollView)
    let hidden = adjuster.plan(for: scrollView, obstruction: 0)

    // Then exactly the baseline again.
    #expect(hidden.contentInset == DockEdgeInsets(bottom: 10))
    #expect(hidden.verticalScrollIndicatorInsets == DockEdgeInsets(bottom: 4))
    #expect(adjuster.appliedContentExtra == 0)
  }

  @Test("19. Pinned chat: offset 1190 → 1492; offset 500 stays; dragging leaves the offset alone")
  func scenario19_pinnedChat() {
    // At the bottom: 2000 + 34 − 844 = 1190. With the keyboard: 2000 + 336 − 844 = 1492.
    var pinned = ScrollInsetAdjuster()
    let atBottom = pinned.plan(for: Self.chat(offsetY: 1190), obstruction: 336)
    #expect(atBottom.contentOffset == CGPoint(x: 0, y: 1492))

    var reading = ScrollInsetAdjuster()
    let midway = reading.plan(for: Self.chat(offsetY: 500), obstruction: 336)
    #expect(midway.contentOffset == nil)
    #expect(midway.contentInset.bottom == 302)

    var dragging = Self.chat(offsetY: 1190)
    dragging.isDragging = true
    var touched = ScrollInsetAdjuster()
    let whileDragging = touched.plan(for: dragging, obstruction: 336)
    #expect(whileDragging.contentOffset == nil)
    #expect(whileDragging.contentInset.bottom == 302)
  }

  @Test("20. Inverted chat: the keyboard inset goes to contentInset.top = 302")
  func scenario20_invertedChat() {
    // Flipped coordinates: the visual bottom (home indicator, 34) is the top edge.
    let inverted = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: -34), safeAreaInsets: DockEdgeInsets(top: 34, bottom: 47),
      isInverted: true)
    var adjuster = ScrollInsetAdjuster()
    let plan = adjuster.plan(for: inverted, obstruction: 336)
    #expect(plan.contentInset == DockEdgeInsets(top: 302))
    #expect(plan.verticalScrollIndicatorInsets == DockEdgeInsets(top: 302))
    // Newest message pinned: −(302 + 34).
    #expect(plan.contentOffset == CGPoint(x: 0, y: -336))
  }

  /// One step of scenario 23: the content's fitting height and the plan expected for it.
  struct GrowthStep: Sendable, CustomTestStringConvertible {
    let lines: Int
    let contentHeight: CGFloat
    let height: CGFloat
    let scrolls: Bool
    var testDescription: String {
      "\(lines) lines (\(contentHeight)) → \(height)\(scrolls ? ", scrolling" : "")"
    }
  }

  @Test(
    "23. Autogrow L = 20, insets 8 + 8, max 5 lines",
    arguments: [
      GrowthStep(lines: 1, contentHeight: 36, height: 36, scrolls: false),
      GrowthStep(lines: 5, contentHeight: 116, height: 116, scrolls: false),
      GrowthStep(lines: 6, contentHeight: 136, height: 116, scrolls: true),
      GrowthStep(lines: 4, contentHeight: 96, height: 96, scrolls: false),
    ])
  func scenario23_textGrowth(step: GrowthStep) {
    let configuration = TextGrowthConfiguration(lineHeight: 20, verticalInset: 16, maximumLineCount: 5)
    let plan = configuration.plan(contentHeight: step.contentHeight)
    #expect(plan == TextGrowthPlan(height: step.height, isScrollEnabled: step.scrolls, lineCount: step.lines))
    #expect(configuration.height(forLineCount: step.lines) == step.contentHeight)
  }

  @Test("24. Foreground with no first responder: hidden, with no notification")
  func scenario24_reconcileOnForeground() throws {
    // Given the keyboard shown when the app went to the background.
    var machine = try KeyboardStateMachine.shownOnDeviceA()

    // When the app returns and nothing is first responder (see *How the iOS keyboard behaves*, "Background
    // and foreground").
    let update = machine.reconcile(keyboardFrame: nil, at: 50, in: container)

    // Then hidden at once, the bar back on the safe area.
    let transition = try #require(update.transition)
    #expect(transition.animation.isImmediate)
    #expect(machine.state.phase == .hidden)
    #expect(machine.dockLayout(at: 50, in: container).bottomOffset == 34)
    #expect(machine.contentOverlap(at: 50, in: container) == 0)
    // Again: nothing left to do.
    #expect(machine.reconcile(keyboardFrame: nil, at: 51, in: container) == .unchanged)
  }
}
