import Foundation
import KeyboardDockCore
import Testing

/// The floating composer's geometry: its gaps go through the dock layout and the one driver, so the
/// bar's offset and the list's inset count them at rest, on the keyboard and during a drag.
///
/// Device A: 390 × 844, safe bottom 34, keyboard 336 pt; the bar 52 pt tall.
@Suite("Floating composer geometry")
struct FloatingComposerGeometryTests {
  typealias In = DriverInputs

  static let floating = ComposerGeometry.floating.dockConfiguration(.default)

  @Test func theValues() {
    let geometry = ComposerGeometry.floating
    #expect(geometry.keyboardGap == 8)
    #expect(geometry.restingGap == 8)
    #expect(geometry.horizontalInset == 12)
    #expect(geometry.cornerRadius == 22)
    #expect(ComposerGeometry.classic.keyboardGap == 0)
    #expect(ComposerGeometry.classic.restingGap == 0)
    #expect(ComposerGeometry.classic.horizontalInset == 0)
    #expect(ComposerGeometry.classic.cornerRadius == 18)
  }

  @Test func theGapsAddToTheConfigurationsSpacings() {
    #expect(Self.floating.keyboardSpacing == 8)
    #expect(Self.floating.restingSpacing == 8)
    let own = ComposerGeometry.floating.dockConfiguration(
      DockConfiguration(keyboardSpacing: 4, minimumBottomInset: 49, restingSpacing: 2))
    #expect(own.keyboardSpacing == 12)
    #expect(own.restingSpacing == 10)
    #expect(own.minimumBottomInset == 49)
    // Bad spacings count as 0 before the gap is added; the sum is bounded.
    let bad = ComposerGeometry.floating.dockConfiguration(
      DockConfiguration(keyboardSpacing: .nan, restingSpacing: -5))
    #expect(bad.keyboardSpacing == 8)
    #expect(bad.restingSpacing == 8)
    let huge = ComposerGeometry(keyboardGap: .infinity, restingGap: 2e6, horizontalInset: 0, cornerRadius: 0)
      .dockConfiguration(DockConfiguration(keyboardSpacing: 1e6))
    #expect(huge.keyboardSpacing == KeyboardDockLimits.largestCoordinate)
    #expect(huge.restingSpacing == KeyboardDockLimits.largestCoordinate)
  }

  @Test func theCornerRadiusIsACapsuleAtMost() {
    let geometry = ComposerGeometry.floating
    #expect(geometry.cornerRadius(forSurfaceHeight: 44) == 22)
    #expect(geometry.cornerRadius(forSurfaceHeight: 36) == 18)
    #expect(geometry.cornerRadius(forSurfaceHeight: 120) == 22)
    #expect(geometry.cornerRadius(forSurfaceHeight: .nan) == 0)
    #expect(geometry.cornerRadius(forSurfaceHeight: -4) == 0)
  }

