import Foundation
import KeyboardDockCore
import Testing

/// Entry points whose documented rule for extreme values was not the one they followed.
@Suite("Documented rules for extreme values")
struct DocumentedRuleTests {
  static let view = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test("Spring parameters that would give NaN or infinity are not valid, and plan as the keyboard's spring")
  func unusableSprings() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    let tiny = KeyboardSpringParameters(
      mass: .leastNonzeroMagnitude, stiffness: 1000, damping: 500, duration: 0.5)
    let fast = KeyboardSpringParameters(
      mass: 3, stiffness: 1000, damping: 500, initialVelocity: 1e308, duration: 0.5)
    let stiff = KeyboardSpringParameters(mass: 1e-300, stiffness: 1e300, damping: 1, duration: 5)
    for spring in [tiny, fast, stiff] {
      #expect(!spring.isValid)
      #expect(spring.progress(at: 0.1) == KeyboardSpringParameters.keyboard.progress(at: 0.1))
      let plan = KeyboardMotionPlan(
        for: machine, in: DeviceA.container, presentedBottomOffset: 200, spring: spring)
      let model = KeyboardMotionPlan(for: machine, in: DeviceA.container, presentedBottomOffset: 200)
      #expect(plan == model)
    }
    // The edges of what is accepted still give finite progress everywhere.
    let slowest = KeyboardSpringParameters(
      mass: 1e4, stiffness: 1, damping: 0, initialVelocity: -100, duration: 10)
    let fastest = KeyboardSpringParameters(
      mass: 1, stiffness: 1e12, damping: 1.9999e6, initialVelocity: 100, duration: 10)
    for spring in [slowest, fastest] {
      #expect(spring.isValid)
      #expect((0...1000).allSatisfy { spring.progress(at: Double($0) / 100).isFinite })
    }
  }

  @Test("A presented offset whose blend overflows starts on the engine's path")
  func overflowingBlend() throws {
    let machine = try MotionPlanTests.machine(
      after: .willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard)
    // A valid spring that starts backwards: its progress dips below 0, so the blend from where the
    // bar is shown grows past its start before it fades.
    let backwards = KeyboardSpringParameters(
      mass: 1, stiffness: 100, damping: 2, initialVelocity: -100, duration: 1)
    #expect(backwards.isValid)
    #expect(backwards.progress(at: 0.1) < 0)
    let plan = KeyboardMotionPlan(
      for: machine, in: DeviceA.container, presentedBottomOffset: .greatestFiniteMagnitude, spring: backwards)
    #expect(plan.bottomOffset.values.allSatisfy { $0.isFinite })
    #expect(plan == KeyboardMotionPlan(for: machine, in: DeviceA.container, spring: backwards))
    #expect(plan.bottomOffset.values.first == 34)
    // A presented offset that does not overflow is kept: the plan starts there.
    let kept = KeyboardMotionPlan(
      for: machine, in: DeviceA.container, presentedBottomOffset: 1e300, spring: backwards)
    #expect(kept.bottomOffset.values.first == 1e300)
  }

  @Test("Obstruction: non-finite input covers nothing, overflowing finite input is measured")
  func obstruction() {
    let layout = DockLayout(bottomOffset: 336, restingInset: 34, keyboardOverlap: 336)
    #expect(layout.obstruction(ofViewAt: Self.view, barHeight: 52, containerHeight: 844) == 388)
    #expect(layout.obstruction(ofViewAt: Self.view, barHeight: .nan, containerHeight: 844) == 0)
    #expect(layout.obstruction(ofViewAt: Self.view, barHeight: .infinity, containerHeight: 844) == 0)
    #expect(layout.obstruction(ofViewAt: Self.view, barHeight: 52, containerHeight: .nan) == 0)
    let nan = DockLayout(bottomOffset: .nan, restingInset: 34, keyboardOverlap: 336)
    #expect(nan.obstruction(ofViewAt: Self.view, barHeight: 52, containerHeight: 844) == 0)
    let huge = DockLayout(bottomOffset: .greatestFiniteMagnitude, restingInset: 34, keyboardOverlap: 336)
    #expect(
      huge.obstruction(ofViewAt: Self.view, barHeight: .greatestFiniteMagnitude, containerHeight: 844) == 844)
    let below = DockLayout(bottomOffset: -.greatestFiniteMagnitude, restingInset: 34, keyboardOverlap: 0)
    #expect(
      below.obstruction(ofViewAt: Self.view, barHeight: 52, containerHeight: .greatestFiniteMagnitude) == 0)
  }

  @Test("The offset range counts non-finite sizes and insets as 0 and caps an overflowing bound")
  func offsetRange() {
    var geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentInset: DockEdgeInsets(bottom: .infinity))
    #expect(geometry.verticalOffsetRange == 0...1156)
    geometry.contentInset = DockEdgeInsets(top: .nan, bottom: 300)
    #expect(geometry.verticalOffsetRange == 0...1456)
    geometry.contentSize.height = .infinity
    #expect(geometry.verticalOffsetRange == 0...0)
    geometry.boundsSize.height = -.infinity
    geometry.contentSize.height = 2000
    #expect(geometry.verticalOffsetRange == 0...2300)
    let huge = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 1.7e308), boundsSize: CGSize(width: 390, height: 844),
      contentInset: DockEdgeInsets(bottom: 1e308))
    #expect(huge.verticalOffsetRange == 0...CGFloat.greatestFiniteMagnitude)
  }

  @Test("Reveal answers nil for a scroll view with a non-finite size or inset")
  func revealInNonFiniteGeometry() {
    let rect = CGRect(x: 0, y: 1500, width: 100, height: 40)
    var geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 100), contentInset: DockEdgeInsets(top: 0, bottom: 300))
    #expect(RevealPlanner.offset(revealing: rect, in: geometry) == CGPoint(x: 0, y: 1004))
    geometry.contentInset.bottom = .infinity
    #expect(RevealPlanner.offset(revealing: rect, in: geometry) == nil)
    geometry.contentInset.bottom = 300
    geometry.contentSize.height = .infinity
    #expect(RevealPlanner.offset(revealing: rect, in: geometry) == nil)
    geometry.contentSize.height = 2000
    geometry.boundsSize.height = .infinity
    #expect(RevealPlanner.offset(revealing: rect, in: geometry) == nil)
    geometry.boundsSize.height = 844
    geometry.contentOffset.x = .nan
    #expect(RevealPlanner.offset(revealing: rect, in: geometry) == nil)
  }

  @Test("The adjuster's pinning tolerance counts as 0 when negative or not finite")
  func pinningTolerance() {
    let top = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: .zero, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    // A list scrolled to its oldest content does not jump to its end.
    var infinite = ScrollInsetAdjuster(pinningTolerance: .infinity)
    #expect(infinite.plan(for: top, obstruction: 336).contentOffset == nil)
    // A list at its newest edge stays pinned: the end of the range grows by the 302 pt added.
    var bottom = top
    bottom.contentOffset.y = bottom.verticalOffsetRange.upperBound
    #expect(bottom.contentOffset.y == 1190)
    var negative = ScrollInsetAdjuster(pinningTolerance: -5)
    #expect(negative.plan(for: bottom, obstruction: 336).contentOffset == CGPoint(x: 0, y: 1492))
    var nan = ScrollInsetAdjuster(pinningTolerance: .nan)
    #expect(nan.plan(for: bottom, obstruction: 336).contentOffset == CGPoint(x: 0, y: 1492))
  }

  @Test("A keyframe path never leaves the two keyframes around the time asked")
  func keyframesStayWithinTheirValues() {
    let early = KeyframePath(duration: 1, keyTimes: [0, 0.5], values: [0, 10], finalValue: 10)
    #expect(early.value(atElapsed: 0.25) == 5)
    #expect(early.value(atElapsed: 0.9) == 10)
    let late = KeyframePath(duration: 1, keyTimes: [0.5, 1], values: [0, 10], finalValue: 10)
    #expect(late.value(atElapsed: 0.2) == 0)
    #expect(late.value(atElapsed: 0.75) == 5)
  }
}
