import Foundation
import KeyboardDockCore
import Testing

/// When the plan places the bar at once, and how a path is evaluated.
@Suite("Immediate motion plans and keyframe evaluation")
struct ImmediateMotionPlanTests {
  @Test("A zero duration places the bar at once (switching input languages)")
  func zeroDuration() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: CGRect(x: 0, y: 544, width: 390, height: 300),
      duration: 0)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    #expect(plan.isImmediate)
    #expect(plan.duration == 0)
    #expect(plan.bottomOffset.keyTimes.isEmpty)
    #expect(plan.value(atElapsed: 0) == 300)
    #expect(plan.finalLayout.bottomOffset == 300)
  }

  @Test("A did notification without its will is immediate")
  func immediateTransitions() throws {
    var machine = KeyboardStateMachine()
    _ = machine.handle(try event(.didShow, end: DeviceA.keyboard, at: 1), in: DeviceA.container)
    #expect(
      KeyboardMotionPlan(for: machine, in: DeviceA.container)
        == .immediate(
          DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336)))
  }

  @Test("An undocked keyboard the bar does not follow moves nothing")
  func unfollowedKeyboard() throws {
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: IPad.keyboard, end: floating, in: IPad.container)
    let plan = KeyboardMotionPlan(for: machine, in: IPad.container)
    #expect(plan == .immediate(DockLayout(bottomOffset: 20, restingInset: 20, keyboardOverlap: 0)))
  }

  @Test("Rotation and sheet moves: the caller's immediate plan")
  func callerImmediate() {
    let layout = DockLayout(bottomOffset: 336, restingInset: 21, keyboardOverlap: 336)
    let plan = KeyboardMotionPlan.immediate(layout)
    #expect(plan.isImmediate)
    #expect(plan.value(atElapsed: 0) == 336)
    #expect(plan.value(atElapsed: -1) == 336)
    #expect(plan.finalLayout == layout)
  }

  @Test("A transition that comes with a container change (rotation, sheet move) is immediate")
  func containerChange() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container, containerDidChange: true)
    #expect(plan == .immediate(DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336)))
  }

  @Test("Keys are inserted where the path crosses a level")
  func crossings() {
    let path = KeyframePath(duration: 1, keyTimes: [0, 0.5, 1], values: [0, 100, 40], finalValue: 40)
    let crossed = path.inserting(crossings: [50, 70, .nan])
    let expectedTimes = [0, 0.25, 0.35, 0.5, 0.75, 0.5 + 0.5 * 50 / 60, 1]
    #expect(crossed.keyTimes.count == expectedTimes.count)
    #expect(zip(crossed.keyTimes, expectedTimes).allSatisfy { isClose($0, $1, within: 1e-12) })
    #expect(crossed.values == [0, 50, 70, 100, 70, 50, 40])
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(isClose(crossed.value(atElapsed: t), path.value(atElapsed: t), within: 1e-9))
    }
  }

  @Test("An invalid container gives an immediate plan")
  func invalidContainer() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    var container = DeviceA.container
    container.frameInScreen.size.height = .nan
    #expect(KeyboardMotionPlan(for: machine, in: container).isImmediate)
  }

  @Test(
    "Linear keyframes as Core Animation evaluates them",
    arguments: [
      (-0.1, 10), (0, 10), (0.05, 15), (0.1, 20), (0.16, 22), (0.31, 27), (0.4, 30), (0.45, 30), (0.5, 31),
      (0.7, 31),
      (Double.nan, 31),
    ] as [(Double, CGFloat)])
  func keyframeEvaluation(elapsed: Double, expected: CGFloat) {
    // Keys at 0, 0.2, 0.8 and 1 of 0.5 s (0, 0.1, 0.4, 0.5 s): 10, 20, 30, 30; the final (model)
    // value is 31.
    let path = KeyframePath(
      duration: 0.5, keyTimes: [0, 0.2, 0.8, 1], values: [10, 20, 30, 30], finalValue: 31)
    #expect(isClose(path.value(atElapsed: elapsed), expected, within: 1e-9))
  }

  @Test("Scroll-view obstruction: the bar's path, with keys where the bar crosses the view's bottom")
  func obstruction() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    let plan = KeyboardMotionPlan(for: machine, in: DeviceA.container)
    // A full-screen table under a 50-pt bar: the obstruction is the offset plus the bar.
    let full = plan.obstruction(
      ofViewAt: CGRect(x: 0, y: 0, width: 390, height: 844), barHeight: 50, containerHeight: 844)
    #expect(full.values == plan.bottomOffset.values.map { $0 + 50 })
    #expect(full.finalValue == 386)
    // A table ending at y 700 above the bar: covered once the bar's top passes 700 (offset 94).
    let above = plan.obstruction(
      ofViewAt: CGRect(x: 0, y: 0, width: 390, height: 700), barHeight: 50, containerHeight: 844)
    #expect(above.values.first == 0)
    #expect(above.finalValue == 242)
    let crossing = try #require(above.values.firstIndex { $0 > 0 })
    #expect(above.values[crossing - 1] == 0)
    for elapsed in stride(from: 0.0, through: 0.5, by: 0.001) {
      let expected = max(0, plan.value(atElapsed: elapsed) - 94)
      #expect(isClose(above.value(atElapsed: elapsed), expected, within: 1e-9), "at \(elapsed)")
    }
    #expect(
      KeyboardMotionPlan.immediate(plan.finalLayout).obstruction(
        ofViewAt: CGRect(x: 0, y: 0, width: 390, height: 700), barHeight: 50, containerHeight: 844)
        == .immediate(242))
  }
}
