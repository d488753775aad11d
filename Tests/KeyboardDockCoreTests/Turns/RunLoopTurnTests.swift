import Foundation
import KeyboardDockCore
import Testing

/// When the run-loop turn ends, and in which phase an input arrives: the update link's hooks from
/// iOS 18 on, the run loop's observer always.
@Suite("RunLoopTurn: the turn's end and the commit")
struct RunLoopTurnTests {
  static let iOS17 = RunLoopTurn(paths: SystemPaths(system: SystemVersion(17, 5)))
  static let iOS18 = RunLoopTurn(paths: SystemPaths(system: SystemVersion(18)))

  @Test func upToIOS17OnlyTheRunLoopsObserversAreInstalled() {
    #expect(Self.iOS17.hooks == [.runLoopBeforeCommit, .runLoopAfterCommit])
    #expect(RunLoopTurn(paths: SystemPaths(system: nil)).hooks == Self.iOS17.hooks)
  }

  @Test func fromIOS18OnTheUpdateLinkEndsTheTurnFirstAndTheObserverStays() {
    #expect(
      Self.iOS18.hooks == [
        .updateBeforeCommit, .runLoopBeforeCommit, .runLoopAfterCommit, .updateAfterCommit,
      ])
  }

  @Test func theHookBeforeTheCommitEndsTheTurnAndTheOneAfterReopensIt() {
    var turn = Self.iOS18
    #expect(turn.phase == .open)
    #expect(!turn.endsTurnAfterSample)
    var ends = turn.reach(.updateBeforeCommit)
    #expect(ends)
    #expect(turn.phase == .committing)
    #expect(turn.endsTurnAfterSample)
    ends = turn.reach(.updateAfterCommit)
    #expect(!ends)
    #expect(turn.phase == .open)
    // A turn with no UI update: the run loop's observers.
    ends = turn.reach(.runLoopBeforeCommit)
    #expect(ends)
    #expect(turn.endsTurnAfterSample)
    ends = turn.reach(.runLoopAfterCommit)
    #expect(!ends)
    #expect(!turn.endsTurnAfterSample)
  }

  @Test func upToIOS17TheUpdateLinksHooksDoNothing() {
    var turn = Self.iOS17
    var ends = turn.reach(.updateBeforeCommit)
    #expect(!ends)
    #expect(turn.phase == .open)
    ends = turn.reach(.runLoopBeforeCommit)
    #expect(ends)
    ends = turn.reach(.updateAfterCommit)
    #expect(!ends)
    #expect(turn.phase == .committing)
  }

  @Test func aNotificationInsideTheCommitOpensATurnOfItsOwn() {
    var turn = Self.iOS17
    _ = turn.reach(.runLoopBeforeCommit)
    let insideCommit = turn.noteNotification()
    #expect(insideCommit)
    #expect(turn.phase == .openInCommit)
    #expect(!turn.endsTurnAfterSample)
    // Work asked for by the notification's handlers still waits for the turn's end.
    #expect(turn.acceptsWorkBeforeCommit)
  }
}

/// A notification posted inside a Core Animation commit is answered in that commit.
///
/// Issue 39, part 4: SwiftUI applies `@FocusState` inside its update, in the commit's layout pass,
/// and the keyboard's *will* arrives there. No hook before that commit comes again, so the turn
/// ends as soon as the notification is handled; the hook after the commit ends a turn that nothing
/// ended. Before, the turn waited for the run loop to wake again.
@Suite("RunLoopTurn: a notification inside the commit")
struct NotificationInsideCommitTests {
  static let systems = [SystemVersion(15), SystemVersion(17, 5), SystemVersion(18), SystemVersion(26, 2)]

  static func beforeCommit(_ turn: RunLoopTurn) -> RunLoopTurn.Hook {
    turn.hooks.first == .updateBeforeCommit ? .updateBeforeCommit : .runLoopBeforeCommit
  }

