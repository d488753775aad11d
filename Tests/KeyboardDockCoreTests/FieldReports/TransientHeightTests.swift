import Foundation
import KeyboardDockCore
import Testing

/// Issue 42, item 5: transient heights, and heights that change while the keyboard is shown.
///
/// Third-party keyboards' transient sizes come and go while the keyboard appears; the emoji
/// keyboard's search field and a number pad change the height while it is shown. The bar follows
/// each *will* in its handler, on device A, at every magnitude.
@Suite("Field reports: transient and changing heights")
struct TransientHeightTests {
  typealias In = DriverInputs

  /// A docked keyboard `height` pt tall on device A; taller than the screen, it starts above it.
  static func docked(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: 844 - height, width: 390, height: height)
  }

  /// The keyboard's overlap at `time`, written out: each *will* adds its change on the
  /// keyboard's spring from its own time (UIKit's additive blending), from a hidden keyboard; the
  /// view covers at most its own 844 pt.
  static func blendedOverlap(_ steps: [(time: Double, height: Double)], at time: Double) -> Double {
    var overlap = 0.0
    var previous = 0.0
    for step in steps {
      overlap += (step.height - previous) * In.progress(time - step.time)
      previous = step.height
    }
    return min(max(overlap, 0), 844)
  }

  /// A full-screen keyboard (or one taller than the screen), then the target plus 228 pt, then the
  /// target, 50 ms apart: each *will* sets the bar's model value to that keyboard in its handler,
  /// never at once, and the bar is where the blended keyboard is on every frame.
  @Test(arguments: [
    (first: 844.0, target: 268.0),  // the full screen, a short extension keyboard
    (first: 844.0, target: 450.0),  // the full screen, the reply's 450-pt target
    (first: 906.0, target: 276.0),  // taller than the screen (960 on 932 pt), the dictus target
    (first: 844.0, target: 560.0),  // a tall target, its intermediate 56 pt short of the full screen
  ])
  func eachTransientHeightIsFollowed(first: Double, target: Double) throws {
    var driver = In.placed()
    let steps: [(time: Double, height: Double)] = [(1.0, first), (1.05, target + 228), (1.1, target)]
    var shown = DeviceA.offscreen
    for step in steps {
      let frame = Self.docked(step.height)
      let actions = driver.handle(
        .notification(In.will(.willShow, from: shown, to: frame, at: step.time), animation: In.keyboardSpring)
      )
      _ = driver.handle(.endTurn(at: step.time))
      let bar = try #require(actions.bar)
      #expect(Double(bar.value) == min(step.height, 844))
      #expect(!bar.placesAtOnce)
      #expect(Double(driver.targetLayout.bottomOffset) == min(step.height, 844))
      shown = frame
    }
    for time in [1.02, 1.06, 1.12, 1.2, 1.35] {
      let expected = max(Self.blendedOverlap(steps, at: time), 34)
      #expect(abs(Double(driver.dockLayout(at: time).bottomOffset) - expected) < 1e-6)
    }
    #expect(Double(driver.dockLayout(at: 1.6).bottomOffset) == target)
  }

  /// The blended springs turn back long before a full-screen keyboard reaches the screen's top:
  /// the highest the keyboard (and the bar) gets, for steps 50 ms apart.
  @Test(arguments: [(844.0, 268.0, 406.0), (844.0, 450.0, 499.0), (906.0, 276.0, 425.0)])
  func theBlendedKeyboardTurnsBackBelowTheTop(first: Double, target: Double, peak: Double) {
    var driver = In.placed()
    var shown = DeviceA.offscreen
    for (time, height) in [(1.0, first), (1.05, target + 228), (1.1, target)] {
      let frame = Self.docked(height)
      _ = driver.handle(
        .notification(In.will(.willShow, from: shown, to: frame, at: time), animation: In.keyboardSpring))
      _ = driver.handle(.endTurn(at: time))
      shown = frame
    }
    let highest = stride(from: 1.0, through: 1.6, by: 0.001).map { driver.dockLayout(at: $0).bottomOffset }
      .max()
    #expect(highest.map { Double($0).rounded() } == peak)
  }

  /// A height change while shown (+80 and +93 pt for the emoji search field, −74 pt to a number
  /// pad, +48 pt for its key row): the model value is the new height in the handler, the bar
  /// leaves from the old height on the keyboard's spring, with no keyframes above the safe area.
  @Test(arguments: [(308.0, 388.0), (291.0, 384.0), (336.0, 262.0), (262.0, 310.0)])
  func aHeightChangeWhileShownIsFollowed(from old: Double, to new: Double) throws {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: Self.docked(old), at: 0), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 0))
    #expect(Double(driver.dockLayout(at: 1).bottomOffset) == old)
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: Self.docked(old), to: Self.docked(new), at: 2), animation: In.keyboardSpring)
    )
    _ = driver.handle(.endTurn(at: 2))
    #expect(actions.bar == DockValueMotion(value: CGFloat(new), placesAtOnce: false, keyframes: .remove))
    #expect(Double(driver.dockLayout(at: 2).bottomOffset) == old)
    let midway = old + (new - old) * In.progress(0.1)
    #expect(abs(Double(driver.dockLayout(at: 2.1).bottomOffset) - midway) < 1e-6)
    #expect(Double(driver.dockLayout(at: 2.5).bottomOffset) == new)
  }
}
