import Foundation
import KeyboardDockCore
import Testing

@Suite("NewestContentPinning: keep the newest message visible unless the user scrolled away")
struct NewestContentPinningTests {
  /// iPhone 390×844, content 2000 tall, home indicator 34: the newest edge is offset
  /// 2000 + 34 − 844 = 1190 with no keyboard.
  static func list(
    offset: CGFloat, bottomInset: CGFloat = 0, contentHeight: CGFloat = 2000,
    dragging: Bool = false, decelerating: Bool = false
  ) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: contentHeight), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(bottom: bottomInset),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34), isDragging: dragging, isDecelerating: decelerating)
  }

  /// An inverted list: flipped, so the newest edge is the top, at −(inset + safe area).
  static func inverted(offset: CGFloat, topInset: CGFloat = 0, dragging: Bool = false) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(top: topInset),
      safeAreaInsets: DockEdgeInsets(top: 34, bottom: 47), isDragging: dragging, isInverted: true)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The list as the user left it (a `.scrolled` change).
    var before: ScrollViewGeometry
    /// The list after its layout changed.
    var after: ScrollViewGeometry
    var expected: CGFloat?
    var pinnedAfter: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // The keyboard (336) and its 302 beyond the safe area: 1190 → 1492.
    Case(
      name: "keyboard rises under the newest message", before: list(offset: 1190),
      after: list(offset: 1190, bottomInset: 302), expected: 1492, pinnedAfter: true),
    // The bar grows one line (20 pt) while the keyboard is up: 1492 → 1512.
    Case(
      name: "bar grows under the newest message", before: list(offset: 1492, bottomInset: 302),
      after: list(offset: 1492, bottomInset: 322), expected: 1512, pinnedAfter: true),
    // A message of 60 pt is added: 1190 → 1250.
    Case(
      name: "message added at the newest edge", before: list(offset: 1190),
      after: list(offset: 1190, contentHeight: 2060), expected: 1250, pinnedAfter: true),
    // The keyboard hides: 1492 → 1190.
    Case(
      name: "keyboard hides under the newest message", before: list(offset: 1492, bottomInset: 302),
      after: list(offset: 1492), expected: 1190, pinnedAfter: true),
    Case(
      name: "within the 1-pt tolerance", before: list(offset: 1189),
      after: list(offset: 1189, bottomInset: 302), expected: 1492, pinnedAfter: true),
    Case(
      name: "1.5 pt short is reading history", before: list(offset: 1188.5),
      after: list(offset: 1188.5, bottomInset: 302), expected: nil, pinnedAfter: false),
    Case(
      name: "reading history: keyboard rises", before: list(offset: 500),
      after: list(offset: 500, bottomInset: 302), expected: nil, pinnedAfter: false),
    Case(
      name: "reading history: message added", before: list(offset: 500),
      after: list(offset: 500, contentHeight: 2060), expected: nil, pinnedAfter: false),
    Case(
      name: "dragging at the newest edge", before: list(offset: 1190),
      after: list(offset: 1190, bottomInset: 302, dragging: true), expected: nil, pinnedAfter: false),
    Case(
      name: "decelerating at the newest edge", before: list(offset: 1190),
      after: list(offset: 1190, bottomInset: 302, decelerating: true), expected: nil, pinnedAfter: false),
    Case(
      name: "already at the new edge", before: list(offset: 1492),
      after: list(offset: 1492, bottomInset: 302), expected: nil, pinnedAfter: true),
    // Short content rests at −(top safe area) = −47 whatever the inset.
    Case(
      name: "short content stays at its top", before: list(offset: -47, contentHeight: 300),
      after: list(offset: -47, bottomInset: 302, contentHeight: 300), expected: nil, pinnedAfter: true),
    // Inverted: the keyboard's 302 goes to the top inset; newest edge −34 → −336.
    Case(
      name: "inverted: keyboard rises", before: inverted(offset: -34),
      after: inverted(offset: -34, topInset: 302), expected: -336, pinnedAfter: true),
    Case(
      name: "inverted: reading history", before: inverted(offset: 400),
      after: inverted(offset: 400, topInset: 302), expected: nil, pinnedAfter: false),
    Case(
      name: "inverted: dragging", before: inverted(offset: -34),
      after: inverted(offset: -34, topInset: 302, dragging: true), expected: nil, pinnedAfter: false),
  ]

  @Test(arguments: cases)
  func layoutChange(_ c: Case) {
    var pinning = NewestContentPinning()
    #expect(pinning.update(for: .scrolled, in: c.before) == nil)
    let offset = pinning.update(for: .layoutChanged, in: c.after)
    #expect(offset == c.expected.map { CGPoint(x: 0, y: $0) })
    #expect(pinning.isPinned == c.pinnedAfter)
  }

  @Test func opensOnTheNewestMessage() {
    var pinning = NewestContentPinning()
    #expect(pinning.isPinned)
    #expect(pinning.update(for: .layoutChanged, in: Self.list(offset: -47)) == CGPoint(x: 0, y: 1190))
  }

  @Test func scrollingBackToTheNewestEdgePinsAgain() {
    var pinning = NewestContentPinning()
    _ = pinning.update(for: .scrolled, in: Self.list(offset: 500, dragging: true))
    #expect(!pinning.isPinned)
    _ = pinning.update(for: .scrolled, in: Self.list(offset: 1190, decelerating: true))
    #expect(pinning.isPinned)
    #expect(
      pinning.update(for: .layoutChanged, in: Self.list(offset: 1190, bottomInset: 302))
        == CGPoint(x: 0, y: 1492))
  }

  @Test func overscrollPastTheNewestEdgeCountsAsThere() {
    let pinning = NewestContentPinning()
    #expect(pinning.isAtNewestEdge(Self.list(offset: 1250)))
    #expect(pinning.isAtNewestEdge(Self.inverted(offset: -80)))
  }

  @Test(arguments: [(CGFloat(-5), false), (.nan, false), (.infinity, false), (10, true)])
  func unusableToleranceCountsAsZero(tolerance: CGFloat, atEdge: Bool) {
    let pinning = NewestContentPinning(tolerance: tolerance)
    #expect(pinning.isAtNewestEdge(Self.list(offset: 1182)) == atEdge)
  }

  @Test func nonFiniteOffsetIsNotAtTheEdge() {
    var pinning = NewestContentPinning()
    _ = pinning.update(for: .scrolled, in: Self.list(offset: .nan))
    #expect(!pinning.isPinned)
  }
}
