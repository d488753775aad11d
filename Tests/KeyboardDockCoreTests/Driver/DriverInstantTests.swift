import Foundation
import Testing

@testable import KeyboardDockCore

/// The driver's answers for an instant, the one belief about where the keyboard is: hand-computed
/// keyboards under iOS 26's spring and additive interruptions, and the bar's own plan.
///
/// Additive animations show `model + Σ delta × (1 − progress(t − commit))`, each `delta` the old
/// model less the new, so a keyboard's top at `t` is written out below from the springs' closed
/// forms. The machine's own curve (restarted from where it was at each interruption, on the spring
/// before iOS 26) was off by 32.6 pt, 39.1 pt and 45.1 pt in the first three cases.
@Suite("Driver: answers for an instant")
struct DriverInstantTests {
  typealias In = DriverInputs

  /// iOS 26's spring as a probe reads it, additive.
  static let iOS26 = KeyboardAnimationReading.animated(KeyboardObservedAnimation(timing: .spring(.iOS26)))

  /// iOS 26's spring written out: ω₀ = √555.027, ζ = 47.118 / (2ω₀) just below 1, so the
  /// underdamped form, 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
  static func progress26(_ time: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = 555.027.squareRoot()
    let ratio = 47.118 / (2 * omega)
    let damped = omega * (1 - ratio * ratio).squareRoot()
    return 1 - exp(-ratio * omega * time) * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
  }

  /// A driver on device A shown from hidden at 10 s with `reading`, its turn ending at once.
  static func showing(_ reading: KeyboardAnimationReading, to frame: CGRect = DeviceA.keyboard)
    -> KeyboardDockDriver
  {
    var driver = In.placed()
    let offscreen = CGRect(x: 0, y: 844, width: 390, height: frame.height)
    _ = driver.handle(
      .notification(In.will(.willShow, from: offscreen, to: frame, at: 10), animation: reading))
    _ = driver.handle(.endTurn(at: 10))
    return driver
  }

  @Test func fiftyMillisecondsIntoAShowWithIOS26sSpring() {
    let driver = Self.showing(Self.iOS26)
    let expected = 336 * Self.progress26(0.05)
    #expect(abs(expected - 110.6748) < 0.0001)
    let layout = driver.dockLayout(at: 10.05)
    #expect(abs(Double(layout.keyboardOverlap) - expected) < 1e-6)
    #expect(abs(Double(layout.bottomOffset) - expected) < 1e-6)
    #expect(abs(Double(driver.contentOverlap(at: 10.05, in: DeviceA.container)) - expected) < 1e-6)
    #expect(driver.phase(at: 10.05) == .showing)
    #expect(driver.runningAnimation(at: 10.05)?.spring == .iOS26)
  }

  /// A QuickType bar added 50 ms into a show (291 → 335 pt) adds to the show's animation: 50 ms
  /// later the show is 100 ms in and the change 50 ms.
  @Test func fiftyMillisecondsAfterAQuickTypeChangeFiftyMillisecondsIntoAShow() {
    let compact = CGRect(x: 0, y: 553, width: 390, height: 291)
    let tall = CGRect(x: 0, y: 509, width: 390, height: 335)
    var driver = Self.showing(In.keyboardSpring, to: compact)
    _ = driver.handle(
      .notification(In.will(.willShow, from: compact, to: tall, at: 10.05), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 10.05))
    let top = 509 + 291 * (1 - In.progress(0.10)) + 44 * (1 - In.progress(0.05))
    let expected = 844 - top
    #expect(abs(expected - 168.7487) < 0.0001)
    #expect(abs(Double(driver.dockLayout(at: 10.10).keyboardOverlap) - expected) < 1e-6)
  }

