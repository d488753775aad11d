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
/// The bar's model value, set inside the handler, gets the keyboard's own animation from UIKit;
/// the driver adds only the bend at the safe area, as additive keyframes planned with what the
/// handler read (``KeyboardAnimationReading``) (<doc:MovingWithTheKeyboardsTransaction>).
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
/// (``KeyboardIgnoreReason/invalidContainer``, with `KeyboardEventError.missingValue(_:)` of
/// `KeyboardEventField.container`), and does not replay them once a container arrives: the
/// keyboard counts as hidden until the next notification. The UIKit tracker measures the
/// container before every input it sends. Malformed inputs are dropped with their reason
/// (`KeyboardDockActions.droppedInput`); ``KeyboardDockInput`` gives the rules.
public struct KeyboardDockDriver: Sendable {
  /// The options.
  public internal(set) var configuration: Configuration
  /// The keyboard's state machine.
  package internal(set) var machine = KeyboardStateMachine()
  /// Decides which of UIKit's sources to believe, from the facts the adapter reports
  /// (<doc:HowTheKeyboardBehaves#Sources-that-lie>): the machine acts only on what it believes.
  package internal(set) var arbiter: KeyboardSourceArbiter
  /// The view the bar docks in, as last measured, or `nil` before the first
  /// ``KeyboardDockInput/container(_:at:)``.
  public internal(set) var container: KeyboardContainer? {
    didSet { instantMeasure = container.flatMap(InstantMeasure.init) }
  }
  /// The container's part in an answer for an instant (``dockLayout(at:)``), worked out when the
  /// container changes rather than 120 times a second; `nil` without a valid container.
  var instantMeasure: InstantMeasure?
  /// The bar's height, in points.
  public internal(set) var barHeight: CGFloat
  /// The scroll view as last measured and planned, or `nil` without one.
  public internal(set) var scrollView: ScrollViewGeometry?
  /// The growing text view's latest plan, when the driver plans growth.
  public internal(set) var textGrowthPlan: TextGrowthPlan?
  /// Whether the scroll view's newest content is in view, as last measured or planned
  /// (`NewestContentVisibility`): what a scroll-to-newest button hides on.
  public var isNewestContentInView: Bool { newestContent.isNewestContentInView }
  /// `true` between ``KeyboardDockInput/pause(isPaused:at:)`` with `true` and with `false`: the
  /// driver follows the keyboard but moves neither the bar nor the scroll view.
  package internal(set) var isPaused = false

  /// Follows whether the newest content is in view.
  var newestContent = NewestContentVisibility()

