import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The keyboard as it really is on screen during a replay: `kbdock`'s own reading of what UIKit
/// delivered, independent of the engine's state machine.
///
/// It moves by the device's physics (``KeyboardPhysics``): a *will* notification animates it
/// from its turn's commit, a *did* that answers a *will* moves nothing, frames UIKit sends that
/// are not where the keyboard is are skipped. Between notifications it moves only by what the
/// scenario states it physically does (``ReplayTruth``, ``apply(_:frame:at:commit:)``): a finger
/// holding it, a frame at rest, a corrected end, a spring back. It never judges a per-frame
/// sample by the product's reading rules; a timeline that states no truth (a recorded trace)
/// has its samples read as a scenario's are (``truth(ofSample:at:willInTurn:)``). The rules, one
/// by one, are the `KeyboardDockReplay` catalog's article *How the simulated keyboard moves*.
struct SimulatedKeyboard: Sendable {
  /// The container the keyboard is measured against.
  private(set) var container: KeyboardContainer
  /// How the device's keyboard moves.
  let physics: KeyboardPhysics
  /// The keyboard's frame as Core Animation shows it, as `[x, y, width, height]`.
  private var motion = AnimatedValue(FrameVector.zero)
  /// `false` until the keyboard first appears, and after it hides.
  private(set) var isVisible = false
  /// `true` while the keyboard reaches the screen's bottom.
  private(set) var isDocked = true
  /// `false` for a keyboard another app raised.
  private(set) var isLocal = true
  private var hasFrame = false
  /// Where the latest visible *will* notification put the keyboard: where a drag springs back to.
  private var restingFrame: CGRect?
  /// `true` after UIKit sent `CGRect.zero` for a keyboard that became floating: where it is, is unknown.
  private var positionUnknown = false
  /// How far below its reported frames the keyboard really is, in points: the space below a
  /// Slide Over app's window, or 0.
  ///
  /// It is settled where the keyboard comes to rest on screen and kept while it moves, leaving
  /// included: a real keyboard never jumps by the window's gap on its way.
  private(set) var shownShift: Double = 0
  /// `true` when the device reports the keyboard's frames in the window's coordinates: the
  /// keyboard is really where they say, moved by the window's origin.
  var framesInWindow = false
  /// How many *will* notifications of each kind no *did* has answered yet.
  private var unanswered: [KeyboardNotificationKind: Int] = [:]
  /// `true` when the timeline states the keyboard's motion (a compiled scenario's truth
  /// channel): per-frame samples then move nothing; ``apply(_:frame:at:commit:)`` does.
  var statesTruth = false
  /// The run-loop turn's latest per-frame sample, until the turn ends, for a timeline that
  /// states no truth.
  private var heldSample: (time: Double, frame: CGRect)?
  /// `true` once a *will* came in the current run-loop turn.
  private var willInTurn = false
  /// When the latest *will*'s transition ends, at the device's spring.
  ///
  /// Until then, a frame the scenario states is where that transition ends. Under a cross-fade
  /// the keyboard is at its end at once, yet the transition lasts as long.
  private var willWindowEnd = -Double.infinity

  init(container: KeyboardContainer, physics: KeyboardPhysics = KeyboardPhysics()) {
    self.container = container
    self.physics = physics
  }

  /// The keyboard's frame in screen coordinates at `time`, or `nil` before it ever appeared.
  @inline(__always)
  func frame(at time: Double) -> CGRect? {
    guard hasFrame else { return nil }
    return Self.rect(motion.value(at: time))
  }

  /// The frame the keyboard is heading to (or resting at).
  var targetFrame: CGRect? { hasFrame ? Self.rect(motion.model) : nil }

  /// `true` while a notification's animation moves the keyboard at `time`.
  func isAnimating(at time: Double) -> Bool {
    motion.isAnimating(at: time)
  }

  /// When the current motion ends; `-infinity` when none runs.
  var motionEnd: Double { motion.end }

