import Foundation
import KeyboardDockCore

// A drag that passed before issue 42 and regressed with it (issue 42, item 6): a small phone's
// keyboard dragged to the screen's edge, written as the per-frame samples a device reports, whose
// pan kbdock now states from the samples themselves. The same drag as a `drag` event and a
// landscape drag dismissal are test cases (`DragRegressionTests`).
extension ReplayScenario {
  /// iPhone SE (2nd and 3rd generation), 375 × 667 pt at 2×: no home indicator, so no bottom safe
  /// area.
  private static let smallPhone = ScenarioDevice(
    model: "iPhone SE", screen: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
  private static let smallPhoneContainer = ScenarioContainer(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), safeArea: DockEdgeInsets(top: 20))
  /// The small phone's keyboard with QuickType, 260 pt.
  private static let smallPhoneKeyboard = CGRect(x: 0, y: 407, width: 375, height: 260)
  private static let dragChat = ScenarioScroll(contentHeight: 2000, contentInset: DockEdgeInsets(bottom: 10))

  /// The small phone's drag to the edge as a device's layout guide reports it: a sample per 60 Hz
  /// frame, 13 pt further down each time, then the release's hide in the turn of the last sample.
  static let dragWrittenAsSamples = ReplayScenario(
    name: "drag-written-as-samples", title: "iPhone SE: a drag to the screen's edge, written as samples",
    summary: "No drag event: twenty samples take the 260-pt keyboard from 407 pt to the screen's edge, then "
      + "willHide. The samples state the finger (its pan, its touch at the keyboard's top); the bar "
      + "follows them down.",
    device: smallPhone, container: smallPhoneContainer, scroll: dragChat,
    timeline: samplesDragTimeline,
    expectations: [
      // Ten samples in, at 1.25 + 10/60 s: the keyboard's top at 407 + 130 = 537 pt.
      ScenarioExpectation(at: 1.25 + 10.0 / 60 + 0.001, barBottom: 130, phase: "interactive"),
      ScenarioExpectation(at: 2.5, barBottom: 0, overlap: 0, contentInset: 62, phase: "hidden"),
    ])

  /// The show, twenty samples 13 pt apart on 60 Hz frames from 1.25 s, then the hide in the turn
  /// of the last one and its *did*s at 2.1 s.
  private static var samplesDragTimeline: [ScenarioEvent] {
    let gone = CGRect(x: 0, y: 667, width: 375, height: 260)
    var events = [ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: smallPhoneKeyboard)))]
    for step in 1...20 {
      let top = 407 + 13 * CGFloat(step)
      events.append(
        ScenarioEvent(1.25 + Double(step) / 60, .sample(frame: CGRect(x: 0, y: top, width: 375, height: 260)))
      )
    }
    let release = 1.25 + 20.0 / 60
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      let note = KeyboardNotification(
        kind: kind, beginFrame: gone, endFrame: gone, duration: 0.25, curve: 7, isLocal: true)
      events.append(ScenarioEvent(release, .notification(note)))
    }
    for kind in [KeyboardNotificationKind.didChangeFrame, .didHide] {
      let note = KeyboardNotification(kind: kind, beginFrame: gone, endFrame: gone, isLocal: true)
      events.append(ScenarioEvent(2.1, .notification(note)))
    }
    return events
  }
}
