import Foundation
import FuzzSupport
import KeyboardDockCore

extension CoreRun {
  /// The motion plan for the machine as it is, with fuzzed spring, offset, time and dock rules.
  ///
  /// The sweep the `motionPlanTotality` test runs on a few extreme values. Every key, value and
  /// obstruction is finite, the key times ascend within `0…1`.
  func motionPlan(_ input: inout FuzzInput) {
    let spring: KeyboardSpringParameters? =
      input.bool()
      ? nil
      : KeyboardSpringParameters(
        mass: input.double(), stiffness: input.double(), damping: input.double(),
        initialVelocity: input.double(), duration: input.double())
    let presented: CGFloat? = input.bool() ? nil : input.double()
    let configuration = DockConfiguration(
      keyboardSpacing: input.double(), minimumBottomInset: input.double())
    let plan = KeyboardMotionPlan(
      for: machine, in: container, configuration: configuration, presentedBottomOffset: presented,
      spring: spring, elapsed: input.double())
    Invariants.path(plan.bottomOffset, "plan.bottomOffset")
    Invariants.finite(plan.finalLayout.bottomOffset, "plan.finalLayout.bottomOffset")
    Invariants.finite(plan.value(atElapsed: input.double()), "plan.value(atElapsed:)")
    let height = abs(input.double()).isFinite ? min(abs(input.double()), 1e6) : 800
    let view = CGRect(x: 0, y: 0, width: 390, height: height)
    let obstruction = plan.obstruction(ofViewAt: view, barHeight: input.double(), containerHeight: 844)
    Invariants.path(obstruction, "plan.obstruction")
  }
}

extension Invariants {
  /// A keyframe path: finite values and duration, key times ascending within `0…1`.
  static func path(_ path: KeyframePath, _ what: @autoclosure () -> String) {
    if !(path.duration.isFinite && path.duration >= 0) { fatalError("CoreFuzz: \(what()).duration") }
    if !path.values.allSatisfy(\.isFinite) { fatalError("CoreFuzz: \(what()) has a value not finite") }
    if !path.keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) {
      fatalError("CoreFuzz: \(what()) has a key time outside 0…1")
    }
    if !zip(path.keyTimes, path.keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) {
      fatalError("CoreFuzz: \(what())'s key times do not ascend")
    }
  }
}
