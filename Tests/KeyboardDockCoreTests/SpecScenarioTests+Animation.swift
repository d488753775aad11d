import Foundation
import KeyboardDockCore
import Testing

extension SpecScenarioTests {
  /// The keyboard spring's distance from 0 to 336 at a time.
  ///
  /// These are react-native-keyboard-controller's test values (see *How the iOS keyboard behaves*, "The
  /// keyboard spring").
  struct SpringPoint: Sendable, CustomTestStringConvertible {
    let time: Double
    let distance: Double
    var testDescription: String { "t = \(time) → \(distance)" }
  }

  @Test(
    "8. Spring sampler 0 → 336 (±0.01)",
    arguments: [
      SpringPoint(time: 0, distance: 0),
      SpringPoint(time: 0.080, distance: 144.11),
      SpringPoint(time: 0.125, distance: 223.45),
      SpringPoint(time: 0.25, distance: 316.52),
      SpringPoint(time: 0.325, distance: 329.83),
      SpringPoint(time: 0.5, distance: 335.63),
    ])
  func scenario08_springSampler(point: SpringPoint) throws {
    // The closed form alone.
    #expect(isClose(KeyboardSpring.progress(at: point.time) * 336, point.distance, within: 0.01))

    // And through the machine: a show from y = 844 with curve 7 on Device A. At 0.5 s the
    // animation has ended, and an ended animation is at its end value, 336, as Core Animation's
    // is once it removes the animation (the sampler's 335.63 is the closed form).
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, duration: 0.25, curve: 7, at: 10),
      in: container)
    let overlap = machine.dockLayout(at: 10 + point.time, in: container).keyboardOverlap
    let expected = point.time < KeyboardSpring.settlingDuration ? point.distance : 336
    #expect(isClose(Double(overlap), expected, within: 0.01))
  }

  @Test("8. Spring inverse: 160 of 336 is reached at ≈ 0.0878 s")
  func scenario08_springInverse() {
    let time = KeyboardSpring.time(atProgress: 160.0 / 336.0)
    #expect(isClose(time, 0.0878, within: 0.0005))
    #expect(isClose(KeyboardSpring.progress(at: time) * 336, 160, within: 1e-6))
  }

  @Test("9. Curve → UIView.AnimationOptions: 7 → 7 << 16 = 458752, 0 → 0")
  func scenario09_curveToAnimationOptions() {
    #expect(KeyboardAnimationCurve(rawValue: 7).animationOptionsRawValue == 458_752)
    #expect(KeyboardAnimationCurve(rawValue: 7).animationOptionsRawValue == 7 << 16)
    #expect(KeyboardAnimationCurve(rawValue: 0).animationOptionsRawValue == 0)
  }
}
