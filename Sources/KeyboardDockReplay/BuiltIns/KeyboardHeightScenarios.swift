import Foundation
import KeyboardDockCore

// Heights that change while the keyboard is shown (issue 42): never cached, each one followed.
extension ReplayScenario {
  /// A docked keyboard `height` pt tall on the iPhone of ``ScenarioDevices``.
  private static func iPhoneKeyboard(_ height: CGFloat) -> ScenarioKeyboardMove {
    ScenarioKeyboardMove(frame: CGRect(x: 0, y: 844 - height, width: 390, height: height))
  }

  /// The emoji keyboard grows when its search field takes focus, in both looks.
  ///
  /// 308 → 388 pt (+80) on an iPhone 16e with iOS 26.1, 291 → 384 pt (+93) in the legacy look on
  /// iOS 26.2, measured from react-native-keyboard-controller's end-to-end screenshots. Two
  /// sessions, one per look, on a 390 × 844 screen like the 16e's.
  static let emojiSearch = ReplayScenario(
    name: "emoji-search", title: "iPhone: the emoji keyboard's search field (+80 pt, +93 pt legacy)",
    summary: "308 pt, 388 pt while the search field has focus, 308 pt again; then the legacy look's "
      + "291, 384 and 291 pt: each change is a height change while shown.",
    device: ScenarioDevices.iPhone, system: "iOS 26.2", container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(iPhoneKeyboard(308))),
      ScenarioEvent(0.85, .show(iPhoneKeyboard(388))),
      ScenarioEvent(1.45, .show(iPhoneKeyboard(308))),
      ScenarioEvent(2.05, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(2.65, .show(iPhoneKeyboard(291))),
      ScenarioEvent(3.25, .show(iPhoneKeyboard(384))),
      ScenarioEvent(3.85, .show(iPhoneKeyboard(291))),
    ],
    // Each 0.55 s after its move: the spring's 0.5 s and up to 33 ms of commit latency.
    expectations: [
      ScenarioExpectation(at: 0.8, barBottom: 308, phase: "shown"),
      ScenarioExpectation(at: 1.4, barBottom: 388, overlap: 388, phase: "shown"),
      ScenarioExpectation(at: 2.0, barBottom: 308, phase: "shown"),
      ScenarioExpectation(at: 2.6, barBottom: 34, phase: "hidden"),
      ScenarioExpectation(at: 3.2, barBottom: 291, phase: "shown"),
      ScenarioExpectation(at: 3.8, barBottom: 384, overlap: 384, phase: "shown"),
      ScenarioExpectation(at: 4.4, barBottom: 291, phase: "shown"),
    ])

  /// Focus moves to a number-pad field while the keyboard is shown.
  ///
  /// react-native-keyboard-controller#1358 (iOS 26.2): a sticky view was left over the pad's Next
  /// key. The report gives no frames: the switch is UIKit's field-switch sequence to a 262-pt
  /// pad, and the input-assistant row that holds the pad's return key, about 48 pt
  /// (react-native-keyboard-controller#1566), comes as a height change 60 ms later.
  static let numberPadSwitch = ReplayScenario(
    name: "number-pad-switch", title: "iPhone: a switch to a number pad while shown, then its key row",
    summary: "willHide and willShow in one turn from 336 pt to a 262-pt pad, then 310 pt with the row that "
      + "holds the Next key: the bar ends above the key, not over it.",
    device: ScenarioDevices.iPhone, system: "iOS 26.2", container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.0, .switchField(frame: ScenarioDevices.iPhoneNumberPad)),
      ScenarioEvent(1.06, .show(iPhoneKeyboard(310))),
      ScenarioEvent(1.7, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 0.95, barBottom: 336, phase: "shown"),
      ScenarioExpectation(at: 1.65, barBottom: 310, overlap: 310, phase: "shown"),
      ScenarioExpectation(at: 2.3, barBottom: 34, phase: "hidden"),
    ])
}
