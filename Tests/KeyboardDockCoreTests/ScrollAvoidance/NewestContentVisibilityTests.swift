import Foundation
import KeyboardDockCore
import Testing

/// The "newest content in view" signal behind a scroll-to-newest button, with exact distances.
@Suite("NewestContentVisibility: is the newest message in view?")
struct NewestContentVisibilityTests {
  /// iPhone 390 × 844, content 2000 tall, safe area 47 and 34: the newest edge is at offset
  /// 2000 + 34 − 844 = 1190 with no keyboard, and 1492 with the keyboard's 302 in the inset.
  static func list(offset: CGFloat, bottomInset: CGFloat = 0, contentHeight: CGFloat = 2000)
    -> ScrollViewGeometry
  {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: contentHeight), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(bottom: bottomInset),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  }

  /// An inverted list whose newest edge is the top: offset −34, or −336 with the keyboard's 302.
  static func inverted(offset: CGFloat, topInset: CGFloat = 0) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(top: topInset),
      safeAreaInsets: DockEdgeInsets(top: 34, bottom: 47), isInverted: true)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var geometry: ScrollViewGeometry
    var tolerance: CGFloat = 1
    var distance: CGFloat
    var inView: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "at the newest edge", geometry: list(offset: 1190), distance: 0, inView: true),
    Row(name: "half a point short", geometry: list(offset: 1189.5), distance: 0.5, inView: true),
    Row(name: "two points short", geometry: list(offset: 1188), distance: 2, inView: false),
    Row(name: "reading history", geometry: list(offset: 500), distance: 690, inView: false),
    Row(name: "overscrolled past the end", geometry: list(offset: 1250), distance: 0, inView: true),
    // The keyboard rose and the list stayed put: the newest message is behind the keyboard.
    Row(
      name: "keyboard over the newest message", geometry: list(offset: 1190, bottomInset: 302),
      distance: 302, inView: false),
    Row(
      name: "lifted with the keyboard", geometry: list(offset: 1492, bottomInset: 302), distance: 0,
      inView: true),
    Row(
      name: "short content", geometry: list(offset: -47, bottomInset: 302, contentHeight: 300), distance: 0,
      inView: true),
    Row(name: "a row's tolerance", geometry: list(offset: 1150), tolerance: 44, distance: 40, inView: true),
    Row(
      name: "beyond a row's tolerance", geometry: list(offset: 1140), tolerance: 44, distance: 50,
      inView: false),
    Row(
      name: "negative tolerance", geometry: list(offset: 1189.5), tolerance: -5, distance: 0.5,
      inView: false),
    Row(name: "NaN tolerance", geometry: list(offset: 1190), tolerance: .nan, distance: 0, inView: true),
    Row(
      name: "infinite tolerance", geometry: list(offset: 1189.5), tolerance: .infinity, distance: 0.5,
      inView: false),
    Row(name: "NaN offset", geometry: list(offset: .nan), distance: .infinity, inView: false),
    Row(name: "infinite offset", geometry: list(offset: .infinity), distance: 0, inView: true),
    Row(name: "inverted, at the newest edge", geometry: inverted(offset: -34), distance: 0, inView: true),
    Row(name: "inverted, reading history", geometry: inverted(offset: 500), distance: 534, inView: false),
    Row(
      name: "inverted, keyboard over the newest message", geometry: inverted(offset: -34, topInset: 302),
      distance: 302, inView: false),
    Row(
      name: "inverted, lifted with the keyboard", geometry: inverted(offset: -336, topInset: 302),
      distance: 0, inView: true),
  ]

  @Test("Distance from the newest edge and the signal", arguments: rows)
  func signal(row: Row) {
    #expect(NewestContentVisibility.distanceFromNewestEdge(in: row.geometry) == row.distance)
    #expect(
      NewestContentVisibility.isNewestContentInView(row.geometry, tolerance: row.tolerance) == row.inView)
  }

  @Test("update(for:) answers only when the signal flips")
  func updates() {
    var visibility = NewestContentVisibility()
    #expect(visibility.isNewestContentInView)
    let answers = [1190, 1000, 500, 1189.5, 1190, 1492].map { offset in
      visibility.update(for: Self.list(offset: offset, bottomInset: offset > 1200 ? 302 : 0))
    }
    #expect(answers == [nil, false, nil, true, nil, nil])
    #expect(visibility.isNewestContentInView)
    // The keyboard rises under a list that stays put: the signal goes off.
    #expect(visibility.update(for: Self.list(offset: 1190, bottomInset: 302)) == false)
  }
}
