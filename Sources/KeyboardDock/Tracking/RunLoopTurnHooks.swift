#if canImport(UIKit)
import KeyboardDockCore
import UIKit

/// The hooks UIKit calls the tracker from around each turn's Core Animation commit, installed and
/// followed as the core's `RunLoopTurn` says.
///
/// Up to iOS 17: two run-loop observers, one before Core Animation's commit observer (order
/// 1 000, where the turn ends) and one after it. From iOS 18 on a `UIUpdateLink` on the tracked
/// view adds actions in the `beforeCATransactionCommit` and `afterCATransactionCommit` phases: a
/// UI update can run its commit without returning to the run loop, before the observer. The link
/// is passive (it requests no updates of its own), so the observers stay for turns that run no UI
/// update. Which hooks exist, and what each does, is the core's rule; this class only installs
/// them (see *How the iOS keyboard behaves*, "The commit").
///
/// It also runs work that must happen before the commit but outside whatever is on the stack
/// (``performBeforeCommit(_:)``): what SwiftUI publishes for a keyboard notification.
@MainActor
final class RunLoopTurnHooks {
  /// Where the turn stands.
  private(set) var turn: RunLoopTurn
  private let onEnd: @MainActor () -> Void
  private var observers: [RunLoopTurnObserver] = []
  /// The `UIUpdateLink` (iOS 18 and later), or `nil`.
  private var updateLink: AnyObject?
  /// Work waiting for the turn's end.
  private var waiting: [@MainActor () -> Void] = []

  /// Installs the hooks `paths` call for.
  ///
  /// - Parameters:
  ///   - view: The view the update link follows (its window scene's UI updates).
  ///   - paths: The system's paths (`SystemPaths`).
  ///   - onEnd: Ends the turn: called at each hook the rule ends a turn at.
  init(view: UIView, paths: SystemPaths, onEnd: @escaping @MainActor () -> Void) {
    turn = RunLoopTurn(paths: paths)
    self.onEnd = onEnd
    observers = [
      RunLoopTurnObserver { [weak self] in self?.reach(.runLoopBeforeCommit) },
      RunLoopTurnObserver(order: RunLoopTurnObserver.afterCommitOrder) { [weak self] in
        self?.reach(.runLoopAfterCommit)
      },
    ]
    if turn.hooks.contains(.updateBeforeCommit), #available(iOS 18, *) {
      let link = UIUpdateLink(view: view)
      // A target and selectors, not closures: an update allocates nothing to call them.
      let actions = UpdateLinkActions(hooks: self)
      link.addAction(
        to: .beforeCATransactionCommit, target: actions,
        selector: #selector(UpdateLinkActions.beforeCommit(_:info:)))
      link.addAction(
        to: .afterCATransactionCommit, target: actions,
        selector: #selector(UpdateLinkActions.afterCommit(_:info:)))
      link.isEnabled = true
      updateLink = link
    }
  }

  /// A keyboard notification arrived: a turn of inputs the next hook before a commit ends, or,
  /// inside a commit, ``endTurnAfterNotification()`` once the tracker has handled it.
  func noteNotification() {
    turn.noteNotification()
  }

  /// The tracker has handled a keyboard notification.
  ///
  /// When it arrived inside a commit (SwiftUI applying `@FocusState` in its update), the turn ends
  /// now, so the bar's answer rides in the commit the keyboard's animation starts in. What waits
  /// for the turn's end (what SwiftUI publishes) runs at the hook after the commit, outside
  /// SwiftUI's update. Otherwise nothing.
  func endTurnAfterNotification() {
    guard turn.phase == .openInCommit else { return }
    // The turn ends while it is still open, so that what ending it publishes waits too.
    onEnd()
    _ = turn.endTurnAfterNotification()
  }

  /// Whether a frame sample that arrived now is followed at once by the end of the turn.
  var endsTurnAfterSample: Bool { turn.endsTurnAfterSample }

  /// Runs `body` at the end of the turn, before its commit and after the tracker ended it; for a
  /// turn a notification opened inside a commit, at the hook after that commit; when the turn
  /// has ended already, on the next main-actor turn.
  func performBeforeCommit(_ body: @escaping @MainActor () -> Void) {
    guard turn.acceptsWorkBeforeCommit else {
      Task { @MainActor in body() }
      return
    }
    waiting.append(body)
  }

  /// Removes the hooks now; work still waiting runs on the next main-actor turn.
  func invalidate() {
    for observer in observers { observer.invalidate() }
    observers = []
    if #available(iOS 18, *), let link = updateLink as? UIUpdateLink { link.isEnabled = false }
    updateLink = nil
    let work = waiting
    waiting = []
    if !work.isEmpty { Task { @MainActor in for body in work { body() } } }
  }

  fileprivate func reach(_ hook: RunLoopTurn.Hook) {
    guard turn.hooks.contains(hook) else { return }
    let isBeforeCommit = hook == .runLoopBeforeCommit || hook == .updateBeforeCommit
    // The turn ends while it is still open, so that what ending it publishes waits here too.
    if isBeforeCommit {
      onEnd()
      guard turn.reach(hook) else { return }
    } else if turn.reach(hook) {
      // A notification inside the commit opened a turn nothing ended: it ends here.
      onEnd()
    }
    runWaiting()
  }

  /// Runs the work waiting for the turn's end, and what it adds.
  private func runWaiting() {
    while !waiting.isEmpty {
      let work = waiting
      waiting = []
      for body in work { body() }
    }
  }
}

/// The update link's target.
///
/// UIKit calls its methods on the main thread, inside the UI update, in the phase each was added
/// for. It holds the hooks weakly (the link holds it).
@available(iOS 18, *)
@MainActor
private final class UpdateLinkActions: NSObject {
  private weak var hooks: RunLoopTurnHooks?

  init(hooks: RunLoopTurnHooks) {
    self.hooks = hooks
  }

  @objc func beforeCommit(_ link: UIUpdateLink, info: UIUpdateInfo) {
    hooks?.reach(.updateBeforeCommit)
  }

  @objc func afterCommit(_ link: UIUpdateLink, info: UIUpdateInfo) {
    hooks?.reach(.updateAfterCommit)
  }
}
#endif
