import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// KeyboardDock's engine as the UIKit layer drives it: `KeyboardStateMachine`, `DockLayout`,
/// `ScrollInsetAdjuster` and `TextGrowthConfiguration` from the core, fed only what UIKit
/// delivers.
///
/// With ``StrategyExecution/Transitions/renderServer`` it is KeyboardDock: a notification's
/// handler makes the core's `KeyboardMotionPlan`, the value the UIKit layer commits, and adds it
/// to the bar's layer, so it runs from the keyboard's commit; samples place the bar in their
/// layout pass; a container that changes while the keyboard moves gets a plan for what is left
/// of the keyboard's animation (one that changes with a notification, a rotation, places the bar
/// at once). With ``StrategyExecution/Transitions/displayLink`` it is the
/// ``BaselineModel/displayLink`` baseline, KeyboardDock's earlier design: the same engine, its
/// model anchored at the notification's arrival, placed on every display-link frame.
///
/// Notifications and samples are validated as the UIKit layer validates them; rejected ones
/// are dropped. After every input the scroll view's insets are planned for the obstruction the
/// bar's target layout makes (the bar sits on the keyboard, so it covers the keyboard too), or
/// for the keyboard alone if another app's keyboard covers more (see *How the iOS keyboard behaves*, "Multitasking").
struct KeyboardDockStrategy: PlacementStrategy {
  let execution: StrategyExecution
  var name: String { isBaselineModel ? BaselineModel.displayLink.label : "KeyboardDock" }
  var isBaselineModel: Bool { execution.transitions == .displayLink }
  private(set) var initialOffset = 0.0
  private(set) var machine = KeyboardStateMachine()
  private(set) var container: KeyboardContainer
  private let configuration: DockConfiguration
  private let text: ScenarioText?
  private let baseBarHeight: CGFloat
  /// The bar's current height, in points.
  private(set) var barHeight: CGFloat
  private var contentHeight: CGFloat
  private var adjuster = ScrollInsetAdjuster()
  private(set) var scrollView: ScrollViewGeometry?
  private var lastObstruction = -1.0
  /// `true` while the display link places the bar (display-link execution only).
  private var linkRuns = false
  /// `true` when the container changed in the current run-loop turn.
  private var containerChangedInTurn = false

  init(timeline: ReplayTimeline, transitions: StrategyExecution.Transitions = .renderServer) {
    execution = StrategyExecution(transitions: transitions, samples: .layoutPass)
    container = timeline.container
    configuration = timeline.dock.configuration
    text = timeline.text
    baseBarHeight = timeline.dock.barHeight
    barHeight = timeline.dock.barHeight
    contentHeight = timeline.text?.contentHeight ?? timeline.text?.growth.minimumHeight ?? 0
    if let scroll = timeline.scroll {
      scrollView = ScrollSetUp.geometry(scroll, in: timeline.container)
    }
    updateBarAndScrollView()
    if var geometry = scrollView, let scroll = timeline.scroll, scroll.contentOffset == nil {
      ScrollSetUp.scrollToNewest(&geometry)
      scrollView = geometry
    }
    initialOffset = Double(
      machine.dockLayout(at: timeline.startTime, in: container, configuration: configuration).bottomOffset)
  }

  mutating func receive(_ record: KeyboardTraceRecord, bar: inout BarLayer) {
    let time = record.time
    var update = KeyboardUpdate.unchanged
    var containerChanged = false
    var isNotification = false
    switch record {
    case .notification(let notification):
      guard let event = try? KeyboardEvent(validating: notification) else { return }
      update = machine.handle(event, in: container)
      isNotification = true
    case .sample(let time, let frame):
      guard let sample = try? KeyboardFrameSample(frame: frame, timestamp: time) else { return }
      update = machine.handle(sample, in: container)
    case .endTurn:
      update = machine.endTurn(in: container)
    case .container(_, let newContainer):
      guard newContainer.isValid else { return }
      container = newContainer
      containerChanged = true
      containerChangedInTurn = true
      if var geometry = scrollView {
        geometry.boundsSize = newContainer.frameInScreen.size
        geometry.safeAreaInsets = ScrollSetUp.safeArea(of: newContainer, isInverted: geometry.isInverted)
        scrollView = geometry
        lastObstruction = -1
      }
    case .foreground(let time, let frame):
      update = machine.reconcile(keyboardFrame: frame, at: time, in: container)
    case .text(_, let height):
      contentHeight = height
    case .shown: return
    }
    updateBarAndScrollView()
    if update.transition != nil || containerChanged {
      move(&bar, at: time, isNotification: isNotification)
    }
    if case .endTurn = record { containerChangedInTurn = false }
  }

