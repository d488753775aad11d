import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one place that decides which of UIKit's sources to believe: a notification, a per-frame
/// sample, a reading taken on activation.
///
/// Every source is wrong somewhere (<doc:HowTheKeyboardBehaves#Sources-that-lie>). The arbiter
/// holds the raw facts an adapter reports — the system, the sample source, whether a pan is under
/// way — and answers from ``KeyboardSourceFault/table``. The driver holds one
/// (``KeyboardDockDriver/arbiter``) and asks it before the state machine acts; the state machine
/// and the adapters hold no rule about which source to believe.
///
/// A drag is told from a lie by what UIKit gives the app, never by timing: the scroll view's pan
/// (``KeyboardDockInput/pan(isActive:at:)``), and the notifications that close a drag. Without a
/// pan reading (`isPanActive == nil`) the arbiter keeps the rules that need none.
package struct KeyboardSourceArbiter: Sendable, Equatable {
  /// The running system, or `nil` when unknown: no dated fault then applies.
  package var system: SystemVersion?
  /// Where samples come from, or `nil` when unknown: faults of a named source then do not apply.
  package var sampleSource: KeyboardSampleSource?
  /// Whether the user's finger drags a scroll view now, as last reported, or `nil` before any
  /// report.
  package var isPanActive: Bool?

  /// An arbiter that knows nothing: the rules that need no fact.
  package init(system: SystemVersion? = nil, sampleSource: KeyboardSampleSource? = nil, isPanActive: Bool? = nil) {
    self.system = system
    self.sampleSource = sampleSource
    self.isPanActive = isPanActive
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
    /// The bar's resting line (`KeyboardStateMachine.restingLine(in:)`) and the screen's bottom.
    package var restingLine: CGFloat
    package var screenBottom: CGFloat
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

  /// Judges a sample (rows 1, 4, 5 and 9).
  package func judge(_ sample: SampleFacts) -> SampleVerdict {
    // Row 4: during a notification's animation a source reports its end value.
    if sample.isNotificationAnimating { return .ignore(.sampleDuringAnimation) }
    let tolerance = Self.sampleTolerance
    if abs(sample.top - sample.stateTop) <= tolerance { return .ignore(.sampleUnchanged) }
    if abs(sample.top - sample.restingTop) <= tolerance { return .springBack }
    // Row 5 (and 9): above the resting top, or below the screen, is a value ahead of its
    // notification.
    guard sample.top > sample.restingTop, sample.top <= sample.screenBottom.rounded() else {
      return .ignore(.sampleAheadOfNotification)
    }
    // Row 9: a finger is what a pan says; without one, a sample is an end value ahead of its will.
    switch isPanActive {
    case true?:
      return .follow
    case false?:
      return sample.isEndingTurn ? .ignore(.sampleWithoutFinger) : .hold
    case nil:
      break
    }
    let atRest = sample.top >= sample.restingLine - tolerance
    // Row 1: on iOS 27 a guide at rest is no evidence of a finger.
    if atRest, applies(1), sample.isEndingTurn { return .ignore(.sampleWithoutFinger) }
    // Row 9: a host of another height than the keyboard's is a height change ahead of its will,
    // where the host's height can be trusted (before iOS 26; RNKC#973).
    if sampleSource == .accessoryHost, !applies(3),
      sample.height.rounded() != sample.restingHeight.rounded()
    {
      return sample.isEndingTurn ? .ignore(.sampleWithoutFinger) : .hold
    }
    if atRest, !sample.isEndingTurn { return .hold }
    return .follow
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

  /// Whether a sample above the end of a show under way corrects the notification's end frame.
  ///
  /// Believed where the notification is the one that lies (password autofill, firefox-ios#30146),
  /// except where the sample's source is known to sit above the keyboard (row 3: iOS 26 with an
  /// input accessory) or to lie at all outside a drag (row 1: iOS 27's guide).
  package var believesEndCorrection: Bool {
    if sampleSource == .accessoryHost || sampleSource == .displayLink, applies(3) || applies(4) {
      return false
    }
    if sampleSource == .layoutGuide, applies(1) { return false }
    return true
  }

  // MARK: Notifications

  /// Whether a *did* that confirms no *will* the ledger holds may still move the keyboard
  /// (row 2: not on iOS 27).
  package var believesUnconfirmedDid: Bool { !applies(2) }

  /// The duration a *will* animates with, given what the handler read: `0` when UIKit's
  /// animations were disabled around it (`performWithoutAnimation`), where the keyboard appears
  /// at its end whatever `userInfo` says; else the notification's.
  package func duration(of event: KeyboardEvent, reading: KeyboardAnimationReading) -> TimeInterval {
    reading == .animationsDisabled ? 0 : event.duration
  }

  // MARK: Activation

  /// Whether a reading taken on activation is believed (row 10): not while a notification's
  /// animation runs or a finger drags, since the app was active enough to get the notifications.
  package func believesActivation(isNotificationAnimating: Bool, isInteractive: Bool) -> Bool {
    !isNotificationAnimating && !isInteractive && isPanActive != true
  }

  /// How far above the safe area's bottom, in points, a guide left there after an interactive
  /// dismissal has been seen (14–45 pt, iOS 26; FB18129551): a guide lower than this with no
  /// keyboard responder shows no keyboard. 100 pt, below any software keyboard.
  package static let guideResidueLimit: CGFloat = 100
}
