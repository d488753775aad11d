import Foundation
import KeyboardDockCore
import Testing

/// Where the bar sits for a given overlap, under each configuration.
///
/// See *How the iOS keyboard behaves*, "Safe area and tab bars" and "UIKeyboardLayoutGuide".
@Suite("Dock layout")
struct DockLayoutTests {
  /// A configuration, an overlap, and the layout expected on Device A (safe bottom 34).
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let configuration: DockConfiguration
    let overlap: CGFloat
    let bottomOffset: CGFloat
    let restingInset: CGFloat
    var testDescription: String { name }
  }

  @Test(
    "bottomOffset = max(overlap + spacing, resting inset)",
    arguments: [
      Row(name: "keyboard", configuration: .default, overlap: 336, bottomOffset: 336, restingInset: 34),
      Row(name: "no keyboard", configuration: .default, overlap: 0, bottomOffset: 34, restingInset: 34),
      // Less than the home indicator, as at the end of a drag: the bar rests on the safe area.
      Row(name: "small overlap", configuration: .default, overlap: 20, bottomOffset: 34, restingInset: 34),
      Row(
        name: "spacing 8", configuration: DockConfiguration(keyboardSpacing: 8), overlap: 336,
        bottomOffset: 344, restingInset: 34),
      // Spacing applies only while the keyboard covers the container.
      Row(
        name: "spacing without keyboard", configuration: DockConfiguration(keyboardSpacing: 8), overlap: 0,
        bottomOffset: 34, restingInset: 34),
      // Without the safe area the bar rests on the container's bottom edge.
      Row(
        name: "usesBottomSafeArea false", configuration: DockConfiguration(usesBottomSafeArea: false),
        overlap: 0,
        bottomOffset: 0, restingInset: 0),
      Row(
        name: "usesBottomSafeArea false, keyboard",
        configuration: DockConfiguration(usesBottomSafeArea: false),
        overlap: 336, bottomOffset: 336, restingInset: 0),
      Row(
        name: "minimum bottom inset 49", configuration: DockConfiguration(minimumBottomInset: 49), overlap: 0,
        bottomOffset: 49, restingInset: 49),
      Row(
        name: "minimum below the safe area", configuration: DockConfiguration(minimumBottomInset: 20),
        overlap: 0,
        bottomOffset: 34, restingInset: 34),
      // Bad overlaps count as none.
      Row(name: "NaN overlap", configuration: .default, overlap: .nan, bottomOffset: 34, restingInset: 34),
      Row(
        name: "negative overlap", configuration: .default, overlap: -100, bottomOffset: 34, restingInset: 34),
      Row(
        name: "infinite overlap", configuration: .default, overlap: .infinity, bottomOffset: 34,
        restingInset: 34),
      // A negative spacing would put the bar on the keyboard: it counts as 0; so does NaN.
      Row(
        name: "negative spacing", configuration: DockConfiguration(keyboardSpacing: -10), overlap: 336,
        bottomOffset: 336, restingInset: 34),
      Row(
        name: "NaN spacing", configuration: DockConfiguration(keyboardSpacing: .nan), overlap: 336,
        bottomOffset: 336, restingInset: 34),
      Row(
        name: "infinite minimum", configuration: DockConfiguration(minimumBottomInset: .infinity), overlap: 0,
        bottomOffset: 34, restingInset: 34),
    ])
  func resolve(row: Row) {
    let layout = DockLayout.resolve(
      overlap: row.overlap, in: DeviceA.container, configuration: row.configuration)
    #expect(layout.bottomOffset == row.bottomOffset)
    #expect(layout.restingInset == row.restingInset)
    #expect(layout.offsetAboveRestingInset == row.bottomOffset - row.restingInset)
  }

  @Test("A NaN safe area counts as 0")
  func nanSafeArea() {
    let container = KeyboardContainer.fullScreen(
      width: 390, height: 844, safeAreaInsets: DockEdgeInsets(bottom: .nan))
    let layout = DockLayout.resolve(overlap: 336, in: container, configuration: .default)
    #expect(layout == DockLayout(bottomOffset: 336, restingInset: 0, keyboardOverlap: 336))
  }

  @Test("Follow rules: undocked and non-local keyboards only when asked")
  func followRules() {
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    let resolve = {
      (frame: CGRect, attachment: KeyboardAttachment?, isLocal: Bool, configuration: DockConfiguration) in
      DockLayout.resolve(
        keyboardFrame: frame, attachment: attachment, isLocal: isLocal, in: IPad.container,
        configuration: configuration
      ).bottomOffset
    }
    #expect(resolve(floating, .undocked, true, .default) == 20)
    #expect(resolve(floating, .undocked, true, DockConfiguration(followsUndockedKeyboard: true)) == 866)
    #expect(resolve(IPad.keyboard, .docked, false, .default) == 20)
    #expect(resolve(IPad.keyboard, .docked, false, DockConfiguration(followsNonLocalKeyboard: true)) == 398)
    #expect(resolve(IPad.keyboard, nil, true, .default) == 20)
    // willShow .zero (the dropped shortcuts bar; see *How the iOS keyboard behaves*, "Frames to ignore") is
    // undocked with no area: it lifts nothing.
    #expect(resolve(.zero, .undocked, true, DockConfiguration(followsUndockedKeyboard: true)) == 20)
  }
}
