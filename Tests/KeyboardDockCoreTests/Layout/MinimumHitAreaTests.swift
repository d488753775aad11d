import Foundation
import Testing

@testable import KeyboardDockCore

@Suite("MinimumHitArea: every control accepts touches over at least 44 × 44 pt")
struct MinimumHitAreaTests {
  @Test(arguments: [
    // The bar's 36-pt buttons grow 4 pt on every side.
    (CGRect(x: 300, y: 6, width: 36, height: 36), CGRect(x: 296, y: 2, width: 44, height: 44)),
    // A wide title button keeps its width and grows in height only.
    (CGRect(x: 10, y: 10, width: 60, height: 30), CGRect(x: 10, y: 3, width: 60, height: 44)),
    // Large enough already: unchanged.
    (CGRect(x: 0, y: 0, width: 50, height: 48), CGRect(x: 0, y: 0, width: 50, height: 48)),
    // A zero-size control still gets 44 × 44 around its position.
    (CGRect(x: 100, y: 100, width: 0, height: 0), CGRect(x: 78, y: 78, width: 44, height: 44)),
    // A negative size is standardized first.
    (CGRect(x: 40, y: 40, width: -36, height: -36), CGRect(x: 0, y: 0, width: 44, height: 44)),
  ])
  func grows(frame: CGRect, expected: CGRect) {
    #expect(MinimumHitArea.rect(around: frame) == expected)
  }

  @Test func nonFiniteInputIsReturnedUnchanged() {
    let nanFrame = CGRect(x: CGFloat.nan, y: 0, width: 36, height: 36)
    #expect(MinimumHitArea.rect(around: nanFrame).origin.x.isNaN)
    let frame = CGRect(x: 0, y: 0, width: 36, height: 36)
    #expect(MinimumHitArea.rect(around: frame, minimumSide: .nan) == frame)
  }
}
