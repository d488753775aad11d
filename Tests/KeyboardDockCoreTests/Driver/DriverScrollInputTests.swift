import Foundation
import KeyboardDockCore
import Testing

/// Issue 39, part 3: a content-offset observation feeds the driver, and so ends a run-loop turn,
/// only when the scroll frame can change an answer.
@Suite("Driver: which scroll frames must reach the driver")
struct DriverScrollInputTests {
  /// A chat on device A, the keyboard shown and settled at 2 s.
  static func settled() throws -> (KeyboardDockDriver, ScrollViewGeometry) {
    var driver = DriverContentTests.driver()
    _ = DriverContentTests.show(&driver)
    _ = driver.handle(.endTurn(at: 1))
    _ = driver.handle(.endTurn(at: 2))
    let geometry = try #require(driver.scrollView)
    return (driver, geometry)
  }

  static func moved(_ geometry: ScrollViewGeometry, by points: CGFloat) -> ScrollViewGeometry {
    var moved = geometry
    moved.contentOffset.y += points
    return moved
  }

  @Test func nothingChangedNeedsNothing() throws {
    let (driver, geometry) = try Self.settled()
    #expect(driver.phase(at: 2) == .shown)
    #expect(!driver.needsScrollViewInput(geometry, at: 2))
  }

  @Test(arguments: [-0.5, -1])
  func anOffsetWithinTheToleranceNeedsNothing(points: CGFloat) throws {
    let (driver, geometry) = try Self.settled()
    #expect(driver.isNewestContentInView)
    #expect(!driver.needsScrollViewInput(Self.moved(geometry, by: points), at: 2))
  }

  @Test(arguments: [-1.5, -37, -640])
  func leavingTheNewestContentIsNeededThenFramesAwayFromItAreNot(points: CGFloat) throws {
    let settled = try Self.settled()
    var driver = settled.0
    let geometry = settled.1
    let away = Self.moved(geometry, by: points)
    #expect(driver.needsScrollViewInput(away, at: 2))
    let actions = driver.handle(.scrollView(away, frame: DriverContentTests.frame, at: 2))
    #expect(actions.isNewestContentInView == false)
    // The user scrolls on, 120 frames a second: none of these frames changes an answer.
    for frame in 1...120 {
      let next = Self.moved(away, by: -CGFloat(frame) * 2.5)
      #expect(!driver.needsScrollViewInput(next, at: 2 + Double(frame) / 120))
    }
    // Back at the newest edge: needed again.
    #expect(driver.needsScrollViewInput(geometry, at: 3))
  }

  @Test func anythingButTheOffsetIsNeeded() throws {
    let (driver, geometry) = try Self.settled()
    var dragging = geometry
    dragging.isDragging = true
    #expect(driver.needsScrollViewInput(dragging, at: 2))
    var longer = geometry
    longer.contentSize.height += 44
    #expect(driver.needsScrollViewInput(longer, at: 2))
    var inset = geometry
    inset.contentInset.bottom += 1
    #expect(driver.needsScrollViewInput(inset, at: 2))
  }

  @Test func whileTheKeyboardAnimatesAnOffsetIsNeeded() throws {
    var driver = DriverContentTests.driver()
    _ = DriverContentTests.show(&driver)
    _ = driver.handle(.endTurn(at: 1))
    let geometry = try #require(driver.scrollView)
    #expect(driver.phase(at: 1.1) == .showing)
    #expect(driver.needsScrollViewInput(Self.moved(geometry, by: -0.5), at: 1.1))
  }

  @Test func aDriverThatKnowsNoScrollViewNeedsIt() {
    let driver = KeyboardDockDriver(configuration: .init(), barHeight: 52)
    #expect(driver.needsScrollViewInput(DriverContentTests.chat, at: 0))
  }
}
