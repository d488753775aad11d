import Foundation
import Testing

@testable import KeyboardDockCore

/// How the driver follows a value through UIKit's animations, and the geometry and samples that
/// depend on how the keyboard really moves.
@Suite("Driver: running animations, overshoot and samples")
struct RunningAnimationsTests {
  typealias In = DriverInputs

  static let spring = KeyboardMotionTiming.spring(.keyboard)

  /// An animation that replaces a running one starts from where that one was shown in its handler,
  /// and stays right when the running one's commit is read only afterwards.
  @Test func aReplacementFollowsAnEarlierCommitReadLater() {
    var value = RunningAnimations<CGFloat>(0)
    value.animate(to: 100, timing: Self.spring, speed: 1, anchor: 0, turn: 1, additive: true, handlerTime: 0)
    value.animate(
      to: 50, timing: Self.spring, speed: 1, anchor: 0.2, turn: 2, additive: false, handlerTime: 0.1)
    // Shown at 0.1 in the handler: 100·x(0.1); from 0.2 it goes out with the new spring.
    let shown = 100 * In.progress(0.1)
    #expect(abs(Double(value.value(at: 0.15)) - 100 * In.progress(0.15)) < 1e-9)
    #expect(abs(Double(value.value(at: 0.3)) - (50 + (shown - 50) * (1 - In.progress(0.1)))) < 1e-9)
    // The first commit was 0.05 late: the handler saw 100·x(0.05).
    value.reanchor(turns: 1...1, at: 0.05)
    let late = 100 * In.progress(0.05)
    #expect(abs(Double(value.value(at: 0.3)) - (50 + (late - 50) * (1 - In.progress(0.1)))) < 1e-9)
    #expect(abs(Double(value.value(at: 0.3)) - 37.8106) < 0.0001)
    #expect(value.end == 0.7)
  }

  @Test func additiveAnimationsAddTheirDeltas() {
    var value = RunningAnimations<CGFloat>(0)
    value.animate(to: 291, timing: Self.spring, speed: 1, anchor: 0, turn: 1, additive: true, handlerTime: 0)
    value.animate(
      to: 335, timing: Self.spring, speed: 1, anchor: 0.05, turn: 2, additive: true, handlerTime: 0.05)
    for time in [0.05, 0.1, 0.3] {
      let expected = 291 * In.progress(time) + 44 * In.progress(time - 0.05)
      #expect(abs(Double(value.value(at: time)) - expected) < 1e-9)
    }
  }

  /// A spring that overshoots lifts the keyboard off the screen's bottom: it covers the container
  /// from its top down.
  @Test func aLiftedDockedKeyboardCoversFromItsTopDown() {
    let lifted = CGRect(x: 0, y: 490, width: 390, height: 336)
    #expect(KeyboardGeometry.overlap(of: lifted, with: DeviceA.container) == 336)
    #expect(KeyboardGeometry.dockedOverlap(of: lifted, with: DeviceA.container) == 354)
    #expect(KeyboardGeometry.dockedOverlap(of: DeviceA.keyboard, with: DeviceA.container) == 336)
    let below = CGRect(x: 0, y: 900, width: 390, height: 336)
    #expect(KeyboardGeometry.dockedOverlap(of: below, with: DeviceA.container) == 0)
    let layout = DockLayout.resolve(
      keyboardFrame: lifted, attachment: .docked, isLocal: true, in: DeviceA.container,
      configuration: DockConfiguration())
    #expect(layout.bottomOffset == 354)
  }

  @Test(arguments: [(0.5, 257), (4, 2_001), (100, 4_097), (.nan, 257), (-1, 257)])
  func aSlowSpringGetsMoreKeyframes(duration: Double, keys: Int) {
    #expect(KeyframePath.maximumKeyCount(forDuration: duration) == keys)
  }

  /// iOS 26's spring settles in 0.392 s: a sample 0.42 s after its *will* moves the keyboard,
  /// though curve 7's nominal duration is 0.5 s.
  @Test func aSampleAfterTheSpringAsReadSettledMovesTheBar() {
    var driver = In.placed(configuration: .init(system: SystemVersion(26, 1, 0)))
    let iOS26 = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.iOS26)))
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: iOS26))
    _ = driver.handle(.endTurn(at: 0))
    let sample = CGRect(x: 0, y: 560, width: 390, height: 284)
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 0.42))
    #expect(driver.handle(.sample(frame: sample, at: 0.42)).bar?.value == 284)
    // With the older spring, 0.42 s is still inside the animation: the source reports its end.
    var older = In.placed()
    _ = older.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: In.keyboardSpring
      ))
    _ = older.handle(.endTurn(at: 0))
    #expect(
      older.handle(.sample(frame: DeviceA.keyboard, at: 0.42)).update == .ignored(.sampleDuringAnimation))
  }

  /// A sample below where the keyboard is shown in its animation's tail is the finger taking hold;
  /// one at the animation's end value is the source reporting it early.
  @Test func aSampleBelowTheKeyboardInItsTailIsTheFinger() {
    var driver = In.shown()
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 1))
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 2), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 2))
    // 0.2 s in, the keyboard's top is at 844 − 336·x(0.2) = 519.6.
    var endValue = driver
    #expect(
      endValue.handle(.sample(frame: DeviceA.keyboard, at: 2.2)).update == .ignored(.sampleDuringAnimation))
    #expect(
      endValue.handle(.sample(frame: CGRect(x: 0, y: 515, width: 390, height: 329), at: 2.2)).update
        == .ignored(.sampleDuringAnimation))
    // The pan says a finger holds the keyboard; with none, this reading would wait for the next.
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 2.2))
    let held = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 244), at: 2.2))
    #expect(held.bar == DockValueMotion(value: 244, placesAtOnce: true, keyframes: .remove))
    #expect(driver.machine.state.phase == .interactive)
  }
}

/// Many animations of one run-loop turn: UIKit adds each to the model value; they run alike, so
/// the driver holds their sum as one.
@Suite("Driver: animations of one turn")
struct OneTurnAnimationsTests {
  typealias In = DriverInputs

  @Test func additiveAnimationsFromOneCommitAreOne() {
    var value = RunningAnimations<CGFloat>(336)
    for (turn, target) in [291, 336, 291, 336, 291].enumerated() {
      value.animate(
        to: CGFloat(target), timing: RunningAnimationsTests.spring, speed: 1, anchor: 1, turn: turn + 1,
        additive: true, handlerTime: 1)
    }
    #expect(value.terms.count == 1)
    #expect(value.terms[0].delta == 45)
    #expect(value.terms[0].own.turn == 1)
    for time in [1.0, 1.05, 1.2, 1.6] {
      #expect(abs(Double(value.value(at: time)) - (291 + 45 * (1 - In.progress(time - 1)))) < 1e-9)
    }
  }

  @Test func animationsFromAnotherCommitStayApart() {
    var value = RunningAnimations<CGFloat>(0)
    value.animate(
      to: 291, timing: RunningAnimationsTests.spring, speed: 1, anchor: 0, turn: 1, additive: true,
      handlerTime: 0)
    value.animate(
      to: 335, timing: RunningAnimationsTests.spring, speed: 1, anchor: 0.05, turn: 2, additive: true,
      handlerTime: 0.05)
    #expect(value.terms.count == 2)
  }
}
