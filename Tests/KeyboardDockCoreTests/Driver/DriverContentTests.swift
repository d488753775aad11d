import Foundation
import KeyboardDockCore
import Testing

/// The driver's scroll view and growing text: what the bar and the keyboard cover, with exact
/// numbers on device A (baseline inset 10, bar 52 pt, content 2000 pt).
@Suite("Driver: the content above the bar")
struct DriverContentTests {
  typealias In = DriverInputs

  static let chat = ScrollViewGeometry(
    contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
    contentOffset: CGPoint(x: 0, y: 1200), contentInset: DockEdgeInsets(bottom: 10),
    verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 10),
    safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

  static func driver(
    _ geometry: ScrollViewGeometry = chat, configuration: KeyboardDockDriver.Configuration = .init()
  ) -> KeyboardDockDriver {
    var driver = KeyboardDockDriver(configuration: configuration, barHeight: 52)
    _ = driver.handle(.scrollView(geometry, frame: frame, at: 0))
    _ = driver.handle(.container(DeviceA.container, at: 0))
    return driver
  }

  static func show(_ driver: inout KeyboardDockDriver, isLocal: Bool = true) -> KeyboardDockActions {
    driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1, isLocal: isLocal),
        animation: In.keyboardSpring))
  }

  @Test func theBarsInsetIsAddedAtOnceAndPinnedContentRidesWithTheBar() throws {
    var driver = Self.driver()
    // Placed: the bar covers 34 + 52 = 86 pt, 52 beyond the safe area.
    #expect(driver.scrollView?.contentInset.bottom == 62)
    #expect(driver.scrollView?.contentOffset.y == 1252)
    let actions = Self.show(&driver)
    let scroll = try #require(actions.scrollView)
    // On the keyboard: 336 + 52 = 388 pt covered, 354 beyond the safe area.
    #expect(scroll.contentInset.bottom == 364)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 364)
    let offset = try #require(scroll.contentOffsetY)
    #expect(offset.value == 1554)
    #expect(!offset.placesAtOnce)
    // The offset follows the bar frame by frame: its keyframes bend where the bar's do.
    let path = try #require(In.path(offset))
    let barPath = try #require(In.path(actions.bar))
    #expect(path.duration == barPath.duration)
    #expect(abs(Double(path.value(atElapsed: 0.0625)) - Double(barPath.value(atElapsed: 0.0625))) < 0.05)
  }

  @Test func whileTheUserDragsTheOffsetIsLeftAlone() throws {
    var geometry = Self.chat
    geometry.isDragging = true
    var driver = Self.driver(geometry)
    let scroll = try #require(Self.show(&driver).scrollView)
    #expect(scroll.contentInset.bottom == 364)
    #expect(scroll.contentOffsetY == nil)
  }

  @Test func theNeverPolicyChangesInsetsOnly() throws {
    var driver = Self.driver(configuration: .init(liftPolicy: .never))
    let scroll = try #require(Self.show(&driver).scrollView)
    #expect(scroll.contentInset.bottom == 364)
    #expect(scroll.contentOffsetY == nil)
  }

  /// Another app's keyboard: the bar stays on the safe area, and the content avoids the keyboard.
  @Test func contentAvoidsAKeyboardTheBarDoesNotFollow() throws {
    var driver = Self.driver()
    let actions = Self.show(&driver, isLocal: false)
    #expect(actions.bar?.value == 34)
    let scroll = try #require(actions.scrollView)
    // The keyboard covers 336 pt, more than the bar's 86: 302 beyond the safe area.
    #expect(scroll.contentInset.bottom == 312)
    #expect(driver.targetLayout.bottomOffset == 34)
  }

  @Test func aFloatingKeyboardCoversNoContent() throws {
    var driver = Self.driver()
    let floating = CGRect(x: 30, y: 400, width: 320, height: 260)
    let actions = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: floating, at: 1), animation: In.keyboardSpring))
    #expect(actions.bar?.value == 34)
    #expect(actions.scrollView?.contentInset.bottom == 62)
  }

  @Test func theNewestContentSignalChangesWithScrollingAndTheKeyboard() throws {
    var driver = Self.driver()
    #expect(driver.isNewestContentInView)
    var away = try #require(driver.scrollView)
    away.contentOffset.y = 400
    let scrolled = driver.handle(.scrollView(away, frame: Self.frame, at: 1))
    #expect(scrolled.isNewestContentInView == false)
    #expect(!driver.isNewestContentInView)
    var back = away
    back.contentOffset.y = 1252
    #expect(driver.handle(.scrollView(back, frame: Self.frame, at: 2)).isNewestContentInView == true)
    // A show keeps pinned content at its newest edge: no change to report.
    #expect(Self.show(&driver).isNewestContentInView == nil)
    #expect(driver.isNewestContentInView)
  }

  @Test func flippingTheListMovesTheInsetToTheOtherEdge() throws {
    var driver = Self.driver()
    _ = Self.show(&driver)
    var flipped = try #require(driver.scrollView)
    flipped.isInverted = true
    flipped.safeAreaInsets = DockEdgeInsets(top: 34, bottom: 47)
    let actions = driver.handle(.scrollView(flipped, frame: Self.frame, at: 2))
    let scroll = try #require(actions.scrollView)
    #expect(scroll.contentInset.bottom == 10)
    #expect(scroll.contentInset.top == 354)
  }

  @Test func growthIsPlannedPerTransitionNotPerSample() throws {
    let growth = TextGrowthConfiguration(
      lineHeight: 20, verticalInset: 16, minimumLineCount: 1, maximumLineCount: 5)
    var driver = Self.driver(
      configuration: .init(textGrowth: .init(configuration: growth, chromeHeight: 16, reservedHeight: 44)))
    let typed = driver.handle(.textContentHeight(156, at: 0.5))
    // Five lines, 116 pt: the bar is 16 + 116 = 132 pt.
    #expect(typed.textGrowth?.height == 116)
    #expect(driver.barHeight == 132)
    let show = Self.show(&driver)
    #expect(show.growthBottomOffset == 336)
    #expect(show.scrollView?.contentInset.bottom == 444)  // 10 + 336 + 132 − 34
    _ = driver.handle(.endTurn(at: 1))
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 2))
    let sample = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 2))
    #expect(sample.bar?.value == 244)
    #expect(sample.growthBottomOffset == nil)
    #expect(sample.textGrowth == nil)
  }

  /// The space above the bar caps the text: with the keyboard up, 844 − 47 − 336 − 44 − 16 = 401 pt.
  @Test func theCapIsTheSpaceWhereTheBarSettles() throws {
    let growth = TextGrowthConfiguration(
      lineHeight: 20, verticalInset: 16, minimumLineCount: 1, maximumLineCount: 50)
    var driver = Self.driver(
      configuration: .init(textGrowth: .init(configuration: growth, chromeHeight: 16, reservedHeight: 44)))
    _ = driver.handle(.textContentHeight(1016, at: 0.5))
    #expect(driver.textGrowthPlan?.height == 703)  // 844 − 47 − 34 − 44 − 16
    let show = Self.show(&driver)
    #expect(show.textGrowth?.height == 401)
    #expect(show.textGrowth?.isScrollEnabled == true)
  }
}
