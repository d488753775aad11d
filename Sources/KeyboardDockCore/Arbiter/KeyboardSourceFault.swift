import Foundation

/// One row of the arbiter's table: what a source of keyboard facts is known to get wrong, on
/// which systems, by whose report, and what the arbiter does about it.
///
/// The table (``KeyboardSourceFault/table``) is the arbiter's whole knowledge of the sources;
/// <doc:HowTheKeyboardBehaves#Sources-that-lie> lists the same rows with their sources.
package struct KeyboardSourceFault: Sendable, Equatable {
  /// The source a fault concerns.
  package enum Source: Sendable, Equatable, Hashable {
    /// *will* notifications.
    case will
    /// *did* notifications.
    case did
    /// A per-frame sample from this source.
    case sample(KeyboardSampleSource)
    /// The reading taken when the scene becomes active (`UIScene.didActivateNotification`).
    case activation
  }

  /// What the arbiter does about a fault.
  package enum Rule: Sendable, Equatable {
    /// A guide sample at or below the bar's resting line is a finger only while a pan is under
    /// way; without one it is dropped, not held to the turn's end and applied.
    case guideAtBottomNeedsPan
    /// A *did* that confirms no *will* the ledger holds moves nothing: the *will*s decide.
    case didsNeverMove
    /// No end-frame correction from a source above the notification's end.
    case noEndCorrection
    /// Samples are ignored while a notification's animation runs.
    case ignoreSamplesDuringAnimation
    /// A sample above the keyboard's resting top, read at rest, is the turn's offset, cleared by
    /// the next reading at the keyboard's top; beyond the keyboard's height it is ignored.
    case ignoreSamplesAboveRest
    /// The will decides alone: end frames without a position, dids late or empty, do not move
    /// the bar (the validation and the cross-fade option place it at the will's end).
    case willDecides
    /// A lone frame change that shows a keyboard is believed unless a fact speaks against it (no
    /// text-input responder, another app's keyboard); then it waits for its `willShow`. A
    /// notification whose end frame is empty is no keyboard: ignored.
    case ignoreFramesWithoutKeyboard
    /// Nested notifications are answered after the outer one, each by its own rules.
    case answerNestedInOrder
    /// A sample that is no finger (no pan, or a host of another height than the keyboard's)
    /// waits for the turn's end, where a *will* replaces it; it is dropped if none comes.
    case holdEndValueAheadOfWill
    /// A reading taken on activation is believed only while no notification animates and no
    /// finger drags, and a guide a few points above the safe area with no keyboard responder
    /// shows no keyboard.
    case activationOnlyAtRest
  }

  /// The row's number, as in the issue that settled it (1–10).
  package var id: Int
  /// What the source does.
  package var summary: String
  /// The sources concerned.
  package var sources: [Source]
  /// The first system the fault is reported on, or `nil` for every system.
  package var since: SystemVersion?
  /// The last system the fault is reported on, or `nil` for every later one.
  package var through: SystemVersion?
  /// Who reported it (repository#thread), or why no report was found.
  package var citations: String
  /// What the arbiter does.
  package var rule: Rule

  /// `true` when the fault applies on `system`; an unknown system counts as one before every
  /// dated fault.
  package func applies(on system: SystemVersion?) -> Bool {
    if let since {
      guard let system, system >= since else { return false }
    }
    if let through, let system, system > through { return false }
    return true
  }
}
