import Foundation
import KeyboardDockReplay
import Testing

/// A view taller than the screen: the bar rides the keyboard's top while it slides in and out.
///
/// The part below the screen counts once while the keyboard is partly below it (twice, the bar would
/// be up to 156 pt above the keyboard), and kbdock's yardstick measures the whole container, not
/// the on-screen intersection (with it, a correct bar would be reported 1,156 pt off).
@Suite("Scenario: a container taller than the screen")
struct TallContainerTests {
  static let text = """
    {
      "format": "kbdock-scenario", "version": 1, "name": "tall-container",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 1000], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.5, "type": "hide"}
      ],
      "expectations": [
        {"t": 1.25, "barBottom": 492, "overlap": 492, "phase": "shown"},
        {"t": 2.5, "barBottom": 34, "overlap": 0, "phase": "hidden"}
      ]
    }
    """

  @Test func theBarRidesTheKeyboardUnderEveryCondition() throws {
    // A 1000 pt view on an 844 pt screen, the keyboard shown and hidden with curve 7, under the
    // default matrix of device timing: the bar sits on the keyboard's top (492 pt above the view's
    // bottom) at rest, is back on the safe area after the hide, and never leaves the keyboard on the way.
    try expectBarOnKeyboard(scenario: Self.text, hitchStart: 0.28)
  }
}
