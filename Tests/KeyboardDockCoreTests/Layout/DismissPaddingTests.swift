import Foundation
import KeyboardDockCore
import Testing

/// The layout guide's `keyboardDismissPadding` for a docked bar: a drag that starts on the bar
/// dismisses the keyboard.
@Suite("Dismiss padding: the bar's height above the keyboard")
struct DismissPaddingTests {
  @Test(arguments: [
    // (bar height, keyboard spacing, padding)
    (52.0, 0.0, 52.0),
    (52, 8, 60),
    (44.33, 0, 44.33),
    (120, 12.5, 132.5),
    (0, 8, 0),
    (-10, 8, 0),
    (52, -4, 52),
    (52, .infinity, 52),
    (52, .nan, 52),
    (.nan, 8, 0),
    (.infinity, 0, 0),
    (2_000_000, 0, 1_000_000),
  ])
  func padding(barHeight: Double, spacing: Double, expected: Double) {
    let configuration = DockConfiguration(keyboardSpacing: CGFloat(spacing))
    #expect(configuration.keyboardDismissPadding(barHeight: CGFloat(barHeight)) == CGFloat(expected))
  }
}
