import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every decision about one docked bar: the keyboard's state machine, how the bar and the scroll
/// view move through each transition, and the growing text's cap, as a value.
///
/// The UIKit installer, the SwiftUI dock and `kbdock` all run it. An adapter reads what UIKit
/// delivers into ``KeyboardDockInput`` values, in order, and applies the
/// ``KeyboardDockActions`` each one returns where it received it: inside the keyboard
/// notification handler for a notification, in the layout pass for a sample.
///
/// The bar moves as the keyboard does without a model of when the keyboard started
/// (<doc:MovingWithTheKeyboardsTransaction>). Its model value, set inside the handler, gets the
/// keyboard's own animation from UIKit, interruptions included; the driver adds only what is not
/// linear in the keyboard's position (the bar resting on the safe area while the keyboard is
/// below it) as additive keyframes that begin with the same transaction. Those keyframes are
/// planned with the animation a view moved in the handler shows (``KeyboardAnimationReading``),
/// and with the system's spring when nothing can be read.
///
/// ```swift
/// var driver = KeyboardDockDriver()
/// _ = driver.handle(.container(container, at: 0))
/// let actions = driver.handle(.notification(willShow, animation: reading))
/// actions.bar?.value  // 336: set it now, inside the handler
/// ```
///
/// Send a container first. Until the first valid ``KeyboardDockInput/container(_:at:)`` the
/// driver drops keyboard notifications, samples and foreground inputs
/// (``KeyboardIgnoreReason/invalidContainer``, with ``KeyboardEventError/missingValue(_:)`` of
/// ``KeyboardEventField/container``), and does not replay them once a container arrives: the
/// keyboard counts as hidden until the next notification. The UIKit tracker measures the
/// container before every input it sends. Malformed inputs are dropped with their reason
/// (``KeyboardDockActions/droppedInput``); ``KeyboardDockInput`` gives the rules.
public struct KeyboardDockDriver: Sendable {
  /// The options.
  public internal(set) var configuration: Configuration
  /// The keyboard's state machine.
  public internal(set) var machine = KeyboardStateMachine()
  /// The view the bar docks in, as last measured, or `nil` before the first
  /// ``KeyboardDockInput/container(_:at:)``.
  public internal(set) var container: KeyboardContainer?
  /// The bar's height, in points.
  public internal(set) var barHeight: CGFloat
  /// The scroll view as last measured and planned, or `nil` without one.
  public internal(set) var scrollView: ScrollViewGeometry?
  /// The growing text view's latest plan, when the driver plans growth.
  public internal(set) var textGrowthPlan: TextGrowthPlan?
  /// Whether the scroll view's newest content is in view, as last measured or planned
  /// (``NewestContentVisibility``): what a scroll-to-newest button hides on.
  public var isNewestContentInView: Bool { newestContent.isNewestContentInView }

  /// Follows whether the newest content is in view.
  var newestContent = NewestContentVisibility()

  /// The scroll view's frame in the container's coordinates.
  var scrollFrame = CGRect.zero
  /// Plans the scroll view's insets and remembers what it added: what to remove when the bar
  /// goes.
  public internal(set) var adjuster: ScrollInsetAdjuster
  /// The growing text view's fitting height, once reported.
  var contentHeight: CGFloat?
  /// The bar's bottom offset the growth cap was last planned for.
  var growthBottomOffset: CGFloat?

  /// The keyboard's frame as Core Animation shows it, as far as the driver knows.
  var keyboard = RunningAnimations(SIMD4<Double>.zero)
  /// The bar's model bottom offset and UIKit's animations of it, once placed.
  var bar: RunningAnimations<CGFloat>?
  /// The scroll view's vertical offset and UIKit's animations of it.
  var scrollOffset: RunningAnimations<CGFloat>?
  /// Counts the inputs that animate, to tell their animations apart.
  var turn = 0
  /// The newest input whose animations have not been read off the layer yet.
  var unreadMotion: (turn: Int, time: TimeInterval)?
  /// How long a notification's transaction takes to commit, as last read: where animations
  /// added now are taken to begin.
  var commitDelay: TimeInterval = 0
  /// The keyboard's spring as last read in a handler, or `nil` before one was read.
  public internal(set) var readSpring: KeyboardSpringParameters?
  /// Whether UIKit's animations are additive, as last read.
  var isAdditive = true
  /// `true` when the container changed in the current run-loop turn.
  var containerChangedInTurn = false
  /// `true` when the current run-loop turn delivered a notification.
  var turnDeliveredNotification = false
  /// The time of the latest input admitted: no later input is earlier.
  var lastInputTime: TimeInterval = 0

