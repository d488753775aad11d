import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// How the bar and the scroll view move through a transition: the model value UIKit animates, and
// KeyboardDock's keyframes for the rest.
extension KeyboardDockDriver {
  /// Where an input reached the adapter.
  enum MotionContext {
    /// Inside a *will* notification's handler, in UIKit's keyboard animation block: a view moved
    /// here gets the keyboard's animation, as `reading` shows it.
    case handler(KeyboardAnimationReading, KeyboardEvent)
    /// Anywhere else (a layout pass, the end of a turn, a *did* notification): a view moved here
    /// changes at once.
    case outside
  }

  /// Keyframes whose every value is within this of 0, in points, are left out: 0.01.
  static let keyframeThreshold: CGFloat = 0.01

  /// Turns the machine's answer into actions.
  ///
  /// - Parameter placesAtOnce: `true` for inputs that say where the keyboard is now (a drag
  ///   sample, a *did*, the foreground): an immediate transition then removes every running
  ///   animation.
  mutating func respond(
    to update: KeyboardUpdate, at time: TimeInterval, context: MotionContext, placesAtOnce: Bool,
    previousPhase: KeyboardPhase
  ) -> KeyboardDockActions {
    var actions = KeyboardDockActions(update: update)
    switch update {
    case .transition(let transition):
      actions.transition = transition
      if transition.to.phase != .interactive { planGrowth(into: &actions) }
      move(
        for: transition, context: context, placesAtOnce: placesAtOnce && transition.animation.isImmediate,
        previousPhase: previousPhase, at: time, into: &actions)
    case .settled:
      actions.transition = KeyboardTransition(
        fromFrame: machine.state.frame, to: machine.state, animation: .immediate(at: time))
    case .deferred, .unchanged, .ignored:
      break
    }
    return actions
  }

  /// The keyboard moves for `transition`: the driver follows it, and the bar and the scroll view
  /// with it.
  private mutating func move(
    for transition: KeyboardTransition, context: MotionContext, placesAtOnce: Bool,
    previousPhase: KeyboardPhase, at time: TimeInterval, into actions: inout KeyboardDockActions
  ) {
    guard container != nil else { return }
    turn += 1
    let commit = commitEstimate(at: time)
    let additive = isAdditive(in: context)
    let target = Self.vector(transition.to.frame)
    if placesAtOnce {
      keyboard.place(target)
    } else if transition.animation.isImmediate || transition.fromFrame != transition.to.frame
      // A will back to where the keyboard is shown still animates its model, which an additive
      // animation already running had moved on (a height and back in one turn); a frame with no
      // position (`CGRect.zero`) is nowhere to animate to.
      || (target != keyboard.model && !KeyboardGeometry.isPositionless(transition.to.frame)),
      let (timing, speed) = keyboardTiming(transition.animation, in: context, at: time)
    {
      if !keyboard.isAnimating(at: time) {
        // At rest: where the machine says the move starts when it comes from hidden (the begin
        // frame), else where the keyboard rests.
        let rest = previousPhase == .hidden || keyboard.model == .zero ? transition.fromFrame : nil
        keyboard.place(rest.map(Self.vector) ?? keyboard.model)
      }
      // The keyboard's animation was made when its notification was posted: a hide held to the
      // end of the turn starts from where the keyboard was shown then.
      let posted = transition.animation.beginTime
      keyboard.animate(
        to: target, timing: timing, speed: speed, anchor: commit, turn: turn, additive: additive,
        handlerTime: posted.isFinite && posted <= time ? posted : time)
    } else {
      keyboard.set(target, additive: additive, at: time)
    }
    let animates = uikitTiming(in: context)
    var motion = Motion(
      commit: commit, time: time, animation: placesAtOnce ? nil : animates, additive: additive,
      placesAtOnce: placesAtOnce)
    motion.followsInteraction = previousPhase == .interactive || transition.to.phase == .interactive
    actions.bar = moveBar(motion)
    moveScrollView(motion, into: &actions)
    if !placesAtOnce { noteAnimations() }
  }

  /// Notes that the current input added animations: they begin with the run-loop turn's commit.
  mutating func noteAnimations() {
    if firstAnimatingTurn == nil {
      firstAnimatingTurn = turn
      firstAnimatingTime = lastInputTime
    }
  }