  /// The floating bar's bottom: 8 pt above the home indicator's strip, 8 pt above the keyboard.
  @Test func theFloatingBarsBottomOverTheHomeIndicatorAndTheKeyboard() {
    let rest = DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: Self.floating)
    #expect(rest == DockLayout(bottomOffset: 42, restingInset: 42, keyboardOverlap: 0))
    let shown = DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: Self.floating)
    #expect(shown == DockLayout(bottomOffset: 344, restingInset: 42, keyboardOverlap: 336))
    // Late in a drag the keyboard's top plus its gap is below the resting place: the bar rests.
    let low = DockLayout.resolve(overlap: 30, in: DeviceA.container, configuration: Self.floating)
    #expect(low.bottomOffset == 42)
    let crossing = DockLayout.resolve(overlap: 40, in: DeviceA.container, configuration: Self.floating)
    #expect(crossing.bottomOffset == 48)
    // A device without a home indicator: the gap is above the screen's edge.
    let flat = KeyboardContainer.fullScreen(width: 375, height: 667, safeAreaInsets: DockEdgeInsets(top: 20))
    #expect(DockLayout.resolve(overlap: 0, in: flat, configuration: Self.floating).bottomOffset == 8)
    #expect(DockLayout.resolve(overlap: 260, in: flat, configuration: Self.floating).bottomOffset == 268)
    // Above a tab bar's minimum inset, and with the safe area off.
    let tab = ComposerGeometry.floating.dockConfiguration(DockConfiguration(minimumBottomInset: 83))
    #expect(DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: tab).bottomOffset == 91)
    let edge = ComposerGeometry.floating.dockConfiguration(DockConfiguration(usesBottomSafeArea: false))
    #expect(DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: edge).bottomOffset == 8)
    // The SwiftUI padding above the safe area counts the gap; the bar's own content padding does not.
    #expect(rest.padding(aboveSafeAreaBottom: 34) == 8)
    #expect(shown.padding(aboveSafeAreaBottom: 34) == 310)
  }

  /// The classic geometry leaves the layout as it was.
  @Test func theClassicGeometryChangesNothing() {
    let classic = ComposerGeometry.classic.dockConfiguration(.default)
    #expect(classic == .default)
    #expect(
      DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: classic).bottomOffset == 336)
  }

  /// The driver moves the bar with the gap in the show's motion and every drag sample, and the
  /// list's inset keeps the newest message above the floating bar.
  @Test func theOneDriverCountsTheGapsInEveryTransitionAndDrag() throws {
    let chat = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1200), contentInset: DockEdgeInsets(bottom: 10),
      verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 10),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    var driver = KeyboardDockDriver(configuration: .init(dock: Self.floating), barHeight: 52)
    _ = driver.handle(.scrollView(chat, frame: frame, at: 0))
    let placed = driver.handle(.container(DeviceA.container, at: 0))
    // At rest: the bar's top is 42 + 52 = 94 pt above the bottom, 60 beyond the safe area.
    #expect(placed.bar?.value == 42)
    #expect(driver.scrollView?.contentInset.bottom == 70)
    // Shown: 336 + 8 + 52 = 396 pt covered, 362 beyond the safe area.
    let show = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1), animation: In.keyboardSpring
      ))
    #expect(show.bar?.value == 344)
    // UIKit animates the model from 42 to 344 with the keyboard; the keyframes add the bend:
    // the bar rests 42 pt up until the keyboard's top plus its 8-pt gap passes that.
    let path = try #require(In.path(show.bar))
    #expect(path.duration == 0.5)
    #expect(path.finalValue == 0)
    for (time, value) in zip(path.keyTimes, path.values) {
      let x = In.progress(time * 0.5)
      let belongs = max(x > 0 ? 336 * x + 8 : 0, 42)
      #expect(abs(Double(value) - (belongs - (42 + 302 * x))) < 1e-9)
    }
    #expect(show.scrollView?.contentInset.bottom == 372)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.targetLayout.bottomOffset == 344)
    // A drag: the keyboard's top at 658 (186 pt covered) puts the bar at 194, the list's inset
    // follows it (194 + 52 − 34 + 10).
    var dragging = try #require(driver.scrollView)
    dragging.isDragging = true
    _ = driver.handle(.scrollView(dragging, frame: frame, at: 2))
    // With the pan unknown, the drag's first step (to 620) waits for the next reading.
    let first = driver.handle(.sample(frame: CGRect(x: 0, y: 620, width: 390, height: 336), at: 2.084))
    #expect(first.update == .deferred)
    #expect(first.bar == nil)
    let sample = driver.handle(.sample(frame: CGRect(x: 0, y: 658, width: 390, height: 336), at: 2.1))
    #expect(sample.bar?.value == 194)
    #expect(sample.scrollView?.contentInset.bottom == 222)
    _ = driver.handle(.endTurn(at: 2.1))
    // The keyboard's top at 820 (24 pt covered): 24 + 8 is below the resting 42, the bar rests there.
    // A sample this low waits for its turn's end (it may be a hide seen early).
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 820, width: 390, height: 336), at: 2.2))
    let low = driver.handle(.endTurn(at: 2.2))
    #expect(low.bar?.value == 42)
    #expect(driver.targetLayout.bottomOffset == 42)
    // The hide brings it back to 42, not to the home indicator's 34.
    var released = try #require(driver.scrollView)
    released.isDragging = false
    _ = driver.handle(.scrollView(released, frame: frame, at: 3))
    _ = driver.handle(
      .notification(
        In.will(
          .willHide, from: CGRect(x: 0, y: 820, width: 390, height: 336), to: DeviceA.offscreen, at: 3),
        animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 3))
    #expect(driver.targetLayout.bottomOffset == 42)
    #expect(driver.scrollView?.contentInset.bottom == 70)
  }
}
