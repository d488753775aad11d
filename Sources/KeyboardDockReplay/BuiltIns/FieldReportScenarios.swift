import Foundation
import KeyboardDockCore

// Field reports from iOS 18 to 26 (issue 28): what a real UIKit delivers that the scenarios above
// do not.
extension ReplayScenario {
  private static let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)

  /// The accessory frame source sees a hide's end before `willHide`: UIKit moves the keyboard's
  /// host view to its end value, then posts `willChangeFrame` and `willHide`, in one turn.
  static let hideSeenEarly = ReplayScenario(
    name: "hide-seen-early", title: "iPhone: the accessory source sees a hide's end before willHide",
    summary: "A sample at the screen's bottom, then willChangeFrame and willHide in one turn: the bar "
      + "rides the spring down from where the keyboard is shown.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .sample(frame: offscreen)),
      ScenarioEvent(
        1.25,
        .notification(
          KeyboardNotification(
            kind: .willChangeFrame, beginFrame: ScenarioDevices.iPhoneKeyboard, endFrame: offscreen,
            duration: 0.25, curve: 7, isLocal: true))),
      ScenarioEvent(
        1.25,
        .notification(
          KeyboardNotification(
            kind: .willHide, beginFrame: ScenarioDevices.iPhoneKeyboard, endFrame: offscreen,
            duration: 0.25, curve: 7, isLocal: true))),
      ScenarioEvent(
        1.9,
        .notification(
          KeyboardNotification(
            kind: .didChangeFrame, beginFrame: ScenarioDevices.iPhoneKeyboard, endFrame: offscreen,
            isLocal: true))),
      ScenarioEvent(
        1.9,
        .notification(
          KeyboardNotification(
            kind: .didHide, beginFrame: ScenarioDevices.iPhoneKeyboard, endFrame: offscreen, isLocal: true))),
    ],
    expectations: [
      ScenarioExpectation(at: 1.0, barBottom: 336, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 34, overlap: 0, phase: "hidden"),
    ])

  /// iOS 26: the end frame leaves a 44-pt input accessory out (badoo/Chatto #797), so `willShow`
  /// says 292 pt; the layout guide, in the layout pass after the show's commit, shows the keyboard
  /// UIKit lays out 336 pt tall, and animates there.
  static let endFrameCorrected = ReplayScenario(
    name: "end-frame-corrected", title: "iPhone: the end frame leaves the accessory out (iOS 26)",
    summary: "willShow reports 292 pt; 20 ms into the show the layout guide shows 336 pt, where the "
      + "keyboard goes: the bar follows it from that layout pass on.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: CGRect(x: 0, y: 552, width: 390, height: 292)))),
      ScenarioEvent(0.3, .sample(frame: ScenarioDevices.iPhoneKeyboard)),
      ScenarioEvent(2.0, .hide(duration: 0.25, curve: 7)),
    ],
    // Under a cross-fade the keyboard is at its end at once, so the reading comes at rest, where it
    // cannot be told from a source a turn ahead of a notification: the bar is measured against the
    // keyboard on every frame instead of at one expected height.
    expectations: [
      ScenarioExpectation(at: 1.5, phase: "shown"),
      ScenarioExpectation(at: 3.0, barBottom: 34, phase: "hidden"),
    ],
    // The guide's reading is the only report of where this keyboard ends: a guide that also sat
    // 30 pt above it would leave nothing the app reads saying where the keyboard is.
    withoutFaults: ["guideAboveKeyboard"])
}
