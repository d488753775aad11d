import Foundation
import KeyboardDockCore
import Testing

/// The docked keyboard across devices, orientations and window modes.
///
/// Every expected number is worked out by hand in the table.
@Suite("Device matrix")
struct DeviceMatrixTests {
  /// One row: a container on a screen, a docked keyboard, and the numbers it must produce.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let container: KeyboardContainer
    /// The keyboard's frame in screen coordinates, as the notification reports it.
    let keyboard: CGRect
    /// The height of the container the keyboard covers.
    let overlap: CGFloat
    /// The bar's bottom offset with the keyboard up.
    let barBottomOffset: CGFloat
    /// The bar's offset above its resting inset (the safe area's bottom).
    let offsetAboveRestingInset: CGFloat
    /// What scroll content must avoid.
    let contentOverlap: CGFloat
    /// What ScrollInsetAdjuster adds to a full-container scroll view's bottom content inset.
    let scrollExtra: CGFloat
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // 844 − 508 = 336; 336 − 34 = 302.
    Row(
      name: "iPhone portrait", container: DeviceA.container, keyboard: DeviceA.keyboard,
      overlap: 336, barBottomOffset: 336, offsetAboveRestingInset: 302,
      contentOverlap: 336, scrollExtra: 302),
    // 390 − 181 = 209; 209 − 21 = 188. The keyboard spans the full width under the side insets.
    Row(
      name: "iPhone landscape",
      container: DeviceA.landscape,
      keyboard: CGRect(x: 0, y: 181, width: 844, height: 209),
      overlap: 209, barBottomOffset: 209, offsetAboveRestingInset: 188,
      contentOverlap: 209, scrollExtra: 188),
    // A tab bar makes the safe area's bottom 83: 336 − 83 = 253.
    Row(
      name: "iPhone portrait under a tab bar", container: DeviceA.tabBarContainer, keyboard: DeviceA.keyboard,
      overlap: 336, barBottomOffset: 336, offsetAboveRestingInset: 253,
      contentOverlap: 336, scrollExtra: 253),
    // iPhone SE: 667 − 451 = 216, no home indicator.
    Row(
      name: "iPhone SE portrait",
      container: .fullScreen(width: 375, height: 667, safeAreaInsets: DockEdgeInsets(top: 20)),
      keyboard: CGRect(x: 0, y: 451, width: 375, height: 216),
      overlap: 216, barBottomOffset: 216, offsetAboveRestingInset: 216,
      contentOverlap: 216, scrollExtra: 216),
    // 1366 − 968 = 398; 398 − 20 = 378.
    Row(
      name: "iPad full screen", container: IPad.container, keyboard: IPad.keyboard,
      overlap: 398, barBottomOffset: 398, offsetAboveRestingInset: 378,
      contentOverlap: 398, scrollExtra: 378),
    // 1024 − 672 = 352; 352 − 20 = 332.
    Row(
      name: "iPad landscape",
      container: .fullScreen(width: 1366, height: 1024, safeAreaInsets: IPad.safeArea),
      keyboard: CGRect(x: 0, y: 672, width: 1366, height: 352),
      overlap: 352, barBottomOffset: 352, offsetAboveRestingInset: 332,
      contentOverlap: 352, scrollExtra: 332),
    // The keyboard spans the screen; the left pane (x 0…507) is covered 398 all the same.
    Row(
      name: "iPad Split View, left pane",
      container: IPad.window(CGRect(x: 0, y: 0, width: 507, height: 1366), safeArea: IPad.safeArea),
      keyboard: IPad.keyboard,
      overlap: 398, barBottomOffset: 398, offsetAboveRestingInset: 378,
      contentOverlap: 398, scrollExtra: 378),
    // The right pane starts at x 517: in its coordinates the keyboard starts at x −517.
    Row(
      name: "iPad Split View, right pane",
      container: IPad.window(CGRect(x: 517, y: 0, width: 507, height: 1366), safeArea: IPad.safeArea),
      keyboard: IPad.keyboard,
      overlap: 398, barBottomOffset: 398, offsetAboveRestingInset: 378,
      contentOverlap: 398, scrollExtra: 378),
    // Window (100, 100, 800, 900) ends at y 1000: 1000 − 968 = 32. No home indicator in the window.
    Row(
      name: "Stage Manager window",
      container: IPad.window(CGRect(x: 100, y: 100, width: 800, height: 900)),
      keyboard: IPad.keyboard,
      overlap: 32, barBottomOffset: 32, offsetAboveRestingInset: 32,
      contentOverlap: 32, scrollExtra: 32),
    // Form sheet (242, 200, 540, 900) ends at y 1100: 1100 − 968 = 132.
    Row(
      name: "iPad form sheet",
      container: IPad.window(CGRect(x: 242, y: 200, width: 540, height: 900)),
      keyboard: IPad.keyboard,
      overlap: 132, barBottomOffset: 132, offsetAboveRestingInset: 132,
      contentOverlap: 132, scrollExtra: 132),
    // Slide Over window (694, 10, 320, 1346) ends at 1356; the keyboard is reported ending there
    // too, (0, 958, 1024, 398). Corrected by 1366 − 1356 = 10 (see *How the iOS keyboard
    // behaves*, "Slide Over") it starts at screen y 968, which is y 958 in the window:
    // 1346 − 958 = 388; 388 − 20 = 368.
    Row(
      name: "iPad Slide Over",
      container: IPad.window(
        CGRect(x: 694, y: 10, width: 320, height: 1346), safeArea: IPad.safeArea, isSlideOver: true),
      keyboard: CGRect(x: 0, y: 958, width: 1024, height: 398),
      overlap: 388, barBottomOffset: 388, offsetAboveRestingInset: 368,
      contentOverlap: 388, scrollExtra: 368),
    // Hardware keyboard: the 313-tall frame mostly below the screen, 1366 − 1311 = 55 visible.
    Row(
      name: "iPad hardware keyboard shortcuts bar", container: IPad.container,
      keyboard: CGRect(x: 0, y: 1311, width: 1024, height: 313),
      overlap: 55, barBottomOffset: 55, offsetAboveRestingInset: 35,
      contentOverlap: 55, scrollExtra: 35),
  ]

  /// A machine that has shown `row`'s keyboard from below the screen, settled by t = 0.5.
  static func shown(_ row: Row) throws -> KeyboardStateMachine {
    var machine = KeyboardStateMachine()
    let below = CGRect(
      x: row.keyboard.minX, y: row.container.screenBounds.maxY, width: row.keyboard.width,
      height: row.keyboard.height)
    try machine.show(from: below, to: row.keyboard, screen: row.container.screen, at: 0, in: row.container)
    return machine
  }

  /// A scroll view filling the container, with its safe area and a baseline inset of its own.
  static func scrollView(in container: KeyboardContainer) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: container.bounds.width, height: 5000), boundsSize: container.bounds.size,
      contentInset: DockEdgeInsets(top: 4, bottom: 10),
      verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 2),
      safeAreaInsets: container.safeAreaInsets)
  }

  @Test("Overlap and the bar's offsets with the keyboard up", arguments: rows)
  func overlapAndBarOffset(row: Row) throws {
    // Given the keyboard shown and settled.
    let machine = try Self.shown(row)

    // Then the geometry, the bar and the content see the hand-computed numbers.
    #expect(KeyboardGeometry.overlap(of: row.keyboard, with: row.container) == row.overlap)
    #expect(machine.state.attachment?.isDocked == true)
    let layout = machine.dockLayout(at: 1, in: row.container)
    #expect(layout.bottomOffset == row.barBottomOffset)
    #expect(layout.offsetAboveRestingInset == row.offsetAboveRestingInset)
    #expect(layout.restingInset == row.container.safeAreaInsets.bottom)
    #expect(machine.targetDockLayout(in: row.container) == layout)
    #expect(machine.contentOverlap(at: 1, in: row.container) == row.contentOverlap)
  }

  @Test("Scroll insets add the keyboard beyond the safe area, and the hide restores them", arguments: rows)
  func scrollInsets(row: Row) throws {
    // Given a scroll view filling the container, baseline insets bottom 10 / indicator 2.
    var machine = try Self.shown(row)
    var scrollView = Self.scrollView(in: row.container)
    var adjuster = ScrollInsetAdjuster()

    // When the keyboard is up.
    let shown = adjuster.plan(for: scrollView, obstruction: machine.contentOverlap(at: 1, in: row.container))
    #expect(shown.contentInset.bottom - 10 == row.scrollExtra)
    #expect(shown.verticalScrollIndicatorInsets.bottom - 2 == row.scrollExtra)
    #expect(shown.contentInset.top == 4)
    scrollView = shown.applied(to: scrollView)

    // When it hides.
    let below = CGRect(
      x: row.keyboard.minX, y: row.container.screenBounds.maxY, width: row.keyboard.width,
      height: row.keyboard.height)
    try machine.hide(from: row.keyboard, to: below, at: 2, in: row.container)
    let hidden = adjuster.plan(for: scrollView, obstruction: machine.contentOverlap(at: 3, in: row.container))

    // Then the insets and the bar are exactly where they started.
    #expect(hidden.contentInset == DockEdgeInsets(top: 4, bottom: 10))
    #expect(hidden.verticalScrollIndicatorInsets == DockEdgeInsets(bottom: 2))
    #expect(machine.dockLayout(at: 3, in: row.container).bottomOffset == row.container.safeAreaInsets.bottom)
  }

  /// Keyboards that the bar does not follow by default, on the iPad.
  struct UnfollowedRow: Sendable, CustomTestStringConvertible {
    let name: String
    let keyboard: CGRect
    let isLocal: Bool
    /// The bar's bottom offset: the safe area's 20 by default.
    let barBottomOffset: CGFloat
    /// The bar's bottom offset with `followsUndockedKeyboard` and `followsNonLocalKeyboard`.
    let followingBarBottomOffset: CGFloat
    let contentOverlap: CGFloat
    var testDescription: String { name }
  }

  @Test(
    "Floating, split and other apps' keyboards leave the bar resting unless followed",
    arguments: [
      // Floating at (300, 500, 320, 260): its top is 1366 − 500 = 866 above the bottom.
      UnfollowedRow(
        name: "floating", keyboard: CGRect(x: 300, y: 500, width: 320, height: 260), isLocal: true,
        barBottomOffset: 20, followingBarBottomOffset: 866, contentOverlap: 0),
      // Split keyboard halves reported as one frame (0, 700, 1024, 300): 1366 − 700 = 666.
      UnfollowedRow(
        name: "split", keyboard: CGRect(x: 0, y: 700, width: 1024, height: 300), isLocal: true,
        barBottomOffset: 20, followingBarBottomOffset: 666, contentOverlap: 0),
      // Another app's docked keyboard: content still avoids 398.
      UnfollowedRow(
        name: "another app's docked keyboard", keyboard: IPad.keyboard, isLocal: false,
        barBottomOffset: 20, followingBarBottomOffset: 398, contentOverlap: 398),
    ])
  func unfollowedKeyboards(row: UnfollowedRow) throws {
    var machine = KeyboardStateMachine()
    try machine.show(from: row.keyboard, to: row.keyboard, isLocal: row.isLocal, at: 0, in: IPad.container)
    #expect(machine.state.phase == .shown)
    #expect(machine.dockLayout(at: 1, in: IPad.container).bottomOffset == row.barBottomOffset)
    let following = DockConfiguration(followsUndockedKeyboard: true, followsNonLocalKeyboard: true)
    #expect(
      machine.dockLayout(at: 1, in: IPad.container, configuration: following).bottomOffset
        == row.followingBarBottomOffset)
    #expect(machine.contentOverlap(at: 1, in: IPad.container) == row.contentOverlap)
  }
}
