import Foundation
import KeyboardDockCore

extension ReplayScenario {
  /// A floating keyboard, dragged, moved.
  static let iPadFloatingKeyboard = ReplayScenario(
    name: "ipad-floating-keyboard", title: "iPad: floating keyboard, dragged across the screen",
    summary:
      "A floating keyboard covers no bottom area: the bar rests; zero frames while dragging are noise.",
    device: ScenarioDevices.iPad, container: ScenarioDevices.iPadContainer,
    timeline: [
      ScenarioEvent(
        0.25, .show(ScenarioKeyboardMove(frame: CGRect(x: 300, y: 500, width: 320, height: 260)))),
      ScenarioEvent(
        1.0,
        .notification(
          KeyboardNotification(
            kind: .willChangeFrame, beginFrame: .zero, endFrame: .zero, duration: 0, curve: 7, isLocal: true))
      ),
      ScenarioEvent(
        1.5,
        .notification(
          KeyboardNotification(
            kind: .willChangeFrame, beginFrame: .zero,
            endFrame: CGRect(x: 500, y: 900, width: 320, height: 260),
            duration: 0, curve: 7, isLocal: true))),
      ScenarioEvent(2.0, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 20, overlap: 0),
      ScenarioExpectation(at: 1.75, barBottom: 20, overlap: 0),
    ])

