import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// kbdock's keyboard moves as UIKit moves it: its own closed forms, additive interruptions,
/// from-presented interruptions and cross-fades, checked against hand computations.
@Suite("Simulated keyboard: physics")
struct KeyboardPhysicsTests {
  /// Curve 7's step response, written out: x(t) = 1 − e^(−ωt)(1 + ωt), ω = √(1000/3).
  static func x(_ time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 0.5 else { return 1 }
    let wt = (1000.0 / 3).squareRoot() * time
    return 1 - exp(-wt) * (1 + wt)
  }

  static let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))

  static func willShow(
    _ begin: CGRect, _ end: CGRect, at time: Double, name: KeyboardNotificationKind = .willShow
  )
    -> KeyboardTraceRecord
  {
    .notification(
      KeyboardNotification(
        kind: name, beginFrame: begin, endFrame: end, duration: 0.25, curve: 7, timestamp: time))
  }

  static let hidden = CGRect(x: 0, y: 844, width: 390, height: 291)
  static let compact = CGRect(x: 0, y: 553, width: 390, height: 291)
  static let quickType = CGRect(x: 0, y: 509, width: 390, height: 335)

  /// QuickType adds 44 pt 50 ms into a 291 pt show.
  static func quickTypeKeyboard(_ physics: KeyboardPhysics) -> SimulatedKeyboard {
    var keyboard = SimulatedKeyboard(container: container, physics: physics)
    keyboard.receive(willShow(hidden, compact, at: 0))
    keyboard.receive(willShow(compact, quickType, at: 0.05, name: .willChangeFrame))
    return keyboard
  }

  /// Additive: 291 · x(t) + 44 · x(t − 0.05) of the keyboard shows.
  @Test(arguments: [(0.03, 30.5567), (0.06, 87.7469), (0.1, 168.7487), (0.2, 289.2345), (0.4, 332.827)])
  func anInterruptionAddsToTheRunningAnimation(time: Double, shown: Double) throws {
    let keyboard = Self.quickTypeKeyboard(KeyboardPhysics())
    let top = try #require(keyboard.frame(at: time)).minY
    #expect(abs(Double(844 - top) - (291 * Self.x(time) + 44 * Self.x(time - 0.05))) < 1e-9)
    #expect(abs(Double(844 - top) - shown) < 0.0001)
  }

  /// From presented: the new animation starts where the keyboard was shown, 291 · x(0.05).
  @Test(arguments: [(0.06, 71.529), (0.1, 129.6824), (0.2, 270.354)])
  func anInterruptionRestartsFromWhereTheKeyboardIsShown(time: Double, shown: Double) throws {
    let keyboard = Self.quickTypeKeyboard(KeyboardPhysics(interruptions: .fromPresented))
    let top = try #require(keyboard.frame(at: time)).minY
    let start = 291 * Self.x(0.05)
    #expect(abs(Double(844 - top) - (start + (335 - start) * Self.x(time - 0.05))) < 1e-9)
    #expect(abs(Double(844 - top) - shown) < 0.0001)
  }

  /// iOS 26's spring: mass 1, stiffness 555.027, damping 47.118, from its closed form.
  @Test(arguments: [
    (0.02, 0.081_594), (0.05, 0.329_389), (0.1, 0.681_834), (0.2, 0.948_659), (0.3, 0.993_125), (0.392, 1),
  ])
  func iOS26sSpring(time: Double, fraction: Double) {
    #expect(abs(ReplaySpring.iOS26.fraction(at: time) - fraction) < 0.000_001)
    #expect(abs(KeyboardSpringParameters.iOS26.progress(at: time) - fraction) < 0.000_001 || time >= 0.392)
  }

  @Test func springDurations() {
    #expect(ReplaySpring.keyboard.duration == 0.5)
    #expect(ReplaySpring.iOS26.duration == 0.392)
    #expect(abs(KeyboardSpringParameters.iOS26.duration - 0.391_95) < 0.000_01)
    #expect(ReplaySpring(mass: 1, stiffness: 555.027, damping: 47.118, duration: 0.25).duration == 0.25)
  }

  /// The fallback when nothing can be read follows the system's version.
  @Test(arguments: [
    ("iOS 26.1", true), ("iPadOS 26.0.1", true), ("26", true), ("iOS 27.0", true), ("iOS 18.5", false),
    ("iOS 25.9.9", false), ("Linux", false),
  ])
  func theFallbackFollowsTheSystem(system: String, isIOS26: Bool) {
    let spring = KeyboardSpringParameters.keyboard(on: SystemVersion(parsing: system))
    #expect(spring == (isIOS26 ? .iOS26 : .keyboard))
  }

  /// A cross-fade puts the keyboard at its end frame at once, and the bar with it.
  @Test func aCrossFadeAppearsAndDisappearsAtItsEndFrame() throws {
    var keyboard = SimulatedKeyboard(container: Self.container, physics: KeyboardPhysics(crossFade: true))
    keyboard.receive(Self.willShow(Self.hidden, Self.compact, at: 1), commit: 1.016)
    #expect(keyboard.frame(at: 1.016) == Self.compact)
    #expect(!keyboard.isAnimating(at: 1.02))
    let hide = KeyboardTraceRecord.notification(
      KeyboardNotification(
        kind: .willHide, beginFrame: Self.compact, endFrame: Self.hidden, duration: 0.25, curve: 7,
        timestamp: 2))
    keyboard.receive(hide, commit: 2)
    #expect(keyboard.frame(at: 2) == Self.hidden)
    // KeyboardDock places the bar at the end layout with the keyboard's commit.
    let scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    let result = Replay.run(
      scenario: scenario, conditions: ReplayConditions(commitLatency: 0.016, crossFade: true))
    let track = result.recording.tracks[0]
    let times = result.recording.times
    let atShow = try #require(times.firstIndex { $0 >= 0.266 + 1e-9 })
    #expect(track.barBottoms[atShow] == 844 - 336)
    #expect(track.barBottoms[atShow - 2] == 844 - 34)
    #expect(track.metrics.maxGap == 0)
    #expect(track.metrics.maxOverlap == 0)
  }

  /// The handler reads what UIKit gives a view moved there: the spring, whether it adds, nothing
  /// under a cross-fade, and no readable spring without a probe.
  @Test func strategiesSeeOnlyWhatTheProbeReads() throws {
    let curve = KeyboardMotionCurve(duration: 0.25, rawCurve: 7, spring: .iOS26)
    guard case .spring(let spring)? = curve.observedTiming else {
      Issue.record("no spring read")
      return
    }
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 555.027)
    #expect(spring.damping == 47.118)
    #expect(spring.duration == 0.392)
    #expect(KeyboardMotionCurve(duration: 0, rawCurve: 7).observedTiming == nil)
    #expect(
      KeyboardMotionCurve(duration: 0.3, rawCurve: 0).observedTiming
        == .cubicBezier(CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: 0.3))
  }
}

