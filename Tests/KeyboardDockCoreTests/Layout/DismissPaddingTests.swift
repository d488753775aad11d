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

  /// Issue 39, part 5: the glass bar floats 8 pt above the keyboard; the padding counts that gap,
  /// so the bar's top is the dismiss area's, not 8 pt above it.
  @Test(arguments: [
    // (bar height, base keyboard spacing, padding with the floating gaps, with the classic's)
    (52.0, 0.0, 60.0, 52.0),
    (60, 0, 68, 60),
    (73.5, 5, 86.5, 78.5),
    (0, 5, 0, 0),
    (.nan, 0, 0, 0),
  ])
  func composerPadding(barHeight: Double, spacing: Double, floating: Double, classic: Double) {
    let configuration = DockConfiguration(keyboardSpacing: CGFloat(spacing))
    let height = CGFloat(barHeight)
    #expect(configuration.keyboardDismissPadding(barHeight: height, composer: .floating) == CGFloat(floating))
    #expect(configuration.keyboardDismissPadding(barHeight: height, composer: .classic) == CGFloat(classic))
    #expect(
      configuration.keyboardDismissPadding(barHeight: height, composer: nil)
        == configuration.keyboardDismissPadding(barHeight: height))
  }
}
