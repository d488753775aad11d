import Foundation
import KeyboardDockCore
import Testing

/// The four lift policies of `ScrollInsetAdjuster`, with exact offsets.
///
/// The list is Device A's: content 2000 tall in an 844-pt view, safe area 47 on top and 34 below, and
/// a baseline bottom inset of 10. Its offsets run from −47 to 2000 + 10 + 34 − 844 = 1200 with no
/// keyboard; the 336-pt keyboard adds 302 beyond the safe area, so they run to 1502 with it.
@Suite("Lift policies: how the content moves with the keyboard")
struct KeyboardLiftPolicyTests {
  /// The list at `offset`, with the keyboard's 302 already in its inset when `keyboardUp` is true.
  static func list(
    offset: CGFloat, keyboardUp: Bool = false, contentHeight: CGFloat = 2000, dragging: Bool = false,
    decelerating: Bool = false
  ) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: contentHeight), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(bottom: keyboardUp ? 312 : 10),
      verticalScrollIndicatorInsets: DockEdgeInsets(bottom: 10), safeAreaInsets: DeviceA.safeArea,
      isDragging: dragging, isDecelerating: decelerating)
  }

  /// An inverted list: content 2000, safe area 34 on the visual bottom (the top inset's side) and 47
  /// on the other; offsets run from −34 to 1203, and from −336 with the keyboard up.
  static func inverted(offset: CGFloat, keyboardUp: Bool = false) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: offset), contentInset: DockEdgeInsets(top: keyboardUp ? 302 : 0),
      safeAreaInsets: DockEdgeInsets(top: 34, bottom: 47), isInverted: true)
  }

  /// One list, one change of the obstruction, and the offset each policy plans (`nil`: left alone).
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var list: ScrollViewGeometry
    /// The obstruction the adjuster planned for before (`0` or `336`).
    var from: CGFloat
    var to: CGFloat
    var always: CGFloat?
    var whenAtEnd: CGFloat?
    var persistent: CGFloat?
    var never: CGFloat?
    var testDescription: String { name }

    func expected(_ policy: KeyboardLiftPolicy) -> CGFloat? {
      switch policy {
      case .always: always
      case .whenAtEnd: whenAtEnd
      case .persistent: persistent
      case .never: never
      }
    }
  }

  static let rows: [Row] = [
    // The keyboard shows (0 → 336): the newest edge moves from 1200 to 1502.
    Row(
      name: "show, at the newest edge", list: list(offset: 1200), from: 0, to: 336,
      always: 1502, whenAtEnd: 1502, persistent: 1502, never: nil),
    Row(
      name: "show, within the 1-pt tolerance", list: list(offset: 1199.5), from: 0, to: 336,
      always: 1502, whenAtEnd: 1502, persistent: 1502, never: nil),
    Row(
      name: "show, 1.5 pt short of the newest edge", list: list(offset: 1198.5), from: 0, to: 336,
      always: 1500.5, whenAtEnd: nil, persistent: 1500.5, never: nil),
    Row(
      name: "show, reading history", list: list(offset: 500), from: 0, to: 336,
      always: 802, whenAtEnd: nil, persistent: 802, never: nil),
    Row(
      name: "show, at the oldest message", list: list(offset: -47), from: 0, to: 336,
      always: 255, whenAtEnd: nil, persistent: 255, never: nil),
    Row(
      name: "show, dragging", list: list(offset: 500, dragging: true), from: 0, to: 336,
      always: nil, whenAtEnd: nil, persistent: nil, never: nil),
    Row(
      name: "show, decelerating at the newest edge", list: list(offset: 1200, decelerating: true), from: 0,
      to: 336, always: nil, whenAtEnd: nil, persistent: nil, never: nil),
    // Short content (300) rests at −47 whatever the inset: nothing can move.
    Row(
      name: "show, short content", list: list(offset: -47, contentHeight: 300), from: 0, to: 336,
      always: nil, whenAtEnd: nil, persistent: nil, never: nil),
    // Content 700: the newest edge moves from −47 (the top) to 700 + 346 − 844 = 202, less than 302.
    Row(
      name: "show, content shorter than the view with the keyboard",
      list: list(offset: -47, contentHeight: 700), from: 0, to: 336,
      always: 202, whenAtEnd: 202, persistent: 202, never: nil),
    // The keyboard hides (336 → 0): the newest edge moves from 1502 back to 1200.
    Row(
      name: "hide, at the newest edge", list: list(offset: 1502, keyboardUp: true), from: 336, to: 0,
      always: 1200, whenAtEnd: 1200, persistent: 1200, never: 1200),
    Row(
      name: "hide, reading history", list: list(offset: 802, keyboardUp: true), from: 336, to: 0,
      always: 500, whenAtEnd: nil, persistent: nil, never: nil),
    // 1300 is beyond the new newest edge: every policy but `always` brings it back to 1200.
    Row(
      name: "hide, beyond the new newest edge", list: list(offset: 1300, keyboardUp: true), from: 336, to: 0,
      always: 998, whenAtEnd: 1200, persistent: 1200, never: 1200),
    Row(
      name: "hide, near the oldest message", list: list(offset: 0, keyboardUp: true), from: 336, to: 0,
      always: -47, whenAtEnd: nil, persistent: nil, never: nil),
    Row(
      name: "hide, dragging at the newest edge", list: list(offset: 1502, keyboardUp: true, dragging: true),
      from: 336, to: 0, always: nil, whenAtEnd: nil, persistent: nil, never: nil),
    // Inverted: the newest edge is the top, −34 without the keyboard and −336 with it.
    Row(
      name: "inverted show, at the newest edge", list: inverted(offset: -34), from: 0, to: 336,
      always: -336, whenAtEnd: -336, persistent: -336, never: nil),
    Row(
      name: "inverted show, reading history", list: inverted(offset: 500), from: 0, to: 336,
      always: 198, whenAtEnd: nil, persistent: 198, never: nil),
    Row(
      name: "inverted show, at the oldest message", list: inverted(offset: 1203), from: 0, to: 336,
      always: 901, whenAtEnd: nil, persistent: 901, never: nil),
    Row(
      name: "inverted hide, at the newest edge", list: inverted(offset: -336, keyboardUp: true), from: 336,
      to: 0, always: -34, whenAtEnd: -34, persistent: -34, never: -34),
    Row(
      name: "inverted hide, reading history", list: inverted(offset: 198, keyboardUp: true), from: 336,
      to: 0, always: 500, whenAtEnd: nil, persistent: nil, never: nil),
    Row(
      name: "inverted hide, beyond the new newest edge", list: inverted(offset: -100, keyboardUp: true),
      from: 336, to: 0, always: 202, whenAtEnd: -34, persistent: -34, never: -34),
  ]

  /// An adjuster that has planned for `obstruction` over `list`, as it would have on the way there.
  static func adjuster(
    _ policy: KeyboardLiftPolicy, plannedFor obstruction: CGFloat, over list: ScrollViewGeometry
  )
    -> ScrollInsetAdjuster
  {
    var adjuster = ScrollInsetAdjuster(liftPolicy: policy)
    if obstruction > 0 {
      // Plan from the list without the keyboard's extra, so the adjuster knows what it added.
      var bare = list
      if list.isInverted { bare.contentInset.top = 0 } else { bare.contentInset.bottom = 10 }
      bare.isDragging = false
      bare.isDecelerating = false
      _ = adjuster.plan(for: bare, obstruction: obstruction)
    }
    return adjuster
  }

  @Test("Each policy plans the documented offset", arguments: rows, KeyboardLiftPolicy.allCases)
  func offsets(row: Row, policy: KeyboardLiftPolicy) {
    var adjuster = Self.adjuster(policy, plannedFor: row.from, over: row.list)
    let plan = adjuster.plan(for: row.list, obstruction: row.to)
    #expect(plan.contentOffset?.y == row.expected(policy))
    // The insets do not depend on the policy.
    let edge = row.list.isInverted ? plan.contentInset.top : plan.contentInset.bottom
    let expectedEdge: CGFloat = row.list.isInverted ? (row.to > 0 ? 302 : 0) : (row.to > 0 ? 312 : 10)
    #expect(edge == expectedEdge)
  }

  @Test(
    "Frame by frame, the content ends where one step puts it",
    arguments: [KeyboardLiftPolicy.always, .persistent])
  func frameByFrame(policy: KeyboardLiftPolicy) {
    // 500 + (100 − 34) = 566, then + (336 − 100) = 802: the same as 500 + 302 at once.
    var adjuster = ScrollInsetAdjuster(liftPolicy: policy)
    var list = Self.list(offset: 500)
    for obstruction: CGFloat in [100, 336] {
      list = adjuster.plan(for: list, obstruction: obstruction).applied(to: list)
    }
    #expect(list.contentOffset.y == 802)
    #expect(list.contentInset.bottom == 312)
    // On the way down, `always` retraces the path and `persistent` stays.
    for obstruction: CGFloat in [100, 0] {
      list = adjuster.plan(for: list, obstruction: obstruction).applied(to: list)
    }
    #expect(list.contentOffset.y == (policy == .always ? 500 : 802))
    #expect(list.contentInset.bottom == 10)
  }

  @Test("Under `persistent`, showing and hiding again moves a list in history toward its end")
  func persistentRepeats() {
    // Each show lifts by 302 and each hide keeps the offset: 500 → 802 → 802 → 1104 → 1104 → 1406,
    // the documented behaviour, pinned here so that a change is seen.
    var adjuster = ScrollInsetAdjuster(liftPolicy: .persistent)
    var list = Self.list(offset: 500)
    var offsets: [CGFloat] = []
    for obstruction: CGFloat in [336, 0, 336, 0, 336] {
      list = adjuster.plan(for: list, obstruction: obstruction).applied(to: list)
      offsets.append(list.contentOffset.y)
    }
    #expect(offsets == [802, 802, 1104, 1104, 1406])
  }

  @Test("`keepsNewestContentVisible` reads and writes the policy")
  func compatibility() {
    #expect(ScrollInsetAdjuster().liftPolicy == .whenAtEnd)
    #expect(ScrollInsetAdjuster().keepsNewestContentVisible)
    #expect(ScrollInsetAdjuster(keepsNewestContentVisible: true).liftPolicy == .whenAtEnd)
    #expect(ScrollInsetAdjuster(keepsNewestContentVisible: false).liftPolicy == .never)
    let reads = KeyboardLiftPolicy.allCases.map {
      ScrollInsetAdjuster(liftPolicy: $0).keepsNewestContentVisible
    }
    #expect(reads == [true, true, true, false])
    // `true` keeps a policy that keeps the newest content visible and replaces `never`; `false` is `never`.
    let afterTrue = KeyboardLiftPolicy.allCases.map { policy in
      var adjuster = ScrollInsetAdjuster(liftPolicy: policy)
      adjuster.keepsNewestContentVisible = true
      return adjuster.liftPolicy
    }
    #expect(afterTrue == [.always, .whenAtEnd, .persistent, .whenAtEnd])
    let afterFalse = KeyboardLiftPolicy.allCases.map { policy in
      var adjuster = ScrollInsetAdjuster(liftPolicy: policy)
      adjuster.keepsNewestContentVisible = false
      return adjuster.liftPolicy
    }
    #expect(afterFalse == [.never, .never, .never, .never])
  }

  @Test(
    "Non-finite offsets: NaN is left alone, an infinite one lands in range",
    arguments: KeyboardLiftPolicy.allCases)
  func nonFiniteOffsets(policy: KeyboardLiftPolicy) {
    var nan = ScrollInsetAdjuster(liftPolicy: policy)
    #expect(nan.plan(for: Self.list(offset: .nan), obstruction: 336).contentOffset == nil)
    var high = ScrollInsetAdjuster(liftPolicy: policy)
    #expect(high.plan(for: Self.list(offset: .infinity), obstruction: 336).contentOffset?.y == 1502)
    var low = ScrollInsetAdjuster(liftPolicy: policy)
    let planned = low.plan(for: Self.list(offset: -.infinity), obstruction: 336).contentOffset?.y
    #expect(planned == (policy == .always || policy == .persistent ? -47 : nil))
  }
}
