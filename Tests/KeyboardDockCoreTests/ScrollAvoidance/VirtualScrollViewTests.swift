import Foundation
import KeyboardDockCore
import Testing

/// The inset SwiftUI content gets from the driver, through a scroll view that fills the modified
/// view without being there: device A (390 × 844, safe area 47 and 34, keyboard 336), bar 52 pt.
@Suite("VirtualScrollView: SwiftUI's content inset is the driver's plan")
struct VirtualScrollViewTests {
  typealias In = DriverInputs

  /// A driver and the virtual scroll view it plans, fed as the adapters feed them: the view's
  /// geometry before each input when it changed, the driver's plan taken after each.
  struct Dock {
    var driver: KeyboardDockDriver
    var view: VirtualScrollView
    var reported: ScrollViewGeometry?
    /// The content inset after every plan so far.
    var insets: [CGFloat] = []

    init(
      barHeight: CGFloat = 52, container: KeyboardContainer = DeviceA.container,
      size: CGSize = CGSize(width: 390, height: 844), safeAreaBottom: CGFloat = 34,
      configuration: KeyboardDockDriver.Configuration = .init()
    ) {
      driver = KeyboardDockDriver(configuration: configuration, barHeight: barHeight)
      view = VirtualScrollView(size: size, safeAreaBottom: safeAreaBottom)
      send(.container(container, at: 0))
    }

    /// Sends `input` and returns the inset the content gets from its answer, or `nil` when the
    /// answer planned no insets.
    @discardableResult
    mutating func send(_ input: KeyboardDockInput) -> CGFloat? {
      if view.geometry != reported {
        reported = view.geometry
        _ = driver.handle(.scrollView(view.geometry, frame: view.frame, at: input.time))
      }
      guard let motion = driver.handle(input).scrollView else { return nil }
      view.apply(motion)
      insets.append(view.bottomInset)
      return view.bottomInset
    }

    mutating func show(to frame: CGRect = DeviceA.keyboard, at time: TimeInterval = 1, isLocal: Bool = true)
      -> CGFloat?
    {
      send(
        .notification(
          In.will(.willShow, from: DeviceA.offscreen, to: frame, at: time, isLocal: isLocal),
          animation: In.keyboardSpring))
    }

