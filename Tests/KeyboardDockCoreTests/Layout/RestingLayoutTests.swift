import Foundation
import KeyboardDockCore
import Testing

/// The layout at rest for a view that cannot be measured against: each safe-area inset on its own.
@Suite("DockLayout.resting(on:configuration:)")
struct RestingLayoutTests {
  @Test(
    "A non-finite inset counts as zero without taking the finite bottom with it",
    arguments: [
      (DockEdgeInsets(top: 47, bottom: 34), 34),
      (DockEdgeInsets(top: .nan, bottom: 34), 34),
      (DockEdgeInsets(top: 47, left: .infinity, bottom: 34, right: -CGFloat.infinity), 34),
      (DockEdgeInsets(top: 47, bottom: .nan), 0),
      (DockEdgeInsets(top: 47, bottom: -CGFloat.infinity), 0),
    ] as [(DockEdgeInsets, CGFloat)])
  func nonFiniteInsets(insets: DockEdgeInsets, expected: CGFloat) {
    let layout = DockLayout.resting(on: insets, configuration: .default)
    #expect(layout.restingInset == expected)
    #expect(layout.bottomOffset == expected)
    #expect(layout.offsetAboveRestingInset == 0)
  }

  @Test("The minimum bottom inset applies over a non-finite top")
  func minimumInset() {
    let configuration = DockConfiguration(minimumBottomInset: 12)
    let layout = DockLayout.resting(on: DockEdgeInsets(top: .nan, bottom: 0), configuration: configuration)
    #expect(layout.restingInset == 12)
    #expect(layout.bottomOffset == 12)
  }
}
