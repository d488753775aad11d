import Foundation
import KeyboardDockReplay
import Testing

/// A hide interrupted by a show whose did notifications arrive late, in UIKit's order.
///
/// The hide's late `didHide` answers its own *will*, in the engine and in the simulated keyboard
/// alike: taken for a missed *will*, it would drop the keyboard for a moment.
@Suite("Scenario: late did notifications")
struct LateDidScenarioTests {
  static let text = """
    {
      "format": "kbdock-scenario", "version": 1, "name": "late-did",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.0, "type": "notification", "name": "willChangeFrame", "begin": [0, 508, 390, 336],
         "end": [0, 844, 390, 336], "duration": 0.25, "curve": 7},
        {"t": 1.0, "type": "notification", "name": "willHide", "begin": [0, 508, 390, 336],
         "end": [0, 844, 390, 336], "duration": 0.25, "curve": 7},
        {"t": 1.1, "type": "notification", "name": "willChangeFrame", "begin": [0, 600, 390, 336],
         "end": [0, 508, 390, 336], "duration": 0.25, "curve": 7},
        {"t": 1.1, "type": "notification", "name": "willShow", "begin": [0, 600, 390, 336],
         "end": [0, 508, 390, 336], "duration": 0.25, "curve": 7},
        {"t": 1.6, "type": "notification", "name": "didChangeFrame", "begin": [0, 508, 390, 336],
         "end": [0, 844, 390, 336]},
        {"t": 1.6, "type": "notification", "name": "didHide", "begin": [0, 508, 390, 336],
         "end": [0, 844, 390, 336]},
        {"t": 1.8, "type": "notification", "name": "didChangeFrame", "begin": [0, 600, 390, 336],
         "end": [0, 508, 390, 336]},
        {"t": 1.8, "type": "notification", "name": "didShow", "begin": [0, 600, 390, 336],
         "end": [0, 508, 390, 336]},
        {"t": 2.5, "type": "hide"}
      ],
      "expectations": [
        {"t": 1.7, "barBottom": 336, "phase": "shown"},
        {"t": 3.5, "barBottom": 34, "phase": "hidden"}
      ]
    }
    """

  @Test func theBarStaysOnTheKeyboardUnderEveryCondition() throws {
    try expectBarOnKeyboard(scenario: Self.text, hitchStart: 1.55)
  }
}
