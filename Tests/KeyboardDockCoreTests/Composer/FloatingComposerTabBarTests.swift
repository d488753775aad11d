import Foundation
import Testing

@testable import KeyboardDockCore

/// Issue 39, part 7 (GetStream/stream-chat-swiftui#1381): no extra gap under a tab bar.
///
/// A floating composer under a `TabView` with a bottom accessory, or with its tab bar hidden,
/// gets no extra gap. Its resting line is the
/// higher of UIKit's and SwiftUI's bottom safe areas — whatever the tab bar and its accessory
/// make them, and never their sum — plus the composer's one resting gap. The keyboard's line
/// gets the keyboard gap alone, with nothing of the tab bar.
@Suite("Floating composer: no extra gap under a tab bar, an accessory or a hidden tab bar")
struct FloatingComposerTabBarTests {
  static let floating = ComposerGeometry.floating

  /// The resting inset and the offset on a 336-pt keyboard of a floating composer docked as the
  /// SwiftUI dock docks it: the composer's gaps on the dock's rules, resting on SwiftUI's safe area.
  static func layout(uiKitBottom: CGFloat, swiftUIBottom: CGFloat, overlap: CGFloat) -> DockLayout {
    let dock = floating.dockConfiguration(DockConfiguration.default.resting(onSafeAreaBottom: swiftUIBottom))
    let container = KeyboardContainer.fullScreen(
      width: 390, height: 844, safeAreaInsets: DockEdgeInsets(bottom: uiKitBottom))
    return DockLayout.resolve(overlap: overlap, in: container, configuration: dock)
  }

  /// (UIKit's bottom safe area, SwiftUI's, resting inset): a tab bar is 83 pt, its bottom
  /// accessory 48 pt more.
  static let restingCases: [(Double, Double, Double)] = [
    (34, 34, 42),  // the home indicator alone
    (83, 83, 91),  // a tab bar
    (131, 131, 139),  // a tab bar with a bottom accessory, seen by both frameworks
    (34, 131, 139),  // the accessory seen by SwiftUI alone
    (131, 34, 139),  // … or by UIKit alone
    (34, 0, 42),  // a hidden tab bar: the home indicator is left
    (0, 0, 8),  // no home indicator, no tab bar
  ]

  @Test(arguments: restingCases)
  func restsOnTheHigherSafeAreaWithOneGap(uiKit: Double, swiftUI: Double, resting: Double) {
    let layout = Self.layout(uiKitBottom: CGFloat(uiKit), swiftUIBottom: CGFloat(swiftUI), overlap: 0)
    #expect(layout.restingInset == CGFloat(resting))
    #expect(layout.bottomOffset == CGFloat(resting))
  }

  @Test(arguments: [34.0, 83, 131])
  func onTheKeyboardTheTabBarAddsNothing(safeArea: Double) {
    let layout = Self.layout(uiKitBottom: CGFloat(safeArea), swiftUIBottom: CGFloat(safeArea), overlap: 336)
    #expect(layout.bottomOffset == 344)
    #expect(layout.keyboardOverlap == 336)
  }
}
