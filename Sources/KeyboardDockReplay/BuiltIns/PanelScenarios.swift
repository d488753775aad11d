import Foundation
import KeyboardDockCore

extension ReplayScenario {
  /// A chat's list of 2000 pt with a 10-pt baseline inset.
  private static let panelChat = ScenarioScroll(contentHeight: 2000, contentInset: DockEdgeInsets(bottom: 10))

  /// A panel shown in the keyboard's place and the keyboard brought back, first at the remembered
  /// height, then at a fallback height that differs from the keyboard's.
  static let panelSwap = ReplayScenario(
    name: "panel-swap", title: "iPhone: attachment panel in the keyboard's place, and back",
    summary: "A panel as tall as the keyboard takes its place with begin == end: the bar and the list stay "
      + "still. A panel at a fallback height (336 pt over a 291-pt keyboard) moves them like a height "
      + "change.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer, scroll: panelChat,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .panel(height: 336)),
      ScenarioEvent(2.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(3.0, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(3.75, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
      ScenarioEvent(4.75, .panel(height: 336)),
      ScenarioEvent(5.75, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
    ],
    expectations: [
      ScenarioExpectation(at: 1.0, barBottom: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 1.3, barBottom: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 2.0, barBottom: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 2.3, barBottom: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 4.5, barBottom: 291, contentInset: 319, phase: "shown"),
      ScenarioExpectation(at: 5.5, barBottom: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 6.5, barBottom: 291, contentInset: 319, phase: "shown"),
    ])
}
