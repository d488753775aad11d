import Foundation

/// What the keyboard physically does at a record's time, as a scenario states it: the truth
/// channel the simulated keyboard moves by.
///
/// A compiled scenario carries it as records for the simulated keyboard alone
/// (``ReplayRecordAudience/truth(_:)``), each a frame at a time, in the run-loop turn whose
/// commit the keyboard takes it at. The strategies never see it: they get the per-frame samples
/// and notifications the compiler derives from the same statement, and a source fault changes
/// only those. Nothing here judges a reading: the scenario says what the keyboard does, and the
/// keyboard does it. See the `KeyboardDockReplay` catalog's *Scenario format*, "The truth channel".
package enum ReplayTruth: UInt8, Sendable, Equatable {
  /// A finger holds the keyboard at the frame: it is there now, and its resting frame (where it
  /// springs back to) stays.
  case held
  /// The keyboard is at the frame now and rests there: a frame stated at rest.
  case placed
  /// The latest *will*'s animation ends at the frame instead of at the notification's end frame:
  /// UIKit's one animation goes there, from the same commit on the same curve (under a
  /// cross-fade, the keyboard is there at once).
  case endsAt
  /// The finger let go: the keyboard springs back to the frame with curve 7.
  case springsBack
}
