import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one place that decides which of UIKit's sources to believe: a notification, a per-frame
/// sample, a reading taken on activation.
///
/// Every source is wrong somewhere (<doc:HowTheKeyboardBehaves#Sources-that-lie>). The arbiter
/// holds the raw facts an adapter reports — the system, the sample source, the pan's phase, touch,
/// dismiss mode and padding, whether a text-input responder exists — and answers from
/// ``KeyboardSourceFault/table``. The driver holds one (``KeyboardDockDriver/arbiter``) and asks it
/// before the state machine acts; the state machine and the adapters hold no rule about which
/// source to believe.
///
/// A drag is told from a lie by what UIKit gives the app, never by timing or size: a pan under
/// way is not by itself a finger on the keyboard. A finger holds the keyboard when the pan has
/// begun or changed, the dismiss mode is interactive and the touch is at or below the keyboard's
/// top minus the dismiss padding (``fingerHoldsKeyboard(restingTop:)``,
/// ``KeyboardDockInput/pan(_:at:)``). A fact reported unknown does not speak against the finger;
/// without any pan report the arbiter keeps the rules that need none, and tells an offset from a
/// drag by the source's motion (``undecidedOffset``, <doc:HowTheKeyboardBehaves#An-offset-or-a-drag>).
/// Without it, a reading below a keyboard at rest does not move the bar by itself: it waits
/// (``waitingStep``), and only a next reading that continues its motion is followed, since a
/// shorter keyboard's end value read ahead of its *will* (row 9) reads like a finger's first step.
/// The first step is then one reading late.
/// It cannot tell a drag's last sample in its hide's turn from UIKit's end value for that hide
/// without the pan: it reads it as the end value, one sample's travel behind for about 0.1 s.
///
/// A drag ends at its release: once the pan is reported over while the keyboard is where the drag
/// left it, a reading springs it back at the turn's end unless a *will* of that turn dismisses it,
/// wherever the source puts the keyboard (a guide whose offset jumped during the drag,
/// FB18129551). During the drag, such a jump cannot be told from the keyboard moving: the arbiter
/// keeps the offset learned at rest, learns none while a finger holds the keyboard, and the bar
/// may be off by up to the jump until the release
/// (<doc:HowTheKeyboardBehaves#A-guide-that-jumps-during-a-drag>). It does not read the
/// pan's touch as the keyboard's top.
package struct KeyboardSourceArbiter: Sendable, Equatable {
  /// The running system, or `nil` when unknown: no dated fault then applies.
  package var system: SystemVersion?
  /// Where samples come from, or `nil` when unknown: faults of a named source then do not apply.
  package var sampleSource: KeyboardSampleSource?
  /// The facts of the finger on the scroll view, as last reported, or `nil` before any report.
  package var pan: KeyboardPan?
  /// Whether a first responder that shows a keyboard exists, as last reported, or `nil` when
  /// unknown.
  package var hasTextInputResponder: Bool?
  /// Whether a finger pans the scroll view now, or `nil` before any report.
  package var isPanActive: Bool? { pan?.isActive }
  /// How far above the keyboard the sample source reads, in points, as measured at rest.
  ///
  /// It is taken off every later sample (row 3). `0` until a reading above a keyboard at rest
  /// was explained by
  /// no *will*.
  package private(set) var sourceOffset: CGFloat = 0
  /// The reading the offset was measured on, in screen coordinates: a *will* that ends there
  /// explains it, and the offset goes.
  private var offsetReadingTop: CGFloat?
  /// An offset read at rest in the current run-loop turn, with its reading's top: it corrects
  /// the turn's samples, and the turn's end makes it the source's offset unless a *will*
  /// explained the reading.
  private var pendingOffset: PendingOffset?
  /// A reading that waits for the next one to say whether it is an offset.
  ///
  /// It was taken at rest with no pan report, and moved the source down from the reading its
  /// offset was measured on: the keyboard's first step under a finger, read with the old offset,
  /// or a smaller offset. The next reading decides
  /// (``noteReading(rawTop:restingTop:restingHeight:isAtRest:at:)``); until then it corrects
  /// samples as a new offset would, so the bar stays at rest.
  private var candidateOffset: CandidateOffset?

  private struct PendingOffset: Sendable, Equatable {
    var offset: CGFloat
    var top: CGFloat
  }

  private struct CandidateOffset: Sendable, Equatable {
    var offset: CGFloat
    var top: CGFloat
    /// When it was read.
    var time: TimeInterval
    /// The run-loop turn it was read in has ended: a *will* then no longer explains it.
    var turnEnded = false
  }

  /// The offset a reading with no pan report would measure, while the next reading decides
  /// whether it is one; `nil` when no reading waits.
  package var undecidedOffset: CGFloat? { candidateOffset?.offset }

  /// The top of a reading below a keyboard at rest that waits for the next reading, with no pan
  /// report; `nil` when no reading waits.
  ///
  /// It is a finger's first step, or UIKit's end value for a shorter keyboard ahead of its *will*
  /// (row 9).
  ///
  /// Only the readings' own motion decides (``noteStep(top:restingTop:isAtRest:)``): the next
  /// reading further down continues the keyboard's motion, and ``stepContinues`` is then `true`
  /// until a reading stops doing so.
  package private(set) var waitingStep: CGFloat?
  /// The latest reading continued the motion of the reading that waited: the keyboard moves
  /// under a finger, and ``judge(_:)`` follows it.
  package private(set) var stepContinues = false

  /// An arbiter that knows nothing: the rules that need no fact.
  package init(
    system: SystemVersion? = nil, sampleSource: KeyboardSampleSource? = nil, pan: KeyboardPan? = nil
  ) {
    self.system = system
    self.sampleSource = sampleSource
    self.pan = pan
  }

  /// `true` when row `id` of the table applies to this system and, for a sample fault, to this
  /// sample source.
  package func applies(_ id: Int) -> Bool {
    guard let row = KeyboardSourceFault.row(id), row.applies(on: system) else { return false }
    let sampleSources = row.sources.compactMap { source -> KeyboardSampleSource? in
      if case .sample(let kind) = source { return kind }
      return nil
    }
    guard !sampleSources.isEmpty, row.sources.count == sampleSources.count else { return true }
    guard let sampleSource else { return false }
    return sampleSources.contains(sampleSource)
  }

  // MARK: Samples

  /// What the state machine knows when a sample arrives, in screen coordinates.
  package struct SampleFacts: Sendable, Equatable {
    /// The sample's top and height.
    package var top: CGFloat
    package var height: CGFloat
    /// The top of the keyboard as the latest transition left it.
    package var stateTop: CGFloat
    /// The keyboard's resting frame's top and height (the resting frame of a drag, else the state's).
    package var restingTop: CGFloat
    package var restingHeight: CGFloat
    /// The bottom of the sample and of the keyboard's resting frame.
    package var bottom: CGFloat
    package var restingBottom: CGFloat
    /// The bar's resting line (`KeyboardStateMachine.restingLine(in:)`) and the screen's bottom.
    package var restingLine: CGFloat
    package var screenBottom: CGFloat
    /// A finger holds the keyboard, or it springs back from a drag.
    package var isInteractive: Bool
    /// The keyboard is where a drag left it: the phase is interactive and no spring back runs.
    package var isDragged: Bool = false
    /// A notification's animation runs (not the spring back of a cancelled drag).
    package var isNotificationAnimating: Bool
    /// The end of the run-loop turn applies a held sample.
    package var isEndingTurn: Bool
  }

  /// What becomes of a sample.
  package enum SampleVerdict: Sendable, Equatable {
    /// Dropped, for this reason.
    case ignore(KeyboardIgnoreReason)
    /// The keyboard is back at its resting top: a cancelled drag springs back.
    case springBack
    /// Held until the end of the run-loop turn: a *will* in the same turn replaces it.
    case hold
    /// A finger holds the keyboard there: applied at once.
    case follow
  }

  /// How close, in points, a sample's top must be to count as the same position: 0.01.
  package static let sampleTolerance: CGFloat = 0.01

  /// Judges a sample (rows 1, 3, 4, 5 and 9).
  ///
  /// The sample is taken as read, after ``corrected(_:)``. A sample while the keyboard is where a
  /// drag left it and the pan is reported over is the release's spring back, held to the turn's
  /// end, whatever its top (FB18129551: the guide's offset can jump during the drag); while the
  /// pan is under way or unknown, a sample above the resting keyboard ends no drag. With no pan
  /// report, a sample below a keyboard at rest and above the bar's resting line is followed only
  /// when it continues the motion of the reading before it (``stepContinues``); otherwise it is
  /// held and dropped at the turn's end, as a sample no finger explains.
  package func judge(_ sample: SampleFacts) -> SampleVerdict {
    // Row 4: during a notification's animation a source reports its end value.
    if sample.isNotificationAnimating { return .ignore(.sampleDuringAnimation) }
    let tolerance = Self.sampleTolerance
    if abs(sample.top - sample.stateTop) <= tolerance { return .ignore(.sampleUnchanged) }
    if abs(sample.top - sample.restingTop) <= tolerance { return .springBack }
    // The pan reported over and the keyboard still where the drag left it: UIKit ends the pan at
    // the finger's lift and, in the same call, posts the *will* of a dismissal; with none, the
    // keyboard springs back to its resting frame. A reading then says the keyboard moves back,
    // wherever the source puts it: a source whose offset jumped during the drag (FB18129551)
    // reads above or below the resting top by the jump. It is held to the turn's end, where a
    // *will* of the same turn replaces it, and springs the keyboard back there. While the pan is
    // active or unknown, the rules below hold: a reading above the keyboard then ends no drag
    // (a spurious value, row 5).
    if sample.isDragged, pan?.isActive == false {
      return sample.isEndingTurn ? .springBack : .hold
    }
    if sample.top < sample.restingTop {
      // Above a keyboard at rest: a value ahead of a *will* that may still come in this turn, or a
      // source that sits above the keyboard (row 3), which the turn's end measures
      // (`measureOffset(of:restingTop:)`), or a spurious value (row 5), which the next reading at
      // the keyboard's top clears (`noteReading(rawTop:restingTop:isAtRest:)`). A source cannot sit
      // further above the keyboard than the keyboard is tall: that is geometry, not a threshold.
      let plausible = sample.restingTop - sample.top <= sample.restingHeight
      if plausible, !sample.isInteractive, !sample.isEndingTurn { return .hold }
      return .ignore(.sampleAheadOfNotification)
    }
    guard sample.top <= sample.screenBottom.rounded() else { return .ignore(.sampleAheadOfNotification) }
    // Row 9: a finger is what a pan says; without one, a sample is an end value ahead of its will.
    let notAFinger: SampleVerdict = sample.isEndingTurn ? .ignore(.sampleWithoutFinger) : .hold
    switch fingerHoldsKeyboard(restingTop: sample.restingTop) {
    case true?: return .follow
    case false?: return notAFinger
    case nil: break
    }
    // An accessory's host is the whole keyboard: a drag moves it down, and one that still ends
    // where the keyboard rests is a keyboard that got shorter, its end value ahead of the will
    // (row 9), where the host's height can be trusted (before iOS 26, RNKC#973). A layout guide's
    // height says nothing.
    if sampleSource == .accessoryHost, !applies(3), abs(sample.bottom - sample.restingBottom) <= 0.5 {
      return notAFinger
    }
    let atRest = sample.top >= sample.restingLine - tolerance
    // Without a pan report, a reading below a keyboard at rest is either a finger's first step or
    // UIKit's end value for a shorter keyboard ahead of its *will* (row 9): it moves the bar only
    // once the next reading continues its motion (``noteStep(top:restingTop:isAtRest:)``). The
    // first step is not followed; the *will*, if one comes, decides.
    if !atRest, pan == nil, !sample.isInteractive, !stepContinues { return notAFinger }
    guard atRest else { return .follow }
    // At or below the resting line the bar rests either way, and UIKit moves the host to a hide's
    // end before its will (row 9): held to the turn's end. A finger enters the keyboard at its
    // top, so a drag reaches the line through samples above it: from a keyboard at rest such a
    // sample is no finger, but a hide's end value or iOS 27's guide at the bottom (row 1).
    if sample.isEndingTurn, !sample.isInteractive { return .ignore(.sampleWithoutFinger) }
    return sample.isEndingTurn ? .follow : .hold
  }

  /// Whether a finger holds the keyboard, from the pan's raw facts, or `nil` before any pan
  /// report.
  ///
  /// A finger holds it while the pan has begun or changed, the dismiss mode lets a drag move the
  /// keyboard (`.interactive` or `.interactiveWithAccessory`, never `.onDrag`, which dismisses
  /// with the keyboard's own animation), and the touch is at or below the keyboard's resting top
  /// minus the dismiss padding (`keyboardDismissPadding`, 0 before iOS 17, where the property
  /// does not exist). A fact reported unknown does not speak against the finger: the pan alone
  /// decides then. A scroll whose touch stays above the keyboard is no finger on it.
  package func fingerHoldsKeyboard(restingTop: CGFloat) -> Bool? {
    guard let pan else { return nil }
    guard pan.isActive, pan.dismissesInteractively != false else { return false }
    guard let touch = pan.validTouch else { return true }
    let padding = system.map { $0 < Self.firstDismissPaddingSystem } == true ? 0 : pan.validPadding
    return touch.y >= restingTop - padding - Self.sampleTolerance
  }

  /// The first system with `UIKeyboardLayoutGuide.keyboardDismissPadding`: iOS 17.
  static let firstDismissPaddingSystem = SystemVersion(17)

  /// `sample` with the source's measured offset taken off its top (row 3).
  package func corrected(_ sample: KeyboardFrameSample) -> KeyboardFrameSample {
    let sourceOffset = candidateOffset?.offset ?? pendingOffset?.offset ?? sourceOffset
    guard sourceOffset != 0 else { return sample }
    var corrected = sample
    let frame = sample.frame
    let moved = CGRect(
      x: frame.minX, y: frame.minY + sourceOffset, width: frame.width,
      height: max(0, frame.height - sourceOffset))
    if moved.isFiniteRect { corrected.frame = moved }
    return corrected
  }

  /// Measures how far above the keyboard a source reads.
  ///
  /// The sample lies above a keyboard at rest and no *will* explained it by the end of its turn
  /// (row 3: the guide, or an accessory's host, above the keyboard on iOS 26). Nothing is measured
  /// while a finger holds the keyboard: the guide's offset can jump during a drag (FB18129551).
  ///
  /// The held sample was corrected by the offset already learned, so the reading's own offset
  /// (its raw top's distance above the resting top) replaces that offset: offsets never add up. Up
  /// to the keyboard's height (`restingHeight`): no source sits further above it.
  package mutating func measureOffset(
    of sample: KeyboardFrameSample, restingTop: CGFloat, restingHeight: CGFloat
  ) {
    // A finger on the keyboard moves it: a reading then measures no offset at rest, and a source
    // whose offset jumps during a drag (FB18129551) would teach the jump.
    guard fingerHoldsKeyboard(restingTop: restingTop) != true else { return }
    let rawTop = sample.frame.minY - sourceOffset
    let offset = restingTop - rawTop
    guard offset > Self.sampleTolerance, offset <= restingHeight else { return }
    sourceOffset = offset
    offsetReadingTop = rawTop
  }

  /// Notes a reading taken while the keyboard rests and no finger holds it: one at the keyboard's
  /// very top shows that the source sits on the keyboard, and the offset learned before goes (a
  /// spurious burst then a true reading, row 5; a guide whose accessory went, row 3).
  ///
  /// It reads the sample's raw top, before ``corrected(_:)``.
  /// A reading above the keyboard's top, up to its height, is this turn's offset
  /// (`pendingOffset`): it replaces the one learned before for the turn's samples, and the turn's
  /// end keeps it (``commitPendingOffset()``) unless a *will* explains it.
  ///
  /// A reading at the top the keyboard rests at (or animates to) clears the offset even while
  /// the keyboard still moves: the source then shows the keyboard's own top. Only one taken at
  /// rest (`isAtRest`) measures an offset.
  ///
  /// With no pan report, an offset is told from a drag by the source's motion
  /// (<doc:HowTheKeyboardBehaves#An-offset-or-a-drag>): an
  /// offset is a source standing still above a keyboard at rest, a drag moves it down reading
  /// after reading. A reading that moves the source down from the reading the offset was
  /// measured on, still above the resting top, is either, so it waits (``undecidedOffset``) and
  /// the next reading decides: one at the same top, or one that comes after more than
  /// ``dragReadingInterval``, shows a source that stood still, and the smaller offset replaces
  /// the old one; one further down, within that interval, is the keyboard moving under a finger
  /// with the old offset, which corrects it, and the waiting reading was the drag's first step.
  /// The bar does not follow that first step: a finger's first step down and a smaller offset
  /// read the same, and the bar keeps to the one that leaves it above the keyboard.
  package mutating func noteReading(
    rawTop: CGFloat, restingTop: CGFloat, restingHeight: CGFloat, isAtRest: Bool, at time: TimeInterval
  ) {
    let finger = fingerHoldsKeyboard(restingTop: restingTop)
    let offset = restingTop - rawTop
    if finger != true, abs(offset) <= Self.sampleTolerance {
      // The keyboard's very top: the source sits on the keyboard, whatever waited.
      candidateOffset = nil
      sourceOffset = 0
      offsetReadingTop = nil
      pendingOffset = nil
      return
    }
    if let candidate = candidateOffset {
      candidateOffset = nil
      let continues = finger == nil && time - candidate.time <= Self.dragReadingInterval
      if continues, rawTop > candidate.top + Self.sampleTolerance {
        // The source keeps moving down: a drag, under the offset learned before. The waiting
        // reading was its first step, and this one continues its motion (`noteStep`).
        waitingStep = candidate.top + sourceOffset
        return
      }
      if continues, rawTop < candidate.top - Self.sampleTolerance {
        // Back up: the waiting reading was neither a drag's step nor an offset that stayed.
      } else {
        // It stood still (or a pan report now speaks): the smaller offset replaces the old one.
        sourceOffset = candidate.offset
        offsetReadingTop = candidate.top
      }
    }
    guard finger != true else { return }
    if isAtRest, offset > 0, offset <= restingHeight {
      if finger == nil, pendingOffset == nil, let reading = offsetReadingTop, sourceOffset > 0,
        rawTop > reading + Self.sampleTolerance
      {
        candidateOffset = CandidateOffset(offset: offset, top: rawTop, time: time)
      } else {
        pendingOffset = PendingOffset(offset: offset, top: rawTop)
      }
    }
  }

  /// Notes where a reading, its offset taken off, puts a keyboard at rest, with no pan report:
  /// the readings' own motion tells a finger's first step from an end value ahead of its *will*
  /// (<doc:HowTheKeyboardBehaves#An-offset-or-a-drag>).
  ///
  /// A reading below the resting top, while the keyboard rests (`isAtRest`: no notification's
  /// animation and no spring back runs), waits (``waitingStep``). The next one decides: further
  /// down, it continues the motion (``stepContinues``) and is followed; at the same top the
  /// reading still waits; back at the resting top nothing happened, and the wait ends. A *will*
  /// ends it too (``noteWill(endTop:)``): the reading was its end value, ahead of it. A reading
  /// between the waiting one and the resting top waits in its place.
  ///
  /// The wait has no time bound. UIKit reads a height change's end value up to 4 frames before
  /// its *will* (67 ms at 60 Hz), and a bound that ended in following would put the bar under a
  /// keyboard that has not moved; no magnitude decides either. With a pan report the pan decides,
  /// and nothing waits.
  package mutating func noteStep(top: CGFloat, restingTop: CGFloat, isAtRest: Bool) {
    guard pan == nil, isAtRest, top > restingTop + Self.sampleTolerance else {
      waitingStep = nil
      stepContinues = false
      return
    }
    if let step = waitingStep, top > step + Self.sampleTolerance {
      stepContinues = true
    } else if let step = waitingStep, top >= step - Self.sampleTolerance {
      stepContinues = false
      return
    } else {
      stepContinues = false
    }
    waitingStep = top
  }

  /// Notes a reading below both where a notification's animation shows the keyboard and its end
  /// (``sampleEndsAnimation(top:shownTop:endTop:)``), and says whether it ends the animation.
  ///
  /// With a pan report it does: the pan is under way or unknown to it, and the finger takes hold
  /// in the animation's tail. With none, it is that, or a shorter keyboard's end value read ahead
  /// of its *will* (row 9: a third-party keyboard's steps come 50 ms apart, inside the previous
  /// step's animation), and it waits as a reading at rest does (``noteStep(top:restingTop:isAtRest:)``):
  /// only a next reading further down ends the animation and is followed.
  package mutating func noteStepEndingAnimation(top: CGFloat) -> Bool {
    guard pan == nil else { return true }
    if let step = waitingStep, top > step + Self.sampleTolerance {
      waitingStep = top
      stepContinues = true
      return true
    }
    if waitingStep.map({ top < $0 - Self.sampleTolerance }) ?? true { waitingStep = top }
    stepContinues = false
    return false
  }

  /// The longest time between two readings of a source a finger moves down, for the second to
  /// continue the first's motion: two display frames at 60 Hz, 1/30 s.
  ///
  /// A finger that holds the keyboard moves it in every layout pass, and iPhones and iPads
  /// refresh at 60 Hz or faster while a touch moves (120 Hz with ProMotion); one frame in which
  /// the finger did not move is allowed. A later reading comes from a source that stood still
  /// in between. This is a device fact, not a magnitude of any fault: the rule holds for every
  /// offset.
  package static let dragReadingInterval: TimeInterval = 1.0 / 30

  /// The end of the run-loop turn: an offset read at rest in it that no *will* explained becomes
  /// the source's offset, replacing the one before.
  ///
  /// A reading that waits for the next one (``undecidedOffset``) keeps waiting.
  package mutating func commitPendingOffset() {
    candidateOffset?.turnEnded = true
    guard let pending = pendingOffset else { return }
    pendingOffset = nil
    sourceOffset = pending.offset
    offsetReadingTop = pending.top
  }

  /// A *will* that ends where the offset was measured explains the reading: it was the will's end
  /// value, ahead of it, and no offset.
  package mutating func noteWill(endTop: CGFloat) {
    // A reading below the keyboard waiting for the next: the *will* explains it (row 9).
    waitingStep = nil
    stepContinues = false
    // A *will* in the turn explains a reading of the same turn: it was the will's end, ahead.
    pendingOffset = nil
    // A reading waiting for the next one: explained the same way in its own turn or when the will
    // ends there; otherwise the source stood still until the will, and its offset is learned.
    if let candidate = candidateOffset {
      candidateOffset = nil
      if candidate.turnEnded, abs(endTop - candidate.top) > 0.5 {
        sourceOffset = candidate.offset
        offsetReadingTop = candidate.top
      }
    }
    guard let reading = offsetReadingTop, abs(endTop - reading) <= 0.5 else { return }
    sourceOffset = 0
    offsetReadingTop = nil
  }

  /// Whether a sample in the run-loop turn that delivered a held hide is believed: never, since
  /// the source already shows where UIKit moved the keyboard for the hide (row 9).
  package func believesSample(hideHeldInNotificationTurn: Bool) -> Bool { !hideHeldInNotificationTurn }

  /// Whether a sample below both the end of the animation under way and where the keyboard is
  /// shown is the finger taking hold of it in the animation's tail, ending the animation.
  ///
  /// Never while a pan is known not to be under way.
  package func sampleEndsAnimation(top: CGFloat, shownTop: CGFloat, endTop: CGFloat) -> Bool {
    guard isPanActive != false else { return false }
    return top > max(shownTop, endTop) + Self.sampleTolerance
  }

  /// Whether a sample `distance` points above the end of a show under way corrects the
  /// notification's end frame.
  ///
  /// Never by more than the keyboard's height (`keyboardHeight`): a keyboard whose top the
  /// source puts higher would be more than twice as tall as UIKit says, which no accessory makes.
  /// A spurious value (row 5) comes after the show's animation, which this rule never sees.
  ///
  /// Believed where the notification is the one that lies (password autofill, firefox-ios#30146),
  /// except where the sample's source is known to sit above the keyboard (row 3: an accessory's
  /// host on iOS 26 and later). iOS 27's guide lies at the screen's bottom (row 1), never above
  /// the end of an animation.
  package func believesEndCorrection(by distance: CGFloat, keyboardHeight: CGFloat) -> Bool {
    guard distance <= keyboardHeight else { return false }
    if sampleSource == .accessoryHost, applies(3) || applies(4) {
      return false
    }
    return true
  }

  // MARK: Notifications

  /// Whether a *will* ending at `willEnd` explains an end correction to `corrected`: the reading
  /// that corrected the end was that *will*'s end value, ahead of it (row 9), not the end of the
  /// animation under way, which the correction is then withdrawn from.
  package func willExplainsCorrection(willEnd: CGRect, corrected: CGRect) -> Bool {
    KeyboardGeometry.isSameFrame(willEnd, corrected)
  }

  /// Whether a *did* that confirms no *will* the ledger holds may still move the keyboard
  /// (row 2: not on iOS 27).
  package var believesUnconfirmedDid: Bool { !applies(2) }

  /// Whether a *did* is believed at all: not with an empty end frame (row 6: under a cross-fade
  /// *did*s come late with height 0; the *will* decides).
  package func believes(did event: KeyboardEvent) -> Bool {
    event.kind.isWill || event.endFrame.height.rounded() > 0 || event.endFrame.width.rounded() == 0
  }

  /// Whether a frame change is believed to show a keyboard while none is shown.
  ///
  /// A lone `willChangeFrame` that shows a keyboard, docked or floating, is believed, as UIKit's
  /// peers believe it (the Flutter engine and RxKeyboardAvoidingScrollableView drive their insets
  /// from it alone). A phantom (row 7: a will-change-frame with no keyboard present) needs
  /// evidence against it, and then waits for the turn's end, where the `willShow` UIKit posts
  /// with a real keyboard replaces it, or it is dropped:
  /// - no first responder that shows a keyboard exists (``hasTextInputResponder`` is `false`);
  /// - the notification says the keyboard is another app's (`isLocal == false`): another app's
  ///   keyboard comes with its `willShow`.
  ///
  /// An unknown fact is no evidence: a phantom with nothing against it moves the bar.
  package func believesFrameChange(
    kind: KeyboardNotificationKind, showsKeyboardWhileHidden: Bool, isLocal: Bool
  ) -> Bool {
    guard showsKeyboardWhileHidden, kind == .willChangeFrame else { return true }
    if hasTextInputResponder == false { return false }
    return isLocal
  }

  /// The duration a *will* animates with, given what the handler read: `0` when UIKit's
  /// animations were disabled around it (`performWithoutAnimation`), or when the handler ran in
  /// no animation at all (`.notAnimated`: a zero inherited duration with animations enabled,
  /// where UIKit moves the keyboard without animation, as when switching input languages), where
  /// the keyboard appears at its end whatever `userInfo` says; else the notification's.
  package func duration(of event: KeyboardEvent, reading: KeyboardAnimationReading) -> TimeInterval {
    reading == .animationsDisabled || reading == .notAnimated ? 0 : event.duration
  }

  // MARK: Activation

  /// Whether a reading taken on activation is believed (row 10): not while a notification's
  /// animation runs or a finger drags, since the app was active enough to get the notifications.
  package func believesActivation(isNotificationAnimating: Bool, isInteractive: Bool) -> Bool {
    !isNotificationAnimating && !isInteractive && isPanActive != true
  }

  /// How far above the safe area's bottom a guide that shows no keyboard can lie, in points: 100.
  ///
  /// A guide left there after an interactive dismissal has been seen 14–45 pt up (iOS 26;
  /// FB18129551); below this line, with no keyboard responder, it shows no keyboard. Every
  /// software keyboard is taller.
  package static let guideResidueLimit: CGFloat = 100
}
