import Foundation
import KeyboardDockCore
import Testing

/// The motion plan's path against the engine, on Device A (iPhone 390 × 844, safe bottom 34,
/// keyboard 336) and under a tab bar.
@Suite("Motion plan follows the engine")
struct MotionPlanTests {
  /// A machine that has just handled `willChangeFrame` and `willShow`/`willHide` at `time`,
  /// with the end of that run-loop turn.
  static func machine(
    after kind: KeyboardNotificationKind, begin: CGRect?, end: CGRect, duration: TimeInterval = 0.25,
    curve: Int = 7, at time: TimeInterval = 10, from start: KeyboardStateMachine = KeyboardStateMachine(),
    in container: KeyboardContainer = DeviceA.container
  ) throws -> KeyboardStateMachine {
    var machine = start
    // The machine's transitions start where the test's model (its transition's curve) shows the
    // keyboard, as the driver's would.
    _ = machine.handle(
      try event(.willChangeFrame, begin: begin, end: end, duration: duration, curve: curve, at: time),
      in: container, presented: machine.presentedFrame(at: time))
    _ = machine.handle(
      try event(kind, begin: begin, end: end, duration: duration, curve: curve, at: time), in: container,
      presented: machine.presentedFrame(at: time))
    _ = machine.endTurn(in: container, presented: machine.presentedFrame(at: time))
    return machine
  }

  /// The largest distance between the plan and the engine at every key time, at the midpoint of
  /// every pair of keys, and every 0.25 ms over the plan and 0.1 s past its end.
  static func largestError(
    _ plan: KeyboardMotionPlan, _ machine: KeyboardStateMachine, in container: KeyboardContainer,
    configuration: DockConfiguration = .default
  ) -> CGFloat {
    let begin = machine.animation.beginTime
    func error(atElapsed elapsed: Double) -> CGFloat {
      let engine = machine.dockLayout(at: begin + elapsed, in: container, configuration: configuration)
      return abs(plan.value(atElapsed: elapsed) - engine.bottomOffset)
    }
    let times = plan.bottomOffset.keyTimes
    var largest: CGFloat = 0
    for (index, keyTime) in times.enumerated() {
      largest = max(largest, error(atElapsed: keyTime * plan.duration))
      if index > 0 {
        largest = max(largest, error(atElapsed: (times[index - 1] + keyTime) / 2 * plan.duration))
      }
    }
    for step in 0...Int((plan.duration + 0.1) * 4000) {
      largest = max(largest, error(atElapsed: Double(step) / 4000))
    }
    return largest
  }