  /// When the current run-loop turn's transaction is taken to commit, for an input at `time`.
  ///
  /// At the end of a turn it is the anchor the end planned with, which may lie before `time` when
  /// the commit ran before the turn's end (a UI update that commits without returning to the run
  /// loop). Inside the turn it is `time` plus the delay last read, never before `time`.
  func commitEstimate(at time: TimeInterval) -> TimeInterval {
    if let turnEndAnchor { return turnEndAnchor }
    return time + (turnDeliveredNotification ? max(0, commitDelay) : 0)
  }

  /// Plans the bar's and the scroll view's keyframes again, over the animations as they are now
  /// anchored, from `anchor`; `beginTime` says when they begin if not at the next commit.
  mutating func replanKeyframes(
    from anchor: TimeInterval, at time: TimeInterval, beginTime: TimeInterval?
  ) -> KeyboardDockActions {
    var actions = KeyboardDockActions()
    guard container != nil else { return actions }
    let motion = Motion(commit: anchor, time: time, animation: nil, additive: isAdditive, placesAtOnce: false)
    actions.bar = moveBar(motion)
    actions.bar?.keyframesBeginTime = beginTime
    moveScrollView(motion, into: &actions)
    // The insets are where the transition ends, as already planned: only a moving offset changes.
    if actions.scrollView?.contentOffsetY == nil { actions.scrollView = nil }
    actions.scrollView?.contentOffsetY?.keyframesBeginTime = beginTime
    return actions
  }

  /// A transition that comes with a container change in the same run-loop turn (a rotation, a
  /// sheet moving for the keyboard): the bar's and the scroll view's new model values ride along
  /// with UIKit's animation of the change, with no keyframes.
  ///
  /// The keyframes are planned for a keyboard in a container that stands still; this container
  /// moves with UIKit's own animation, so they would add the container's motion twice. UIKit's
  /// animations still running on the bar keep adding to it, and the driver keeps counting them.
  mutating func rideAlong(
    _ update: KeyboardUpdate, at time: TimeInterval, context: MotionContext
  ) -> KeyboardDockActions {
    var actions = KeyboardDockActions(update: update)
    actions.transition = update.transition
    actions.replacesContainerAnswer = true
    planGrowth(into: &actions)
    guard container != nil, let transition = update.transition else { return actions }
    turn += 1
    let commit = commitEstimate(at: time)
    let additive = isAdditive(in: context)
    let target = Self.vector(transition.to.frame)
    if let (timing, speed) = keyboardTiming(transition.animation, in: context, at: time) {
      keyboard.animate(
        to: target, timing: timing, speed: speed, anchor: commit, turn: turn, additive: additive,
        handlerTime: time)
    } else {
      keyboard.set(target, additive: additive, at: time)
    }
    var motion = Motion(
      commit: commit, time: time, animation: uikitTiming(in: context), additive: additive, placesAtOnce: false
    )
    motion.plansKeyframes = false
    actions.bar = moveBar(motion)
    moveScrollView(motion, into: &actions)
    noteAnimations()
    return actions
  }

  /// A *will* that ends where the keyboard is already going, in a world whose animations replace
  /// each other: UIKit starts the keyboard again from where it is shown, with the new timing, and
  /// the bar's keyframes follow it; the bar's own model value does not change.
  mutating func restartFromPresented(
    _ update: KeyboardUpdate, timing: KeyboardMotionTiming, speed: Double, at time: TimeInterval,
    context: MotionContext
  ) -> KeyboardDockActions {
    var actions = KeyboardDockActions(update: update)
    guard container != nil else { return actions }
    turn += 1
    let commit = commitEstimate(at: time)
    keyboard.animate(
      to: keyboard.model, timing: timing, speed: speed, anchor: commit, turn: turn, additive: false,
      handlerTime: time)
    let motion = Motion(
      commit: commit, time: time, animation: uikitTiming(in: context), additive: false, placesAtOnce: false)
    actions.bar = moveBar(motion)
    moveScrollView(motion, into: &actions)
    noteAnimations()
    return actions
  }

