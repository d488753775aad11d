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
    turn.noteNotification()
    #expect(turn.phase == .open)
    #expect(!turn.endsTurnAfterSample)
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

  /// Device A, keyboard shown at 508, the finger dragging it: at 790 in one frame (20 pt above the
  /// resting line 810, so the bar is 54 pt up), then at 830, below the line, where it holds still.
  static func dragged() -> (KeyboardDockDriver, RunLoopTurn) {
    var driver = DriverInputs.shown()
    var turn = RunLoopTurn(paths: SystemPaths(system: SystemVersion(17)))
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