  /// Applies one delivered input.
  ///
  /// - Parameters:
  ///   - record: The input, with the time the main thread handled it.
  ///   - commit: When the input's run-loop turn commits, if later than its time: a
  ///     notification's animation (or immediate move) begins then, from where the keyboard was
  ///     presented when UIKit set it up, at the notification's time.
  mutating func receive(_ record: KeyboardTraceRecord, commit: Double? = nil) {
    switch record {
    case .notification(let notification):
      receive(notification, commit: commit ?? notification.timestamp)
    case .sample(let time, let frame):
      // A timeline that states its truth moves the keyboard by that alone. Otherwise (a trace) the
      // turn's latest sample is read at the turn's end, as a scenario's is.
      guard !statesTruth else { return }
      heldSample = (time, frame)
    case .endTurn:
      let inTurn = willInTurn
      willInTurn = false
      guard let (time, frame) = heldSample else { return }
      heldSample = nil
      if let truth = truth(ofSample: frame, at: time, willInTurn: inTurn) {
        apply(truth, frame: frame, at: time, commit: commit ?? time)
      }
    case .container(let time, let newContainer):
      // A hidden keyboard at rest has no place in a rotated or resized container's coordinates
      // until a notification's begin frame gives it one.
      if newContainer.screenBounds != container.screenBounds, !isVisible, !isAnimating(at: time) {
        hasFrame = false
      }
      container = newContainer
      if let resting = restingFrame { settleShift(on: resting) }
    case .foreground(let time, let frame):
      // No notifications are delivered in the background: nothing sent before is answered after.
      unanswered = [:]
      if let frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 {
        isVisible = true
        isLocal = true
        isDocked = reachesScreenBottom(frame)
        settleShift(on: frame)
        place(at: frame, time: time)
      } else if let heading = targetFrame {
        isVisible = false
        place(at: offscreen(heading), time: time)
      }
    case .text, .shown, .pan, .responder:
      break
    }
  }

  /// What a per-frame sample states the keyboard physically does, read as the scenario format
  /// reads a `sample` event (*Scenario format*, "The truth channel"), or `nil` when it states
  /// nothing new.
  ///
  /// An honest sample is where UIKit lays the keyboard out at its time, and the keyboard moves as
  /// a keyboard can:
  /// - while no docked keyboard is shown, nothing (a keyboard appears only with its notifications);
  /// - in the turn of a *will*, or before that *will*'s transition ends, the end of the
  ///   transition: a frame other than the notification's end, above or below it, corrects it
  ///   (``ReplayTruth/endsAt``);
  /// - at rest, only a finger moves the keyboard, down and never above its resting top: a sample
  ///   below the resting top is the finger holding it there (``ReplayTruth/held``), one back at
  ///   the resting frame after that is the finger letting go (``ReplayTruth/springsBack``), and
  ///   any other (above the keyboard at rest: the end value of a *will* still to come) states
  ///   nothing; that *will* moves the keyboard.
  ///
  /// A source that lies is a source fault, never a sample: the fault changes what the strategies
  /// are told and leaves this statement alone.
  func truth(ofSample frame: CGRect, at time: Double, willInTurn: Bool) -> ReplayTruth? {
    guard hasFrame, isVisible, isDocked, frame.isFiniteRect, let target = targetFrame else { return nil }
    if willInTurn || time < willWindowEnd { return isSame(frame, target) ? nil : .endsAt }
    guard let resting = restingFrame else { return nil }
    let now = self.frame(at: time) ?? target
    if isSame(frame, resting) { return isSame(now, resting) ? nil : .springsBack }
    return frame.minY > resting.minY + 0.01 ? .held : nil
  }

