import Foundation
import KeyboardDockCore
import Testing

// The core helpers behind KeyboardDockSwiftUI: the keyboard's animation as SwiftUI's
// primitives, the padding of a bar SwiftUI already places on the safe area, the extra inset of
// content laid out inside the safe area, and the text a send button sends.

/// An iPhone 390 × 844 with a 34-pt home indicator; `Kb` of the numbered scenarios is 336 tall.
private let fullScreen = KeyboardContainer.fullScreen(
  width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
/// The same screen's content as SwiftUI lays it out, ending on the safe area.
///
/// The keyboard covers 302 of it, and its own bottom safe area is 0.
private let insideSafeArea = KeyboardContainer(
  frameInScreen: CGRect(x: 0, y: 47, width: 390, height: 763),
  screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// Under a tab bar: the safe area's bottom is 83 (scenario 22).
private let tabBar = KeyboardContainer.fullScreen(
  width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 83))

@Suite("KeyboardAnimation.timingParameters: the keyboard's animation for SwiftUI")
struct KeyboardTimingParametersTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var duration: Double
    var curve: KeyboardAnimationCurve
    var expected: KeyboardTimingParameters
    var testDescription: String { "\(curve), \(duration) s" }
  }

  static let keyboardSpring = KeyboardTimingParameters.spring(
    mass: 3, stiffness: 1000, damping: 2 * 3000.0.squareRoot())

  static let cases: [Case] = [
    Case(duration: 0.25, curve: .keyboard, expected: keyboardSpring),
    // UIKit ignores the duration for curve 7 (see *How the iOS keyboard behaves*, "The keyboard spring").
    Case(duration: 0.4, curve: .keyboard, expected: keyboardSpring),
    Case(duration: 0.25, curve: .other(9), expected: keyboardSpring),
    Case(duration: 0.3, curve: .easeInOut, expected: .cubicBezier(.easeInOut, duration: 0.3)),
    Case(duration: 0.3, curve: .easeIn, expected: .cubicBezier(.easeIn, duration: 0.3)),
    Case(duration: 0.3, curve: .easeOut, expected: .cubicBezier(.easeOut, duration: 0.3)),
    Case(
      duration: 0.4, curve: .linear,
      expected: .cubicBezier(CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1), duration: 0.4)),
    // Duration 0 applies at once, whatever the curve.
    Case(duration: 0, curve: .keyboard, expected: .immediate),
    Case(duration: 0, curve: .easeInOut, expected: .immediate),
    Case(duration: -1, curve: .linear, expected: .immediate),
    Case(duration: .infinity, curve: .easeIn, expected: .immediate),
    Case(duration: .nan, curve: .keyboard, expected: .immediate),
  ]

  @Test(arguments: cases)
  func mapping(_ c: Case) {
    let animation = KeyboardAnimation(beginTime: 10, duration: c.duration, curve: c.curve)
    #expect(animation.timingParameters == c.expected)
  }

  @Test("The critical damping is 2√(1000 × 3) ≈ 109.5445")
  func criticalDamping() {
    #expect(abs(KeyboardSpring.criticalDamping - 109.544_511_501_033_2) < 1e-9)
  }

  @Test("The linear Bézier (0, 0, 1, 1) is the identity")
  func linearBezier() {
    let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    for x in [0.1, 0.25, 0.5, 0.8] {
      #expect(abs(linear.progress(at: x) - x) < 1e-9)
    }
  }

  /// Integrates m·x″ = k·(1 − x) − c·x′ from rest at 0, as an animation system that solves it does.
  ///
  /// Fourth-order Runge–Kutta, 0.1 ms steps.
  static func physicalSpring(mass m: Double, stiffness k: Double, damping c: Double, until end: Double)
    -> Double
  {
    let h = 1e-4
    var x = 0.0
    var v = 0.0
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (1 - x) - c * v) / m }
    for _ in 0..<Int((end / h).rounded()) {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
  }

  @Test(
    "A physical spring with the critical damping follows the keyboard",
    arguments: [(0.080, 144.11), (0.125, 223.45), (0.25, 316.52), (0.325, 329.83), (0.5, 335.63)])
  func physicalSpringMatchesKeyboard(time: Double, expected: Double) {
    let progress = Self.physicalSpring(
      mass: KeyboardSpring.mass, stiffness: KeyboardSpring.stiffness,
      damping: KeyboardSpring.criticalDamping, until: time)
    #expect(abs(progress * 336 - expected) < 0.01)
    #expect(abs(progress - KeyboardSpring.progress(at: time)) < 1e-6)
  }

  @Test("UIKit's nominal damping 500, solved physically, lags: about 63 % at 0.5 s")
  func nominalDampingLags() {
    let progress = Self.physicalSpring(mass: 3, stiffness: 1000, damping: 500, until: 0.5)
    #expect(abs(progress - 0.633) < 0.005)
  }
}