  /// Corrects the end of the keyboard's animation under way to `top`, which a per-frame source
  /// shows; `nil` when the machine makes no correction.
  ///
  /// The keyboard's model goes there on the same animation, from the same commit (UIKit animates
  /// the keyboard once, to where the source shows it), and the bar's value moves there at once,
  /// its keyframes following the keyboard from this layout pass on: within one frame of the
  /// reading.
  mutating func correctEnd(
    top: CGFloat, at time: TimeInterval, in container: KeyboardContainer
  ) -> KeyboardDockActions? {
    // A *did* since the latest *will* says its animation is over: a reading now corrects nothing
    // (a spurious value right after a show, row 5).
    guard !didSinceWill,
      arbiter.believesEndCorrection(
        by: machine.state.frame.minY - top, keyboardHeight: machine.state.frame.height),
      willTransitionRuns(at: time)
    else { return nil }
    // A *will* that placed the keyboard at once (a cross-fade) has its transition all the same
    // until its *did*: the keyboard is at the corrected end at once.
    let running = keyboard.isAnimating(at: time) ? keyboard.terms.last : nil
    let update = machine.correctEnd(top: top, at: time, in: container, atOnce: running == nil)
    guard let transition = update.transition else { return nil }
    if let running {
      keyboard.animate(
        to: Self.vector(transition.to.frame), timing: running.own.timing, speed: running.own.speed,
        anchor: running.own.anchor, turn: running.own.turn, additive: true,
        handlerTime: running.own.handlerTime)
    } else {
      keyboard.place(Self.vector(transition.to.frame))
    }
    turn += 1
    var actions = KeyboardDockActions(update: update)
    actions.transition = transition
    planGrowth(into: &actions)
    let motion = Motion(
      commit: time, time: time, animation: nil, additive: true, placesAtOnce: running == nil)
    actions.bar = moveBar(motion)
    moveScrollView(motion, into: &actions)
    return actions
  }

  /// Whether the latest *will*'s transition runs at `time`: its animation runs, or it placed the
  /// keyboard at once (a cross-fade) and neither the duration its notification gives has passed
  /// nor a *did* has come.
  func willTransitionRuns(at time: TimeInterval) -> Bool {
    if keyboard.isAnimating(at: time) { return true }
    guard let end = atOnceTransitionEnd, !anyDidSinceWill else { return false }
    return time <= end
  }

  /// The container was measured anew: the bar and the scroll view follow the keyboard in it.
  mutating func containerDidChange(_ new: KeyboardContainer, at time: TimeInterval) -> KeyboardDockActions {
    guard new.isValid else { return KeyboardDockActions(update: .ignored(.invalidContainer)) }
    let isFirst = container == nil
    container = new
    // The first measurement places the bar; only a change rides along with a notification.
    containerChangedInTurn = !isFirst
    if !isFirst, !turnDeliveredNotification, channelsBeforeContainerChange == nil {
      channelsBeforeContainerChange = (bar, scrollOffset)
    }
    var actions = KeyboardDockActions()
    planGrowth(into: &actions)
    let content = replanContent(at: time, placesAtOnce: isFirst)
    actions.bar = content.bar
    actions.scrollView = content.scrollView
    actions.isNewestContentInView = content.isNewestContentInView
    let transition =
      machine.isAnimating(at: time)
      ? KeyboardTransition(fromFrame: machine.fromFrame, to: machine.state, animation: machine.animation)
      : KeyboardTransition(fromFrame: machine.state.frame, to: machine.state, animation: .immediate(at: time))
    actions.transition = transition
    return actions
  }

  /// Plans the bar and the scroll view again for the keyboard's motion as it is: the bar's
  /// height, the container or the options changed.
  mutating func replanContent(at time: TimeInterval, placesAtOnce: Bool) -> KeyboardDockActions {
    var actions = KeyboardDockActions()
    guard container != nil else { return actions }
    turn += 1
    let commit = commitEstimate(at: time)
    let motion = Motion(
      commit: commit, time: time, animation: nil, additive: isAdditive, placesAtOnce: placesAtOnce)
    actions.bar = moveBar(motion)
    moveScrollView(motion, into: &actions)
    if actions.bar?.keyframes.adds == true || actions.scrollView?.contentOffsetY?.keyframes.adds == true {
      noteAnimations()
    }
    return actions
  }

  // MARK: Values

  /// How a value changes for one input.
  struct Motion {
    /// When the current transaction is taken to commit.
    var commit: TimeInterval
    /// When the input arrived.
    var time: TimeInterval
    /// The animation UIKit gives a value set now, or `nil` when it changes at once.
    var animation: (timing: KeyboardMotionTiming, speed: Double)?
    /// Whether UIKit's animations add to running ones.
    var additive: Bool
    /// Whether every running animation is removed and the value set at once.
    var placesAtOnce: Bool
    /// Whether the value gets keyframes that follow the keyboard; `false` removes them.
    var plansKeyframes = true
    /// Whether the user's drag of the keyboard moves it, or ends with this transition: the
    /// scroll view's offset stays where the user left it.
    var followsInteraction = false
  }

