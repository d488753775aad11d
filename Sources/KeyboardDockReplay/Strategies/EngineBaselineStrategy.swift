import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The baseline models that place the bar from the engine's own model of the keyboard
/// (``BaselineModel/displayLink`` and ``BaselineModel/blendedPlan``), labelled as models.
///
/// They run KeyboardDock's driver for everything but the bar — the state machine, the scroll
/// view, the growing text — so that only the bar's motion differs from KeyboardDock's:
/// - ``BaselineModel/displayLink`` places the bar on every display-link frame at the machine's
///   dock layout for the frame's target time, its clock anchored at the notification's arrival.
/// - ``BaselineModel/blendedPlan`` commits the core's `KeyboardMotionPlan` in the handler: the
///   dock path as keyframes along the machine's curve (the spring before iOS 26 unless one was
///   read), started from where the bar is shown when it interrupts another transition and blended
///   into the path as the keyboard moves. It sets the bar's model value without animation.
struct EngineBaselineStrategy: PlacementStrategy {
  let model: BaselineModel
  var name: String { model.label }
  let isBaselineModel = true
  var execution: StrategyExecution {
    StrategyExecution(transitions: model == .displayLink ? .displayLink : .renderServer, samples: .layoutPass)
  }
  private(set) var initialOffset = 0.0
  private var driver: KeyboardDockDriver
  /// The spring a handler read last, for the plan.
  private var spring: KeyboardSpringParameters?
  /// `true` while the display link places the bar.
  private var linkRuns = false
  /// `true` when the container changed in the current run-loop turn.
  private var containerChangedInTurn = false

  init(model: BaselineModel, timeline: ReplayTimeline, system: SystemVersion?, prefersCrossFade: Bool = false)
  {
    self.model = model
    driver = KeyboardDockStrategy.makeDriver(
      timeline: timeline, system: system, prefersCrossFade: prefersCrossFade)
    // The baselines model the keyboard anchored at the notification: its transitions start on
    // the latest transition's curve from its notification (a held hide's, at the hide's time),
    // not where the driver shows the keyboard.
    driver.shownFrameOverride = { machine, time in
      machine.animation.frame(
        from: machine.fromFrame, to: machine.state.frame, at: machine.pendingHide?.timestamp ?? time)
    }
    initialOffset = Double(driver.targetLayout.bottomOffset)
  }

  var scrollView: ScrollViewGeometry? { driver.scrollView }

  /// What the driver answered the latest record: `nil` when the record was no input for it, else
  /// whether the answer starts a transition.
  private var startsTransition: Bool?

  mutating func receive(_ record: KeyboardTraceRecord, context: HandlerContext, bar: inout BarLayer) {
    guard let input = KeyboardDockStrategy.input(for: record, context: context, driver: &driver) else {
      startsTransition = nil
      return
    }
    let actions = driver.handle(input)
    let starts = actions.update.transition != nil
    startsTransition = starts
    respond(to: record, context: context, startsTransition: starts, bar: &bar)
  }

  /// Receives `record` as ``receive(_:context:bar:)`` does, taking `leader`'s driver once it has
  /// received the same record instead of running a driver of its own.
  ///
  /// Both baseline models hand the driver the same inputs (the bar is theirs alone, and no model
  /// feeds it back), so their drivers go through the same states: one runs for both, which halves
  /// what the baselines cost a replay and changes none of its figures.
  mutating func receive(
    _ record: KeyboardTraceRecord, context: HandlerContext, bar: inout BarLayer,
    following leader: EngineBaselineStrategy
  ) {
    driver = leader.driver
    startsTransition = leader.startsTransition
    guard let startsTransition else { return }
    respond(to: record, context: context, startsTransition: startsTransition, bar: &bar)
  }

  /// Moves the bar after the driver answered `record`.
  private mutating func respond(
    to record: KeyboardTraceRecord, context: HandlerContext, startsTransition: Bool, bar: inout BarLayer
  ) {
    if case .animated(let observed) = context.reading, case .spring(let read) = observed.timing {
      spring = read
    }
    let time = record.time
    var isNotification = false
    var containerChanged = false
    switch record {
    case .notification: isNotification = true
    case .container:
      containerChanged = true
      containerChangedInTurn = true
    default: break
    }
    if startsTransition || containerChanged {
      move(&bar, at: time, isNotification: isNotification)
    }
    if case .endTurn = record { containerChangedInTurn = false }
  }

  private mutating func move(_ bar: inout BarLayer, at time: Double, isNotification: Bool) {
    guard let container = driver.container else { return }
    let machine = driver.machine
    switch model {
    case .displayLink:
      guard machine.isAnimating(at: time) else {
        linkRuns = false
        bar.place(barOffset(at: time))
        return
      }
      linkRuns = true
    default:
      let elapsed = isNotification ? 0 : max(0, time - machine.animation.beginTime)
      let plan = KeyboardMotionPlan(
        for: machine, in: container, configuration: driver.configuration.dock,
        presentedBottomOffset: bar.isAnimatingInHandler() ? CGFloat(bar.presentedInHandler()) : nil,
        spring: spring, elapsed: elapsed, containerDidChange: isNotification && containerChangedInTurn)
      let final = plan.finalLayout.bottomOffset
      bar.place(Double(final))
      guard !plan.isImmediate else { return }
      let path = plan.bottomOffset
      bar.replaceKeyframes(
        KeyframePath(
          duration: path.duration, keyTimes: path.keyTimes, values: path.values.map { $0 - final },
          finalValue: 0))
    }
  }

  /// Places the bar for the frame at `targetTime` from the engine's model; the link stops once
  /// it has placed a frame at or after the animation's end.
  mutating func displayLinkFrame(targetTime: Double) -> Double? {
    guard linkRuns else { return nil }
    if !driver.machine.isAnimating(at: targetTime) { linkRuns = false }
    return barOffset(at: targetTime)
  }

  /// The bar's offset at `time` on the baselines' own model: the keyboard on the machine's latest
  /// transition, along its notification's curve from the notification on.
  private func barOffset(at time: Double) -> Double {
    guard let container = driver.container else { return initialOffset }
    let machine = driver.machine
    let keyboard = machine.animation.frame(from: machine.fromFrame, to: machine.state.frame, at: time)
    return Double(
      DockLayout.resolve(
        keyboardFrame: keyboard,
        attachment: machine.isOnScreen(of: container) ? machine.attachment(at: time) : nil,
        isLocal: machine.state.isLocal, in: machine.judged(container),
        configuration: driver.configuration.dock
      ).bottomOffset)
  }
}