  static func afterCommit(_ turn: RunLoopTurn) -> RunLoopTurn.Hook {
    turn.hooks.last == .updateAfterCommit ? .updateAfterCommit : .runLoopAfterCommit
  }

  @Test(arguments: systems)
  func theTurnEndsOnceTheNotificationIsHandled(system: SystemVersion) {
    var turn = RunLoopTurn(paths: SystemPaths(system: system))
    let answer1 = turn.reach(Self.beforeCommit(turn))
    #expect(answer1)
    let answer2 = turn.noteNotification()
    #expect(answer2)
    let answer3 = turn.endTurnAfterNotification()
    #expect(answer3)
    #expect(turn.phase == .endedInCommit)
    // A later sample of the same layout pass is judged at once again; work (what SwiftUI
    // publishes) still waits, for the hook after the commit, outside SwiftUI's update.
    #expect(turn.endsTurnAfterSample)
    #expect(turn.acceptsWorkBeforeCommit)
    // Once ended, the hook after the commit has nothing to end.
    let answer4 = turn.reach(Self.afterCommit(turn))
    #expect(!answer4)
    #expect(turn.phase == .open)
  }

  @Test(arguments: systems)
  func theHookAfterTheCommitEndsATurnNothingEnded(system: SystemVersion) {
    var turn = RunLoopTurn(paths: SystemPaths(system: system))
    _ = turn.reach(Self.beforeCommit(turn))
    turn.noteNotification()
    let answer5 = turn.reach(Self.afterCommit(turn))
    #expect(answer5)
    #expect(turn.phase == .open)
    let answer6 = turn.endTurnAfterNotification()
    #expect(!answer6)
  }

  @Test(arguments: systems)
  func aNotificationOutsideACommitWaitsForTheHookBeforeTheNext(system: SystemVersion) {
    var turn = RunLoopTurn(paths: SystemPaths(system: system))
    let answer7 = turn.noteNotification()
    #expect(!answer7)
    let answer8 = turn.endTurnAfterNotification()
    #expect(!answer8)
    #expect(turn.phase == .open)
    let answer9 = turn.reach(Self.afterCommit(turn))
    #expect(!answer9)
    let answer10 = turn.reach(Self.beforeCommit(turn))
    #expect(answer10)
    // After a commit's end, a notification opens a plain turn.
    _ = turn.reach(Self.afterCommit(turn))
    let answer11 = turn.noteNotification()
    #expect(!answer11)
    #expect(turn.phase == .open)
  }

  /// The tracker's sequence, with the driver, for `focus = nil`.
  ///
  /// `focus = nil` in a SwiftUI update posts `willHide` inside the commit. The hide, held for a
  /// show that could follow in the same turn, takes effect in that commit, not when the run loop
  /// next wakes.
  @Test(arguments: systems)
  func aHideInsideTheCommitMovesTheBarInThatCommit(system: SystemVersion) {
    var driver = DriverInputs.shown()
    var turn = RunLoopTurn(paths: SystemPaths(system: system))
    _ = driver.handle(.endTurn(at: 2))
    _ = turn.reach(Self.beforeCommit(turn))
    let insideCommit = turn.noteNotification()
    _ = driver.handle(
      .notification(
        DriverInputs.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2.004),
        animation: DriverInputs.keyboardSpring))
    // Held: a show may still follow in this turn.
    #expect(driver.machine.state.phase != .hiding)
    #expect(insideCommit)
    if turn.endTurnAfterNotification() { _ = driver.handle(.endTurn(at: 2.004)) }
    #expect(driver.machine.state.phase == .hiding)
    #expect(driver.dockLayout(at: 2.004).bottomOffset > 34)
    #expect(driver.dockLayout(at: 3).bottomOffset == 34)
  }
}

