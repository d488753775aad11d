import Foundation
import KeyboardDockCore
import Testing

/// A bar lifted by its transform lays its content out on the core's padding, not on its own safe
/// area: the home indicator is counted once.
@Suite("A lifted bar's content padding")
struct BarContentPaddingTests {
  @Test func aBarOnTheSafeAreaOrTheKeyboardNeedsNone() {
    // Device A: at rest the bar is lifted 34 pt, onto the safe area; a bar that also took its own
    // untransformed safe area would add 34 pt more below its content.
    let resting = DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: .default)
    #expect(resting.bottomOffset == 34)
    #expect(resting.barContentPadding(forSafeAreaBottom: 34) == 0)
    let onKeyboard = DockLayout.resolve(overlap: 336, in: DeviceA.container, configuration: .default)
    #expect(onKeyboard.barContentPadding(forSafeAreaBottom: 34) == 0)
  }

  @Test func aBarAtTheContainersBottomClearsTheHomeIndicator() {
    var configuration = DockConfiguration.default
    configuration.usesBottomSafeArea = false
    let atBottom = DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: configuration)
    #expect(atBottom.bottomOffset == 0)
    #expect(atBottom.barContentPadding(forSafeAreaBottom: 34) == 34)
    configuration.minimumBottomInset = 10
    let lifted = DockLayout.resolve(overlap: 0, in: DeviceA.container, configuration: configuration)
    #expect(lifted.barContentPadding(forSafeAreaBottom: 34) == 24)
  }

  @Test func badValuesGiveNoPadding() {
    let layout = DockLayout(bottomOffset: .nan, restingInset: 0, keyboardOverlap: 0)
    #expect(layout.barContentPadding(forSafeAreaBottom: 34) == 0)
    let resting = DockLayout(bottomOffset: 0, restingInset: 0, keyboardOverlap: 0)
    #expect(resting.barContentPadding(forSafeAreaBottom: .infinity) == 0)
    #expect(resting.barContentPadding(forSafeAreaBottom: -5) == 0)
  }
}
