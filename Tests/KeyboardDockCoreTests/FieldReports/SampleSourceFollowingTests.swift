import Foundation
import KeyboardDockCore
import Testing

/// Issue 39, part 5: the sample source follows the system.
///
/// Where row 1 says the layout guide lies
/// (iOS 27 and later), an accessory in the keyboard is sampled instead of the guide.
@Suite("Sample source: follows the system, not only the configuration")
struct SampleSourceFollowingTests {
  @Test(arguments: [
    // (system, accessory in the keyboard, source)
    (SystemVersion(27), true, KeyboardSampleSource.accessoryHost),
    (SystemVersion(27, 1), true, .accessoryHost),
    (SystemVersion(27), false, .layoutGuide),
    (SystemVersion(26, 2), true, .layoutGuide),
    (SystemVersion(18), true, .layoutGuide),
    (SystemVersion(15), false, .layoutGuide),
  ])
  func theGuideIsNotSampledWhereItLies(system: SystemVersion, accessory: Bool, expected: KeyboardSampleSource)
  {
    #expect(
      KeyboardSampleSource.following(.layoutGuide, on: system, isAccessoryInKeyboard: accessory) == expected)
  }

  @Test func anUnknownSystemKeepsTheGuide() {
    #expect(
      KeyboardSampleSource.following(.layoutGuide, on: nil, isAccessoryInKeyboard: true) == .layoutGuide)
  }

  @Test func anAccessoryHostRequestIsKept() {
    let source = KeyboardSampleSource.accessoryHost
    for system in [SystemVersion(15), SystemVersion(26), SystemVersion(27)] {
      #expect(KeyboardSampleSource.following(source, on: system, isAccessoryInKeyboard: false) == source)
    }
    #expect(KeyboardSampleSource.following(nil, on: SystemVersion(27), isAccessoryInKeyboard: true) == nil)
  }
}
