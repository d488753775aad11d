import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The keyboard tracker's state machine: notifications and per-frame samples in, transitions out.
///
/// A value type with no clocks or threads of its own: the caller passes each input with its
/// timestamp and the container it is measured against. It decides phases and transitions; where
/// the keyboard is at an instant is the driver's answer (``KeyboardDockDriver``), which also tells
/// the machine where an interrupted transition starts. The UIKit tracker feeds it UIKit's events
/// through the driver; `kbdock` feeds it recorded or simulated ones. <doc:StateMachine> describes every rule.
package struct KeyboardStateMachine: Sendable {
  /// The nominal duration of the spring that returns a cancelled drag to rest, 0.25 s.
  ///
  /// The value is Telegram's (<doc:HowTheKeyboardBehaves#Letting-go>). Curve 7 runs its 0.5 s spring whatever
  /// the nominal duration.
  package static let snapBackDuration: TimeInterval = 0.25

  /// How close, in points, a sample's top must be to count as the same position: 0.01.
  package static let sampleTolerance: CGFloat = KeyboardSourceArbiter.sampleTolerance

  /// The state at the end of the latest transition.
  package private(set) var state: KeyboardState
  /// The latest transition's animation.
  package private(set) var animation: KeyboardAnimation
  /// Where the latest transition began, in screen coordinates.
  package private(set) var fromFrame: CGRect
  /// The keyboard's resting frame while the user drags it.
  ///
  /// A cancelled drag settles back exactly there (``KeyboardPhase/interactive``).
  package private(set) var restingFrame: CGRect?
  /// A hide waiting for the end of the run-loop turn (<doc:HowTheKeyboardBehaves#Field-switches>).
  package private(set) var pendingHide: KeyboardEvent?
  /// A sample at or below the bar's resting line, waiting for the end of the run-loop turn: a
  /// *will* notification in the same turn replaces it
  /// (<doc:HowTheKeyboardBehaves#A-hide-seen-early>).
  package private(set) var pendingSample: KeyboardFrameSample?
  /// The *will* notifications a late *did* may still report.
  private var ledger = WillLedger()
  /// `true` when the latest transition is the spring back of a cancelled drag, which samples may interrupt.
  private var springsBack = false
  /// Where the keyboard rests, or last rested, on screen.
  ///
  /// The end of the latest transition that left it visible, or the resting frame of a drag: the
  /// Slide Over correction is judged on it.
  private var visibleEnd: CGRect?
  /// `true` while the end of the turn applies a held sample.
  private var isEndingTurn = false
  /// The end frame the latest *will* reported and the one a source corrected it to, until the
  /// next *will*: its *did*s report the same wrong frame.
  private var endCorrection: (reported: CGRect, corrected: CGRect)?

  /// Creates a machine in `state`, by default with the keyboard hidden.
  ///
  /// A state whose frame is not finite (`CGRect.isFiniteRect`) cannot be presented: the machine
  /// starts from `KeyboardState.initial` instead.
  package init(state: KeyboardState = .initial) {
    let state = state.frame.isFiniteRect ? state : .initial
    self.state = state
    self.animation = .immediate(at: 0)
    self.fromFrame = state.frame
    self.restingFrame = nil
    self.pendingHide = nil
    self.pendingSample = nil
  }

  // MARK: Queries

  /// The phase at `time`: ``KeyboardPhase/showing`` and ``KeyboardPhase/hiding`` become
  /// ``KeyboardPhase/shown`` and ``KeyboardPhase/hidden`` once their animation has ended, even if
  /// the *did* notification has not arrived yet.
  ///
  /// A NaN time counts as the end of the animation, as everywhere in the machine's queries.
  package func phase(at time: TimeInterval) -> KeyboardPhase {
    guard time >= animation.endTime || time.isNaN else { return state.phase }
    switch state.phase {
    case .showing: return .shown
    case .hiding: return .hidden
    default: return state.phase
    }
  }

  /// How the keyboard is attached at `time`, or `nil` while it is hidden.
  ///
  /// It is `nil` before the keyboard was first shown, and once it is hidden (see `phase(at:)`) and no
  /// longer moving, whatever frame is left over. A keyboard still sliding away after an early `didHide` keeps
  /// its attachment, so a bar follows it all the way down; and a hidden keyboard lifts nothing even when the
  /// container changes under a stale frame (rotated while hidden, the old orientation's off-screen frame can
  /// lie on the new screen).
  package func attachment(at time: TimeInterval) -> KeyboardAttachment? {
    if phase(at: time) == .hidden, !isAnimating(at: time) { return nil }
    return state.attachment
  }

  /// `true` while the latest transition's animation runs at `time`.
  package func isAnimating(at time: TimeInterval) -> Bool {
    time < animation.endTime && !animation.isImmediate
  }

  /// `true` unless `container` and the keyboard both name a screen and they differ.
  ///
  /// A window moved to another display leaves the keyboard behind: the layout queries then answer as
  /// if no keyboard were shown (<doc:HowTheKeyboardBehaves#Keyboards-on-other-screens>).
  package func isOnScreen(of container: KeyboardContainer) -> Bool {
    isOnScreen(screen: container.screen)
  }

  /// `isOnScreen(of:)` of a container on `screen`.
  func isOnScreen(screen: KeyboardScreenID?) -> Bool {
    guard let screen, let keyboard = state.screen else { return true }
    return screen == keyboard
  }

  /// The bar's layout at the end of the latest transition.
  ///
  /// It is where the bar settles, and what a growing text view's available height is planned against.
  /// A keyboard on another screen than `container`'s lifts nothing (`isOnScreen(of:)`).
  package func targetDockLayout(
    in container: KeyboardContainer, configuration: DockConfiguration = .default
  ) -> DockLayout {
    let hides = state.phase == .hidden || state.phase == .hiding || !isOnScreen(of: container)
    return DockLayout.resolve(
      keyboardFrame: state.frame, attachment: hides ? nil : state.attachment, isLocal: state.isLocal,
      in: judged(container), configuration: configuration)
  }

  /// `container` with the Slide Over correction decided once for the latest transition, on
  /// where the keyboard rests (or rested, while it hides), so that every frame of the transition
  /// gets the same correction.
  ///
  /// Judged on each frame instead, the one frame whose bottom happens to pass the screen's bottom
  /// would lose the correction and put the bar the window's gap into the keyboard
  /// (<doc:HowTheKeyboardBehaves#Slide-Over>). Outside Slide Over, `container` as it is.
  @usableFromInline
  package func judged(_ container: KeyboardContainer) -> KeyboardContainer {
    guard container.isSlideOver, container.transitionSlideOverOffset == nil else { return container }
    var judged = container
    judged.transitionSlideOverOffset = KeyboardGeometry.slideOverOffset(
      for: visibleEnd ?? state.frame, in: container)
    return judged
  }

  // MARK: Inputs

  /// Handles a validated keyboard notification.
  ///
  /// - Parameters:
  ///   - event: The notification.
  ///   - container: The view the keyboard is measured against, for classification.
  ///   - presented: Where the keyboard is shown at the event's time, in screen coordinates, as
  ///     the caller models it (the driver's belief): an animation or drag it interrupts starts
  ///     there. `nil` for a machine used alone: see ``shownFrame(presented:)``.
  /// - Returns: What changed. A hide is ``KeyboardUpdate/deferred`` until `endTurn(in:presented:)`.
  package mutating func handle(
    _ event: KeyboardEvent, in container: KeyboardContainer, presented: CGRect? = nil,
    arbiter: KeyboardSourceArbiter = KeyboardSourceArbiter()
  ) -> KeyboardUpdate {
    guard container.isValid else { return .ignored(.invalidContainer) }
    if let screen = event.screen, let own = container.screen, screen != own {
      return .ignored(.otherScreen)
    }
    var event = Self.inScreenCoordinates(event, in: container)
    guard arbiter.believes(did: event) else { return .ignored(.staleNotification) }
    // A sample held in this turn was the frame UIKit set for this notification's animation, ahead
    // of it: the notification says where the keyboard goes, from where it is shown.
    if event.kind.isWill {
      pendingSample = nil
      endCorrection = nil
    } else if let correction = endCorrection,
      KeyboardGeometry.isSameFrame(event.endFrame, correction.reported)
    {
      // The did of a notification whose end a source corrected reports the same wrong frame.
      event.endFrame = correction.corrected
    }
    switch classify(event, in: container) {
    case .ignored(let reason):
      return .ignored(reason)
    case .hidden:
      return handleHide(event, in: container, presented: presented, arbiter: arbiter)
    case .visible(let attachment):
      // Hidden, or going there: a hide's animation may still run when a phantom comes (the hide's
      // commit waited on a busy main thread), and it is no more a keyboard then.
      let current = phase(at: event.timestamp)
      let showsWhileHidden = (current == .hidden || current == .hiding) && pendingHide == nil
      guard
        arbiter.believesFrameChange(
          kind: event.kind, showsKeyboardWhileHidden: showsWhileHidden, isLocal: event.isLocal)
      else {
        // Deferred: a fact speaks against the change (<doc:HowTheKeyboardBehaves#Sources-that-lie>,
        // row 7). The `willShow` UIKit posts in the same turn for a real keyboard carries the
        // same values; without one the change is dropped at the turn's end.
        return .deferred
      }
      if event.kind.isWill {
        ledger.recordWill(event.kind, .show, frame: event.endFrame)
      } else {
        // A stale did never overrides a newer will: a show's did after a newer hide, or after a
        // show to another frame.
        switch ledger.read(did: event.kind, .show, frame: event.endFrame) {
        case .stale:
          return .ignored(.staleNotification)
        case .unknown where pendingHide != nil || phase(at: event.timestamp) == .hiding:
          return .ignored(.staleNotification)
        case .unknown where !arbiter.believesUnconfirmedDid:
          return .ignored(.staleNotification)
        case .confirms, .unknown:
          break
        }
      }
      pendingHide = nil
      return handleShow(event, attachment: attachment, presented: presented)
    }
  }

  /// Whether the spring back of a cancelled drag runs at `time`.
  private func isSpringingBack(at time: TimeInterval) -> Bool {
    springsBack && isAnimating(at: time)
  }

  /// Handles a per-frame sample from an interactive source.
  ///
  /// See <doc:HowTheKeyboardBehaves#Interactive-dismissal>. Only the sample's top edge counts: a probe pinned
  /// to `keyboardLayoutGuide` knows where the keyboard's top is but is cut off at its view's bottom, so its
  /// height says nothing about the keyboard's. The keyboard is taken to be its resting frame moved down to
  /// that top.
  ///
  /// Whether the sample is believed is the arbiter's answer (`KeyboardSourceArbiter.judge(_:)`,
  /// <doc:HowTheKeyboardBehaves#Sources-that-lie>); the machine then acts on it:
  /// - A finger moves the keyboard at once and enters ``KeyboardPhase/interactive`` (the keyboard
  ///   follows the finger down, never up; <doc:HowTheKeyboardBehaves#Following-the-finger>). A top
  ///   exactly at the screen's bottom is a keyboard dragged all the way off: it covers nothing.
  /// - A top back at the resting top ends the drag (a cancelled dismissal): the keyboard springs
  ///   back from where it is with curve 7, since a source may report only the end of UIKit's
  ///   snap-back animation.
  /// - A held sample waits for the end of the run-loop turn (``KeyboardUpdate/deferred``): a
  ///   *will* notification in the same turn replaces it, and `endTurn(in:)` judges it again
  ///   otherwise.
  ///
  /// `presented` is where the keyboard is shown at the sample's time as the caller models it: a
  /// drag or spring back starts there (``shownFrame(presented:)``).
  package mutating func handle(
    _ sample: KeyboardFrameSample, in container: KeyboardContainer, presented: CGRect? = nil,
    arbiter: KeyboardSourceArbiter = KeyboardSourceArbiter()
  ) -> KeyboardUpdate {
    guard container.isValid else { return .ignored(.invalidContainer) }
    // A newer sample replaces a held one.
    pendingSample = nil
    if pendingHide != nil {
      // A sample means the turn that sent the hide is over: the hide takes effect now.
      let hide = endTurn(in: container, presented: presented, arbiter: arbiter)
      if hide.transition != nil { return hide }
    }
    guard state.phase != .hidden, state.phase != .hiding, state.attachment?.isDocked == true else {
      return .ignored(.sampleWithoutDockedKeyboard)
    }
    let resting = restingFrame ?? state.frame
    // A spring back is over once its animation is: the keyboard rests then, and a later reading
    // is judged as one from a keyboard at rest.
    let springingBack = isSpringingBack(at: sample.timestamp)
    // Samples are compared nearly exactly, not rounded like notifications (see *How the iOS keyboard
    // behaves*, "Third-party keyboards"): a drag moves on the pixel grid (1/3 pt on a 3x screen).
    let facts = KeyboardSourceArbiter.SampleFacts(
      top: sample.frame.minY, height: sample.frame.height, stateTop: state.frame.minY,
      restingTop: resting.minY, restingHeight: resting.height, bottom: sample.frame.maxY,
      restingBottom: resting.maxY, restingLine: Self.restingLine(in: container),
      screenBottom: container.screenBounds.maxY, isInteractive: state.phase == .interactive || springingBack,
      isDragged: state.phase == .interactive && !springingBack,
      isNotificationAnimating: state.phase != .interactive && !springingBack
        && isAnimating(at: sample.timestamp),
      isEndingTurn: isEndingTurn)
    switch arbiter.judge(facts) {
    case .ignore(let reason):
      return .ignored(reason)
    case .springBack:
      // A cancelled drag: UIKit springs the keyboard back, and a per-frame source may report only the end of
      // that animation, so the machine animates from where the keyboard is (see *How the iOS keyboard
      // behaves*, "Letting go").
      let snapBack = KeyboardAnimation(
        beginTime: sample.timestamp, duration: Self.snapBackDuration, curve: .keyboard)
      return apply(
        frame: resting, phase: .shown, attachment: state.attachment, isLocal: state.isLocal,
        screen: state.screen, animation: snapBack,
        from: shownFrame(presented: presented),
        restingFrame: nil, springsBack: true)
    case .hold:
      pendingSample = sample
      return .deferred
    case .follow:
      pendingSample = nil
      let dragged = CGRect(
        x: resting.minX, y: sample.frame.minY, width: resting.width, height: resting.height)
      return apply(
        frame: dragged, phase: .interactive, attachment: state.attachment, isLocal: state.isLocal,
        screen: state.screen, animation: .immediate(at: sample.timestamp),
        from: shownFrame(presented: presented), restingFrame: resting)
    }
  }

  /// Corrects the end of a show or height change under way to a keyboard top a per-frame source
  /// shows above it, its bottom kept: the notification's end frame was wrong (iOS 26 leaves the
  /// input accessory out; password autofill), and UIKit animates the keyboard to where the source
  /// shows it (<doc:HowTheKeyboardBehaves#When-the-frames-disagree>).
  ///
  /// The animation keeps its start and curve. Only a docked keyboard showing or shown by a
  /// notification's animation running at `time` (or, with `atOnce`, by a *will* that placed it at
  /// once, a cross-fade, whose *did* has not come) is corrected, by a top more than half a point
  /// above its end and on the screen; otherwise the result is ``KeyboardUpdate/unchanged``.
  package mutating func correctEnd(
    top: CGFloat, at time: TimeInterval, in container: KeyboardContainer, atOnce: Bool = false
  ) -> KeyboardUpdate {
    guard container.isValid, top.isFinite, isAnimating(at: time) || atOnce, !springsBack, restingFrame == nil,
      state.phase == .showing || state.phase == .shown, state.attachment?.isDocked == true,
      top < state.frame.minY - 0.5, top >= container.screenBounds.minY
    else { return .unchanged }
    let corrected = CGRect(
      x: state.frame.minX, y: top, width: state.frame.width, height: state.frame.maxY - top)
    guard corrected.isFiniteRect, corrected.height > 0 else { return .unchanged }
    endCorrection = (endCorrection?.reported ?? state.frame, corrected)
    state.frame = corrected
    return .transition(KeyboardTransition(fromFrame: fromFrame, to: state, animation: animation))
  }

  /// Withdraws the latest end correction when the arbiter finds `event` explains it.
  ///
  /// The reading was this *will*'s end value, ahead of it. The state goes back to the
  /// notification's end, so the *will* moves the keyboard; returns that end, or `nil` when
  /// nothing was withdrawn.
  package mutating func withdrawEndCorrection(
    explainedBy event: KeyboardEvent, arbiter: KeyboardSourceArbiter
  ) -> CGRect? {
    guard event.kind.isWill, let correction = endCorrection,
      arbiter.willExplainsCorrection(willEnd: event.endFrame, corrected: correction.corrected)
    else { return nil }
    endCorrection = nil
    state.frame = correction.reported
    return correction.reported
  }

  /// Ends the latest transition's animation at `time`: the keyboard is known to have settled
  /// sooner than its curve's nominal duration says (a spring read at run time that settles in
  /// less than 0.5 s), so samples move it again.
  package mutating func finishAnimation(at time: TimeInterval) {
    guard time.isFinite, isAnimating(at: time) else { return }
    animation = .immediate(at: time)
    fromFrame = state.frame
  }

  /// Ends the run-loop turn: a hide that no show followed now takes effect.
  ///
  /// See <doc:HowTheKeyboardBehaves#Field-switches>. The UIKit layer calls this from a run-loop observer
  /// before the main thread sleeps, which is still inside the keyboard's Core Animation transaction. Against
  /// an invalid container the hide stays pending and the result is ``KeyboardIgnoreReason/invalidContainer``.
  ///
  /// `presented` is where the keyboard is shown now as the caller models it: a hide leaves from
  /// there (``shownFrame(presented:)``).
  package mutating func endTurn(
    in container: KeyboardContainer, presented: CGRect? = nil,
    arbiter: KeyboardSourceArbiter = KeyboardSourceArbiter()
  ) -> KeyboardUpdate {
    guard let hide = pendingHide else {
      return endTurnWithSample(in: container, presented: presented, arbiter: arbiter)
    }
    // The hide waits for a container it can be measured against.
    guard container.isValid else { return .ignored(.invalidContainer) }
    pendingHide = nil
    pendingSample = nil
    if state.phase == .hidden { return .unchanged }
    let animation = KeyboardAnimation(
      beginTime: hide.timestamp, duration: hide.duration, curve: hide.curve)
    let presented = shownFrame(presented: presented)
    let target = Self.hiddenFrame(hide.endFrame, leaving: presented, in: container)
    return apply(
      frame: target, phase: animation.isImmediate ? .hidden : .hiding,
      attachment: state.attachment, isLocal: hide.isLocal, screen: hide.screen ?? state.screen,
      animation: animation, from: KeyboardGeometry.isPositionless(presented) ? target : presented,
      restingFrame: nil)
  }

  /// Ends the run-loop turn for a held sample: no *will* notification followed it, so it is
  /// where the finger holds the keyboard.
  private mutating func endTurnWithSample(
    in container: KeyboardContainer, presented: CGRect?, arbiter: KeyboardSourceArbiter
  ) -> KeyboardUpdate {
    guard let sample = pendingSample else { return .unchanged }
    guard container.isValid else { return .ignored(.invalidContainer) }
    pendingSample = nil
    isEndingTurn = true
    defer { isEndingTurn = false }
    return handle(sample, in: container, presented: presented, arbiter: arbiter)
  }

  /// The keyboard top, in screen coordinates, from which down a docked bar rests on the
  /// container's safe area: the container's bottom less its bottom safe-area inset.
  package static func restingLine(in container: KeyboardContainer) -> CGFloat {
    container.frameInScreen.maxY - max(0, container.safeAreaInsets.bottom)
  }

  /// Re-derives the state when the app returns to the foreground.
  ///
  /// No notifications were delivered while in the background
  /// (<doc:HowTheKeyboardBehaves#Background-and-foreground>).
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates if the app's first responder
  ///     shows a keyboard now, else `nil`.
  ///   - time: The current time.
  ///   - container: The view the keyboard is measured against.
  /// - Returns: The transition, or ``KeyboardIgnoreReason/invalidContainer`` (nothing changes) for
  ///   a container or time that is not finite.
  package mutating func reconcile(
    keyboardFrame: CGRect?, at time: TimeInterval, in container: KeyboardContainer
  ) -> KeyboardUpdate {
    guard container.isValid, time.isFinite else { return .ignored(.invalidContainer) }
    pendingHide = nil
    pendingSample = nil
    ledger = WillLedger()
    guard let frame = keyboardFrame, frame.isFiniteRect,
      case .visible(let attachment) = KeyboardGeometry.classify(frame, kind: .didShow, in: container)
    else {
      if state.phase == .hidden { return .unchanged }
      let offscreen = CGRect(
        x: state.frame.minX, y: container.screenBounds.maxY,
        width: state.frame.width, height: state.frame.height)
      return apply(
        frame: offscreen, phase: .hidden, attachment: state.attachment, isLocal: true,
        screen: state.screen, animation: .immediate(at: time), from: offscreen, restingFrame: nil)
    }
    if state.phase == .shown, KeyboardGeometry.isSameFrame(frame, state.frame) { return .unchanged }
    return apply(
      frame: frame, phase: .shown, attachment: attachment, isLocal: true, screen: state.screen,
      animation: .immediate(at: time), from: frame, restingFrame: nil)
  }

  // MARK: Rules

  /// Where the keyboard is shown, for a transition that starts there: `presented`, the caller's
  /// model of it (the driver's), when it is a finite frame.
  ///
  /// The machine evaluates no curve: used alone, given none, it takes the end of its latest
  /// transition, as if that had ended (a drag's frame is where the finger holds the keyboard).
  package func shownFrame(presented: CGRect?) -> CGRect {
    if let presented, presented.isFiniteRect { return presented }
    return state.frame
  }

  /// `event` with its frames in screen coordinates, moved as its end frame says
  /// (`KeyboardGeometry.screenOffset(ofReported:in:)`): begin and end alike, so the transition
  /// between them is one move on the screen.
  private static func inScreenCoordinates(_ event: KeyboardEvent, in container: KeyboardContainer)
    -> KeyboardEvent
  {
    guard event.kind != .willHide, event.kind != .didHide,
      let offset = KeyboardGeometry.screenOffset(ofReported: event.endFrame, in: container)
    else { return event }
    var moved = event
    moved.endFrame = event.endFrame.offsetBy(dx: offset.x, dy: offset.y)
    if let begin = event.beginFrame, !KeyboardGeometry.isPositionless(begin) {
      moved.beginFrame = begin.offsetBy(dx: offset.x, dy: offset.y)
    }
    return moved.endFrame.isFiniteRect && moved.beginFrame?.isFiniteRect != false ? moved : event
  }

  /// Classifies a notification's end frame, judging the attachment on the transition's ends.
  ///
  /// An undocked keyboard that leaves slides down to a frame that reaches below the screen's
  /// bottom: judged alone, that end looks like a hardware keyboard's shortcuts bar (docked), and
  /// every frame on the way would lift the bar. A change of frame that begins at the undocked
  /// keyboard and ends below the screen's bottom with the same size is the undocked keyboard
  /// going away: it is a hide (<doc:HowTheKeyboardBehaves#An-undocked-keyboard-that-leaves>).
  private func classify(_ event: KeyboardEvent, in container: KeyboardContainer)
    -> KeyboardFrameClassification
  {
    let classification = KeyboardGeometry.classify(event.endFrame, kind: event.kind, in: container)
    guard case .visible(.shortcutsBar) = classification,
      event.kind == .willChangeFrame
        || event.kind == .didChangeFrame, state.attachment == .undocked, state.phase.isShownOrShowing
    else { return classification }
    let begin = event.beginFrame ?? state.frame
    guard case .visible(.undocked) = KeyboardGeometry.classify(begin, kind: nil, in: container),
      begin.width.rounded() == event.endFrame.width.rounded(),
      begin.height.rounded() == event.endFrame.height.rounded()
    else { return classification }
    return .hidden
  }

  private mutating func handleHide(
    _ event: KeyboardEvent, in container: KeyboardContainer, presented: CGRect?,
    arbiter: KeyboardSourceArbiter
  ) -> KeyboardUpdate {
    if event.kind.isWill {
      ledger.recordWill(event.kind, .hide, frame: event.endFrame)
      // Held until the end of the turn: a field switch sends willHide then willShow, and willHide's
      // values win over the willChangeFrame that precedes it (see *How the iOS keyboard behaves*,
      // "Field switches" and "Notifications and their order").
      if pendingHide?.kind != .willHide || event.kind == .willHide { pendingHide = event }
      return .deferred
    }
    // didHide / didChangeFrame to a hidden frame. A stale did never overrides a newer will: the did
    // of a hide that a newer show superseded.
    let reading = ledger.read(did: event.kind, .hide, frame: event.endFrame)
    if reading == .stale { return .ignored(.staleNotification) }
    if pendingHide != nil { return .unchanged }
    if reading == .unknown, !arbiter.believesUnconfirmedDid { return .ignored(.staleNotification) }
    if reading == .unknown, state.phase == .showing || state.phase == .shown, isAnimating(at: event.timestamp)
    {
      // The did of a hide older than the show (or height change) under way.
      return .ignored(.staleNotification)
    }
    switch state.phase {
    case .hidden:
      return .unchanged
    case .hiding:
      state.phase = .hidden
      return .settled(.hidden)
    case .showing, .shown, .interactive:
      // The will notification was missed: hide at once.
      let presented = shownFrame(presented: presented)
      return apply(
        frame: Self.hiddenFrame(event.endFrame, leaving: presented, in: container),
        phase: .hidden, attachment: state.attachment,
        isLocal: event.isLocal, screen: event.screen ?? state.screen,
        animation: .immediate(at: event.timestamp), from: presented, restingFrame: nil)
    }
  }

  private mutating func handleShow(
    _ event: KeyboardEvent, attachment: KeyboardAttachment, presented: CGRect?
  ) -> KeyboardUpdate {
    let time = event.timestamp
    let arrived = KeyboardGeometry.isSameFrame(event.endFrame, state.frame)
    if arrived, state.phase.isShownOrShowing {
      // Already there: the did notification after its will, a stationary focus change, or the show
      // half of a debounced field switch (see *How the iOS keyboard behaves*, "Frames that do not
      // move" and "Field switches").
      if !event.kind.isWill, state.phase == .showing {
        state.phase = .shown
        return .settled(.shown)
      }
      if event.kind.isWill, event.isLocal != state.isLocal {
        // Focus moved between apps in Split View or Slide Over: the same keyboard now belongs to the
        // other app, and only the bar's rule for it changes (see *How the iOS keyboard behaves*,
        // "Multitasking"). A running animation goes on.
        let running = isAnimating(at: time)
        return apply(
          frame: state.frame, phase: state.phase, attachment: attachment, isLocal: event.isLocal,
          screen: event.screen ?? state.screen, animation: running ? animation : .immediate(at: time),
          from: running ? fromFrame : state.frame, restingFrame: restingFrame, springsBack: springsBack)
      }
      return event.isStationary ? .ignored(.stationary) : .unchanged
    }
    // Begin equal to end means the keyboard does not move, except at the release of a drag: the
    // keyboard springs back from where the finger left it (see *How the iOS keyboard behaves*, "Letting go").
    let releasesDrag = state.phase == .interactive
    let immediate = !event.kind.isWill || event.duration <= 0 || (event.isStationary && !releasesDrag)
    let animation =
      immediate
      ? KeyboardAnimation.immediate(at: time)
      : KeyboardAnimation(beginTime: time, duration: event.duration, curve: event.curve)
    // A height change while shown, or the release of a cancelled drag, keeps `shown` (see *How the iOS
    // keyboard behaves*, "Height changes").
    let keepsShown = immediate || state.phase == .shown || state.phase == .interactive
    return apply(
      frame: event.endFrame, phase: keepsShown ? .shown : .showing, attachment: attachment,
      isLocal: event.isLocal,
      screen: event.screen ?? state.screen, animation: animation,
      from: earlyEndValueRestingFrame(for: event)
        ?? Self.knownStart(startFrame(for: event, at: time, presented: presented), to: event.endFrame),
      restingFrame: nil)
  }

  /// The resting frame, when the drag under way was this notification's end value seen early.
  ///
  /// A keyboard that gets shorter (QuickType off) moves its top down, and a per-frame source can
  /// report the new top before the notification arrives: it looks like a drag. When a *will*
  /// notification then ends exactly at the dragged top (rounded) with another height than the
  /// resting keyboard's, no finger moved the keyboard: its animation starts from the resting
  /// frame, where the keyboard really is. A real drag ends with a hide, or with a show back at
  /// the resting frame.
  private func earlyEndValueRestingFrame(for event: KeyboardEvent) -> CGRect? {
    guard state.phase == .interactive, event.kind.isWill, let resting = restingFrame,
      event.endFrame.minY.rounded() == state.frame.minY.rounded(),
      event.endFrame.height.rounded() != resting.height.rounded()
    else { return nil }
    return resting
  }

  /// Where a hiding keyboard ends: the hide's end frame, moved just below the screen if it is still on it.
  ///
  /// A hide can carry a frame that is still on screen (a `willHide` with the undocked keyboard's
  /// frame when the user undocks from the menu; a frame left over from a rotation), and a hidden
  /// keyboard must lift nothing (<doc:HowTheKeyboardBehaves#Frames-to-ignore>). Frames off screen
  /// or with no area stay as they are, except a frame with no position
  /// (`KeyboardGeometry.isPositionless(_:)`): the keyboard leaves from where it is, `presented`,
  /// straight down below the screen.
  private static func hiddenFrame(
    _ frame: CGRect, leaving presented: CGRect, in container: KeyboardContainer
  ) -> CGRect {
    let screenBottom = container.screenBounds.maxY
    if KeyboardGeometry.isPositionless(frame) {
      if KeyboardGeometry.isPositionless(presented) { return frame }
      return CGRect(x: presented.minX, y: screenBottom, width: presented.width, height: presented.height)
    }
    guard KeyboardGeometry.overlappingPart(of: frame, and: container.screenBounds) != nil else {
      return frame
    }
    return CGRect(x: frame.minX, y: screenBottom, width: frame.width, height: frame.height)
  }

  /// Where a show starts: `start`, unless it or `end` has no position; then at `end`, since the
  /// keyboard cannot be followed between a place and no place.
  private static func knownStart(_ start: CGRect, to end: CGRect) -> CGRect {
    KeyboardGeometry.isPositionless(start) || KeyboardGeometry.isPositionless(end) ? end : start
  }

  /// Where a show starts.
  ///
  /// It starts at the presented frame if an animation or a drag is under way, at the notification's begin
  /// frame from hidden (a hide whose animation has ended, with or without its `didHide`), else at the
  /// current frame.
  private func startFrame(for event: KeyboardEvent, at time: TimeInterval, presented: CGRect?) -> CGRect {
    if isAnimating(at: time) || state.phase == .interactive {
      return shownFrame(presented: presented)
    }
    if phase(at: time) == .hidden {
      if let begin = event.beginFrame, !event.isStationary { return begin }
      if state.frame != .zero { return state.frame }
      // Just below its end; at its end when that would overflow.
      let below = event.endFrame.offsetBy(dx: 0, dy: event.endFrame.height)
      return below.isFiniteRect ? below : event.endFrame
    }
    return state.frame
  }

  private mutating func apply(
    frame: CGRect,
    phase: KeyboardPhase,
    attachment: KeyboardAttachment?,
    isLocal: Bool,
    screen: KeyboardScreenID?,
    animation: KeyboardAnimation,
    from: CGRect,
    restingFrame: CGRect?,
    springsBack: Bool = false
  ) -> KeyboardUpdate {
    state = KeyboardState(
      phase: phase, frame: frame, attachment: attachment, isLocal: isLocal, screen: screen)
    self.animation = animation
    self.fromFrame = from
    self.restingFrame = restingFrame
    self.springsBack = springsBack
    if phase.isShownOrShowing || phase == .interactive, !KeyboardGeometry.isPositionless(frame) {
      visibleEnd = restingFrame ?? frame
    }
    return .transition(KeyboardTransition(fromFrame: from, to: state, animation: animation))
  }
}
