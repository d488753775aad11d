import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The *will* notifications a later *did* may still report, so a stale *did* is told from a missed *will*.
///
/// UIKit answers each *will* with its own *did* once that *will*'s animation is over, so a *did* can arrive
/// after a newer *will* has sent the keyboard elsewhere, and the *did*s of several *will*s can arrive in any
/// order (a zero-duration hide answers at once, the show it interrupted only later)
/// (<doc:StateMachine#Rules-that-exist-because-of-the-keyboard>). The ledger keeps the newest *will*
/// the machine acted on, and every *will* no *did* has answered yet:
///
/// - A *did* that reports where the newest *will* sends the keyboard (the same direction, and for a
///   show the same frame) confirms it.
/// - Otherwise a *did* that reports an unanswered *will*'s target is that older *will*'s: stale.
/// - Any other *did* is unknown to the ledger, and the machine treats it by its phase.
///
/// A *did* uses up the oldest matching entry of its own kind, so the *did*s of one *will* are not
/// taken for another's. The ledger keeps no times: it does not guess when a *did* is too old. It
/// keeps at most `capacity` entries, forgetting the oldest.
struct WillLedger: Sendable {
  /// The direction a notification moves the keyboard.
  enum Direction: Sendable, Equatable {
    case show
    case hide
  }

  /// What a *did* notification is to the ledger.
  enum Reading: Sendable, Equatable {
    /// It reports where the newest *will* sends the keyboard.
    case confirms
    /// It reports a *will* a newer one superseded.
    case stale
    /// It reports no *will* the ledger holds (one was missed, or all were answered).
    case unknown
  }

  /// How many *will*s the ledger keeps; older ones are forgotten.
  static let capacity = 16

  private struct Entry: Sendable {
    var kind: KeyboardNotificationKind
    var direction: Direction
    var frame: CGRect

    func matches(_ direction: Direction, _ frame: CGRect) -> Bool {
      self.direction == direction && (direction == .hide || KeyboardGeometry.isSameFrame(self.frame, frame))
    }
  }

  private var entries: [Entry] = []
  /// The newest *will* recorded, answered or not.
  private var newest: Entry?

  /// Records a *will* notification the machine acted on (a show that changes nothing included).
  mutating func recordWill(_ kind: KeyboardNotificationKind, _ direction: Direction, frame: CGRect) {
    let entry = Entry(kind: kind, direction: direction, frame: frame)
    entries.append(entry)
    newest = entry
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// Reads a *did* notification of `kind`, and uses up the entry it answers.
  mutating func read(did kind: KeyboardNotificationKind, _ direction: Direction, frame: CGRect) -> Reading {
    let answersOlder = entries.contains { $0.matches(direction, frame) }
    // UIKit answers the wills of one kind in order: the oldest one that matches is this did's.
    if let index = entries.firstIndex(where: { $0.kind == kind.will && $0.matches(direction, frame) }) {
      entries.remove(at: index)
    }
    if newest?.matches(direction, frame) == true { return .confirms }
    return answersOlder ? .stale : .unknown
  }
}