  /// The longest commit delay believed: 1 s.
  static let maximumCommitDelay: TimeInterval = 1

  /// Creates a driver with nothing measured yet.
  ///
  /// - Parameters:
  ///   - configuration: The options. Defaults to `Configuration()`.
  ///   - barHeight: The bar's height, in points. Defaults to `0`.
  public init(configuration: Configuration = Configuration(), barHeight: CGFloat = 0) {
    self.configuration = configuration
    self.barHeight = barHeight
    self.adjuster = ScrollInsetAdjuster(liftPolicy: configuration.liftPolicy)
  }

  /// The bar's layout at the end of the current transition: where it settles.
  ///
  /// Before the first container it rests on no safe area.
  public var targetLayout: DockLayout {
    guard let container else { return DockLayout(bottomOffset: 0, restingInset: 0, keyboardOverlap: 0) }
    return machine.targetDockLayout(in: container, configuration: configuration.dock)
  }

  /// Handles one input and says what to apply.
  ///
  /// An input is first checked by the rules ``KeyboardDockInput`` documents: a malformed one is
  /// dropped, and its actions say why (``KeyboardDockActions/droppedInput``).
  public mutating func handle(_ input: KeyboardDockInput) -> KeyboardDockActions {
    switch admit(input) {
    case .admitted(let input): handleAdmitted(input)
    case .dropped(let actions): actions
    }
  }

  private mutating func handleAdmitted(_ input: KeyboardDockInput) -> KeyboardDockActions {
    let time = input.time
    switch input {
    case .notification(let notification, let reading):
      return receive(notification, reading: reading)
    case .sample(let frame, let time):
      guard let container else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
      let sample: KeyboardFrameSample
      do {
        sample = try KeyboardFrameSample(frame: frame, timestamp: time)
      } catch {
        var actions = KeyboardDockActions(update: .ignored(.invalidFrame))
        actions.droppedInput = error as? KeyboardEventError
        return actions
      }
      // A sample in the turn that held a hide shows a guide UIKit already moved for the hide: the
      // turn's end decides (<doc:HowTheKeyboardBehaves#Field-switches>).
      if machine.pendingHide != nil, turnDeliveredNotification {
        return KeyboardDockActions(update: .ignored(.sampleAheadOfNotification))
      }
      let previous = machine.phase(at: time)
      let update = machine.handle(sample, in: container)
      return respond(to: update, at: time, context: .outside, placesAtOnce: true, previousPhase: previous)
    case .endTurn:
      defer {
        containerChangedInTurn = false
        turnDeliveredNotification = false
      }
      guard let container else { return KeyboardDockActions() }
      let previous = machine.phase(at: time)
      let update = machine.endTurn(in: container)
      return respond(to: update, at: time, context: .outside, placesAtOnce: false, previousPhase: previous)
    case .container(let container, _):
      return containerDidChange(container, at: time)
    case .foreground(let frame, _):
      guard let container else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
      let previous = machine.phase(at: time)
      let update = machine.reconcile(keyboardFrame: frame, at: time, in: container)
      return respond(to: update, at: time, context: .outside, placesAtOnce: true, previousPhase: previous)
    case .barHeight(let height, _):
      guard height.isFinite, height >= 0, height != barHeight else { return KeyboardDockActions() }
      barHeight = height
      return replanContent(at: time, placesAtOnce: false)
    case .textContentHeight(let height, _):
      guard height.isFinite, height != contentHeight else { return KeyboardDockActions() }
      contentHeight = height
      var actions = KeyboardDockActions()
      planGrowth(into: &actions)
      guard actions.textGrowth != nil else { return actions }
      let content = replanContent(at: time, placesAtOnce: false)
      actions.scrollView = content.scrollView
      actions.isNewestContentInView = content.isNewestContentInView
      return actions
    case .scrollView(let geometry, let frame, _):
      if let old = scrollView, old.isInverted != geometry.isInverted {
        return scrollViewDidFlip(geometry, frame: frame, at: time)
      }
      scrollViewDidChange(geometry, frame: frame)
      var actions = KeyboardDockActions()
      noteNewestContent(into: &actions)
      return actions
    case .motionBegan(let beginTime, _):
      motionBegan(at: beginTime)
      return KeyboardDockActions()
    case .configuration(let configuration, _):
      self.configuration = configuration
      adjuster.liftPolicy = configuration.liftPolicy
      var actions = replanContent(at: time, placesAtOnce: true)
      planGrowth(into: &actions)
      return actions
    }
  }