  @Test("Show from hidden: 34 → 336 over the spring's 0.5 s, within 0.1 pt everywhere")
  func show() throws {
    let machine = try Self.machine(after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(!plan.isImmediate)
    #expect(plan.duration == 0.5)
    #expect(plan.bottomOffset.values.first == 34)
    #expect(plan.bottomOffset.keyTimes.first == 0)
    #expect(plan.bottomOffset.keyTimes.last == 1)
    #expect(plan.bottomOffset.finalValue == 336)
    #expect(plan.finalLayout == DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336))
    #expect(plan.value(atElapsed: 0.5) == 336)
    // The spring's closed form at 0.5 s: 99.89 % of 336.
    #expect(isClose(plan.bottomOffset.values.last!, 335.63, within: 0.01))
    #expect(zip(plan.bottomOffset.keyTimes, plan.bottomOffset.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
    // 75 keys: dense where the spring is fast and at the bend off the home indicator.
    #expect(plan.bottomOffset.keyTimes.count == 75)
    #expect(Self.largestError(plan, machine, in: DeviceA.container) <= 0.1)
    // The bar rests on the home indicator until the keyboard passes it: 34 pt at 7 ms.
    #expect(plan.value(atElapsed: 0.002) == 34)
    #expect(isClose(plan.value(atElapsed: 0.08), 144.11, within: 0.1))
  }

  @Test("Hide: 336 → 34, within 0.1 pt everywhere")
  func hide() throws {
    let shown = try KeyboardStateMachine.shownOnDeviceA()
    let machine = try Self.machine(
      after: .willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, from: shown)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(plan.bottomOffset.values.first == 336)
    #expect(plan.bottomOffset.finalValue == 34)
    #expect(plan.duration == 0.5)
    #expect(Self.largestError(plan, machine, in: DeviceA.container) <= 0.1)
    #expect(plan.bottomOffset.minimumValue == 34)
  }

  @Test("Height change 291 → 336 while shown (QuickType): 291 → 336")
  func heightChange() throws {
    let short = CGRect(x: 0, y: 553, width: 390, height: 291)
    var shown = KeyboardStateMachine()
    try shown.show(from: DeviceA.offscreen, to: short, at: 0, in: DeviceA.container)
    let machine = try Self.machine(after: .willShow, begin: short, end: DeviceA.keyboard, from: shown)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(plan.bottomOffset.values.first == 291)
    #expect(plan.bottomOffset.finalValue == 336)
    #expect(Self.largestError(plan, machine, in: DeviceA.container) <= 0.1)
  }

  @Test("Under a tab bar (safe bottom 83): 83 → 336 with spacing 8 → 344", arguments: [0, 8] as [CGFloat])
  func tabBar(spacing: CGFloat) throws {
    let container = DeviceA.tabBarContainer
    let configuration = DockConfiguration(keyboardSpacing: spacing)
    let machine = try Self.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, in: container)
    let plan = KeyboardMotionPlan(for: machine, in: container, configuration: configuration)
    #expect(plan.bottomOffset.values.first == 83)
    #expect(plan.bottomOffset.finalValue == 336 + spacing)
    #expect(Self.largestError(plan, machine, in: container, configuration: configuration) <= 0.1)
  }