  /// Moves the keyboard as the scenario states it physically does at `time`, from the commit of
  /// the turn that carries the statement.
  mutating func apply(_ truth: ReplayTruth, frame: CGRect, at time: Double, commit: Double) {
    guard frame.isFiniteRect, hasFrame || truth == .placed else { return }
    switch truth {
    case .held:
      place(at: frame, time: commit)
    case .placed:
      place(at: frame, time: commit)
      isVisible = frame.height > 0 && isOnScreen(frame)
      restingFrame = isVisible ? frame : nil
      if isVisible {
        isDocked = reachesScreenBottom(frame)
        settleShift(on: frame)
      }
    case .endsAt:
      if isVisible { restingFrame = frame }
      // UIKit's one animation goes there, from the same commit, on the same curve.
      if isAnimating(at: time), let running = motion.terms.last {
        motion.animate(
          to: Self.vector(frame), curve: running.curve, commit: running.begin, handlerTime: running.begin,
          interruptions: .additive)
      } else {
        place(at: frame, time: commit)
      }
    case .springsBack:
      snapBack(to: frame, at: commit)
    }
  }

  private mutating func receive(_ notification: KeyboardNotification, commit: Double) {
    let notification = onScreen(notification)
    let time = notification.timestamp
    guard time.isFinite, let end = notification.endFrame, end.isFiniteRect else { return }
    if let screen = notification.screen, let own = container.screen, screen != own { return }
    let kind = notification.kind
    if kind.isWill {
      willInTurn = true
      willWindowEnd =
        commit
        + KeyboardMotionCurve(
          duration: notification.duration ?? 0.25, rawCurve: notification.curve ?? 7, spring: physics.spring
        ).length
    }
    let hides = kind == .willHide || kind == .didHide
    let screen = container.screenBounds
    if !hides {
      if end == .zero {
        // The iPad keyboard is being dragged (change-frame), or became floating (show).
        guard kind == .willShow || kind == .didShow else { return }
        isVisible = true
        isDocked = false
        isLocal = notification.isLocal ?? true
        hasFrame = false
        positionUnknown = true
        return
      }
      // Left over from before a rotation, unless the window is that wide (frames clipped to it).
      let width = end.width.rounded()
      let window = container.windowFrameInScreen?.width.rounded()
      if width == screen.height.rounded(), width != screen.width.rounded(), width != window { return }
    }
    let isHidden =
      hides || end.width.rounded() == 0 || end.height.rounded() == 0 || !isOnScreen(end)
      || isLeavingUndocked(to: end, kind: kind)
    let target =
      isHidden && hasFrame && (end.width.rounded() == 0 || end.height.rounded() == 0)
      ? offscreen(targetFrame ?? end) : end
    if !kind.isWill {
      // A did notification: it answers the oldest will of its kind, which already moved the keyboard.
      if let count = unanswered[kind.will], count > 0 {
        unanswered[kind.will] = count - 1
        return
      }
      // A will was missed: nothing moves if the keyboard is already heading there.
      if let heading = targetFrame, isSame(heading, target), isVisible != isHidden { return }
      update(visible: !isHidden, target: target, isLocal: notification.isLocal)
      place(at: target, time: commit)
      return
    }
    unanswered[kind, default: 0] += 1
    // From an unknown position the keyboard is at its end at once; so it is when begin equals end and
    // the keyboard rests off screen (a navigation push: the frames are in window space and move with
    // the window), and when it cross-fades. A keyboard on its way (a field switch's willHide in this
    // turn included) is not pushed: it goes on to the end.
    let stationary = notification.beginFrame.map { isSame($0, end) } ?? false
    let pushed = stationary && !isVisible && !isAnimating(at: time)
    let jumps = positionUnknown || pushed || physics.crossFade
    if !hasFrame, !jumps { motion.place(Self.vector(notification.beginFrame ?? offscreen(target))) }
    positionUnknown = false
    update(visible: !isHidden, target: target, isLocal: notification.isLocal)
    restingFrame = isHidden ? nil : target
    hasFrame = true
    if jumps {
      motion.place(Self.vector(target))
      return
    }
    let curve = KeyboardMotionCurve(
      duration: notification.duration ?? 0.25, rawCurve: notification.curve ?? 7, spring: physics.spring)
    motion.animate(
      to: Self.vector(target), curve: curve, commit: commit, handlerTime: time,
      interruptions: physics.interruptions)
  }

