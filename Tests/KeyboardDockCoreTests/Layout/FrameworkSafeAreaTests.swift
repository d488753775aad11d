import Foundation
import KeyboardDockCore
import Testing

/// A bar SwiftUI docks rests on the higher of UIKit's bottom safe area and SwiftUI's.
@Suite("DockConfiguration.resting(onSafeAreaBottom:)")
struct FrameworkSafeAreaTests {
  @Test(
    "The minimum bottom inset is raised to the framework's safe area, never lowered",
    arguments: [
      (CGFloat(0), CGFloat(34), CGFloat(34)), (0, 84, 84), (100, 34, 100), (20, 0, 20), (0, -5, 0),
      (0, CGFloat.nan, 0), (0, CGFloat.infinity, 0), (CGFloat.nan, 34, 34), (CGFloat.infinity, 34, 34),
    ])
  func minimum(configured: CGFloat, safeArea: CGFloat, expected: CGFloat) {
    let configuration = DockConfiguration(keyboardSpacing: 8, minimumBottomInset: configured)
    let resting = configuration.resting(onSafeAreaBottom: safeArea)
    #expect(resting.minimumBottomInset == expected)
    #expect(resting.keyboardSpacing == 8)
  }

  /// Device A (UIKit's safe area 34) under an outer `safeAreaInset` that raises SwiftUI's to 84: the
  /// bar rests at 84, and on a 336-pt keyboard at 336.
  @Test func theBarRestsOnTheHigherSafeArea() {
    let configuration = DockConfiguration.default.resting(onSafeAreaBottom: 84)
    #expect(
      DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: configuration).bottomOffset == 84)
    #expect(
      DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: configuration).bottomOffset
        == 336)
  }
}
