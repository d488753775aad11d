import Foundation
import KeyboardDockCore
import Testing

/// The sampler a plan reads running animations through sums springs that run alike in closed
/// form: it shows what the animations show, one by one.
@Suite("Running animations: the sampler")
struct RunningAnimationsSamplerTests {
  static let bouncy = KeyboardSpringParameters(mass: 1, stiffness: 300, damping: 12, duration: 1.2)
  static let timings: [KeyboardMotionTiming] = [
    .spring(.keyboard), .spring(.keyboard), .spring(.iOS26), .spring(bouncy),
    .cubicBezier(.easeInOut, duration: 0.25),
  ]

  /// 400 stacks from SplitMix64 seed 0x5A3B1E, each of 1 to 12 animations on one of four springs
  /// or a Bézier curve, at speed 1 (mostly), 0.5 or 2, committed within 0.6 s, added (mostly) or
  /// replacing those running; each read at 161 instants from 0.1 s before the first commit to
  /// 1.5 s after it, where some have not begun, some run and some have ended, and at each
  /// animation's commit and end and the instants just after and before them.
  @Test func itShowsWhatTheAnimationsShowOneByOne() {
    var random = SplitMix64(seed: 0x5A_3B1E)
    var compared = 0
    var summed = 0
    for stack in 0..<400 {
      var animations = RunningAnimations<CGFloat>(0)
      let count = 1 + random.index(below: 12)
      for turn in 0..<count {
        let anchor = 10 + random.unit() * 0.6
        animations.animate(
          to: CGFloat(random.unit() * 600 - 300),
          timing: Self.timings[random.index(below: Self.timings.count)],
          speed: [1, 1, 1, 0.5, 2][random.index(below: 5)], anchor: anchor, turn: turn,
          additive: random.index(below: 6) != 0, handlerTime: anchor - 0.01)
      }
      let sampler = RunningAnimations.Sampler(animations)
      // The planner reads each animation's end and the instant before it, where the value jumps.
      let edges = animations.terms.flatMap {
        [$0.own.anchor, $0.own.anchor.nextUp, $0.own.end, $0.own.end.nextDown]
      }
      for time in (0...160).map({ 9.9 + Double($0) * 0.01 }) + edges {
        let shown = animations.value(at: time)
        let sampled = sampler.value(at: time)
        #expect(abs(sampled - shown) <= 1e-9, "stack \(stack) at \(time): \(sampled), one by one \(shown)")
        if sampled.bitPattern != shown.bitPattern { summed += 1 }
        compared += 1
      }
    }
    #expect(compared == 73_776)
    // The closed form ran: its sums differ from the one-by-one values in the last bits.
    #expect(summed > 1_000)
  }

  @Test func oneAnimationIsReadAsItIsBitForBit() {
    var animations = RunningAnimations<CGFloat>(0)
    animations.animate(
      to: 336, timing: .spring(.keyboard), speed: 1, anchor: 10, turn: 1, additive: true, handlerTime: 10)
    let sampler = RunningAnimations.Sampler(animations)
    for step in 0...60 {
      let time = 10 + Double(step) * 0.01
      #expect(sampler.value(at: time).bitPattern == animations.value(at: time).bitPattern)
    }
  }

  @Test func eightHeightChangesAndAHideSumAsTheyShowOneByOne() {
    // The keyboard's frame through a show and eight QuickType changes 10 ms apart, each still
    // running when a hide comes 10 ms after the last: the benchmark's stack.
    let shown = SIMD4<Double>(0, 508, 390, 336)
    let tall = SIMD4<Double>(0, 464, 390, 380)
    var keyboard = RunningAnimations(SIMD4<Double>(0, 844, 390, 336))
    keyboard.animate(
      to: shown, timing: .spring(.keyboard), speed: 1, anchor: 10, turn: 0, additive: true, handlerTime: 10)
    for index in 1...8 {
      let time = 10 + 0.01 * Double(index)
      keyboard.animate(
        to: index % 2 == 1 ? tall : shown, timing: .spring(.keyboard), speed: 1, anchor: time, turn: index,
        additive: true, handlerTime: time)
    }
    keyboard.animate(
      to: SIMD4(0, 844, 390, 336), timing: .spring(.keyboard), speed: 1, anchor: 10.09, turn: 9,
      additive: true,
      handlerTime: 10.09)
    #expect(keyboard.terms.count == 10)
    #expect(RunningAnimations.Sampler.pays(for: keyboard))
    let sampler = RunningAnimations.Sampler(keyboard)
    for step in 0...80 {
      let time = 9.99 + Double(step) * 0.0075
      let difference = sampler.value(at: time) - keyboard.value(at: time)
      #expect(
        (abs(difference.x) + abs(difference.y) + abs(difference.z) + abs(difference.w)) <= 1e-9,
        "at \(time): \(sampler.value(at: time)), one by one \(keyboard.value(at: time))")
    }
    // Before the show's commit the keyboard is below the screen, and once the hide's spring has
    // ended it is there again.
    #expect(sampler.value(at: 9.99) == SIMD4(0, 844, 390, 336))
    #expect(sampler.value(at: 10.6) == SIMD4(0, 844, 390, 336))
  }

  @Test func fewerThanFourAnimationsAreReadOneByOne() {
    var animations = RunningAnimations<CGFloat>(0)
    for turn in 0..<3 {
      animations.animate(
        to: CGFloat(turn + 1) * 100, timing: .spring(.keyboard), speed: 1, anchor: 10 + 0.01 * Double(turn),
        turn: turn, additive: true, handlerTime: 10)
    }
    #expect(!RunningAnimations.Sampler.pays(for: animations))
    animations.animate(
      to: 0, timing: .spring(.keyboard), speed: 1, anchor: 10.05, turn: 3, additive: true, handlerTime: 10)
    #expect(RunningAnimations.Sampler.pays(for: animations))
  }
}