  /// `true` when a change of frame takes the visible undocked keyboard, at its own size, down
  /// past the screen's bottom: the keyboard is going away, not docking.
  ///
  /// See *How the iOS keyboard behaves*, "An undocked keyboard that leaves".
  private func isLeavingUndocked(to end: CGRect, kind: KeyboardNotificationKind) -> Bool {
    guard kind == .willChangeFrame || kind == .didChangeFrame, isVisible, !isDocked,
      let heading = targetFrame
    else { return false }
    let below = slideOverCorrected(end).maxY.rounded() > container.screenBounds.maxY.rounded()
    return below && abs(heading.width - end.width) < 0.5 && abs(heading.height - end.height) < 0.5
  }

  /// The notification with its frames where they are on the screen: moved by the window's origin
  /// when the device reports them in the window's coordinates (``framesInWindow``).
  private func onScreen(_ notification: KeyboardNotification) -> KeyboardNotification {
    guard framesInWindow else { return notification }
    let origin = (container.windowFrameInScreen ?? container.frameInScreen).origin
    var moved = notification
    moved.beginFrame = notification.beginFrame.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    moved.endFrame = notification.endFrame.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    return moved
  }

  /// Springs a cancelled drag back to the resting frame with curve 7, as UIKit does.
  ///
  /// The nominal 0.25 s is Telegram's (see *How the iOS keyboard behaves*, "Letting go"); curve 7 runs
  /// its 0.5 s spring whatever the duration. A per-frame source reports the return as one sample at the
  /// resting frame.
  private mutating func snapBack(to resting: CGRect, at time: Double) {
    motion.animate(
      to: Self.vector(resting),
      curve: KeyboardMotionCurve(duration: 0.25, rawCurve: 7, spring: physics.spring),
      commit: time, handlerTime: time, interruptions: physics.interruptions)
    hasFrame = true
  }

  private mutating func update(visible: Bool, target: CGRect, isLocal local: Bool?) {
    if visible {
      isDocked = reachesScreenBottom(target)
      settleShift(on: target)
      isLocal = local ?? true
    }
    isVisible = visible
  }

  private mutating func place(at frame: CGRect, time: Double) {
    positionUnknown = false
    motion.place(Self.vector(frame))
    hasFrame = true
  }

  private static func vector(_ rect: CGRect) -> FrameVector {
    FrameVector(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }

  private static func rect(_ vector: FrameVector) -> CGRect {
    CGRect(x: vector.x, y: vector.y, width: vector.width, height: vector.height)
  }

  /// The frame below the screen's bottom edge with the same size.
  private func offscreen(_ frame: CGRect) -> CGRect {
    CGRect(x: frame.origin.x, y: container.screenBounds.maxY, width: frame.width, height: frame.height)
  }

  private func isOnScreen(_ frame: CGRect) -> Bool {
    let screen = container.screenBounds
    let corrected = slideOverCorrected(frame)
    return corrected.minY.rounded() < screen.maxY.rounded() && corrected.maxY > screen.minY
      && corrected.maxX > screen.minX && corrected.minX < screen.maxX
  }

  private func reachesScreenBottom(_ frame: CGRect) -> Bool {
    slideOverCorrected(frame).maxY.rounded() >= container.screenBounds.maxY.rounded()
  }

  /// Settles ``shownShift`` on a frame the keyboard rests at.
  private mutating func settleShift(on resting: CGRect) {
    shownShift = Double(slideOverCorrected(resting).minY - resting.minY)
  }

  /// An app in Slide Over gets keyboard frames without the space below it.
  ///
  /// See *How the iOS keyboard behaves*, "Slide Over".
  func slideOverCorrected(_ frame: CGRect) -> CGRect {
    guard container.isSlideOver else { return frame }
    let screenBottom = container.screenBounds.maxY
    if frame.maxY.rounded() == screenBottom.rounded() { return frame }
    let window =
      container.windowFrameInScreen.flatMap { $0.isFiniteRect ? $0 : nil } ?? container.frameInScreen
    return frame.offsetBy(dx: 0, dy: max(0, screenBottom - window.maxY))
  }

  private func isSame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
  }
}
