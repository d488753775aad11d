import Foundation

// Transitions that interrupt a show early: UIKit's additive blending and the bar resting on the
// safe area while the keyboard is still below it both matter here.
extension ReplayScenario {
  /// QuickType adds 44 pt 50 ms into a 291 pt show: the new animation stacks on the running one.
  static let quickTypeMidShow = ReplayScenario(
    name: "quicktype-mid-show", title: "iPhone: QuickType adds 44 pt 50 ms into a show",
    summary: "willShow to 291 pt, then a change to 335 pt 50 ms later, while the first animation still runs.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
      ScenarioEvent(0.30, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardWithQuickType))),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 335, overlap: 335, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 34, phase: "hidden"),
    ])

  /// A hide 100 ms into a 336 pt show: the hide's animation runs on top of the show's.
  static let hideMidShow = ReplayScenario(
    name: "hide-mid-show", title: "iPhone: a hide 100 ms into a show",
    summary: "willHide arrives while the show's spring is halfway; the keyboard turns back down.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(0.35, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(1.5, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 34, phase: "hidden"),
      ScenarioExpectation(at: 2.5, barBottom: 336, phase: "shown"),
    ])

  /// Focus moves to a number-pad field 80 ms into a show: willHide and willShow in one turn, to a
  /// shorter keyboard.
  static let numberPadMidShow = ReplayScenario(
    name: "number-pad-mid-show", title: "iPhone: a field switch to a number pad mid-show",
    summary: "Focus moves to a number field 80 ms into a 336 pt show; the keyboard becomes a 262 pt pad.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(0.33, .switchField(frame: ScenarioDevices.iPhoneNumberPad)),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 262, overlap: 262, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 34, phase: "hidden"),
    ])
}
