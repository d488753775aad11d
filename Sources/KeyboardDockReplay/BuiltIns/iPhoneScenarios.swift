import Foundation
import KeyboardDockCore

extension ReplayScenario {
  private static let chat = ScenarioScroll(contentHeight: 2000, contentInset: DockEdgeInsets(bottom: 10))

  /// Numbered scenario 1, 2 and 18 (SpecScenarioTests): show, then hide, over a pinned chat.
  static let iPhoneShowHide = ReplayScenario(
    name: "iphone-show-hide", title: "iPhone: keyboard shows, then hides",
    summary: "The full show and hide sequences with curve 7; the bar rides the spring both ways.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer, scroll: chat,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 0, barBottom: 34, contentInset: 62, phase: "hidden"),
      ScenarioExpectation(at: 1.25, barBottom: 336, overlap: 336, contentInset: 364, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 34, overlap: 0, contentInset: 62, phase: "hidden"),
    ])

  /// Numbered scenario 3 (SpecScenarioTests): QuickType on and off while shown.
  static let quickTypeHeightChange = ReplayScenario(
    name: "quicktype-height-change", title: "iPhone: QuickType bar toggles (291 ↔ 336 pt)",
    summary: "A height change while shown sends the full show sequence again.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
      ScenarioEvent(1.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(2.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
      ScenarioEvent(3.25, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.0, barBottom: 291, phase: "shown"),
      ScenarioExpectation(at: 2.0, barBottom: 336, phase: "shown"),
      ScenarioExpectation(at: 3.0, barBottom: 291, phase: "shown"),
    ])

  /// Transitions that interrupt one another: a hide 0.1 s into a show, a show 0.1 s into that
  /// hide, and a QuickType change undone 0.08 s later.
  static let interruptedTransitions = ReplayScenario(
    name: "interrupted-transitions", title: "iPhone: transitions interrupting one another",
    summary: "Each animation starts from where the keyboard and the bar are shown when it is committed.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(0.35, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(0.45, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
      ScenarioEvent(1.5, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.58, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact))),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 291, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 291, phase: "shown"),
    ])

  /// Numbered scenario 5 (SpecScenarioTests): willHide then willShow in one run-loop turn.
  static let fieldSwitch = ReplayScenario(
    name: "field-switch", title: "iPhone: focus moves to another field (hide, then show)",
    summary: "willHide immediately followed by willShow must not drop the bar.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .switchField(frame: nil)),
      ScenarioEvent(2.25, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 336, phase: "shown"),
      ScenarioExpectation(at: 1.5, barBottom: 336),
    ])

  /// Numbered scenario 10 and 11 (SpecScenarioTests): a drag that dismisses the keyboard.
  static let interactiveDismissal = ReplayScenario(
    name: "interactive-dismissal", title: "iPhone: interactive dismissal (drag down, release)",
    summary: "No notifications during the drag; the bar follows per-frame samples, then the hide.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer, scroll: chat,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 300, toY: 700, duration: 0.5))),
    ],
    expectations: [
      ScenarioExpectation(at: 1.6, barBottom: 264, phase: "interactive"),
      ScenarioExpectation(at: 2.5, barBottom: 34, contentInset: 62, phase: "hidden"),
    ])

  /// Numbered scenario 11, second half (SpecScenarioTests): a drag that springs back.
  static let interactiveSnapBack = ReplayScenario(
    name: "interactive-snap-back", title: "iPhone: interactive drag that springs back",
    summary: "Released while moving up: UIKit springs the keyboard back (curve 7); the per-frame source "
      + "reports only its resting frame, once, and the bar springs back with it.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer, scroll: chat,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 400, toY: 650, duration: 0.4, releaseVelocity: -50))),
      ScenarioEvent(2.75, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.6, phase: "interactive"),
      ScenarioExpectation(at: 1.65, barBottom: 194, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 336, contentInset: 364, phase: "shown"),
    ])

  /// Numbered scenario 21 (SpecScenarioTests): rotation while the keyboard is up.
  static let rotation = ReplayScenario(
    name: "rotation", title: "iPhone: rotation to landscape with the keyboard up",
    summary: "A stale frame with the old width is ignored; the bar rests on 21 pt in landscape.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(
        1.25,
        .container(
          ScenarioContainer(
            frame: ScenarioDevices.iPhoneLandscape,
            safeArea: DockEdgeInsets(left: 47, bottom: 21, right: 47)),
          screen: ScenarioDevices.iPhoneLandscape)),
      ScenarioEvent(
        1.25,
        .notification(
          KeyboardNotification(
            kind: .willChangeFrame, beginFrame: ScenarioDevices.iPhoneKeyboard,
            endFrame: CGRect(x: 0, y: 54, width: 390, height: 336), duration: 0, curve: 7, isLocal: true))),
      ScenarioEvent(
        1.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardLandscape, duration: 0))),
      ScenarioEvent(2.25, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.5, barBottom: 209, phase: "shown"),
      ScenarioExpectation(at: 3.25, barBottom: 21, phase: "hidden"),
    ])

  /// Numbered scenario 22 (SpecScenarioTests): a tab bar under the container, and a drag below it.
  static let tabBar = ReplayScenario(
    name: "tab-bar", title: "iPhone: tab bar (safe area 83 pt), drag past it",
    summary: "The bar rests on the tab bar; a keyboard covering less than 83 pt leaves it there.",
    device: ScenarioDevices.iPhone,
    container: ScenarioContainer(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: DockEdgeInsets(top: 47, bottom: 34),
      topBars: 44, tabBar: 49),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.25, .drag(ScenarioDrag(fromY: 300, toY: 800, duration: 0.8, releaseVelocity: -20))),
      ScenarioEvent(3.0, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.0, barBottom: 336),
      ScenarioExpectation(at: 2.0, barBottom: 83, phase: "interactive"),
      ScenarioExpectation(at: 2.05, barBottom: 83, overlap: 44, phase: "shown"),
      ScenarioExpectation(at: 4.0, barBottom: 83, phase: "hidden"),
    ])

  /// Reduce Motion: every duration 0, applied at once (see *How the iOS keyboard behaves*, "Changes
  /// without animation").
  static let reduceMotion = ReplayScenario(
    name: "reduce-motion", title: "iPhone: Reduce Motion (duration 0)",
    summary: "Zero durations apply at once, with no animation progress.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard, duration: 0))),
      ScenarioEvent(
        1.0, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboardCompact, duration: 0))),
      ScenarioEvent(1.75, .hide(duration: 0, curve: 7)),
    ],
    // Checked 50 ms after each move: a move shows when its transaction commits, up to 33 ms
    // later under the default matrix.
    expectations: [
      ScenarioExpectation(at: 0.3, barBottom: 336, phase: "shown"),
      ScenarioExpectation(at: 1.05, barBottom: 291, phase: "shown"),
      ScenarioExpectation(at: 1.8, barBottom: 34, phase: "hidden"),
    ])

  /// Numbered scenario 23 (SpecScenarioTests): the text view grows to its five-line cap and back.
  static let growingText = ReplayScenario(
    name: "growing-text", title: "iPhone: growing text to the 5-line cap",
    summary: "The bar grows line by line on the keyboard, stops at 5 lines (scrolling), shrinks back.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer, scroll: chat,
    text: ScenarioText(growth: TextGrowthConfiguration(lineHeight: 20)),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard))),
      ScenarioEvent(1.0, .text(contentHeight: 56)),
      ScenarioEvent(1.25, .text(contentHeight: 76)),
      ScenarioEvent(1.5, .text(contentHeight: 96)),
      ScenarioEvent(1.75, .text(contentHeight: 116)),
      ScenarioEvent(2.0, .text(contentHeight: 136)),
      ScenarioEvent(2.25, .text(contentHeight: 96)),
    ],
    expectations: [
      ScenarioExpectation(at: 0.9, barBottom: 336, barHeight: 52),
      ScenarioExpectation(at: 1.8, barHeight: 132),
      ScenarioExpectation(at: 2.1, barHeight: 132),
      ScenarioExpectation(at: 2.3, barBottom: 336, contentInset: 424, barHeight: 112),
    ])

  /// Numbered scenario 20 (SpecScenarioTests): an inverted chat takes the inset at its top.
  static let invertedChat = ReplayScenario(
    name: "inverted-chat", title: "iPhone: inverted chat (inset at the list's top)",
    summary: "A flipped list's visual bottom is its content inset's top.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    scroll: ScenarioScroll(contentHeight: 2000, isInverted: true),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPhoneKeyboard)))
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 336, contentInset: 354, contentOffset: -388, phase: "shown")
    ])
}
