import Foundation
import KeyboardDockCore
import Testing

/// The bounds on values the driver plans with.
///
/// A read Bézier's control points and the dock's lengths. Exact numbers on device A (bar 52 pt,
/// keyboard 336 pt, safe bottom 34 pt).
@Suite("Driver: value bounds")
struct DriverValueBoundsTests {
  typealias In = DriverInputs

  static func bezier(_ curve: CubicBezierCurve) -> KeyboardAnimationReading {
    .animated(KeyboardObservedAnimation(timing: .cubicBezier(curve, duration: 0.25)))
  }

  static func show(_ driver: inout KeyboardDockDriver, _ reading: KeyboardAnimationReading)
    -> KeyboardDockActions
  {
    driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: reading))
  }

  // MARK: Bézier readings

  /// Core Animation clamps a timing function's x values to 0…1: (5, 0, −4, 1) is (1, 0, 0, 1),
  /// whose middle is its centre of symmetry, 0.5 at 0.5.
  @Test func bezierXValuesAreClampedToTheUnitInterval() {
    let wild = CubicBezierCurve(x1: 5, y1: 0, x2: -4, y2: 1)
    let clamped = CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1)
    for x in stride(from: 0.0, through: 1, by: 0.0625) {
      #expect(wild.progress(at: x) == clamped.progress(at: x), "x = \(x)")
      #expect(wild.fractionOfTime(atProgress: x) == clamped.fractionOfTime(atProgress: x), "y = \(x)")
    }
    #expect(abs(wild.progress(at: 0.5) - 0.5) < 1e-9)
  }

  /// The driver plans a read curve with x outside 0…1 exactly as the clamped curve.
  @Test func aReadingWithXOutsideTheUnitIntervalPlansTheClampedCurve() throws {
    var wild = In.placed()
    var clamped = In.placed()
    let actions = Self.show(&wild, Self.bezier(CubicBezierCurve(x1: 5, y1: 0, x2: -4, y2: 1)))
    let expected = Self.show(&clamped, Self.bezier(CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1)))
    #expect(actions == expected)
    #expect(In.path(actions.bar)?.duration == 0.25)
  }

  /// y control points may overshoot within −10…10; beyond, the reading is not valid.
  @Test func bezierYValuesAreBounded() {
    func isValid(_ y1: Double, _ y2: Double) -> Bool {
      KeyboardObservedAnimation(
        timing: .cubicBezier(CubicBezierCurve(x1: 0.4, y1: y1, x2: 0.6, y2: y2), duration: 0.25)
      )
      .isValid
    }
    #expect(KeyboardObservedAnimation.controlPointYRange == -10...10)
    #expect(isValid(10, -10))
    #expect(isValid(1.6, -0.6))
    #expect(!isValid(10.000_001, 1))
    #expect(!isValid(0, -10.000_001))
    #expect(!isValid(1e300, -1e300))
    #expect(!isValid(.nan, 1))
  }

  /// A reading with y control points of ±1e300 is planned as one that could not be read: the
  /// system's spring, keyframes within the keyboard's 302 pt travel rather than ±8.7e301.
  @Test func aReadingWithHugeYPlansAsUnreadable() throws {
    var huge = In.placed()
    var unreadable = In.placed()
    let actions = Self.show(&huge, Self.bezier(CubicBezierCurve(x1: 0.4, y1: 1e300, x2: 0.6, y2: -1e300)))
    #expect(actions == Self.show(&unreadable, .unreadable))
    let path = try #require(In.path(actions.bar))
    #expect(path.duration == 0.5)
    #expect(path.values.allSatisfy { abs($0) <= 302 })
  }

  // MARK: Dock lengths

  @Test(
    "Spacing and minimum inset above 1,000,000 pt count as 1,000,000",
    arguments: [1e308, CGFloat.greatestFiniteMagnitude, 2_000_000])
  func dockLengthsAreBounded(length: CGFloat) {
    let spacing = DockConfiguration(keyboardSpacing: length)
    let minimum = DockConfiguration(minimumBottomInset: length)
    #expect(
      DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: spacing).bottomOffset
        == 1_000_336)
    #expect(DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: spacing).bottomOffset == 34)
    let resting = DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: minimum)
    #expect(resting.bottomOffset == 1_000_000)
    #expect(resting.restingInset == 1_000_000)
  }

  /// The driver's bar, placed and shown, with the bounded lengths.
  @Test func theDriverPlansWithBoundedDockLengths() {
    var spaced = In.placed(configuration: .init(dock: DockConfiguration(keyboardSpacing: 1e308)))
    #expect(Self.show(&spaced, In.keyboardSpring).bar?.value == 1_000_336)
    #expect(spaced.targetLayout.bottomOffset == 1_000_336)
    var driver = KeyboardDockDriver(
      configuration: .init(dock: DockConfiguration(minimumBottomInset: 1e308)), barHeight: 52)
    #expect(driver.handle(.container(DeviceA.container, at: 0)).bar?.value == 1_000_000)
    #expect(Self.show(&driver, In.keyboardSpring).bar?.value == 1_000_000)
  }

  /// A growing text view's chrome and reserved heights: NaN counts as 0, 1e308 as 1,000,000.
  ///
  /// Five lines are 5 × 20 + 16 = 116 pt; with no room left the text keeps its one-line 36 pt.
  @Test func textGrowthLengthsAreBounded() {
    let lines = TextGrowthConfiguration(
      lineHeight: 20, verticalInset: 16, minimumLineCount: 1, maximumLineCount: 5)
    func barHeight(chrome: CGFloat, reserved: CGFloat) -> CGFloat {
      let growth = KeyboardDockDriver.TextGrowth(
        configuration: lines, chromeHeight: chrome, reservedHeight: reserved)
      var driver = In.placed(configuration: .init(textGrowth: growth))
      _ = driver.handle(.textContentHeight(156, at: 1))
      return driver.barHeight
    }
    #expect(barHeight(chrome: .nan, reserved: 0) == 116)
    #expect(barHeight(chrome: -1e308, reserved: .infinity) == 116)
    #expect(barHeight(chrome: 1e308, reserved: 0) == 1_000_036)
    #expect(barHeight(chrome: 16, reserved: 1e308) == 52)
    #expect(barHeight(chrome: 16, reserved: 44) == 132)
  }

  /// Lengths within the bound are taken as they are.
  @Test func dockLengthsWithinTheBoundAreExact() {
    let configuration = DockConfiguration(keyboardSpacing: 999_999.5, minimumBottomInset: 1_000_000)
    let layout = DockLayout.resolve(overlap: 0.5, in: DeviceA.container, configuration: configuration)
    #expect(layout.bottomOffset == 1_000_000)
    #expect(layout.restingInset == 1_000_000)
    let above = DockLayout.resolve(overlap: 1, in: DeviceA.container, configuration: configuration)
    #expect(above.bottomOffset == 1_000_000.5)
  }
}
