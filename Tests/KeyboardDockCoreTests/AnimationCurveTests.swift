import Foundation
import KeyboardDockCore
import Testing

/// UIKit's curves and how they map to `UIView.AnimationOptions`.
///
/// The keyboard's spring for curve 7 and the cubic Béziers of the public curves (See *How the iOS keyboard
/// behaves*, "The animation curve" and "The keyboard spring").
@Suite("Animation curves")
struct AnimationCurveTests {
  /// A point on a Bézier curve worked out by hand at parameter s = 0.5 or 0.25.
  ///
  /// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, and likewise y.
  struct BezierPoint: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: CubicBezierCurve
    let x: Double
    let y: Double
    var testDescription: String { name }
  }

  @Test(
    "Bézier progress matches hand-derived points",
    arguments: [
      // s = 0.5: x = 0.1575 + 0.2175 + 0.125 = 0.5, y = 0.375 + 0.125 = 0.5.
      BezierPoint(name: "easeInOut at 0.5", curve: .easeInOut, x: 0.5, y: 0.5),
      // s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375,
      //           y = 3·0.75·0.0625 + 0.015625 = 0.15625.
      BezierPoint(name: "easeInOut at s = 0.25", curve: .easeInOut, x: 0.274375, y: 0.15625),
      // s = 0.5: x = 0.1575 + 0.375 + 0.125 = 0.6575, y = 0.5.
      BezierPoint(name: "easeIn at s = 0.5", curve: .easeIn, x: 0.6575, y: 0.5),
      // s = 0.5: x = 0.2175 + 0.125 = 0.3425, y = 0.5.
      BezierPoint(name: "easeOut at s = 0.5", curve: .easeOut, x: 0.3425, y: 0.5),
      // s = 0.5: x = 0.1425 + 0.046875 + 0.125 = 0.314375, y = 0.2625 + 0.375 + 0.125 = 0.7625.
      BezierPoint(
        name: "keyboard approximation at s = 0.5", curve: .keyboardApproximation, x: 0.314375, y: 0.7625),
    ])
  func bezierPoints(point: BezierPoint) {
    #expect(isClose(point.curve.progress(at: point.x), point.y, within: 1e-9))
    #expect(isClose(point.curve.fractionOfTime(atProgress: point.y), point.x, within: 1e-9))
  }

  @Test("easeInOut is exactly 0.5 halfway, and every curve is pinned at its ends")
  func bezierEnds() {
    #expect(CubicBezierCurve.easeInOut.progress(at: 0.5) == 0.5)
    for curve in [CubicBezierCurve.easeInOut, .easeIn, .easeOut, .keyboardApproximation] {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
      #expect(curve.progress(at: -3) == 0)
      #expect(curve.progress(at: 7) == 1)
    }
  }

  @Test("Bézier timing curves are monotonic")
  func bezierMonotonic() {
    for curve in [CubicBezierCurve.easeInOut, .easeIn, .easeOut, .keyboardApproximation] {
      var previous = 0.0
      for step in 1...200 {
        let value = curve.progress(at: Double(step) / 200)
        #expect(value >= previous - 1e-12, "\(curve) at \(step)")
        previous = value
      }
    }
  }

  @Test("Curve 7 is the spring, never linear; unknown values animate like the keyboard")
  func curveSevenIsTheSpring() {
    let seven = KeyboardAnimationCurve(rawValue: 7)
    #expect(seven == .keyboard)
    #expect(seven.isSpring)
    // Halfway through a 0.25 s animation the spring is at 223.45 / 336, not linear's 0.5.
    #expect(isClose(seven.progress(elapsed: 0.125, duration: 0.25) * 336, 223.45, within: 0.01))
    #expect(
      seven.progress(elapsed: 0.125, duration: 0.25)
        != KeyboardAnimationCurve.linear.progress(elapsed: 0.125, duration: 0.25))
    #expect(KeyboardAnimationCurve.linear.progress(elapsed: 0.125, duration: 0.25) == 0.5)
    #expect(KeyboardAnimationCurve(rawValue: 9) == .other(9))
    #expect(KeyboardAnimationCurve(rawValue: 9).isSpring)
    #expect(KeyboardAnimationCurve.default == .keyboard)
  }

  /// A raw curve and the `UIView.AnimationOptions` raw value it must map to: raw << 16.
  @Test(
    "Curves shift into UIView.AnimationOptions by 16 bits",
    arguments: [(0, 0), (1, 65_536), (2, 131_072), (3, 196_608), (7, 458_752)] as [(Int, UInt)])
  func animationOptions(raw: Int, options: UInt) {
    let curve = KeyboardAnimationCurve(rawValue: raw)
    #expect(curve.rawValue == raw)
    #expect(curve.animationOptionsRawValue == options)
  }

  @Test("The spring settles in 0.5 s whatever the duration; Béziers take the duration; 0 is immediate")
  func effectiveDurations() {
    #expect(KeyboardAnimationCurve.keyboard.effectiveDuration(forNominalDuration: 0.25) == 0.5)
    #expect(KeyboardAnimationCurve.keyboard.effectiveDuration(forNominalDuration: 0.4) == 0.5)
    #expect(KeyboardAnimationCurve.easeInOut.effectiveDuration(forNominalDuration: 0.25) == 0.25)
    #expect(KeyboardAnimationCurve.keyboard.effectiveDuration(forNominalDuration: 0) == 0)
    #expect(KeyboardAnimationCurve.easeOut.effectiveDuration(forNominalDuration: 0) == 0)
    // Duration 0 means no animation: progress 1 at once, for every curve (see *How the iOS keyboard behaves*,
    // "Changes without animation").
    for curve in [KeyboardAnimationCurve.keyboard, .easeInOut, .linear, .other(5)] {
      #expect(curve.progress(elapsed: 0, duration: 0) == 1)
    }
  }

  @Test("Spring milestones: 90 % at 0.213 s, 94.2 % at 0.25 s, 99 % at 0.364 s")
  func springMilestones() {
    #expect(isClose(KeyboardSpring.time(atProgress: 0.9), 0.213, within: 0.001))
    #expect(isClose(KeyboardSpring.progress(at: 0.25), 0.942, within: 0.0005))
    #expect(isClose(KeyboardSpring.time(atProgress: 0.99), 0.364, within: 0.001))
    #expect(isClose(KeyboardSpring.omega, 18.257, within: 0.001))
    // The velocity peaks at t = 1/ω = 0.055 s at ω/e ≈ 6.7 distances per second.
    let peak = 1 / KeyboardSpring.omega
    let h = 1e-6
    let velocity = (KeyboardSpring.progress(at: peak + h) - KeyboardSpring.progress(at: peak - h)) / (2 * h)
    #expect(isClose(peak, 0.0548, within: 0.0001))
    #expect(isClose(velocity, 6.72, within: 0.01))
  }

  @Test("The spring is monotonic, 0 before it starts and 1 after 0.5 s")
  func springShape() {
    #expect(KeyboardSpring.progress(at: -1) == 0)
    #expect(KeyboardSpring.progress(at: 0.5001) == 1)
    #expect(KeyboardSpring.time(atProgress: 0) == 0)
    #expect(KeyboardSpring.time(atProgress: 1) == KeyboardSpring.settlingDuration)
    var previous = 0.0
    for step in 1...500 {
      let value = KeyboardSpring.progress(at: Double(step) / 1000)
      #expect(value > previous)
      previous = value
    }
  }

  /// The approximation stays within 0.0765 of the spring, at the start of the animation.
  ///
  /// The one report of it (See *How the iOS keyboard behaves*, "The keyboard spring") says "about 0.07"; this
  /// is measured against the critically damped closed form.
  @Test("The Bézier approximation over twice the duration stays within about 0.07 of the spring")
  func approximationStaysClose() {
    var worst = 0.0
    for step in 0...100 {
      let time = 0.5 * Double(step) / 100
      let difference = abs(
        CubicBezierCurve.keyboardApproximation.progress(at: time / 0.5) - KeyboardSpring.progress(at: time))
      worst = max(worst, difference)
    }
    #expect(isClose(worst, 0.0765, within: 0.0005))
  }

  @Test("An animation interpolates every edge and ends exactly at its target")
  func animationFrames() {
    let animation = KeyboardAnimation(beginTime: 10, duration: 0.25, curve: .linear)
    let from = CGRect(x: 0, y: 844, width: 390, height: 291)
    let to = DeviceA.keyboard
    #expect(animation.frame(from: from, to: to, at: 10) == from)
    #expect(
      animation.frame(from: from, to: to, at: 10.125) == CGRect(x: 0, y: 676, width: 390, height: 313.5))
    #expect(animation.frame(from: from, to: to, at: 10.25) == to)
    #expect(animation.value(from: 0, to: 336, at: 10.0625) == 84)
    #expect(animation.endTime == 10.25)

    // The spring ends at 0.5 s with its target, not the closed form's 0.9989.
    let spring = KeyboardAnimation(beginTime: 10, duration: 0.25, curve: .keyboard)
    #expect(spring.endTime == 10.5)
    #expect(spring.progress(at: 10.5) == 1)
    #expect(spring.frame(from: DeviceA.offscreen, to: to, at: 10.5) == to)
    #expect(KeyboardAnimation.immediate(at: 3).isImmediate)
    #expect(KeyboardAnimation.immediate(at: 3).progress(at: 3) == 1)
  }
}
