import Foundation
import Testing

@testable import KeyboardDockCore

@Suite("ScrollInsetAdjuster: the offset planner plans the offset as a full plan does")
struct OffsetPlannerTests {
  /// Lists pinned and not, inverted and not, short and long, with and without a previous plan.
  static func lists() -> [(ScrollInsetAdjuster, ScrollViewGeometry)] {
    var lists: [(ScrollInsetAdjuster, ScrollViewGeometry)] = []
    let behaviours: [(ContentInsetAdjustmentBehavior, CGFloat)] = [
      (.automatic, 34), (.never, 34), (.scrollableAxes, 34), (.always, -5),
    ]
    for policy in [KeyboardLiftPolicy.whenAtEnd, .always, .persistent, .never] {
      for (behaviour, safeBottom) in behaviours {
        for inverted in [false, true] {
          for (height, offset) in [(2000.0, 1200.0), (2000.0, 400.0), (300.0, -47.0), (2000.0, 1190.5)] {
            let geometry = ScrollViewGeometry(
              contentSize: CGSize(width: 390, height: height), boundsSize: CGSize(width: 390, height: 844),
              contentOffset: CGPoint(x: 0, y: inverted ? -47 : offset),
              contentInset: DockEdgeInsets(top: 3, bottom: 10.33),
              safeAreaInsets: DockEdgeInsets(top: inverted ? safeBottom : 47, bottom: safeBottom),
              adjustmentBehavior: behaviour, isInverted: inverted)
            var adjuster = ScrollInsetAdjuster(liftPolicy: policy)
            lists.append((adjuster, geometry))
            var planned = geometry
            let plan = adjuster.plan(for: geometry, obstruction: 302.37)
            planned = plan.applied(to: planned)
            lists.append((adjuster, planned))
          }
        }
      }
    }
    return lists
  }

  @Test func everyOffsetIsTheFullPlansBitForBit() {
    var compared = 0
    for (adjuster, list) in Self.lists() {
      for interaction in [false, true] {
        let planner = adjuster.offsetPlanner(for: list, followsInteraction: interaction)
        for obstruction in [-5, 0, 20, 34, 86, 302.37, 336.5, 900, .infinity, .nan] as [CGFloat] {
          var copy = adjuster
          let full = copy.plan(for: list, obstruction: obstruction, followsInteraction: interaction)
          let offset = planner.offsetY(obstruction: obstruction)
          #expect(offset?.bitPattern == full.contentOffset?.y.bitPattern, "\(list) at \(obstruction)")
          compared += 1
        }
      }
    }
    #expect(compared == 256 * 2 * 10)
  }
}