  /// An undocked keyboard that leaves, sliding down past the screen's bottom.
  static let iPadUndockedKeyboardLeaves = ReplayScenario(
    name: "ipad-undocked-leaves", title: "iPad: an undocked keyboard slides away",
    summary: "Its frames reach the screen's bottom on the way down; the bar stays at rest throughout.",
    device: ScenarioDevices.iPad, container: ScenarioDevices.iPadContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: undocked))),
      ScenarioEvent(1.5, leaving(.willChangeFrame, duration: 0.25)),
      ScenarioEvent(1.5, leaving(.willHide, duration: 0.25)),
      ScenarioEvent(2.0, leaving(.didChangeFrame, duration: 0)),
      ScenarioEvent(2.0, leaving(.didHide, duration: 0)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 20, overlap: 0, phase: "shown"),
      ScenarioExpectation(at: 1.6, barBottom: 20, overlap: 0),
      ScenarioExpectation(at: 1.7, barBottom: 20, overlap: 0),
      ScenarioExpectation(at: 2.5, barBottom: 20, phase: "hidden"),
    ])

  /// An undocked keyboard 366 pt above the screen's bottom.
  private static let undocked = CGRect(x: 0, y: 600, width: 1024, height: 400)

  /// A notification that takes ``undocked`` 500 pt down, 134 pt past the screen's bottom.
  private static func leaving(_ kind: KeyboardNotificationKind, duration: Double) -> ScenarioAction {
    .notification(
      KeyboardNotification(
        kind: kind, beginFrame: undocked, endFrame: undocked.offsetBy(dx: 0, dy: 500),
        duration: duration, curve: 7, isLocal: true))
  }

  /// An app in Slide Over, whose window ends 20 pt above the screen's bottom.
  static let slideOver = ReplayScenario(
    name: "slide-over", title: "iPad: Slide Over, the keyboard reported 20 pt short",
    summary:
      "Every frame, even the one ending at the screen's bottom on the way, is 20 pt short: "
      + "the bar rests 380 pt up.",
    device: ScenarioDevices.iPad,
    container: ScenarioContainer(
      frame: slideOverWindow, isSlideOver: true, window: slideOverWindow),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: CGRect(x: 0, y: 946, width: 1024, height: 400)))),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      // The keyboard really at 966: 1346 − 966 = 380 pt of the window covered.
      ScenarioExpectation(at: 1.25, barBottom: 380, overlap: 380, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 0, phase: "hidden"),
    ])

  /// The Slide Over window: 375 × 1326 at (649, 20).
  private static let slideOverWindow = CGRect(x: 649, y: 20, width: 375, height: 1326)

  /// A windowed app told the keyboard's frames in its window's coordinates (iPadOS 26).
  static let windowCoordinates = ReplayScenario(
    name: "window-coordinates", title: "iPad: a windowed app told frames in its window's coordinates",
    summary:
      "The keyboard at (0, 966) arrives as (−100, 866): the bar rests on it, 34 pt up, "
      + "not on the window's bottom.",
    device: ScenarioDevices.iPad,
    container: ScenarioContainer(frame: stageWindow, window: stageWindow, framesInWindow: true),
    timeline: [
      ScenarioEvent(0.25, inWindow(.willChangeFrame, from: 1266, to: 866)),
      ScenarioEvent(0.25, inWindow(.willShow, from: 1266, to: 866)),
      ScenarioEvent(1.0, inWindow(.didChangeFrame, from: 1266, to: 866)),
      ScenarioEvent(1.0, inWindow(.didShow, from: 1266, to: 866)),
      ScenarioEvent(1.5, inWindow(.willChangeFrame, from: 866, to: 1266)),
      ScenarioEvent(1.5, inWindow(.willHide, from: 866, to: 1266)),
      ScenarioEvent(2.25, inWindow(.didChangeFrame, from: 866, to: 1266)),
      ScenarioEvent(2.25, inWindow(.didHide, from: 866, to: 1266)),
    ],
    expectations: [
      // The window ends at 1000, the keyboard's top is at 966.
      ScenarioExpectation(at: 1.25, barBottom: 34, overlap: 34, phase: "shown"),
      ScenarioExpectation(at: 2.75, barBottom: 0, phase: "hidden"),
    ])

  /// A Stage Manager window at (100, 100, 800, 900).
  private static let stageWindow = CGRect(x: 100, y: 100, width: 800, height: 900)

  /// A notification moving the docked iPad keyboard (1024 × 400) between two tops, in the
  /// coordinates of ``stageWindow``.
  private static func inWindow(_ kind: KeyboardNotificationKind, from begin: Double, to end: Double)
    -> ScenarioAction
  {
    .notification(
      KeyboardNotification(
        kind: kind, beginFrame: CGRect(x: -100, y: begin, width: 1024, height: 400),
        endFrame: CGRect(x: -100, y: end, width: 1024, height: 400), duration: kind.isWill ? 0.25 : 0,
        curve: 7, isLocal: true))
  }

  /// A hardware keyboard leaves only the shortcuts bar on screen.
  static let iPadHardwareKeyboard = ReplayScenario(
    name: "ipad-hardware-keyboard", title: "iPad: hardware keyboard (shortcuts bar only, 55 pt)",
    summary: "The frame is the full keyboard, mostly below the screen; only 55 pt cover the view.",
    device: ScenarioDevices.iPad, container: ScenarioDevices.iPadContainer,
    timeline: [
      ScenarioEvent(
        0.25, .show(ScenarioKeyboardMove(frame: CGRect(x: 0, y: 1311, width: 1024, height: 313)))),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 55, overlap: 55, phase: "shown"),
      ScenarioExpectation(at: 2.5, barBottom: 20, phase: "hidden"),
    ])

  private static let splitContainer = ScenarioContainer(
    frame: CGRect(x: 0, y: 0, width: 678, height: 1024), safeArea: DockEdgeInsets(top: 24, bottom: 20))

  /// Split View, then the divider moves while the keyboard is up.
  static let splitView = ReplayScenario(
    name: "split-view", title: "iPad: Split View, divider dragged with the keyboard up",
    summary: "The keyboard spans the screen; only its intersection with the app's view counts.",
    device: ScenarioDevices.iPadLandscape, container: splitContainer,
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPadKeyboardLandscape))),
      ScenarioEvent(
        1.5,
        .container(
          ScenarioContainer(
            frame: CGRect(x: 0, y: 0, width: 1024, height: 1024),
            safeArea: DockEdgeInsets(top: 24, bottom: 20)),
          screen: nil)),
      ScenarioEvent(2.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 398, overlap: 398),
      ScenarioExpectation(at: 2.0, barBottom: 398, overlap: 398),
    ])

  /// The keyboard of the other app in Split View.
  static let nonLocalKeyboard = ReplayScenario(
    name: "non-local-keyboard", title: "iPad: Split View, the other app's keyboard (isLocal false)",
    summary: "The bar stays put for another app's keyboard; the content still avoids it.",
    device: ScenarioDevices.iPadLandscape, container: splitContainer,
    scroll: ScenarioScroll(contentHeight: 3000),
    timeline: [
      ScenarioEvent(
        0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPadKeyboardLandscape, isLocal: false))),
      ScenarioEvent(2.0, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 20, overlap: 0, contentInset: 378)
    ])

  /// A Stage Manager window, moved while the keyboard is up.
  static let stageManager = ReplayScenario(
    name: "stage-manager", title: "iPad: Stage Manager window, moved with the keyboard up",
    summary: "The window ends 34 pt into the keyboard, then 234 pt after it moves down.",
    device: ScenarioDevices.iPad,
    container: ScenarioContainer(frame: CGRect(x: 100, y: 100, width: 800, height: 900)),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPadKeyboard))),
      ScenarioEvent(
        1.5,
        .container(ScenarioContainer(frame: CGRect(x: 100, y: 300, width: 800, height: 900)), screen: nil)),
      ScenarioEvent(2.5, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.25, barBottom: 34, overlap: 34),
      ScenarioExpectation(at: 2.0, barBottom: 234, overlap: 234),
    ])

  /// A form sheet that moves up when the keyboard appears.
  static let formSheet = ReplayScenario(
    name: "form-sheet", title: "iPad: form sheet that moves up for the keyboard",
    summary: "The sheet covers y 200–1100, then moves up 100 pt: its overlap goes from 134 to 34 pt.",
    device: ScenarioDevices.iPad,
    container: ScenarioContainer(frame: CGRect(x: 160, y: 200, width: 704, height: 900)),
    timeline: [
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: ScenarioDevices.iPadKeyboard))),
      ScenarioEvent(
        0.8,
        .container(ScenarioContainer(frame: CGRect(x: 160, y: 100, width: 704, height: 900)), screen: nil)),
      ScenarioEvent(1.5, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(
        1.75,
        .container(ScenarioContainer(frame: CGRect(x: 160, y: 200, width: 704, height: 900)), screen: nil)),
    ],
    expectations: [
      // After the show's spring, which ends at 0.783 s under 33 ms of commit latency.
      ScenarioExpectation(at: 0.79, barBottom: 134, overlap: 134),
      ScenarioExpectation(at: 1.25, barBottom: 34, overlap: 34),
      ScenarioExpectation(at: 2.5, barBottom: 0, phase: "hidden"),
    ])
}