@Suite("DockLayout.padding(aboveSafeAreaBottom:): a bar placed on the safe area by SwiftUI")
struct DockLayoutSafeAreaPaddingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var container: KeyboardContainer
    var overlap: CGFloat
    var configuration: DockConfiguration = .default
    var expected: CGFloat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Scenario 1: on the keyboard the bar is 336 from the bottom, 302 above the safe area.
    Case(name: "full screen, keyboard shown", container: fullScreen, overlap: 336, expected: 302),
    // Scenario 2: hidden, the bar rests on the safe area.
    Case(name: "full screen, keyboard hidden", container: fullScreen, overlap: 0, expected: 0),
    Case(name: "content inside the safe area", container: insideSafeArea, overlap: 302, expected: 302),
    Case(name: "inside the safe area, hidden", container: insideSafeArea, overlap: 0, expected: 0),
    // Scenario 22: under a tab bar 336 − 83 = 253; an interactive top at 800 covers 44 < 83.
    Case(name: "tab bar, keyboard shown", container: tabBar, overlap: 336, expected: 253),
    Case(name: "tab bar, dragged down to 44", container: tabBar, overlap: 44, expected: 0),
    Case(
      name: "keyboard spacing 8", container: fullScreen, overlap: 336,
      configuration: DockConfiguration(keyboardSpacing: 8), expected: 310),
    Case(
      name: "minimum inset 50 above a 34-pt safe area", container: fullScreen, overlap: 0,
      configuration: DockConfiguration(minimumBottomInset: 50), expected: 16),
    // A bar asked to ignore the safe area still rests on it in SwiftUI: never negative.
    Case(
      name: "usesBottomSafeArea false, hidden", container: fullScreen, overlap: 0,
      configuration: DockConfiguration(usesBottomSafeArea: false), expected: 0),
  ]

  @Test(arguments: cases)
  func padding(_ c: Case) {
    let layout = DockLayout.resolve(overlap: c.overlap, in: c.container, configuration: c.configuration)
    #expect(layout.padding(aboveSafeAreaBottom: c.container.safeAreaInsets.bottom) == c.expected)
  }

  @Test(
    "Bad safe areas count as 0, a bad layout gives 0",
    arguments: [
      (CGFloat(336), CGFloat.nan, CGFloat(336)),
      (336, -5, 336),
      (336, .infinity, 336),
      (.nan, 34, 0),
      (.infinity, 34, 0),
      (-20, 0, 0),
    ])
  func badInput(bottomOffset: CGFloat, safeAreaBottom: CGFloat, expected: CGFloat) {
    let layout = DockLayout(bottomOffset: bottomOffset, restingInset: 34, keyboardOverlap: 0)
    #expect(layout.padding(aboveSafeAreaBottom: safeAreaBottom) == expected)
  }
}

@Suite("ContentAvoidance.bottomInset: content SwiftUI lays out inside the safe area")
struct ContentAvoidanceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var overlap: CGFloat
    var safeAreaBottom: CGFloat
    var provided: CGFloat = 0
    var expected: CGFloat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Scenario 18: the extra beyond a 34-pt safe area is 302.
    Case(name: "full screen, keyboard shown", overlap: 336, safeAreaBottom: 34, expected: 302),
    Case(name: "content ending on the safe area", overlap: 302, safeAreaBottom: 0, expected: 302),
    Case(name: "keyboard hidden", overlap: 0, safeAreaBottom: 34, expected: 0),
    Case(name: "keyboard below the home indicator line", overlap: 20, safeAreaBottom: 34, expected: 0),
    // Scenario 17: the bar ignores another app's keyboard and provides 0; content avoids it.
    Case(name: "another app's keyboard, bar resting", overlap: 336, safeAreaBottom: 34, expected: 302),
    Case(
      name: "bar docked on the keyboard provides all", overlap: 336, safeAreaBottom: 34, provided: 302,
      expected: 0),
    Case(name: "partly provided", overlap: 336, safeAreaBottom: 34, provided: 100, expected: 202),
    Case(name: "more provided than needed", overlap: 336, safeAreaBottom: 34, provided: 400, expected: 0),
    Case(name: "NaN overlap", overlap: .nan, safeAreaBottom: 34, expected: 0),
    Case(name: "infinite overlap", overlap: .infinity, safeAreaBottom: 34, expected: 0),
    Case(name: "NaN safe area", overlap: 336, safeAreaBottom: .nan, expected: 336),
    Case(name: "negative provided", overlap: 336, safeAreaBottom: 34, provided: -10, expected: 302),
  ]

  @Test(arguments: cases)
  func inset(_ c: Case) {
    let value = ContentAvoidance.bottomInset(
      overlap: c.overlap, safeAreaBottom: c.safeAreaBottom, providedInset: c.provided)
    #expect(value == c.expected)
  }
}

@Suite("OutgoingText.message(from:): what a send button sends")
struct OutgoingTextTests {
  @Test(
    arguments: [
      ("", nil),
      ("   ", nil),
      ("\n\n \t", nil),
      ("\u{00A0}\u{2003}", nil),
      (" hi ", "hi"),
      ("\nhello\n", "hello"),
      ("a\n\nb\n", "a\n\nb"),
      ("  two  spaces  ", "two  spaces"),
      ("👍", "👍"),
    ] as [(String, String?)])
  func message(draft: String, expected: String?) {
    #expect(OutgoingText.message(from: draft) == expected)
  }
}