  /// The scroll view's frame in the container's coordinates.
  var scrollFrame = CGRect.zero
  /// Plans the scroll view's insets and remembers what it added: what to remove when the bar
  /// goes.
  package internal(set) var adjuster: ScrollInsetAdjuster
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
  /// The keyboard's frames the bar's plan sampled, for the scroll view's plan of the same input.
  var keyboardSamples: KeyboardSamples?
  /// Counts the inputs that animate, to tell their animations apart.
  var turn = 0
  /// The first input of the current run-loop turn that added animations, or `nil` when none did.
  var firstAnimatingTurn: Int?
  /// The time of ``firstAnimatingTurn``'s input.
  var firstAnimatingTime: TimeInterval?
  /// The time of the current run-loop turn's first *will* notification, or `nil` before one.
  var turnNotificationTime: TimeInterval?
  /// Where the end of the current turn anchors its animations, while it plans them.
  var turnEndAnchor: TimeInterval?
  /// The animations of the last run-loop turn, until their commit is read.
  var pendingCommit: PendingCommit?
  /// How long after the end of its run-loop turn a notification's transaction commits, as last
  /// read: where animations added in such a turn are taken to begin.
  ///
  /// Negative when the commit ran before the turn's end: a UI update (iOS 18) runs event
  /// dispatch and the commit without returning to the run loop, so a before-waiting observer can
  /// run after the commit it was meant to precede (<doc:HowTheKeyboardBehaves#The-commit>).
  var commitDelay: TimeInterval = 0
  /// The keyboard's spring as last read in a handler, or `nil` before one was read.
  package internal(set) var readSpring: KeyboardSpringParameters?
  /// Whether UIKit's animations are additive, as last read.
  var isAdditive = true
  /// `true` when the container changed in the current run-loop turn.
  var containerChangedInTurn = false
  /// The bar's and the scroll view's channels before the container changed in the current turn,
  /// ahead of any notification: a notification that follows rides along from there, since the
  /// adapter applies its answer in place of the container's.
  var channelsBeforeContainerChange: (bar: RunningAnimations<CGFloat>?, scroll: RunningAnimations<CGFloat>?)?
  /// `true` when the current run-loop turn delivered a notification.
  var turnDeliveredNotification = false
  /// The end frame the latest *will* reported, as UIKit gave it: a reading equal to it while the
  /// keyboard animates restates that *will* (row 4), and corrects nothing.
  var latestWillEnd: CGRect?
  /// Whether a *did* came since the latest *will*: UIKit posts it when that *will*'s animation is
  /// over, so no later reading corrects that animation's end.
  var didSinceWill = false
  /// When the transition of the latest *will* ends, if it placed the keyboard at once (a
  /// cross-fade, UIKit's animations disabled, a move outside an animation): the *will*'s time plus
  /// the duration the notification gives, or its *did*, whichever comes first; `nil` otherwise.
  var atOnceTransitionEnd: TimeInterval?
  /// Whether any *did* came since the latest *will*, whatever its frame: the transition of a
  /// *will* that placed the keyboard at once is over then.
  var anyDidSinceWill = false
  /// The time of the latest input admitted: no later input is earlier.
  var lastInputTime: TimeInterval = 0
  /// Where the state machine's transitions start instead of where the driver shows the keyboard,
  /// given the machine and the input's time: `nil` (the default) for the driver's own belief;
  /// kbdock's baselines, which model the keyboard anchored at the notification, supply their own.
  package var shownFrameOverride: (@Sendable (KeyboardStateMachine, TimeInterval) -> CGRect)?

  /// The longest commit delay believed: 1 s.
  static let maximumCommitDelay: TimeInterval = 1
  /// How far a commit as read may lie from the driver's estimate before the keyframes are planned
  /// again: 0.1 ms.
  static let commitTolerance: TimeInterval = 0.0001

  /// The animations one run-loop turn added, anchored at the commit the driver estimates.
  struct PendingCommit: Sendable {
    /// The first and last inputs that added them.
    var turns: ClosedRange<Int>
    /// The end of their run-loop turn: what the commit delay is counted from.
    var turnEnd: TimeInterval
    /// The earliest their commit can be: the turn's first *will* notification or first animating
    /// input.
    var earliest: TimeInterval
    /// Where they are anchored now.
    var anchor: TimeInterval
    /// Whether the turn delivered a notification, whose commit comes ``commitDelay`` late.
    var delivered: Bool
  }

  /// `true` from the end of a run-loop turn that added animations until their commit is read:
  /// the adapter then reads the newest animation's `beginTime` after the commit and sends
  /// ``KeyboardDockInput/motionBegan(beginTime:at:)``.
  public var awaitsCommitRead: Bool { pendingCommit != nil }

