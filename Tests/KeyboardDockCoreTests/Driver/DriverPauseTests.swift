import Foundation
import Testing

@testable import KeyboardDockCore

/// The app's pause of the dock: the keyboard is followed, the bar rests, and resuming catches up.
@Suite("Driver: pause and resume")
struct DriverPauseTests {
  typealias In = DriverInputs

  /// A hide while paused reports the keyboard's transition, but moves neither the bar nor the
  /// scroll view; resuming places the bar on the safe area's 34 pt at once.
  @Test func aHideWhilePausedLeavesTheBarOnTheKeyboardUntilResumed() throws {
    var driver = In.shown()
    _ = driver.handle(.endTurn(at: 0.6))
    #expect(driver.handle(.pause(isPaused: true, at: 1)) == KeyboardDockActions())
    #expect(driver.isPaused)
    let hide = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2), animation: In.keyboardSpring
      ))
    #expect(hide.bar == nil)
    #expect(hide.scrollView == nil)
    // The hide, held to the end of its turn, is reported there, with no move.
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.transition?.to.phase == .hiding)
    #expect(end.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 34)
    // The bar rests where the keyboard had it.
    #expect(driver.bar?.model == 336)
    #expect(driver.bar?.value(at: 2.3) == 336)

    let resume = driver.handle(.pause(isPaused: false, at: 3))
    let bar = try #require(resume.bar)
    #expect(bar.value == 34)
    #expect(In.path(bar) == nil)
    #expect(!driver.isPaused)
    #expect(driver.bar?.value(at: 3) == 34)
  }

  /// A show that starts while paused and is still under way when the app resumes: the bar's model
  /// value goes to 336 at once, and its keyframes put it on the keyboard from the resume on, 0.1 s
  /// into the keyboard's spring.
  @Test func resumingDuringAShowCatchesUpWithTheKeyboard() throws {
    var driver = In.placed()
    _ = driver.handle(.pause(isPaused: true, at: 0.5))
    let show = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    #expect(show.transition?.to.phase == .showing)
    #expect(show.bar == nil)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.bar?.model == 34)

    let resume = driver.handle(.pause(isPaused: false, at: 1.1))
    let bar = try #require(resume.bar)
    #expect(bar.value == 336)
    #expect(!bar.placesAtOnce)
    let path = try #require(In.path(bar))
    // 336 pt of keyboard, 0.1 s into its spring: the bar is on its top from the first keyframe.
    let covered = 336 * In.progress(0.1)
    #expect(abs(Double(336 + path.values[0]) - max(34, covered)) < 1e-6)
    #expect(abs(Double(336 + path.values[0]) - 183.0455) < 0.0001)
  }

  /// Pausing twice, or resuming while not paused, changes nothing; a pause holds through several
  /// keyboard moves and the resume plans for the last.
  @Test func repeatedPausesAndResumesChangeNothing() throws {
    var driver = In.shown()
    #expect(driver.handle(.pause(isPaused: false, at: 1)) == KeyboardDockActions())
    _ = driver.handle(.pause(isPaused: true, at: 1))
    #expect(driver.handle(.pause(isPaused: true, at: 1.1)) == KeyboardDockActions())
    let compact = CGRect(x: 0, y: 553, width: 390, height: 291)
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.keyboard, to: compact, at: 2), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 2))
    #expect(driver.bar?.model == 336)
    let resume = driver.handle(.pause(isPaused: false, at: 3))
    #expect(resume.bar?.value == 291)
    #expect(In.path(resume.bar) == nil)
  }

  /// While paused the scroll view keeps its insets and offset (62 and 1252, the bar's alone); the
  /// resume plans them for the keyboard at rest: 364 and 1554, as an unpaused show ends.
  @Test func theScrollViewWaitsForTheResume() throws {
    var driver = DriverContentTests.driver()
    #expect(driver.scrollView?.contentInset.bottom == 62)
    _ = driver.handle(.pause(isPaused: true, at: 0.5))
    let show = DriverContentTests.show(&driver)
    #expect(show.scrollView == nil)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.scrollView?.contentInset.bottom == 62)
    #expect(driver.scrollView?.contentOffset.y == 1252)

    let resume = driver.handle(.pause(isPaused: false, at: 3))
    let scroll = try #require(resume.scrollView)
    #expect(scroll.contentInset.bottom == 364)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 364)
    #expect(scroll.contentOffsetY?.value == 1554)
    #expect(resume.bar?.value == 336)
  }
}