/// A sample measured inside the commit is judged at once.
///
/// Issue 34, "Late samples": the layout guide's probe is measured in the layout pass inside the
/// commit, after the observer at order 1 000 ended the turn. A sample at or below the bar's resting
/// line taken there was held to the next turn's end, which comes only when the run loop wakes
/// again: a finger that holds still left the bar up to one frame's travel above its rest.
@Suite("Late samples: a sample measured inside the commit is judged at once")
struct LateSampleTests {
  /// Feeds a layout-guide sample as the tracker does: the rule says whether the turn ends after it.
  static func sample(
    top: CGFloat, at time: TimeInterval, driver: inout KeyboardDockDriver, turn: RunLoopTurn
  ) -> KeyboardDockActions {
    let frame = CGRect(x: 0, y: top, width: 390, height: 336)
    var actions = driver.handle(.sample(frame: frame, at: time))
    if turn.endsTurnAfterSample { actions = driver.handle(.endTurn(at: time)) }
    return actions
  }

  /// Device A, keyboard shown at 508, the finger dragging it: a first step to 700 (with the pan
  /// unknown it waits for the next reading), at 790 in the next frame (20 pt above the resting
  /// line 810, so the bar is 54 pt up), then at 830, below the line, where it holds still.
  static func dragged() -> (KeyboardDockDriver, RunLoopTurn) {
    var driver = DriverInputs.shown()
    var turn = RunLoopTurn(paths: SystemPaths(system: SystemVersion(17)))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 700, width: 390, height: 336), at: 0.992))
    _ = driver.handle(.endTurn(at: 0.992))
    #expect(driver.dockLayout(at: 0.992).bottomOffset == 336)
    _ = driver.handle(.endTurn(at: 1))
    _ = turn.reach(.runLoopBeforeCommit)
    _ = sample(top: 790, at: 1, driver: &driver, turn: turn)
    _ = turn.reach(.runLoopAfterCommit)
    #expect(driver.dockLayout(at: 1).bottomOffset == 54)
    return (driver, turn)
  }

  @Test(arguments: [SystemVersion(15), SystemVersion(17), SystemVersion(18), SystemVersion(26, 2)])
  func aSampleAtRestInTheCommitRestsTheBarInThatPass(system: SystemVersion) {
    var (driver, _) = Self.dragged()
    var turn = RunLoopTurn(paths: SystemPaths(system: system))
    // The next frame: the turn ends (the update link's action from iOS 18, the observer before),
    // then the commit lays the probe out at 830.
    let before: RunLoopTurn.Hook =
      turn.hooks.first == .updateBeforeCommit ? .updateBeforeCommit : .runLoopBeforeCommit
    let ends = turn.reach(before)
    #expect(ends)
    _ = driver.handle(.endTurn(at: 1.008))
    let actions = Self.sample(top: 830, at: 1.008, driver: &driver, turn: turn)
    #expect(driver.dockLayout(at: 1.008).bottomOffset == 34)
    #expect(driver.machine.pendingSample == nil)
    #expect(actions.bar?.value == 34)
  }

  @Test func withoutTheRuleTheSampleWaitsForTheNextWake() {
    // What the tracker did before: the sample alone, the turn already ended.
    var (driver, _) = Self.dragged()
    _ = driver.handle(.endTurn(at: 1.008))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 830, width: 390, height: 336), at: 1.008))
    #expect(driver.dockLayout(at: 1.008).bottomOffset == 54)
    #expect(driver.machine.pendingSample != nil)
  }

  @Test func aSampleBeforeTheTurnsEndIsStillHeldForAHideThatFollows() {
    // The host view set to the hide's end, then `willHide`, in one turn: the hide rides the curve.
    var driver = DriverInputs.shown()
    let turn = RunLoopTurn(paths: SystemPaths(system: SystemVersion(18)))
    _ = Self.sample(top: 844, at: 1, driver: &driver, turn: turn)
    #expect(driver.machine.pendingSample != nil)
    _ = driver.handle(
      .notification(
        DriverInputs.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1),
        animation: DriverInputs.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.machine.state.phase == .hiding)
    #expect(driver.dockLayout(at: 1.05).bottomOffset > 34)
  }
}
