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
///
/// A keyboard notification can itself arrive inside a commit: SwiftUI applies `@FocusState` in
/// its update, inside the layout pass, and UIKit posts the keyboard's *will* there. No hook before
/// this commit comes again, so such a notification is answered in the commit it arrived in: the
/// tracker ends its turn as soon as it has handled it (``noteNotification()`` says so,
/// ``endTurnAfterNotification()`` ends it), and the bar moves in that commit. Work waiting for the
/// turn's end (what SwiftUI publishes) cannot run there, inside SwiftUI's update: the hook after
/// the commit runs it, and ends a turn a notification opened inside the commit that nothing ended.
/// Nothing waits for the run loop to wake again.
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
    /// A notification arrived inside the commit and opened a turn that no hook before a commit
    /// will end: the tracker ends it once it has handled the notification.
    case openInCommit
    /// That turn has ended inside the commit; the work waiting for it runs after the commit.
    case endedInCommit
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
  ///   the turn does nothing). Before a commit always; after a commit only when a notification
  ///   opened a turn inside that commit and nothing ended it. At either hook the tracker then runs
  ///   the work waiting for the turn's end. A hook the rule did not install does nothing.
  package mutating func reach(_ hook: Hook) -> Bool {
    guard hooks.contains(hook) else { return false }
    switch hook {
    case .runLoopBeforeCommit, .updateBeforeCommit:
      phase = .committing
      return true
    case .runLoopAfterCommit, .updateAfterCommit:
      let unanswered = phase == .openInCommit
      phase = .open
      return unanswered
    }
  }

  /// A keyboard notification arrived: a new turn of inputs.
  ///
  /// - Returns: `true` when it arrived inside a commit (after a hook before the commit and
  ///   before the one after it): no hook before this commit comes again, so the tracker ends the
  ///   turn as soon as it has handled the notification (``endTurnAfterNotification()``). `false`
  ///   otherwise: the next hook before a commit ends the turn.
  @discardableResult
  package mutating func noteNotification() -> Bool {
    let insideCommit = phase != .open
    phase = insideCommit ? .openInCommit : .open
    return insideCommit
  }

  /// The tracker has handled a notification that arrived inside a commit.
  ///
  /// - Returns: `true` when the turn ends now, in that commit: the tracker ends it; the work
  ///   waiting for it runs at the hook after the commit, outside the framework update the
  ///   notification may have arrived in. `false` when no notification opened a turn inside the
  ///   commit.
  package mutating func endTurnAfterNotification() -> Bool {
    guard phase == .openInCommit else { return false }
    phase = .endedInCommit
    return true
  }

  /// Whether work that asks to run before the commit can still wait for the turn's end, or at
  /// the hook after a commit a notification arrived in: not once the turn ended before its commit.
  package var acceptsWorkBeforeCommit: Bool { phase != .committing }

  /// Whether a frame sample that arrives now is followed at once by the end of the turn: it was
  /// taken in the layout pass inside the commit, after every notification of its turn.
  package var endsTurnAfterSample: Bool { phase == .committing || phase == .endedInCommit }
}
