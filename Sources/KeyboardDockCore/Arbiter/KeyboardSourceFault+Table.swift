import Foundation

// The arbiter's table: every fault of a keyboard source the project knows, with who reported it.
// <doc:HowTheKeyboardBehaves#Sources-that-lie> lists the same rows; a test holds the two together.
extension KeyboardSourceFault {
  /// Every known fault, by row number.
  package static let table: [KeyboardSourceFault] = [
    KeyboardSourceFault(
      id: 1, summary: "The layout guide rests at the screen's bottom while the keyboard is visible.",
      sources: [.sample(.layoutGuide)], since: SystemVersion(27), through: nil,
      citations: "manaflow-ai/cmux#9958, #10518, #10810", rule: .guideAtBottomNeedsPan),
    KeyboardSourceFault(
      id: 2,
      summary: "Frames read outside the will's transaction are misreported; an interrupted leg's did "
        + "arrives after the newer will.",
      sources: [.did], since: SystemVersion(27), through: nil,
      citations: "manaflow-ai/cmux#10006, #10518", rule: .didsNeverMove),
    KeyboardSourceFault(
      id: 3,
      summary: "With an input accessory the guide and the host view sit above the keyboard; the "
        + "notification's end frame leaves the accessory out.",
      sources: [.sample(.layoutGuide), .sample(.accessoryHost)], since: SystemVersion(26), through: nil,
      citations: "FB18129551 (chockenberry/KeyboardAvoider), badoo/Chatto#797, "
        + "kirillzyusko/react-native-keyboard-controller#973, mozilla-mobile/firefox-ios#30146",
      rule: .noEndCorrection),
    KeyboardSourceFault(
      id: 4, summary: "The host's presentation layer reports the end frame on every tick, with no animation.",
      sources: [.sample(.accessoryHost)], since: SystemVersion(26), through: nil,
      citations: "kirillzyusko/react-native-keyboard-controller#970, "
        + "software-mansion/react-native-reanimated#8270",
      rule: .ignoreSamplesDuringAnimation),
    KeyboardSourceFault(
      id: 5, summary: "Interactive values beyond the keyboard's height right after it opens.",
      sources: [.sample(.accessoryHost)], since: SystemVersion(26), through: nil,
      citations: "kirillzyusko/react-native-keyboard-controller#1155, #1159", rule: .ignoreSamplesAboveRest),
    KeyboardSourceFault(
      id: 6,
      summary: "Under Prefer Cross-Fade Transitions end frames are empty and dids late or wrong "
        + "(height 0, 383 ms).",
      sources: [.will, .did], since: nil, through: nil,
      citations: "finn-no/FinniversKit#1208, facebook/react-native#34503, "
        + "kirillzyusko/react-native-keyboard-controller#1161, #1242",
      rule: .willDecides),
    KeyboardSourceFault(
      id: 7, summary: "A will-change-frame notification with no keyboard present.",
      sources: [.will], since: nil, through: nil, citations: "FluidGroup/Rideau#70",
      rule: .ignoreFramesWithoutKeyboard),
    KeyboardSourceFault(
      id: 8, summary: "Frame notifications nested in a transition's handling bounce.",
      sources: [.will, .did], since: nil, through: nil, citations: "manaflow-ai/cmux#12183",
      rule: .answerNestedInOrder),
    KeyboardSourceFault(
      id: 9, summary: "The host's end value arrives ahead of its will, for height changes as for hides.",
      sources: [.sample(.accessoryHost), .sample(.layoutGuide)], since: nil, through: nil,
      citations: "react-native-keyboard-controller's KeyboardTrackingView and KeyboardMovementObserver "
        + "(source code; no issue thread found)",
      rule: .holdEndValueAheadOfWill),
    KeyboardSourceFault(
      id: 10,
      summary: "Activations come during an animation or a drag; after an interactive dismissal the "
        + "guide is left above the safe area.",
      sources: [.activation], since: nil, through: nil,
      citations: "FB18129551 (chockenberry/KeyboardAvoider, case 2) for the guide; no thread found "
        + "for activations, which UIKit posts on every inactive-to-active change",
      rule: .activationOnlyAtRest),
  ]

  /// The row with `id`.
  package static func row(_ id: Int) -> KeyboardSourceFault? { table.first { $0.id == id } }
}