    /// A hide, held to the end of its run-loop turn, where the driver plans it.
    mutating func hide(at time: TimeInterval) -> CGFloat? {
      _ = send(
        .notification(
          In.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: time),
          animation: In.keyboardSpring))
      return send(.endTurn(at: time))
    }
  }

  @Test func theGeometryIsAnEmptyScrollViewFillingTheView() {
    let view = VirtualScrollView(size: CGSize(width: 390, height: 844), safeAreaBottom: 34)
    #expect(
      view.geometry
        == ScrollViewGeometry(
          contentSize: .zero, boundsSize: CGSize(width: 390, height: 844),
          safeAreaInsets: DockEdgeInsets(bottom: 34), adjustmentBehavior: .automatic))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.bottomInset == 0)
  }

  /// The docked bar: 34 + 52 = 86 pt covered at rest, 336 + 52 = 388 on the keyboard.
  @Test func theContentClearsTheBarOnTheSafeAreaAndOnTheKeyboard() throws {
    var dock = Dock()
    #expect(dock.insets == [52])
    #expect(dock.show() == 354)
    #expect(dock.send(.endTurn(at: 1)) == nil)
    // The user drags the keyboard to y 600 (the pan says a finger holds it): the bar at 244, 296
    // covered.
    #expect(dock.send(.pan(.fingerOnKeyboard, at: 2)) == nil)
    #expect(dock.send(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 2)) == 262)
    #expect(dock.hide(at: 3) == 52)
    // The baseline under the planned insets stays exactly 0.
    #expect(dock.view.contentInset.bottom == 52)
    #expect(dock.view.verticalScrollIndicatorInsets.bottom == 52)
  }

  /// Another app's keyboard: the bar stays on the safe area, and the content clears the keyboard,
  /// which covers more than the bar (336 against 86): 302 beyond the safe area.
  @Test func theContentClearsAKeyboardTheBarDoesNotFollow() {
    var dock = Dock()
    #expect(dock.show(isLocal: false) == 302)
    #expect(dock.driver.targetLayout.bottomOffset == 34)
    #expect(dock.hide(at: 2) == 52)
  }

  /// A floating keyboard covers no bottom area: the bar stays, and so does the inset.
  @Test func aFloatingKeyboardChangesNothing() {
    var dock = Dock()
    #expect(dock.show(to: CGRect(x: 30, y: 400, width: 320, height: 260)) == 52)
  }

  /// The bar grows a line: 20 more points covered.
  @Test func theInsetFollowsTheBarsHeight() {
    var dock = Dock()
    _ = dock.show()
    #expect(dock.send(.barHeight(72, at: 2)) == 374)
  }

  /// Content SwiftUI lays out inside the safe area: the view ends 34 pt above the screen's bottom,
  /// with no safe area of its own; the keyboard covers 302 of it.
  @Test func aViewInsideTheSafeAreaGetsTheSameClearance() {
    let inside = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 47, width: 390, height: 763),
      screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    var dock = Dock(container: inside, size: CGSize(width: 390, height: 763), safeAreaBottom: 0)
    #expect(dock.insets == [52])
    #expect(dock.show() == 354)
  }

  /// An outer `safeAreaInset` raises SwiftUI's safe area to 84 without UIKit's knowing; the dock rests
  /// the bar there (`minimumBottomInset`), and the content needs only the bar beyond it.
  @Test func aSafeAreaRaisedInSwiftUIIsNotCountedTwice() {
    let configuration = KeyboardDockDriver.Configuration(dock: DockConfiguration(minimumBottomInset: 84))
    var dock = Dock(safeAreaBottom: 84, configuration: configuration)
    #expect(dock.insets == [52])
    // On the keyboard: 388 covered, 304 beyond the raised safe area.
    #expect(dock.show() == 304)
  }

  /// With no bar (`keyboardAvoiding()`) the content clears the keyboard's overlap beyond the safe
  /// area.
  @Test func withNoBarTheContentClearsTheKeyboardOnly() {
    var avoiding = Dock(barHeight: 0)
    #expect(avoiding.insets == [0])
    #expect(avoiding.show() == 302)
    #expect(avoiding.hide(at: 2) == 0)
    #expect(avoiding.show(at: 3, isLocal: false) == 302)
    var floating = Dock(barHeight: 0)
    #expect(floating.show(to: CGRect(x: 30, y: 400, width: 320, height: 260)) == 0)
  }

  /// Under a tab bar the safe area's bottom is 83: the keyboard covers 253 beyond it.
  @Test func underATabBarTheTabBarIsNotCountedTwice() {
    var avoiding = Dock(barHeight: 0, container: DeviceA.tabBarContainer, safeAreaBottom: 83)
    #expect(avoiding.insets == [0])
    #expect(avoiding.show() == 253)
    var dock = Dock(container: DeviceA.tabBarContainer, safeAreaBottom: 83)
    #expect(dock.insets == [52])
    #expect(dock.show() == 305)
  }

  @Test("The inset does not depend on the lift policy", arguments: KeyboardLiftPolicy.allCases)
  func liftPolicies(policy: KeyboardLiftPolicy) {
    var dock = Dock(configuration: .init(liftPolicy: policy))
    #expect(dock.show() == 354)
    #expect(dock.hide(at: 2) == 52)
    #expect(dock.insets == [52, 354, 52])
  }

  @Test func unusableLengthsCountAsZero() {
    let view = VirtualScrollView(size: CGSize(width: CGFloat.nan, height: -5), safeAreaBottom: .infinity)
    #expect(view.size == .zero)
    #expect(view.safeAreaBottom == 0)
    var resized = view
    resized.resize(to: CGSize(width: 390, height: CGFloat.infinity), safeAreaBottom: -1)
    #expect(resized.size == CGSize(width: 390, height: 0))
    #expect(resized.safeAreaBottom == 0)
  }

  @Test(
    "What a plan added: never negative, 0 when not finite",
    arguments: [
      (CGFloat(354), CGFloat(0), CGFloat(354)), (364, 10, 354), (5, 10, 0), (CGFloat.nan, 0, 0),
      (CGFloat.infinity, 0, 0),
      (354, CGFloat.nan, 0),
    ])
  func addedBottomInset(planned: CGFloat, baseline: CGFloat, expected: CGFloat) {
    #expect(
      VirtualScrollView.addedBottomInset(
        DockEdgeInsets(bottom: planned), baseline: DockEdgeInsets(bottom: baseline)) == expected)
  }
}