  /// Creates a driver with nothing measured yet.
  ///
  /// - Parameters:
  ///   - configuration: The options. Defaults to `Configuration()`.
  ///   - barHeight: The bar's height, in points. Defaults to `0`.
  public init(configuration: Configuration = Configuration(), barHeight: CGFloat = 0) {
    self.configuration = configuration
    self.barHeight = barHeight
    self.arbiter = KeyboardSourceArbiter(
      system: configuration.system, sampleSource: configuration.sampleSource)
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
  /// dropped, and its actions say why (`KeyboardDockActions.droppedInput`).
  public mutating func handle(_ input: KeyboardDockInput) -> KeyboardDockActions {
    switch admit(input) {
    case .admitted(.pause(let isPaused, let time)): setPaused(isPaused, at: time)
    case .admitted(let input): isPaused ? handlePaused(input) : handleAdmitted(input)
    case .dropped(let actions): actions
    }
  }

  mutating func handleAdmitted(_ input: KeyboardDockInput) -> KeyboardDockActions {
    let time = input.time
    switch input {
    case .notification(let notification, let reading):
      return receive(notification, reading: reading)
    case .sample(let frame, let time):
      guard let container else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
      let sample: KeyboardFrameSample
      let rests: Bool
      do {
        // The source's offset above the keyboard, as the arbiter measured it, comes off first,
        // unless this reading, at the keyboard's top while it rests, shows there is none.
        let raw = try KeyboardFrameSample(frame: frame, timestamp: time)
        let phase = machine.state.phase
        // A docked keyboard no finger moved: a reading then measures an offset, or waits.
        let undragged =
          (phase == .shown || phase == .showing) && machine.restingFrame == nil
          && machine.state.attachment?.isDocked == true
        let willRuns = willTransitionRuns(at: time)
        if undragged {
          arbiter.noteReading(
            rawTop: raw.frame.minY, restingTop: machine.state.frame.minY,
            restingHeight: machine.state.frame.height, isAtRest: !willRuns, at: time)
        }
        sample = arbiter.corrected(raw)
        // At rest: no transition and no animation of the machine's (a spring back included) runs.
        rests = undragged && !willRuns && !machine.isAnimating(at: time)
      } catch {
        var actions = KeyboardDockActions(update: .ignored(.invalidFrame))
        actions.droppedInput = error as? KeyboardEventError
        return actions
      }
      // A sample in the turn that held a hide shows a guide UIKit already moved for the hide: the
      // turn's end decides (<doc:HowTheKeyboardBehaves#Field-switches>).
      guard
        arbiter.believesSample(
          hideHeldInNotificationTurn: machine.pendingHide != nil && turnDeliveredNotification)
      else { return KeyboardDockActions(update: .ignored(.sampleAheadOfNotification)) }
      // While a notification's animation runs, the source reports its end value. The animation
      // as read (its spring, from its commit) may end before the curve's nominal 0.5 s, and a top
      // below both the end and where the keyboard is shown is the finger taking hold of it in the
      // animation's tail: either way, samples are the keyboard again.
      settleMachine(at: time)
      // A source showing the keyboard above the end of the animation under way: the
      // notification's end frame was wrong, and the source wins
      // (<doc:HowTheKeyboardBehaves#When-the-frames-disagree>).
      // A reading of the *will*'s own end frame while the keyboard animates there restates the
      // *will* (row 4: a source that reports the end value on every tick): no correction, and no
      // sample of where the keyboard is.
      if keyboard.isAnimating(at: time), let end = latestWillEnd, KeyboardGeometry.isSameFrame(end, frame) {
        return KeyboardDockActions(update: .ignored(.sampleDuringAnimation))
      }
      if let corrected = correctEnd(top: sample.frame.minY, at: time, in: container) { return corrected }
      if machine.isAnimating(at: time), machine.state.phase != .interactive, keyboard.end != nil,
        arbiter.sampleEndsAnimation(
          top: sample.frame.minY, shownTop: CGFloat(keyboard.value(at: time).y),
          endTop: machine.state.frame.minY)
      {
        // Below where the animation shows the keyboard and below its end: the finger taking hold,
        // or, with no pan report, a shorter keyboard's end value ahead of its *will* (row 9). Then
        // the next reading decides, as at rest.
        guard arbiter.noteStepEndingAnimation(top: sample.frame.minY) else {
          return KeyboardDockActions(update: .ignored(.sampleWithoutFinger))
        }
        machine.finishAnimation(at: time)
      } else {
        // With no pan report, a reading below the keyboard at rest waits for the next one.
        arbiter.noteStep(top: sample.frame.minY, restingTop: machine.state.frame.minY, isAtRest: rests)
      }
      let previous = machine.phase(at: time)
      let update = machine.handle(
        sample, in: container, presented: shownKeyboardFrame(at: time), arbiter: arbiter)
      return respond(to: update, at: time, context: .outside, placesAtOnce: true, previousPhase: previous)
    case .endTurn:
      return endTurn(at: time)
    case .container(let container, _):
      return containerDidChange(container, at: time)
    case .foreground(let frame, _):
      guard let container else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
      settleMachine(at: time)
      guard
        arbiter.believesActivation(
          isNotificationAnimating: machine.isAnimating(at: time) && keyboard.isAnimating(at: time),
          isInteractive: machine.state.phase == .interactive)
      else { return KeyboardDockActions(update: .ignored(.readingDuringMotion)) }
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
      return motionBegan(at: beginTime, time: time)
    case .pause:
      return KeyboardDockActions()
    case .pan(let pan, _):
      arbiter.pan = pan
      return KeyboardDockActions()
    case .textInputResponder(let exists, _):
      arbiter.hasTextInputResponder = exists
      return KeyboardDockActions()
    case .configuration(let configuration, _):
      self.configuration = configuration
      arbiter.system = configuration.system
      arbiter.sampleSource = configuration.sampleSource
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
    // Under Prefer Cross-Fade Transitions the keyboard fades in and out at its end frame: the bar
    // goes there at once, whatever animation the handler runs in.
    let crossFades = event.kind.isWill && configuration.prefersCrossFadeTransitions
    var reading = reading
    if event.kind.isWill {
      latestWillEnd = notification.endFrame
      didSinceWill = false
      anyDidSinceWill = false
      arbiter.noteWill(endTop: event.endFrame.minY)
      turnDeliveredNotification = true
      if turnNotificationTime == nil { turnNotificationTime = time }
      switch reading {
      case .animated(let observed) where observed.isValid:
        if case .spring(let spring) = observed.timing { readSpring = spring }
        isAdditive = observed.isAdditive
      case .notAnimated, .animated, .unreadable, .animationsDisabled:
        // Outside an animation block the keyboard still slides with the notification's duration
        // and curve: the bar's value changes at once and its keyframes carry the motion.
        break
      }
      let notifiedDuration = event.duration
      // With UIKit's animations disabled the keyboard pops in, whatever the duration says.
      event.duration = arbiter.duration(of: event, reading: reading)
      if crossFades || reading == .animationsDisabled {
        event.duration = 0
        reading = .notAnimated
      }
      atOnceTransitionEnd = event.duration <= 0 ? time + max(0, notifiedDuration) : nil
    }
    if !event.kind.isWill { anyDidSinceWill = true }
    // The latest *will*'s own *did* (one that reports its end), not a stale one of an earlier leg.
    if !event.kind.isWill, let end = latestWillEnd, let reported = notification.endFrame,
      KeyboardGeometry.isSameFrame(end, reported)
    {
      didSinceWill = true
    }
    settleMachine(at: time)
    if let reported = machine.withdrawEndCorrection(explainedBy: event, arbiter: arbiter),
      let running = keyboard.terms.last, keyboard.isAnimating(at: time)
    {
      // The keyboard never went to the corrected end: it goes on to the notification's, on the
      // same curve from the same commit, and this *will* moves it from there.
      keyboard.animate(
        to: Self.vector(reported), timing: running.own.timing, speed: running.own.speed,
        anchor: running.own.anchor, turn: running.own.turn, additive: true,
        handlerTime: running.own.handlerTime)
    }
    let previous = machine.phase(at: time)
    let update = machine.handle(
      event, in: container, presented: shownKeyboardFrame(at: time), arbiter: arbiter)
    if containerChangedInTurn, event.kind.isWill, update.transition != nil {
      if let channels = channelsBeforeContainerChange {
        bar = channels.bar
        scrollOffset = channels.scroll
        channelsBeforeContainerChange = nil
      }
      return rideAlong(update, at: time, context: .handler(reading, event))
    }
    if update == .unchanged || update == .ignored(.stationary), event.kind.isWill,
      case .animated(let observed) = reading, observed.isValid,
      !observed.isAdditive, keyboard.isAnimating(at: time)
    {
      return restartFromPresented(
        update, timing: observed.timing, speed: observed.speed, at: time, context: .handler(reading, event))
    }
    return respond(
      to: update, at: time, context: event.kind.isWill ? .handler(reading, event) : .outside,
      placesAtOnce: !event.kind.isWill || crossFades || event.duration == 0, previousPhase: previous)
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

  /// The run-loop turn ends: a held hide takes effect, and the animations the turn added are
  /// anchored at its end, with their keyframes planned again from there.
  ///
  /// Core Animation commits the turn's transaction right after this (the adapter's observer runs
  /// before the commit), so the end of the turn, plus the delay last read, is where they begin;
  /// keyframes added now replace those added in the handler before the commit shows either.
  private mutating func endTurn(at time: TimeInterval) -> KeyboardDockActions {
    // The commit comes the delay last read after the turn's end, before it when the commit ran
    // first, but never before the turn's first notification.
    let earliest = [turnNotificationTime, firstAnimatingTime].compactMap { $0 }.min() ?? time
    let anchor =
      turnDeliveredNotification ? max(turnNotificationTime ?? time, time + commitDelay) : time
    // Keyframes planned for a commit already past begin there, as if added then.
    let beginTime = anchor < time ? anchor : nil
    turnEndAnchor = anchor
    defer {
      if let first = firstAnimatingTurn {
        pendingCommit = PendingCommit(
          turns: first...turn, turnEnd: time, earliest: earliest,
          anchor: anchor, delivered: turnDeliveredNotification)
      }
      firstAnimatingTurn = nil
      firstAnimatingTime = nil
      turnNotificationTime = nil
      turnEndAnchor = nil
      containerChangedInTurn = false
      channelsBeforeContainerChange = nil
      turnDeliveredNotification = false
    }
    guard let container else { return KeyboardDockActions() }
    // Only a notification's turn commits after its end; inputs from a layout pass arrive inside
    // the commit, already where it is.
    var replans = false
    if turnDeliveredNotification, let first = firstAnimatingTurn {
      reanchor(first...turn, at: anchor)
      // The turn's animations move together: only their timing against earlier ones changes.
      replans = hasEarlierAnimations(before: first, at: anchor)
    }
    settleMachine(at: time)
    let previous = machine.phase(at: time)
    let appliesSample = machine.pendingHide == nil && machine.pendingSample != nil
    if appliesSample, let held = machine.pendingSample, machine.state.phase != .interactive,
      !keyboard.isAnimating(at: time)
    {
      // A reading above the keyboard at rest that no *will* explained: the source's offset.
      let resting = machine.restingFrame ?? machine.state.frame
      arbiter.measureOffset(of: held, restingTop: resting.minY, restingHeight: resting.height)
    }
    arbiter.commitPendingOffset()
    let update = machine.endTurn(in: container, presented: shownKeyboardFrame(at: time), arbiter: arbiter)
    if update.transition == nil, replans {
      var actions = replanKeyframes(from: anchor, at: time, beginTime: beginTime)
      actions.update = update
      return actions
    }
    // A sample held to the turn's end says where the keyboard is now, as any sample: the finger,
    // or a corrected end frame, placed in the layout pass that carries it.
    let placesAtOnce = appliesSample && update.transition?.animation.isImmediate == true
    var actions = respond(
      to: update, at: time, context: .outside, placesAtOnce: placesAtOnce, previousPhase: previous)
    if let beginTime {
      if actions.bar?.keyframes.adds == true { actions.bar?.keyframesBeginTime = beginTime }
      if actions.scrollView?.contentOffsetY?.keyframes.adds == true {
        actions.scrollView?.contentOffsetY?.keyframesBeginTime = beginTime
      }
    }
    return actions
  }

  /// The begin time a commit read takes, of the two the adapter reads once the last turn's
  /// transaction has committed, or `nil` when neither can be that commit.
  ///
  /// - `keyboard`: the newest animation on the view moved inside the *will* handlers, which got
  ///   the keyboard's own animation, so it began when the keyboard's did.
  /// - `views`: the newest animation on the views the answers moved (the bar's layer).
  ///
  /// A turn that delivered a notification takes the keyboard's: the bar's own animations can
  /// begin in a later transaction than the keyboard's (a hide held to a turn's end that ran after
  /// the commit), and would confirm a wrong anchor. Either must lie between the turn's first
  /// *will* notification (or first animating input) and a second after its end
  /// (<doc:HowTheKeyboardBehaves#The-commit>).
  package func committedBeginTime(keyboard: TimeInterval?, views: TimeInterval?) -> TimeInterval? {
    guard let pending = pendingCommit else { return nil }
    func fits(_ time: TimeInterval) -> Bool {
      time.isFinite && time >= pending.earliest - Self.commitTolerance
        && time - pending.turnEnd <= Self.maximumCommitDelay
    }
    if pending.delivered, let keyboard, fits(keyboard) { return keyboard }
    if let views, fits(views) { return views }
    return nil
  }

  /// The last run-loop turn's animations began at `beginTime`: they are anchored there, later
  /// estimates count the delay it shows, and the keyframes are planned again from there when the
  /// estimate was off.
  private mutating func motionBegan(at beginTime: TimeInterval, time: TimeInterval) -> KeyboardDockActions {
    guard let pending = pendingCommit, beginTime.isFinite,
      beginTime >= pending.earliest - Self.commitTolerance,
      beginTime - pending.turnEnd <= Self.maximumCommitDelay
    else { return KeyboardDockActions() }
    pendingCommit = nil
    if pending.delivered { commitDelay = beginTime - pending.turnEnd }
    guard abs(beginTime - pending.anchor) > Self.commitTolerance else { return KeyboardDockActions() }
    reanchor(pending.turns, at: beginTime)
    // A newer turn's animations are planned at its own end, over these; with nothing earlier still
    // running, the keyframes are the same from any commit.
    guard firstAnimatingTurn == nil, hasEarlierAnimations(before: pending.turns.lowerBound, at: beginTime)
    else { return KeyboardDockActions() }
    return replanKeyframes(from: beginTime, at: time, beginTime: beginTime)
  }

  /// Ends the machine's animation once the keyboard's, as read (its spring, from its commit), has
  /// ended: the machine times curve 7 at its nominal 0.5 s, and where it takes the keyboard to be
  /// starts the next transition.
  private mutating func settleMachine(at time: TimeInterval) {
    guard machine.isAnimating(at: time), keyboard.end != nil, !keyboard.isAnimating(at: time) else { return }
    machine.finishAnimation(at: time)
  }

  /// `true` when an animation an input before `first` added still runs at `time`.
  private func hasEarlierAnimations(before first: Int, at time: TimeInterval) -> Bool {
    keyboard.hasAnimations(before: first, runningAt: time)
      || bar?.hasAnimations(before: first, runningAt: time) == true
      || scrollOffset?.hasAnimations(before: first, runningAt: time) == true
  }

  private mutating func reanchor(_ turns: ClosedRange<Int>, at anchor: TimeInterval) {
    keyboard.reanchor(turns: turns, at: anchor)
    bar?.reanchor(turns: turns, at: anchor)
    scrollOffset?.reanchor(turns: turns, at: anchor)
  }
}
