import Foundation
import KeyboardDockCore
import Testing

@Suite("RevealPlanner.rect(revealingField:): the field, or the caret of a tall text view")
struct RevealTextInputTests {
  /// 390×844 with a 336-pt keyboard applied: adjusted insets 0 top, 336 bottom → 508 visible.
  static let geometry = ScrollViewGeometry(
    contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
    contentInset: DockEdgeInsets(bottom: 302), safeAreaInsets: DockEdgeInsets(bottom: 34))
  static let caret = CGRect(x: 40, y: 900, width: 2, height: 22)

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var fieldHeight: CGFloat
    var caret: CGRect?
    var margin: CGFloat
    var revealsCaret: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "text field", fieldHeight: 44, caret: nil, margin: 8, revealsCaret: false),
    Case(name: "short text view", fieldHeight: 120, caret: caret, margin: 8, revealsCaret: false),
    Case(name: "exactly fits with margins", fieldHeight: 492, caret: caret, margin: 8, revealsCaret: false),
    Case(name: "one point too tall", fieldHeight: 493, caret: caret, margin: 8, revealsCaret: true),
    Case(name: "taller than the view", fieldHeight: 1200, caret: caret, margin: 8, revealsCaret: true),
    Case(name: "NaN margin counts as 0", fieldHeight: 508, caret: caret, margin: .nan, revealsCaret: false),
    Case(
      name: "non-finite caret falls back to the field", fieldHeight: 1200,
      caret: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 22), margin: 8, revealsCaret: false),
  ]

  @Test(arguments: cases)
  func target(_ c: Case) {
    let field = CGRect(x: 16, y: 700, width: 358, height: c.fieldHeight)
    let rect = RevealPlanner.rect(revealingField: field, caret: c.caret, margin: c.margin, in: Self.geometry)
    #expect(rect == (c.revealsCaret ? Self.caret : field))
  }

  @Test("The caret of a tall text view is revealed above the keyboard with its margin")
  func caretOffset() {
    let field = CGRect(x: 16, y: 300, width: 358, height: 1200)
    let rect = RevealPlanner.rect(revealingField: field, caret: Self.caret, in: Self.geometry)
    let offset = RevealPlanner.offset(revealing: rect, in: Self.geometry)
    // Caret bottom 922 + margin 8 = 930 must sit at the visible bottom 0 + 508.
    #expect(offset == CGPoint(x: 0, y: 422))
  }
}
