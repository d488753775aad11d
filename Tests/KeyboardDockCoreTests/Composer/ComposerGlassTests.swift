import Foundation
import KeyboardDockCore
import Testing

/// Issue 39, part 6: the glass composer as Apple's Liquid Glass guidance describes it.
@Suite("Composer glass: merging distance and the safe-area bar's part")
struct ComposerGlassTests {
  /// A container's spacing is where surfaces begin to merge: below the gap, they stay apart.
  @Test(arguments: [(8.0, 4.0), (12, 6), (0, 0), (-3, 0), (.nan, 0), (.infinity, 0)])
  func spacingIsBelowTheGap(gap: Double, spacing: Double) {
    let value = ComposerGeometry.glassContainerSpacing(forGap: CGFloat(gap))
    #expect(value == CGFloat(spacing))
    if gap > 0, gap.isFinite { #expect(value < CGFloat(gap)) }
  }

  @Test(arguments: [
    // (inset, bar height, bar part, below the bar)
    (412.0, 60.0, 60.0, 352.0),  // docked on a 336 pt keyboard with an 8 pt gap and more
    (94, 52, 52, 42),  // resting above the home indicator
    (30, 52, 30, 0),  // an inset smaller than the bar
    (0, 52, 0, 0),
    (120, 0, 0, 120),  // no bar (a modifier that docks nothing)
    (.nan, 52, 0, 0),
    (200, -5, 0, 200),
    (2_000_000, 44, 44, 999_956),
  ])
  func insetParts(inset: Double, barHeight: Double, bar: Double, below: Double) {
    let parts = BottomInsetParts(inset: CGFloat(inset), barHeight: CGFloat(barHeight))
    #expect(parts.bar == CGFloat(bar))
    #expect(parts.belowBar == CGFloat(below))
  }
}