  @Test func fiftyMillisecondsAfterAHideInterruptsAShow() {
    var driver = Self.showing(Self.iOS26)
    _ = driver.handle(
      .notification(
        In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 10.05), animation: Self.iOS26))
    _ = driver.handle(.endTurn(at: 10.05))
    // 844 + 336 (1 − p(0.10)) − 336 (1 − p(0.05)): the keyboard still rises for a while.
    let expected = 336 * (Self.progress26(0.10) - Self.progress26(0.05))
    #expect(abs(expected - 118.4214) < 0.0001)
    #expect(abs(Double(driver.dockLayout(at: 10.10).keyboardOverlap) - expected) < 1e-6)
    #expect(driver.phase(at: 10.10) == .hiding)
    #expect(driver.attachment(at: 10.10) == .docked)
  }

  /// Until the commit the keyboard shows where it was; the answers move with the commit as read.
  @Test func theAnswersBeginAtTheCommitAsRead() {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 10), animation: Self.iOS26))
    _ = driver.handle(.endTurn(at: 10.001))
    _ = driver.handle(.motionBegan(beginTime: 10.02, at: 10.03))
    #expect(driver.dockLayout(at: 10.02).keyboardOverlap == 0)
    #expect(driver.dockLayout(at: 10.02).bottomOffset == 34)
    let expected = 336 * Self.progress26(0.05)
    #expect(abs(Double(driver.dockLayout(at: 10.07).keyboardOverlap) - expected) < 1e-6)
  }

  /// Once the keyboard's spring has ended (iOS 26's settles in 0.392 s) the transition's phase is
  /// its end, before the *did* and before the 0.5 s a curve 7 names.
  @Test func thePhaseEndsWithTheKeyboardsMotion() throws {
    let driver = Self.showing(Self.iOS26)
    let end = try #require(driver.keyboardMotionEnd)
    #expect(abs(end - (10 + KeyboardSpringParameters.iOS26.duration)) < 1e-12)
    #expect(driver.phase(at: end - 0.001) == .showing)
    #expect(driver.phase(at: end) == .shown)
    #expect(driver.runningAnimation(at: end) == nil)
    #expect(driver.instant(.infinity) == 10.5)
    #expect(
      driver.dockLayout(at: .nan) == DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336))
  }

  /// Without a reading the keyboard's spring is the system's.
  @Test func theSpringIsTheSystemsUntilOneIsRead() {
    let old = In.placed()
    #expect(old.keyboardSpring == .keyboard)
    let new = In.placed(configuration: .init(system: .iOS26))
    #expect(new.keyboardSpring == .iOS26)
    #expect(Self.showing(Self.iOS26).keyboardSpring == .iOS26)
  }

  /// The bar's plan (UIKit's animations of its model value plus the keyframes) shows the answers
  /// for an instant, within the keyframes' tolerance, across a QuickType change and a hide that
  /// interrupt a show.
  @Test func theBarsPlanShowsTheAnswersAcrossInterruptions() throws {
    var driver = Self.showing(Self.iOS26)
    let tall = CGRect(x: 0, y: 464, width: 390, height: 380)
    _ = driver.handle(
      .notification(In.will(.willShow, from: DeviceA.keyboard, to: tall, at: 10.05), animation: Self.iOS26))
    _ = driver.handle(.endTurn(at: 10.05))
    _ = driver.handle(
      .notification(In.will(.willHide, from: tall, to: DeviceA.offscreen, at: 10.1), animation: Self.iOS26))
    let actions = driver.handle(.endTurn(at: 10.1))
    let path = try #require(In.path(actions.bar))
    let bar = try #require(driver.bar)
    var worst = 0.0
    for step in 0...100 {
      let time = 10.1 + Double(step) * 0.005
      let shown = Double(bar.value(at: time) + path.value(atElapsed: time - 10.1))
      worst = max(worst, abs(shown - Double(driver.dockLayout(at: time).bottomOffset)))
    }
    #expect(worst <= Double(KeyframePath.tolerance))
    // Hand-computed: 844 + 336 (1 − p(0.15)) + 44 (1 − p(0.10)) − 380 (1 − p(0.05)) at 10.15 s.
    let top =
      844 + 336 * (1 - Self.progress26(0.15)) + 44 * (1 - Self.progress26(0.10))
      - 380 * (1 - Self.progress26(0.05))
    #expect(abs(Double(driver.dockLayout(at: 10.15).keyboardOverlap) - (844 - top)) < 1e-6)
  }
}