  /// The bar's model value and keyframes.
  private mutating func moveBar(_ motion: Motion) -> DockValueMotion? {
    guard let container else { return nil }
    let model = targetLayout.bottomOffset
    let rule = barOffset(in: container, at: motion.time)
    // The keyboard's frames sampled here are read again by the scroll view's plan.
    var samples = KeyboardSamples()
    let (channel, change) = self.move(bar, to: model, motion, samples: &samples) {
      rule.offset(for: $0, overlap: &$1)
    }
    samples.isRecording = false
    keyboardSamples = samples
    bar = channel
    return change
  }

  /// Moves one value's channel to `model` and plans the keyframes that make it follow `value` of
  /// the keyboard's frame.
  func move(
    _ channel: RunningAnimations<CGFloat>?, to model: CGFloat, _ motion: Motion,
    samples: inout KeyboardSamples, value: (SIMD4<Double>, inout CGFloat) -> CGFloat
  ) -> (RunningAnimations<CGFloat>, DockValueMotion) {
    // A value never placed before is placed at once.
    let placesAtOnce = motion.placesAtOnce || channel == nil
    var channel = channel ?? RunningAnimations(model)
    if placesAtOnce {
      channel.place(model)
      return (channel, DockValueMotion(value: model, placesAtOnce: true, keyframes: .remove))
    }
    var removesRunning = false
    if model == channel.model {
      // The adapter leaves an unchanged value alone: UIKit adds no animation, and running ones
      // go on.
    } else if let animation = motion.animation {
      channel.animate(
        to: model, timing: animation.timing, speed: animation.speed, anchor: motion.commit, turn: turn,
        additive: motion.additive, handlerTime: motion.time)
    } else if !motion.additive, channel.isAnimating(at: motion.time) {
      // An animation that is not additive would keep showing its own values over a new model
      // value: it is removed, and the keyframes carry the rest.
      channel.place(model)
      removesRunning = true
    } else {
      channel.set(model, additive: motion.additive, at: motion.time)
    }
    let keyframes =
      motion.plansKeyframes
      ? self.keyframes(following: value, over: channel, from: motion.commit, samples: &samples) : .remove
    return (channel, DockValueMotion(value: model, placesAtOnce: removesRunning, keyframes: keyframes))
  }

  /// The keyframes that, added to `channel`, show `value` of the keyboard's frame from `commit`
  /// until every animation has ended; `.remove` when they would add nothing.
  func keyframes(
    following value: (SIMD4<Double>, inout CGFloat) -> CGFloat, over channel: RunningAnimations<CGFloat>,
    from commit: TimeInterval, samples: inout KeyboardSamples
  ) -> DockKeyframes {
    // The keyboard is read from a local: the functions below would otherwise capture the whole
    // driver, copying it.
    let keyboard = keyboard
    let end = max(keyboard.end ?? commit, channel.end ?? commit)
    let duration = end - commit
    guard duration > 0, duration.isFinite else { return .remove }
    // Springs that run alike are summed while sampled, where enough run that summing them costs
    // less than reading them one by one.
    let keyboardSums =
      RunningAnimations.Sampler.pays(for: keyboard) ? RunningAnimations.Sampler(keyboard) : nil
    let channelSums = RunningAnimations.Sampler.pays(for: channel) ? RunningAnimations.Sampler(channel) : nil
    func sample(at time: TimeInterval) -> CGFloat {
      samples.value(at: time, of: keyboard, summed: keyboardSums, value)
        - (channelSums?.value(at: time) ?? channel.value(at: time))
    }
    // Where an animation ends (a spring just short of its end value) or a replacement takes over,
    // the value jumps: the path holds the value just before it until just before, then the new.
    var times: [TimeInterval] = []
    keyboard.appendJumps(from: commit, to: end, into: &times)
    channel.appendJumps(from: commit, to: end, into: &times)
    times.sort()
    let jumps = times.map {
      (fraction: ($0 - commit) / duration, left: sample(at: $0.nextDown), right: sample(at: $0))
    }
    let path = KeyframePath.sampling(
      duration: duration, finalValue: 0, jumps: jumps, addingMoreThan: Self.keyframeThreshold
    ) { fraction in
      sample(at: commit + fraction * duration)
    }
    return path.map { .replace($0) } ?? .remove
  }

  // MARK: Timing

  /// Whether UIKit's animations stack: as read in the handler, else as last read (additive until
  /// then, UIKit's rule since iOS 8).
  private func isAdditive(in context: MotionContext) -> Bool {
    if case .handler(.animated(let observed), _) = context, observed.isValid { return observed.isAdditive }
    return isAdditive
  }