  @Test("UIKit's cubic curves run over the notification's duration", arguments: [0, 1, 2, 3])
  func cubicCurves(curve: Int) throws {
    let machine = try Self.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, duration: 0.3, curve: curve)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(plan.duration == 0.3)
    #expect(plan.bottomOffset.values.last == 336)
    #expect(Self.largestError(plan, machine, in: DeviceA.container) <= 0.1)
  }

  @Test("A hide interrupting a show starts where the bar is shown and ends on the engine's path")
  func interruption() throws {
    let showing = try Self.machine(after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 10)
    // The hide arrives 0.06 s into the show; the app shows the bar at 80 pt (its commit was late).
    let machine = try Self.machine(
      after: .willHide, begin: DeviceA.keyboard, end: DeviceA.offscreen, at: 10.06, from: showing)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container, presentedBottomOffset: 80)
    let engineStart = machine.dockLayout(at: 10.06, in: DeviceA.container).bottomOffset
    // 29.93 % of 336 at 0.06 s.
    #expect(isClose(engineStart, 100.57, within: 0.01))
    #expect(plan.bottomOffset.values.first == 80)
    #expect(plan.value(atElapsed: 0.5) == 34)
    // Half-way the blend has faded with the keyboard's progress, 1 − 94.2 % at 0.25 s.
    let engine = machine.dockLayout(at: 10.06 + 0.25, in: DeviceA.container).bottomOffset
    let blend = (80 - engineStart) * (1 - CGFloat(KeyboardSpring.progress(at: 0.25)))
    #expect(isClose(plan.value(atElapsed: 0.25), engine + blend, within: 0.1))
    // Without a presented value the plan starts on the engine's path.
    let unblended = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(unblended.bottomOffset.values.first == engineStart)
    #expect(Self.largestError(unblended, machine, in: DeviceA.container) <= 0.1)
    // A non-finite presented value is ignored.
    #expect(KeyboardMotionPlan(for: machine, in: DeviceA.container, presentedBottomOffset: .nan) == unblended)
  }

  @Test("A plan made mid-transition covers the rest of the keyboard's animation")
  func elapsedStart() throws {
    let machine = try Self.machine(after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 10)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container, elapsed: 0.1)
    #expect(isClose(plan.duration, 0.4, within: 1e-12))
    let engineStart = machine.dockLayout(at: 10.1, in: DeviceA.container).bottomOffset
    #expect(isClose(plan.bottomOffset.values.first!, engineStart, within: 1e-9))
    let late = machine.dockLayout(at: 10.3, in: DeviceA.container).bottomOffset
    #expect(isClose(plan.value(atElapsed: 0.2), late, within: 0.1))
    #expect(KeyboardMotionPlan(for: machine, in: DeviceA.container, elapsed: 0.5).isImmediate)
  }

  @Test("Spring parameters read at run time replace the model's")
  func observedSpring() throws {
    let machine = try Self.machine(after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    // An underdamped spring (damping ratio 0.5) that overshoots, over 1.2 s.
    let spring = KeyboardSpringParameters(mass: 1, stiffness: 100, damping: 10, duration: 1.2)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container, spring: spring)
    #expect(plan.duration == 1.2)
    // The keyboard overshoots its rest: it lifts off the screen's bottom, its top 336 × progress
    // above the container's bottom, and the bar stays on that top.
    #expect(spring.progress(at: 0.3) > 1)
    #expect(abs(plan.bottomOffset.maximumValue - 390.770116) < 1e-6)
    let path = { (elapsed: Double) -> CGFloat in
      let p = CGFloat(spring.progress(at: elapsed))
      return max(34, 336 * p)
    }
    for step in 0..<1200 {
      let elapsed = Double(step) / 1000
      #expect(abs(plan.value(atElapsed: elapsed) - path(elapsed)) <= 0.1, "at \(elapsed)")
    }
    // The model's own parameters give the model's plan; unusable ones are ignored.
    let model = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(KeyboardMotionPlan(for: machine, in: DeviceA.container, spring: .keyboard) == model)
    let broken = KeyboardSpringParameters(mass: .nan, stiffness: 1000, damping: 500, duration: 0.5)
    #expect(KeyboardMotionPlan(for: machine, in: DeviceA.container, spring: broken) == model)
    let negative = KeyboardSpringParameters(mass: 3, stiffness: 1000, damping: 500, duration: -1)
    #expect(KeyboardMotionPlan(for: machine, in: DeviceA.container, spring: negative) == model)
  }

  @Test("Spring parameters: Core Animation's closed forms")
  func springProgress() {
    let model = KeyboardSpringParameters.keyboard
    for time in [0.0, 0.01, 0.08, 0.125, 0.25, 0.325, 0.5, 0.6] {
      #expect(isClose(model.progress(at: time), KeyboardSpring.progress(at: time), within: 1e-12))
    }
    // Critically damped with an initial velocity of 10/s: 1 − e^(−ωt)(1 + (ω − 10)t).
    let moving = KeyboardSpringParameters(
      mass: 3, stiffness: 1000, damping: 500, initialVelocity: 10, duration: 0.5)
    let omega = (1000.0 / 3).squareRoot()
    #expect(
      isClose(moving.progress(at: 0.1), 1 - exp(-omega * 0.1) * (1 + (omega - 10) * 0.1), within: 1e-12))
    // Underdamped, ratio 0.5, ω₀ 10: 1 − e^(−5t)(cos(ωd t) + 5/ωd sin(ωd t)).
    let bouncy = KeyboardSpringParameters(mass: 1, stiffness: 100, damping: 10, duration: 2)
    let damped = 10 * (0.75).squareRoot()
    let expected = 1 - exp(-0.5) * (cos(damped * 0.1) + 5 / damped * sin(damped * 0.1))
    #expect(isClose(bouncy.progress(at: 0.1), expected, within: 1e-12))
    #expect(bouncy.progress(at: 2.1) == 1)
  }
}