  /// Moves the bar for the machine's latest transition, or for a new container.
  ///
  /// KeyboardDock does what its UIKit installer does (`KeyboardTracker.motionPlan(in:…)`): the
  /// plan starts with the keyboard's animation when a notification is being delivered, and
  /// covers what is left of it by the engine's clock otherwise; it starts from where the bar is
  /// presented when an earlier animation still runs on the layer; and it is immediate when the
  /// container changed in the notification's turn.
  private mutating func move(_ bar: inout BarLayer, at time: Double, isNotification: Bool) {
    switch execution.transitions {
    case .renderServer:
      let elapsed = isNotification ? 0 : max(0, time - machine.animation.beginTime)
      let plan = KeyboardMotionPlan(
        for: machine, in: container, configuration: configuration,
        presentedBottomOffset: bar.isAnimating(at: time) ? CGFloat(bar.presented(at: time)) : nil,
        elapsed: elapsed, containerDidChange: isNotification && containerChangedInTurn)
      if plan.isImmediate {
        bar.place(Double(plan.finalLayout.bottomOffset))
      } else {
        bar.animate(.plan(plan, anchor: time - elapsed))
      }
    case .displayLink:
      guard machine.isAnimating(at: time) else {
        linkRuns = false
        bar.place(barOffset(at: time))
        return
      }
      linkRuns = true
    }
  }

  /// Places the bar for the frame at `targetTime` from the engine's model; the link stops once
  /// it has placed a frame at or after the animation's end.
  mutating func displayLinkFrame(targetTime: Double) -> Double? {
    guard linkRuns else { return nil }
    if !machine.isAnimating(at: targetTime) { linkRuns = false }
    return barOffset(at: targetTime)
  }

  @inline(__always)
  func barOffset(at time: Double) -> Double {
    Double(machine.dockLayout(at: time, in: container, configuration: configuration).bottomOffset)
  }

  /// The bar's layout at `time` on the engine's clock.
  func layout(at time: Double) -> DockLayout {
    machine.dockLayout(at: time, in: container, configuration: configuration)
  }

  /// Re-plans the growing bar and the scroll view for where the bar settles: one layout for both.
  private mutating func updateBarAndScrollView() {
    let target = machine.targetDockLayout(in: container, configuration: configuration)
    updateBarHeight(target: target)
    updateScrollView(target: target)
  }

  private mutating func updateBarHeight(target: DockLayout) {
    guard let text else { return }
    let available = AvailableSpace.height(
      containerHeight: container.frameInScreen.height, topInset: container.safeAreaInsets.top,
      barBottomOffset: target.bottomOffset,
      reservedHeight: text.reservedHeight + baseBarHeight - text.growth.minimumHeight)
    let plan = text.growth.plan(contentHeight: contentHeight, availableHeight: available)
    barHeight = baseBarHeight + plan.height - text.growth.minimumHeight
  }

  private mutating func updateScrollView(target: DockLayout) {
    guard let geometry = scrollView else { return }
    let height = container.frameInScreen.height
    let bar = target.obstruction(
      ofViewAt: CGRect(x: 0, y: 0, width: container.frameInScreen.width, height: height),
      barHeight: barHeight, containerHeight: height)
    let keyboard = machine.contentOverlap(at: .greatestFiniteMagnitude, in: container)
    let obstruction = Double(max(bar, keyboard))
    guard obstruction != lastObstruction else { return }
    lastObstruction = obstruction
    let plan = adjuster.plan(for: geometry, obstruction: CGFloat(obstruction))
    scrollView = plan.applied(to: geometry)
  }
}
