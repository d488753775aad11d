import Foundation

/// Where the app's run-loop turn stands, and what the UIKit tracker does at each hook UIKit calls
/// it from: the rule that says when a turn ends and in which phase an input arrives.
///
/// A turn delivers its events and notifications, then ends, then Core Animation commits its
/// transaction, laying the views out. The tracker ends the turn (``KeyboardDockInput/endTurn(at:)``:
/// a hide no show followed, a held sample) before the commit, so that what it answers still rides
/// in the keyboard's transaction. Up to iOS 17 the run loop's before-waiting observer at order
/// 1 000, below Core Animation's commit observer, ends it. From iOS 18 on a UI update can run
/// event dispatch and the commit without returning to the run loop, so that observer can come
/// after the commit it was meant to precede: a `UIUpdateLink` action in the
/// `beforeCATransactionCommit` phase ends the turn there, and the observer stays for turns that
/// run no UI update (the link is passive: its actions run only when a UI update does). Ending a
/// turn twice does nothing the second time.
///
/// Between a turn's end and its commit's end, the layout pass inside the commit measures the
/// keyboard layout guide's probe. Every notification of the turn came before: a sample taken
/// there at or below the bar's resting line is no hide seen early but the finger, and is judged
/// at once (``endsTurnAfterSample``) instead of at the next turn's end, which comes only when the
/// run loop wakes again: a finger that holds still would leave the bar up to one frame's travel
/// above its rest (<doc:HowTheKeyboardBehaves#The-commit>).
package struct RunLoopTurn: Sendable, Equatable {
  /// A hook UIKit calls the tracker from.
  package enum Hook: Sendable, Equatable, CaseIterable {
    /// The run loop's before-waiting observer at order 1 000, before Core Animation's commit
    /// observer (2 000 000).
    case runLoopBeforeCommit
    /// A before-waiting observer after Core Animation's commit observer.
    case runLoopAfterCommit
    /// A `UIUpdateLink` action in `UIUpdateActionPhase.beforeCATransactionCommit`.
    case updateBeforeCommit
    /// A `UIUpdateLink` action in `UIUpdateActionPhase.afterCATransactionCommit`.
    case updateAfterCommit
  }

  /// Where the turn stands.
  package enum Phase: Sendable, Equatable {
    /// Events and notifications arrive; the turn has not ended.
    case open
    /// The turn has ended and its transaction commits: layout passes measure the views.
    case committing
  }

  /// Which hooks the tracker installs.
  package let hooks: [Hook]
  /// Where the turn stands now.
  package private(set) var phase: Phase = .open

  /// The rule on a system whose paths are `paths`: the update link's hooks where
  /// ``SystemPaths/endsTurnBeforeUpdateCommit``, the run loop's always.
  package init(paths: SystemPaths) {
    hooks =
      paths.endsTurnBeforeUpdateCommit
      ? [.updateBeforeCommit, .runLoopBeforeCommit, .runLoopAfterCommit, .updateAfterCommit]
      : [.runLoopBeforeCommit, .runLoopAfterCommit]
  }

  /// UIKit called `hook`.
  ///
  /// - Returns: `true` when the turn ends there: the tracker ends it (an end with no input in
  ///   the turn does nothing). A hook the rule did not install does nothing.
  package mutating func reach(_ hook: Hook) -> Bool {
    guard hooks.contains(hook) else { return false }
    switch hook {
    case .runLoopBeforeCommit, .updateBeforeCommit:
      phase = .committing
      return true
    case .runLoopAfterCommit, .updateAfterCommit:
      phase = .open
      return false
    }
  }

  /// A keyboard notification arrived: a new turn of inputs, which the next hook before a commit
  /// ends, even inside a commit's layout pass.
  package mutating func noteNotification() {
    phase = .open
  }

  /// Whether a frame sample that arrives now is followed at once by the end of the turn: it was
  /// taken in the layout pass inside the commit, after every notification of its turn.
  package var endsTurnAfterSample: Bool { phase == .committing }
}