  /// The keyboard's own timing for `animation`: read in the handler, else the machine's curve
  /// with the spring last read or the system's.
  ///
  /// In a *will* handler the keyboard moves with the animation of the block UIKit posts it in, or
  /// with its notification's curve when the handler runs in no animation block; a
  /// *will* the machine takes at once (equal begin and end frames) still moves a keyboard that is on
  /// its way elsewhere, and puts one at rest (a navigation push) in place. Elsewhere (a hide held to
  /// the end of its turn) it moves with its notification's curve.
  private func keyboardTiming(
    _ animation: KeyboardAnimation, in context: MotionContext, at time: TimeInterval
  ) -> (KeyboardMotionTiming, Double)? {
    if animation.isImmediate, !keyboard.isAnimating(at: time) { return nil }
    // Outside an animation block (`notAnimated`) the keyboard still moves on its notification's
    // curve, as a held hide does.
    if case .handler(let reading, _) = context, reading != .notAnimated { return uikitTiming(in: context) }
    guard !animation.isImmediate else { return nil }
    let spring = readSpring ?? KeyboardSpringParameters.keyboard(on: configuration.system)
    return KeyboardMotionTiming(animation, observedSpring: spring).map { ($0, 1) }
  }

  /// The animation UIKit gives a value set now: the keyboard's, inside a *will* handler that moves
  /// views with it; `nil` elsewhere.
  private func uikitTiming(in context: MotionContext) -> (timing: KeyboardMotionTiming, speed: Double)? {
    guard case .handler(let reading, let event) = context else { return nil }
    switch reading {
    case .notAnimated, .animationsDisabled:
      return nil
    case .animated(let observed) where observed.isValid:
      return (observed.timing, observed.speed)
    case .animated, .unreadable:
      let spring = readSpring ?? KeyboardSpringParameters.keyboard(on: configuration.system)
      let animation = KeyboardAnimation(
        beginTime: event.timestamp, duration: event.duration, curve: event.curve)
      return KeyboardMotionTiming(animation, observedSpring: spring).map { ($0, 1) }
    }
  }

  // MARK: Frames as vectors

  static func vector(_ rect: CGRect) -> SIMD4<Double> {
    SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  static func rect(_ vector: SIMD4<Double>) -> CGRect {
    CGRect(x: vector.x, y: vector.y, width: vector.z, height: vector.w)
  }
}

/// The keyboard's frames one plan sampled, in the order it sampled them, for the next plan of the
/// same input to read again: the bar's and the scroll view's plans sample the same instants when
/// their values move alike.
struct KeyboardSamples: Sendable {
  /// The instants sampled and the keyboard's frame at each.
  private var samples: [(time: TimeInterval, frame: SIMD4<Double>, overlap: CGFloat)] = []
  /// The next sample to read.
  private var cursor = 0
  /// `true` while a plan records its samples; `false` while one reads them.
  var isRecording = true

  /// `value` of the keyboard's frame at `time`, which it may give its docked overlap (NaN when
  /// not yet measured): the frame and overlap recorded, or read from the recording when the plan
  /// asks for the instant the recorded one asked for next.
  ///
  /// The keyboard is read from `summed` when given (``RunningAnimations/Sampler``), else from
  /// `keyboard`.
  mutating func value(
    at time: TimeInterval, of keyboard: RunningAnimations<SIMD4<Double>>,
    summed: RunningAnimations<SIMD4<Double>>.Sampler?, _ value: (SIMD4<Double>, inout CGFloat) -> CGFloat
  ) -> CGFloat {
    if isRecording {
      var overlap = CGFloat.nan
      let frame = summed?.value(at: time) ?? keyboard.value(at: time)
      let answer = value(frame, &overlap)
      // A plan samples a few dozen instants when the keyboard and the value move alike, a few
      // hundred when they do not.
      if samples.isEmpty { samples.reserveCapacity(64) }
      samples.append((time, frame, overlap))
      return answer
    }
    if cursor < samples.count, samples[cursor].time == time {
      cursor += 1
      return value(samples[cursor - 1].frame, &samples[cursor - 1].overlap)
    }
    var overlap = CGFloat.nan
    return value(summed?.value(at: time) ?? keyboard.value(at: time), &overlap)
  }
}

extension DockKeyframes {
  /// `true` when the change adds a path.
  var adds: Bool {
    if case .replace = self { return true }
    return false
  }
}
