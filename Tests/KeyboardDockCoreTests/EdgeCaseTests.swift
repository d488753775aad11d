import Foundation
import KeyboardDockCore
import Testing

/// Edge cases of the keyboard's geometry, notifications and scroll views, each with its exact
/// answer: keyboards a fraction of a point from the screen's edge, samples that are not drags, late
/// *did*s, sheets that move under the keyboard, huge insets and text-growth validation.
@Suite("Edge cases and their exact answers")
struct EdgeCaseTests {
  struct BelowScreenRow: Sendable, CustomTestStringConvertible {
    var name: String
    var frameInScreen: CGRect
    var overlap: CGFloat
    var testDescription: String { name }
  }

  @Test(
    "A container that extends below the screen is covered below it too",
    arguments: [
      // 1000 pt tall on an 844 pt screen: covered from the keyboard's top (508) to its bottom.
      BelowScreenRow(
        name: "taller than the screen", frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 1000),
        overlap: 492),
      // Starts below the keyboard's top: covered whole.
      BelowScreenRow(
        name: "starts under the keyboard", frameInScreen: CGRect(x: 0, y: 600, width: 390, height: 400),
        overlap: 400),
      // Ends on the screen's bottom: unchanged.
      BelowScreenRow(name: "ends at the screen's bottom", frameInScreen: DeviceA.screen, overlap: 336),
    ])
  func containerBelowTheScreen(row: BelowScreenRow) throws {
    let container = KeyboardContainer(
      frameInScreen: row.frameInScreen, safeAreaInsets: DockEdgeInsets(bottom: 34),
      screenBounds: DeviceA.screen)
    let machine = try KeyboardStateMachine.shownOnDeviceA()
    #expect(KeyboardGeometry.overlap(of: DeviceA.keyboard, with: container) == row.overlap)
    #expect(KeyboardGeometry.heightAbove(DeviceA.keyboard, in: container) == row.overlap)
    #expect(machine.contentOverlap(at: 1, in: container) == row.overlap)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == row.overlap)
  }

  @Test("A keyboard a fraction of a point above the screen's bottom covers only what it meets")
  func overshootNearTheScreenBottom() {
    // A spring's overshoot lifts the keyboard 0.4 pt: its bottom rounds to the screen's, but a
    // full-screen container has nothing below the screen to add. 336 pt, not 336.4.
    let lifted = CGRect(x: 0, y: 507.6, width: 390, height: 336)
    #expect(KeyboardGeometry.overlap(of: lifted, with: DeviceA.container) == 336)
    // A container 156 pt taller than the screen is covered from the keyboard's top down.
    let tall = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 1000), safeAreaInsets: DockEdgeInsets(bottom: 34),
      screenBounds: DeviceA.screen)
    #expect(KeyboardGeometry.overlap(of: lifted, with: tall) == 1000 - 507.6)
  }

  struct SlidingRow: Sendable, CustomTestStringConvertible {
    var name: String
    var keyboardTop: CGFloat
    var overlap: CGFloat
    var testDescription: String { name }
  }

  @Test(
    "A keyboard sliding in covers a container taller than the screen from its top down, not twice below it",
    arguments: [
      // Partly below the screen (700 to 1036): 1000 − 700, not the 300 it meets plus the 156 below
      // the screen.
      SlidingRow(name: "partly below the screen", keyboardTop: 700, overlap: 300),
      // One point on screen: the 156 pt below the screen and that point.
      SlidingRow(name: "one point on screen", keyboardTop: 843, overlap: 157),
      // Its top on the screen's bottom, or lower: nothing of it is seen, so it covers nothing.
      SlidingRow(name: "top on the screen's bottom", keyboardTop: 844, overlap: 0),
      SlidingRow(name: "wholly below the screen", keyboardTop: 900, overlap: 0),
    ])
  func slidingKeyboardOverTallContainer(row: SlidingRow) {
    let tall = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 1000), safeAreaInsets: DockEdgeInsets(bottom: 34),
      screenBounds: DeviceA.screen)
    let keyboard = CGRect(x: 0, y: row.keyboardTop, width: 390, height: 336)
    #expect(KeyboardGeometry.overlap(of: keyboard, with: tall) == row.overlap)
  }

  @Test("A layout-guide sample of a keyboard that got shorter is not a drag: the show animates from rest")
  func shorterKeyboardSeenEarly() throws {
    // Given the keyboard shown 336 tall, and the guide already at the 291 pt keyboard's top (553)
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let shorter = CGRect(x: 0, y: 553, width: 390, height: 291)
    let guide = try #require(
      KeyboardGeometry.sampleFrame(
        layoutGuideFrame: shorter, keyboardFrame: machine.state.frame, in: DeviceA.container))
    _ = machine.handle(try sample(guide, at: 2), in: DeviceA.container)

    // When QuickType's notification arrives
    let update = machine.handle(
      try event(.willChangeFrame, begin: DeviceA.keyboard, end: shorter, at: 2), in: DeviceA.container)

    // Then the keyboard animates from where it is, 336 pt up, with curve 7, and stays shown
    #expect(update.transition?.fromFrame == DeviceA.keyboard)
    #expect(machine.state.phase == .shown)
    #expect(machine.restingFrame == nil)
    #expect(machine.dockLayout(at: 2, in: DeviceA.container).bottomOffset == 336)
    let midway = machine.dockLayout(at: 2.08, in: DeviceA.container).bottomOffset
    #expect(isClose(midway, 336 - 45 * CGFloat(KeyboardSpring.progress(at: 0.08)), within: 1e-9))
    #expect(machine.dockLayout(at: 2.5, in: DeviceA.container).bottomOffset == 291)
  }

  @Test("A real drag released back at rest still springs from the dragged frame")
  func cancelledDragIsUnchanged() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let dragged = DeviceA.keyboard.offsetBy(dx: 0, dy: 45)
    _ = machine.handle(try sample(dragged, at: 2), in: DeviceA.container, arbiter: .fingerOnKeyboard)
    let update = machine.handle(
      try event(.willShow, begin: dragged, end: DeviceA.keyboard, at: 2.1), in: DeviceA.container)
    #expect(update.transition?.fromFrame == dragged)
  }

  @Test("A late didShow after a newer willHide does not snap the bar back up")
  func lateDidShowAfterWillHide() throws {
    // Given the keyboard hiding since t = 2
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 2), in: DeviceA.container)
    _ = machine.endTurn(in: DeviceA.container)

    // When the show's didShow arrives late
    let update = machine.handle(try event(.didShow, end: DeviceA.keyboard, at: 2.05), in: DeviceA.container)

    // Then it is stale: the hide goes on
    #expect(update == .ignored(.staleNotification))
    #expect(machine.state.phase == .hiding)
    #expect(machine.dockLayout(at: 2.6, in: DeviceA.container).bottomOffset == 34)
  }

  @Test("A late didShow in the turn of a newer willHide leaves the hide pending")
  func lateDidShowBeforeTheTurnEnds() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 2), in: DeviceA.container)
    let update = machine.handle(try event(.didShow, end: DeviceA.keyboard, at: 2), in: DeviceA.container)
    #expect(update == .ignored(.staleNotification))
    #expect(machine.endTurn(in: DeviceA.container).transition?.to.phase == .hiding)
  }

  @Test("A late didHide after a newer willShow does not drop the bar")
  func lateDidHideAfterWillShow() throws {
    // Given a hide interrupted by a show at t = 2.1
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    _ = machine.handle(try event(.willHide, end: DeviceA.offscreen, at: 2), in: DeviceA.container)
    _ = machine.endTurn(in: DeviceA.container)
    _ = machine.handle(try event(.willShow, end: DeviceA.keyboard, at: 2.1), in: DeviceA.container)

    // When the hide's didHide arrives
    let update = machine.handle(try event(.didHide, end: DeviceA.offscreen, at: 2.2), in: DeviceA.container)

    // Then it is stale: the keyboard comes back up
    #expect(update == .ignored(.staleNotification))
    #expect(machine.state.phase == .showing)
    #expect(machine.dockLayout(at: 2.7, in: DeviceA.container).bottomOffset == 336)
  }

  @Test("A didHide whose willHide was missed still hides a keyboard at rest")
  func missedWillHide() throws {
    var machine = try KeyboardStateMachine.shownOnDeviceA()
    let update = machine.handle(try event(.didHide, end: DeviceA.offscreen, at: 2), in: DeviceA.container)
    #expect(update.transition?.to.phase == .hidden)
  }

  @Test("A form sheet that moves up under the keyboard is planned for again: 34 pt, not 134")
  func formSheetMovesUp() throws {
    // Given the iPad keyboard shown, and a 900 pt sheet whose bottom (1102) it covers by 134 pt
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: IPad.keyboard.offsetBy(dx: 0, dy: 398), end: IPad.keyboard, at: 0),
      in: IPad.container)
    let before = IPad.window(CGRect(x: 242, y: 202, width: 540, height: 900))
    let after = IPad.window(CGRect(x: 242, y: 102, width: 540, height: 900))
    let scrollView = ScrollViewGeometry(
      contentSize: CGSize(width: 540, height: 2000), boundsSize: CGSize(width: 540, height: 900))
    var adjuster = ScrollInsetAdjuster(keepsNewestContentVisible: false)
    let first = adjuster.plan(for: scrollView, obstruction: machine.contentOverlap(at: 1, in: before))
    #expect(first.contentInset.bottom == 134)

    // When UIKit moves the sheet up by 100 pt
    let moved = machine.contentOverlap(at: 1, in: after)

    // Then the overlap measured now is 34 pt, and the adjuster knows its insets are stale
    #expect(moved == 34)
    #expect(adjuster.needsPlan(for: first.applied(to: scrollView), obstruction: moved))
    let second = adjuster.plan(for: first.applied(to: scrollView), obstruction: moved)
    #expect(second.contentInset.bottom == 34)
    #expect(!adjuster.needsPlan(for: second.applied(to: scrollView), obstruction: moved))
  }

  @Test("A scroll view's huge bottom inset plus the keyboard stays finite (found by CoreFuzz)")
  func hugeInsetPlusKeyboard() {
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentInset: DockEdgeInsets(bottom: .greatestFiniteMagnitude), adjustmentBehavior: .never)
    var adjuster = ScrollInsetAdjuster()
    let plan = adjuster.plan(for: geometry, obstruction: 336)
    #expect(plan.contentInset.bottom == .greatestFiniteMagnitude)
    #expect(plan.verticalScrollIndicatorInsets.bottom == 336)
  }

  @Test(
    "Text growth settings that planning would have to replace are rejected",
    arguments: [
      (
        TextGrowthConfiguration(lineHeight: 20, minimumLineCount: 6, maximumLineCount: 3),
        TextGrowthConfigurationError.invalidLineCounts(minimum: 6, maximum: 3)
      ),
      (
        TextGrowthConfiguration(lineHeight: 20, minimumLineCount: 0),
        TextGrowthConfigurationError.invalidLineCounts(minimum: 0, maximum: 5)
      ),
      (TextGrowthConfiguration(lineHeight: -20), TextGrowthConfigurationError.invalidLineHeight(-20)),
      (
        TextGrowthConfiguration(lineHeight: 20, verticalInset: .infinity),
        TextGrowthConfigurationError.invalidVerticalInset(.infinity)
      ),
    ])
  func textGrowthValidation(configuration: TextGrowthConfiguration, error: TextGrowthConfigurationError) {
    #expect(throws: error) { try configuration.validated() }
  }

  @Test func textGrowthValidationMessages() throws {
    #expect(
      TextGrowthConfigurationError.invalidLineCounts(minimum: 6, maximum: 3).description
        == "line counts 6…3 are not 1 or more with the minimum at most the maximum")
    let valid = TextGrowthConfiguration(lineHeight: 20, minimumLineCount: 2, maximumLineCount: 2)
    #expect(try valid.validated() == valid)
  }
}
