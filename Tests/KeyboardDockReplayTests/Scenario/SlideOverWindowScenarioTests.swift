import Foundation
import KeyboardDockReplay
import Testing

/// A Slide Over view above a 50 pt toolbar, in a window 20 pt above the screen's bottom.
///
/// The app is told the keyboard's frame without the 20 pt below its window. With the window
/// known, the engine and the simulated device both put the keyboard's top 20 pt lower than told:
/// the bar sits 330 pt above the view's bottom. Before scenarios could carry `window`, the view's
/// frame stood in for the window's and both added the toolbar's 50 pt (280 pt).
@Suite("Scenario: a Slide Over window")
struct SlideOverWindowScenarioTests {
  static let text = """
    {
      "format": "kbdock-scenario", "version": 1, "name": "slide-over-toolbar",
      "device": {"screen": [0, 0, 1024, 1366], "scale": 2},
      "container": {"frame": [649, 20, 375, 1276], "isSlideOver": true, "window": [649, 20, 375, 1326]},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 946, 1024, 400]},
        {"t": 1.5, "type": "hide"}
      ],
      "expectations": [
        {"t": 1.25, "barBottom": 330, "phase": "shown"},
        {"t": 2.5, "barBottom": 0, "phase": "hidden"}
      ]
    }
    """

  @Test func theBarSitsOnTheKeyboardAsTheDeviceShowsIt() throws {
    let scenario = try ReplayScenario.decode(Data(Self.text.utf8))
    #expect(scenario.container.window == CGRect(x: 649, y: 20, width: 375, height: 1326))
    // What is read is written back.
    let again = try ReplayScenario.decode(Data(scenario.jsonText().utf8))
    #expect(again.container == scenario.container)

    try expectBarOnKeyboard(scenario: Self.text, hitchStart: 0.28)
  }
}
