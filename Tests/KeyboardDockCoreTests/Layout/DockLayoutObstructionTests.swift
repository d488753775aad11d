import Foundation
import KeyboardDockCore
import Testing

@Suite("DockLayout.obstruction: the part of a view under a docked bar")
struct DockLayoutObstructionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bottomOffset: CGFloat
    var barHeight: CGFloat
    var containerHeight: CGFloat
    var viewFrame: CGRect
    var expected: CGFloat
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Device A (390×844, safe bottom 34), a 52-pt bar, a full-screen scroll view.
    Case(
      name: "resting on the safe area", bottomOffset: 34, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844), expected: 86),
    Case(
      name: "on a 336-pt keyboard", bottomOffset: 336, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844), expected: 388),
    Case(
      name: "view ends above the bar", bottomOffset: 336, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 400), expected: 0),
    Case(
      name: "view ends inside the keyboard", bottomOffset: 336, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 600), expected: 144),
    Case(
      name: "clamped to the view's height", bottomOffset: 336, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 500, width: 390, height: 100), expected: 100),
    Case(
      name: "negative bar height counts as 0", bottomOffset: 34, barHeight: -20, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844), expected: 34),
    Case(
      name: "NaN container height", bottomOffset: 34, barHeight: 52, containerHeight: .nan,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: 844), expected: 0),
    Case(
      name: "infinite view frame", bottomOffset: 34, barHeight: 52, containerHeight: 844,
      viewFrame: CGRect(x: 0, y: 0, width: 390, height: CGFloat.infinity), expected: 0),
  ]

  @Test(arguments: cases)
  func obstruction(_ c: Case) {
    let layout = DockLayout(bottomOffset: c.bottomOffset, restingInset: 34, keyboardOverlap: 0)
    let value = layout.obstruction(
      ofViewAt: c.viewFrame, barHeight: c.barHeight, containerHeight: c.containerHeight)
    #expect(value == c.expected)
  }

  @Test("Scenario 18 end to end: the bar on the keyboard adds the keyboard plus the bar")
  func feedsTheInsetAdjuster() {
    let container = KeyboardContainer.fullScreen(
      width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    let layout = DockLayout.resolve(overlap: 336, in: container, configuration: .default)
    let obstruction = layout.obstruction(
      ofViewAt: container.bounds, barHeight: 52, containerHeight: container.bounds.height)
    var adjuster = ScrollInsetAdjuster()
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 300), boundsSize: CGSize(width: 390, height: 844),
      contentInset: DockEdgeInsets(bottom: 10), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    let plan = adjuster.plan(for: geometry, obstruction: obstruction)
    #expect(obstruction == 388)
    #expect(plan.contentInset.bottom == 364)
  }
}