/// A spring's settling time: the last millisecond it is further from its end than
/// `settlingFraction`, found without stepping past where its envelope rules that out.
@Suite("ReplaySpring: settling time")
struct SpringSettlingTests {
  /// Every millisecond up to 10 s, as the definition reads; at most 10 s.
  static func everyMillisecond(_ spring: ReplaySpring) -> Double {
    var last = 0
    for step in 1...10_000
    where abs(
      1 - ReplaySpring.closedForm(omega: spring.omega, ratio: spring.dampingRatio, time: Double(step) / 1000))
      > ReplaySpring.settlingFraction
    {
      last = step
    }
    return min(10, Double(last + 1) / 1000)
  }

  @Test(arguments: [0.02, 0.3, 0.69, 0.8, 0.95, 0.999])
  func matchesEveryMillisecond(ratio: Double) {
    for omega in [8.0, 17.3, 23.56, 60] {
      let spring = ReplaySpring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega)
      #expect(spring.duration == Self.everyMillisecond(spring), "ω \(omega), ζ \(ratio)")
    }
  }

  @Test func examples() {
    #expect(ReplaySpring(mass: 1, stiffness: 400, damping: 32).duration == 0.424)
    #expect(ReplaySpring(mass: 1, stiffness: 4, damping: 0.08).duration == 10)
  }
}