  // MARK: Inputs

  private mutating func receive(
    _ notification: KeyboardNotification, reading: KeyboardAnimationReading
  ) -> KeyboardDockActions {
    let time = notification.timestamp
    guard let container else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
    var event: KeyboardEvent
    do {
      event = try KeyboardEvent(validating: notification)
    } catch {
      var actions = KeyboardDockActions(update: .ignored(.invalidFrame))
      actions.droppedInput = error as? KeyboardEventError
      return actions
    }
    if event.kind.isWill {
      turnDeliveredNotification = true
      switch reading {
      case .animated(let observed) where observed.isValid:
        if case .spring(let spring) = observed.timing { readSpring = spring }
        isAdditive = observed.isAdditive
      case .notAnimated:
        // The keyboard does not slide: it cross-fades at its end frame, or moves at once.
        event.duration = 0
      case .animated, .unreadable:
        break
      }
    }
    let previous = machine.phase(at: time)
    let update = machine.handle(event, in: container)
    if containerChangedInTurn, event.kind.isWill, update.transition != nil {
      return rideAlong(update, at: time)
    }
    return respond(
      to: update, at: time, context: event.kind.isWill ? .handler(reading, event) : .outside,
      placesAtOnce: !event.kind.isWill, previousPhase: previous)
  }

  private mutating func scrollViewDidChange(_ geometry: ScrollViewGeometry, frame: CGRect) {
    if scrollView?.contentOffset.y != geometry.contentOffset.y {
      scrollOffset = RunningAnimations(geometry.contentOffset.y)
    }
    scrollView = geometry
    scrollFrame = frame.isFiniteRect ? frame : .zero
  }

  /// Updates whether the newest content is in view, for the scroll view as it is now; the
  /// actions carry it when it changed.
  mutating func noteNewestContent(into actions: inout KeyboardDockActions) {
    guard let scrollView else { return }
    if let inView = newestContent.update(for: scrollView) { actions.isNewestContentInView = inView }
  }

  /// The list was flipped: what was added on its old edge goes, and the new edge gets it.
  private mutating func scrollViewDidFlip(
    _ geometry: ScrollViewGeometry, frame: CGRect, at time: TimeInterval
  ) -> KeyboardDockActions {
    var old = geometry
    old.isInverted.toggle()
    var cleared = adjuster
    let removal = cleared.plan(for: old, obstruction: 0)
    var flipped = geometry
    flipped.contentInset = removal.contentInset
    flipped.verticalScrollIndicatorInsets = removal.verticalScrollIndicatorInsets
    adjuster = ScrollInsetAdjuster(liftPolicy: configuration.liftPolicy)
    scrollOffset = nil
    scrollViewDidChange(flipped, frame: frame)
    return replanContent(at: time, placesAtOnce: true)
  }

  /// The newest animations began at `beginTime`: they, and later estimates, start there.
  private mutating func motionBegan(at beginTime: TimeInterval) {
    guard let unread = unreadMotion, beginTime.isFinite, beginTime >= unread.time else { return }
    unreadMotion = nil
    let delay = beginTime - unread.time
    guard delay <= Self.maximumCommitDelay else { return }
    commitDelay = delay
    keyboard.reanchor(turn: unread.turn, at: beginTime)
    bar?.reanchor(turn: unread.turn, at: beginTime)
    scrollOffset?.reanchor(turn: unread.turn, at: beginTime)
  }
}
