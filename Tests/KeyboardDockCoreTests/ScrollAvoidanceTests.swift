import Foundation
import KeyboardDockCore
import Testing

/// Scroll-view insets around the keyboard.
///
/// See *How the iOS keyboard behaves*, "Scroll-view insets" and "Pinned and inverted chats".
@Suite("Scroll inset adjustment")
struct ScrollAvoidanceTests {
  /// A 2000-pt list on Device A with its own baseline insets.
  static func list(
    behavior: ContentInsetAdjustmentBehavior = .automatic, contentHeight: CGFloat = 2000, offsetY: CGFloat = 0
  ) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: contentHeight), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offsetY), contentInset: DockEdgeInsets(bottom: 10),
      verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 10), safeAreaInsets: DeviceA.safeArea,
      adjustmentBehavior: behavior)
  }

  /// An adjustment behaviour and what it adds for a 336-pt keyboard over a 34-pt safe area.
  struct BehaviorRow: Sendable, CustomTestStringConvertible {
    let behavior: ContentInsetAdjustmentBehavior
    let contentHeight: CGFloat
    let contentInset: CGFloat
    let adjustedBottom: CGFloat
    var testDescription: String { "\(behavior), content \(contentHeight)" }
  }

  @Test(
    "The extra is the obstruction beyond what adjustedContentInset already adds",
    arguments: [
      // Adds the safe area: 10 + (336 − 34) = 312, adjusted 312 + 34 = 346.
      BehaviorRow(behavior: .automatic, contentHeight: 2000, contentInset: 312, adjustedBottom: 346),
      BehaviorRow(behavior: .always, contentHeight: 2000, contentInset: 312, adjustedBottom: 346),
      BehaviorRow(behavior: .scrollableAxes, contentHeight: 2000, contentInset: 312, adjustedBottom: 346),
      // Short content does not scroll vertically, so the safe area is not added: 10 + 336.
      BehaviorRow(behavior: .scrollableAxes, contentHeight: 300, contentInset: 346, adjustedBottom: 346),
      BehaviorRow(behavior: .never, contentHeight: 2000, contentInset: 346, adjustedBottom: 346),
    ])
  func behaviors(row: BehaviorRow) {
    var adjuster = ScrollInsetAdjuster()
    let scrollView = Self.list(behavior: row.behavior, contentHeight: row.contentHeight)
    let plan = adjuster.plan(for: scrollView, obstruction: 336)
    #expect(plan.contentInset.bottom == row.contentInset)
    #expect(plan.applied(to: scrollView).adjustedContentInset.bottom == row.adjustedBottom)
  }

  @Test(
    "Indicator insets: the same extra when additive to the safe area, the whole obstruction when not")
  func indicatorInsets() {
    var automatic = ScrollInsetAdjuster()
    #expect(automatic.plan(for: Self.list(), obstruction: 336).verticalScrollIndicatorInsets.bottom == 312)

    var manual = ScrollInsetAdjuster()
    var scrollView = Self.list()
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(manual.plan(for: scrollView, obstruction: 336).verticalScrollIndicatorInsets.bottom == 346)
    #expect(manual.appliedIndicatorExtra == 336)
  }

  @Test("A height change replaces the extra rather than adding to it")
  func heightChange() {
    var adjuster = ScrollInsetAdjuster()
    var scrollView = Self.list()
    scrollView = adjuster.plan(for: scrollView, obstruction: 291).applied(to: scrollView)
    #expect(scrollView.contentInset.bottom == 267)  // 10 + 291 − 34
    scrollView = adjuster.plan(for: scrollView, obstruction: 336).applied(to: scrollView)
    #expect(scrollView.contentInset.bottom == 312)
    scrollView = adjuster.plan(for: scrollView, obstruction: 0).applied(to: scrollView)
    #expect(scrollView.contentInset.bottom == 10)
  }

  @Test("Insets the app changes while the keyboard is up survive the hide")
  func appChangesSurvive() {
    var adjuster = ScrollInsetAdjuster()
    var scrollView = adjuster.plan(for: Self.list(), obstruction: 336).applied(to: Self.list())
    // The app adds 50 for a banner while the keyboard is up.
    scrollView.contentInset.bottom += 50
    let hidden = adjuster.plan(for: scrollView, obstruction: 0)
    #expect(hidden.contentInset.bottom == 60)
  }

  @Test("Fractional obstructions mid-animation still restore a 3× baseline bit for bit")
  func exactRestore() {
    // 10⅓ is not a binary fraction: (10⅓ + e) − e can miss it by one unit in the last place.
    var scrollView = Self.list()
    scrollView.contentInset.bottom = 31.0 / 3
    scrollView.verticalScrollIndicatorInsets.bottom = 29.0 / 3
    let baseline = scrollView
    var adjuster = ScrollInsetAdjuster()
    for obstruction in [12.345_678, 144.108_9, 223.451_2, 316.523_3, 335.631, 336, 301.7, 97.13, 0.37] {
      scrollView = adjuster.plan(for: scrollView, obstruction: CGFloat(obstruction)).applied(to: scrollView)
    }
    let restored = adjuster.plan(for: scrollView, obstruction: 0)
    #expect(restored.contentInset == baseline.contentInset)
    #expect(restored.verticalScrollIndicatorInsets == baseline.verticalScrollIndicatorInsets)
  }

  @Test("Negative and NaN obstructions count as 0; insets never go negative")
  func badObstructions() {
    for obstruction in [-50, CGFloat.nan, -CGFloat.infinity, CGFloat.infinity] {
      var adjuster = ScrollInsetAdjuster()
      let plan = adjuster.plan(for: Self.list(), obstruction: obstruction)
      #expect(plan.contentInset.bottom == 10, "\(obstruction)")
      #expect(plan.verticalScrollIndicatorInsets.bottom == 10, "\(obstruction)")
    }
    // A scroll view whose inset is below what the adjuster added (the app reset it) stays at 0+.
    var adjuster = ScrollInsetAdjuster()
    var scrollView = adjuster.plan(for: Self.list(), obstruction: 336).applied(to: Self.list())
    scrollView.contentInset.bottom = 0
    #expect(adjuster.plan(for: scrollView, obstruction: 0).contentInset.bottom == 0)
  }

  @Test("Pinned content follows the newest edge on hide; a decelerating list is left alone")
  func pinning() {
    // At the bottom: 2000 + 10 + 34 − 844 = 1200. With the keyboard: 2000 + 10 + 336 − 844 = 1502.
    var adjuster = ScrollInsetAdjuster()
    let atBottom = Self.list(offsetY: 1200)
    let shown = adjuster.plan(for: atBottom, obstruction: 336)
    #expect(shown.contentOffset == CGPoint(x: 0, y: 1502))
    let up = shown.applied(to: atBottom)
    let hidden = adjuster.plan(for: up, obstruction: 0)
    #expect(hidden.contentOffset == CGPoint(x: 0, y: 1200))

    var decelerating = Self.list(offsetY: 1200)
    decelerating.isDecelerating = true
    var other = ScrollInsetAdjuster()
    #expect(other.plan(for: decelerating, obstruction: 336).contentOffset == nil)

    // Not pinned, but beyond the new end once the insets shrink: brought back into range.
    var reading = ScrollInsetAdjuster(keepsNewestContentVisible: false)
    let keyboardUp = reading.plan(for: Self.list(offsetY: 1400), obstruction: 336).applied(
      to: Self.list(offsetY: 1400))
    #expect(keyboardUp.contentOffset.y == 1400)
    #expect(reading.plan(for: keyboardUp, obstruction: 0).contentOffset == CGPoint(x: 0, y: 1200))
  }

  @Test("Inverted list: the extra goes to the top and the newest edge is the top")
  func inverted() {
    var scrollView = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: -34), safeAreaInsets: DockEdgeInsets(top: 34, bottom: 47),
      isInverted: true)
    var adjuster = ScrollInsetAdjuster()
    let shown = adjuster.plan(for: scrollView, obstruction: 336)
    #expect(shown.contentInset == DockEdgeInsets(top: 302))
    #expect(shown.contentOffset == CGPoint(x: 0, y: -336))
    scrollView = shown.applied(to: scrollView)
    let hidden = adjuster.plan(for: scrollView, obstruction: 0)
    #expect(hidden.contentInset == .zero)
    #expect(hidden.contentOffset == CGPoint(x: 0, y: -34))
  }
}
