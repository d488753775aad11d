import Foundation
import KeyboardDockCore
import Testing

/// What the driver does with inputs it cannot take as they are.
///
/// Times that are not finite, out of range or running backwards, keyboard inputs before a
/// container, and scroll views with NaN in them. Exact numbers on device A (bar 52 pt, keyboard
/// 336 pt).
@Suite("Driver: input validation")
struct DriverInputValidationTests {
  typealias In = DriverInputs

  static let chat = DriverContentTests.chat
  static let frame = DriverContentTests.frame

  static func show(at time: TimeInterval) -> KeyboardDockInput {
    .notification(
      In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: time),
      animation: In.keyboardSpring)
  }

  static func heightChange(at time: TimeInterval) -> KeyboardDockInput {
    .notification(
      In.will(.willShow, from: DeviceA.keyboard, to: CGRect(x: 0, y: 553, width: 390, height: 291), at: time),
      animation: In.keyboardSpring)
  }

  // MARK: Time

  /// A *will* at 1000 s then one stamped 0 s: the second is taken at 1000 s, and plans exactly as
  /// one sent at 1000 s does, over the spring's 0.5 s rather than 1000.5 s.
  @Test func anEarlierTimeIsTakenAtTheLatestTime() throws {
    var backwards = In.placed()
    var inOrder = In.placed()
    _ = backwards.handle(Self.show(at: 1000))
    _ = inOrder.handle(Self.show(at: 1000))
    let late = backwards.handle(Self.heightChange(at: 0))
    let expected = inOrder.handle(Self.heightChange(at: 1000))
    #expect(late == expected)
    #expect(late.droppedInput == nil)
    #expect(late.bar?.value == 291)
    #expect(In.path(late.bar)?.duration == 0.5)
    #expect(late.transition?.animation.beginTime == 1000)
    // The end of the turn, stamped earlier still, is taken at 1000 s too.
    #expect(backwards.handle(.endTurn(at: 999)) == inOrder.handle(.endTurn(at: 1000)))
  }

  /// Inputs at the same instant are normal: none is moved or dropped.
  @Test func inputsAtTheSameTimeAreTakenAsTheyCome() throws {
    var driver = In.placed()
    let show = driver.handle(Self.show(at: 0))
    #expect(show.droppedInput == nil)
    #expect(show.bar?.value == 336)
    let end = driver.handle(.endTurn(at: 0))
    #expect(end.droppedInput == nil)
    #expect(driver.machine.animation.beginTime == 0)
  }

  @Test(
    "A time that is not finite or lies outside 0…1e9 s drops the input",
    arguments: [
      (Double.nan, KeyboardEventError.invalidTimestamp),
      (Double.infinity, .invalidTimestamp),
      (-Double.infinity, .invalidTimestamp),
      (1e300, .timestampOutOfRange(1e300)),
      (1e15, .timestampOutOfRange(1e15)),
      (1_000_000_000.5, .timestampOutOfRange(1_000_000_000.5)),
      (-1, .timestampOutOfRange(-1)),
    ])
  func anUnusableTimeDropsTheInput(time: Double, error: KeyboardEventError) throws {
    var driver = In.placed()
    for input in [
      Self.show(at: time), .sample(frame: DeviceA.keyboard, at: time), .endTurn(at: time),
      .barHeight(80, at: time), .scrollView(Self.chat, frame: Self.frame, at: time),
    ] {
      let actions = driver.handle(input)
      #expect(actions.update == .ignored(.invalidTime))
      #expect(actions.droppedInput == error)
      #expect(actions.bar == nil)
    }
    #expect(driver.machine.state.phase == .hidden)
    #expect(driver.barHeight == 52)
    #expect(driver.scrollView == nil)
    // The next input in range is taken: a dropped time does not hold the clock.
    let show = driver.handle(Self.show(at: 1))
    #expect(show.bar?.value == 336)
    #expect(In.path(show.bar)?.duration == 0.5)
  }

  /// The latest time taken, 1e9 s, plans a 0.5 s show like any other.
  @Test func theLatestTimeIsTaken() throws {
    var driver = In.placed()
    let actions = driver.handle(Self.show(at: KeyboardDockLimits.latestTime))
    #expect(actions.droppedInput == nil)
    #expect(actions.bar?.value == 336)
    let duration = try #require(In.path(actions.bar)?.duration)
    #expect(abs(duration - 0.5) < 1e-6)
  }

  // MARK: Container

  /// A notification before any container is dropped, saying so; the container that follows does not
  /// replay it.
  @Test func aNotificationBeforeTheContainerSaysTheContainerIsMissing() {
    var driver = KeyboardDockDriver(barHeight: 52)
    for input in [
      Self.show(at: 0), .sample(frame: DeviceA.keyboard, at: 0), .foreground(keyboardFrame: nil, at: 0),
    ] {
      let actions = driver.handle(input)
      #expect(actions.update == .ignored(.invalidContainer))
      #expect(actions.droppedInput == .missingValue(.container))
    }
    let container = driver.handle(.container(DeviceA.container, at: 1))
    #expect(container.droppedInput == nil)
    #expect(container.bar?.value == 34)
    #expect(driver.targetLayout.bottomOffset == 34)
  }

  @Test func anInvalidContainerSaysWhy() {
    var driver = In.placed()
    let nan = driver.handle(.container(.fullScreen(width: .nan, height: 844), at: 1))
    #expect(nan.update == .ignored(.invalidContainer))
    #expect(nan.droppedInput == .nonFiniteFrame(.container))
    let negative = driver.handle(.container(.fullScreen(width: -390, height: 844), at: 1))
    #expect(negative.droppedInput == .negativeSize(.container))
    #expect(driver.container == DeviceA.container)
  }

  // MARK: Scroll view

  /// The chat's geometry with the named value made NaN or infinite.
  static func poisoned(_ name: String) -> ScrollViewGeometry {
    var geometry = chat
    switch name {
    case "contentInset.top": geometry.contentInset.top = .nan
    case "contentInset.left": geometry.contentInset.left = .nan
    case "contentInset.bottom": geometry.contentInset.bottom = .nan
    case "contentInset.right": geometry.contentInset.right = .infinity
    case "verticalScrollIndicatorInsets.bottom": geometry.verticalScrollIndicatorInsets.bottom = .nan
    case "safeAreaInsets.bottom": geometry.safeAreaInsets.bottom = .nan
    case "contentSize.height": geometry.contentSize.height = .nan
    case "boundsSize.width": geometry.boundsSize.width = -.infinity
    default: geometry.contentOffset.y = .nan
    }
    return geometry
  }

  /// A scroll view with a NaN value is dropped; the show then plans no scroll view at all, so no
  /// NaN reaches the insets it writes back.
  @Test(
    "A scroll view with a value that is not finite is dropped",
    arguments: [
      "contentInset.top", "contentInset.left", "contentInset.bottom", "contentInset.right",
      "verticalScrollIndicatorInsets.bottom", "safeAreaInsets.bottom", "contentSize.height",
      "boundsSize.width", "contentOffset.y",
    ])
  func aNonFiniteScrollViewIsDropped(name: String) throws {
    let geometry = Self.poisoned(name)
    #expect(!geometry.isValid, "\(name)")
    var driver = In.placed()
    let actions = driver.handle(.scrollView(geometry, frame: Self.frame, at: 0))
    #expect(actions.update == .ignored(.invalidScrollView), "\(name)")
    #expect(actions.droppedInput == .nonFiniteGeometry(.scrollView), "\(name)")
    #expect(actions.scrollView == nil)
    #expect(driver.scrollView == nil)
    let show = driver.handle(Self.show(at: 1))
    #expect(show.scrollView == nil)
    #expect(show.bar?.value == 336)
  }

  /// A NaN top inset after a good geometry: the driver keeps the good one, and the show plans it
  /// with finite insets and the pinned offset (10 + 336 + 52 − 34 = 364; 1200 + 354 = 1554).
  @Test func aNonFiniteScrollViewKeepsTheLastGoodOne() throws {
    var driver = DriverContentTests.driver()
    let placed = try #require(driver.scrollView)
    var poisoned = placed
    poisoned.contentInset.top = .nan
    let dropped = driver.handle(.scrollView(poisoned, frame: Self.frame, at: 0.5))
    #expect(dropped.droppedInput == .nonFiniteGeometry(.scrollView))
    #expect(driver.scrollView == placed)
    let scroll = try #require(driver.handle(Self.show(at: 1)).scrollView)
    #expect(scroll.contentInset == DockEdgeInsets(top: 0, left: 0, bottom: 364, right: 0))
    #expect(scroll.verticalScrollIndicatorInsets == DockEdgeInsets(top: 0, left: 0, bottom: 364, right: 0))
    #expect(scroll.contentOffsetY?.value == 1554)
  }

  @Test func aScrollViewWithANonFiniteFrameIsDropped() {
    var driver = In.placed()
    let frame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 844)
    let actions = driver.handle(.scrollView(Self.chat, frame: frame, at: 0))
    #expect(actions.update == .ignored(.invalidScrollView))
    #expect(actions.droppedInput == .nonFiniteFrame(.scrollViewFrame))
    #expect(driver.scrollView == nil)
  }

  /// Huge finite values are a long list, not an error.
  @Test func aHugeButFiniteScrollViewIsTaken() {
    var geometry = Self.chat
    geometry.contentSize.height = 1e308
    geometry.contentOffset.y = 1e308
    #expect(geometry.isValid)
    var driver = In.placed()
    let actions = driver.handle(.scrollView(geometry, frame: Self.frame, at: 0))
    #expect(actions.droppedInput == nil)
    #expect(driver.scrollView?.contentSize.height == 1e308)
  }
}
