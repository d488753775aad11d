import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The *will* notifications a later *did* may still report, so a stale *did* is told from a missed *will*.
///
/// UIKit sends each *did* after the animation of its *will* ends, so a *did* can arrive after a newer
/// *will* has sent the keyboard elsewhere (<doc:StateMachine#Rules-that-exist-because-of-the-keyboard>).
/// The ledger keeps the newest *will* no *did* has confirmed yet and the targets it superseded:
///
/// - a hide superseded by a newer show (the hide half of a field switch, or a hide interrupted by a show);
/// - the end frames of shows superseded by a newer hide or by a show to another frame (a password
///   prompt's zero-duration hide, a third-party keyboard that changes height twice).
///
/// A *did* that reports the newest *will* confirms it and clears the ledger. A *did* that reports a
/// superseded target is stale. Any other *did* is unknown to the ledger, and the machine treats it by its
/// phase. The ledger keeps no times: it does not guess when a *did* is too old.
struct WillLedger: Sendable {
  /// The direction a notification moves the keyboard.
  enum Direction: Sendable, Equatable {
    case show
    case hide
  }

  /// What a *did* notification is to the ledger.
  enum Reading: Sendable, Equatable {
    /// It reports the newest *will*.
    case confirms
    /// It reports a *will* a newer one superseded.
    case stale
    /// It reports no *will* the ledger holds (one was missed, or all were confirmed).
    case unknown
  }

  /// How many superseded show targets the ledger keeps; older ones are forgotten.
  static let capacity = 4

  private var newest: (direction: Direction, frame: CGRect)?
  private var supersededHide = false
  private var supersededShows: [CGRect] = []

  /// Records a *will* notification the machine acted on (a show that changes nothing included).
  mutating func recordWill(_ direction: Direction, frame: CGRect) {
    if let newest {
      switch (newest.direction, direction) {
      case (.hide, .show):
        supersededHide = true
      case (.show, .hide):
        supersede(show: newest.frame)
      case (.show, .show) where !KeyboardGeometry.isSameFrame(newest.frame, frame):
        supersede(show: newest.frame)
      default:
        break
      }
    }
    // A newer hide is what any hidden did now reports.
    if direction == .hide { supersededHide = false }
    newest = (direction, frame)
  }

  /// Reads a *did* notification, and forgets everything when it confirms the newest *will*.
  mutating func read(did direction: Direction, frame: CGRect) -> Reading {
    if let newest, newest.direction == direction,
      direction == .hide || KeyboardGeometry.isSameFrame(newest.frame, frame)
    {
      self = WillLedger()
      return .confirms
    }
    switch direction {
    case .hide:
      return supersededHide ? .stale : .unknown
    case .show:
      return supersededShows.contains { KeyboardGeometry.isSameFrame($0, frame) } ? .stale : .unknown
    }
  }

  private mutating func supersede(show frame: CGRect) {
    guard !supersededShows.contains(where: { KeyboardGeometry.isSameFrame($0, frame) }) else { return }
    supersededShows.append(frame)
    if supersededShows.count > Self.capacity { supersededShows.removeFirst() }
  }
}
