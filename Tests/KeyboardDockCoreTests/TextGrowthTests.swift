import Foundation
import KeyboardDockCore
import Testing

/// The auto-growing text view's height and scrolling, beyond scenario 23.
///
/// See *How the iOS keyboard behaves*, "Auto-growing text".
@Suite("Text growth")
struct TextGrowthTests {
  let configuration = TextGrowthConfiguration(lineHeight: 20, verticalInset: 16, maximumLineCount: 5)

  @Test("Heights per line count: 20 per line plus 16")
  func heights() {
    #expect(configuration.height(forLineCount: 1) == 36)
    #expect(configuration.height(forLineCount: 5) == 116)
    #expect(configuration.height(forLineCount: 0) == 16)
    #expect(configuration.height(forLineCount: -3) == 16)
    #expect(configuration.minimumHeight == 36)
    #expect(configuration.maximumHeight() == 116)
    // Fractional line heights round up to whole points: 3 × 17.3 + 16 = 67.9 → 68.
    #expect(TextGrowthConfiguration(lineHeight: 17.3).height(forLineCount: 3) == 68)
  }

  @Test("The available height caps the growth, never below the minimum")
  func availableHeightCap() {
    // 80.6 rounds down to 80: five lines (116) do not fit, so 80 with scrolling.
    #expect(
      configuration.plan(contentHeight: 116, availableHeight: 80.6)
        == TextGrowthPlan(height: 80, isScrollEnabled: true, lineCount: 5))
    #expect(
      configuration.plan(contentHeight: 56, availableHeight: 80.6)
        == TextGrowthPlan(height: 56, isScrollEnabled: false, lineCount: 2))
    // Less room than one line: the minimum still holds.
    #expect(
      configuration.plan(contentHeight: 56, availableHeight: 10)
        == TextGrowthPlan(height: 36, isScrollEnabled: true, lineCount: 2))
    #expect(configuration.maximumHeight(availableHeight: .nan) == 116)
  }

  @Test("AvailableSpace: the container minus top bars, the bar's offset and reserved chrome")
  func availableSpace() {
    // Device A with the keyboard up: 844 − 47 − 336 − 100 = 361.
    #expect(
      AvailableSpace.height(containerHeight: 844, topInset: 47, barBottomOffset: 336, reservedHeight: 100)
        == 361)
    // iPhone landscape: 390 − 0 − 209 − 100 = 81, and it feeds the cap.
    let landscape = AvailableSpace.height(
      containerHeight: 390, topInset: 0, barBottomOffset: 209, reservedHeight: 100)
    #expect(landscape == 81)
    #expect(configuration.plan(contentHeight: 116, availableHeight: landscape).height == 81)
    #expect(AvailableSpace.height(containerHeight: 300, topInset: 47, barBottomOffset: 336) == 0)
    #expect(AvailableSpace.height(containerHeight: .nan, topInset: 47, barBottomOffset: 336) == 0)
    // NaN in any other argument once read as 0: 508, 797 (a text view growing behind the
    // keyboard) and 461.
    #expect(AvailableSpace.height(containerHeight: 844, topInset: .nan, barBottomOffset: 336) == 0)
    #expect(AvailableSpace.height(containerHeight: 844, topInset: 47, barBottomOffset: .nan) == 0)
    #expect(
      AvailableSpace.height(containerHeight: 844, topInset: 47, barBottomOffset: 336, reservedHeight: .nan)
        == 0)
  }

  @Test("A minimum line count keeps an empty view taller")
  func minimumLines() {
    let two = TextGrowthConfiguration(lineHeight: 20, minimumLineCount: 2, maximumLineCount: 5)
    #expect(two.minimumHeight == 56)
    #expect(two.plan(contentHeight: 36) == TextGrowthPlan(height: 56, isScrollEnabled: false, lineCount: 1))
    #expect(two.plan(contentHeight: 0).height == 56)
    // A minimum above the maximum wins.
    let odd = TextGrowthConfiguration(lineHeight: 20, minimumLineCount: 6, maximumLineCount: 5)
    #expect(odd.maximumHeight() == 136)
  }

  @Test("Measurement noise below 0.001 pt does not add a point; real fractions round up")
  func rounding() {
    #expect(configuration.plan(contentHeight: 56.0004).height == 56)
    #expect(configuration.plan(contentHeight: 56.2).height == 57)
    #expect(configuration.plan(contentHeight: 116.0004).isScrollEnabled == false)
    #expect(configuration.plan(contentHeight: 116.2).isScrollEnabled == true)
  }

  @Test("Unusable input falls back to the minimum without scrolling")
  func badInput() {
    for height in [CGFloat.nan, .infinity, -.infinity, -40] {
      let plan = configuration.plan(contentHeight: height)
      #expect(plan.height == 36, "\(height)")
      #expect(!plan.isScrollEnabled, "\(height)")
    }
    let broken = TextGrowthConfiguration(lineHeight: .nan, verticalInset: .nan)
    #expect(broken.plan(contentHeight: 36).height.isFinite)
    #expect(broken.minimumHeight == 1)
  }
}
