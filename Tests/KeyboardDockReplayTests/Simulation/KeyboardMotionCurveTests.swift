import Foundation
import Testing

@testable import KeyboardDockReplay

@Suite("Simulated keyboard: motion curves")
struct KeyboardMotionCurveTests {
  /// React-native-keyboard-controller's values for 0 → 336.
  @Test(arguments: [
    (0.0, 0.0), (0.080, 144.11), (0.125, 223.45), (0.25, 316.52), (0.325, 329.83), (0.499, 335.63),
  ])
  func springMatchesTheKeyboard(time: Double, points: Double) {
    let curve = KeyboardMotionCurve(duration: 0.25, rawCurve: 7)
    #expect(abs(curve.fraction(after: time) * 336 - points) < 0.01)
  }

  @Test func springEndsAfterHalfASecondWhateverTheDuration() {
    #expect(KeyboardMotionCurve(duration: 0.4, rawCurve: 7).length == 0.5)
    #expect(KeyboardMotionCurve(duration: 0.4, rawCurve: 7).fraction(after: 0.5) == 1)
    #expect(KeyboardMotionCurve(duration: 0.4, rawCurve: 99).length == 0.5)
  }

  @Test(arguments: [(0, 0.5, 0.5), (0, 0.25, 0.12916), (1, 0.5, 0.31536), (2, 0.5, 0.68464), (3, 0.1, 0.1)])
  func standardCurvesFollowTheirBezier(curve: Int, x: Double, y: Double) {
    let motion = KeyboardMotionCurve(duration: 0.3, rawCurve: curve)
    #expect(motion.length == 0.3)
    #expect(abs(motion.fraction(after: x * 0.3) - y) < 0.00001)
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func unusableDurationsMoveAtOnce(duration: Double) {
    let motion = KeyboardMotionCurve(duration: duration, rawCurve: 7)
    #expect(motion.length == 0)
    #expect(motion.fraction(after: 0) == 1)
  }
}
