import Foundation
import KeyboardDockCore

// Third-party keyboards (issue 42): several show notifications for one appearance, and the
// transient heights UIKit gives a keyboard extension while it lays it out. What the host's
// notifications carry during the transient is inferred from the reports, which measure the
// extension's own view: the host apps redraw with each size (KeyboardKit#1041), so each size
// reaches them as a frame change of the keyboard.
extension ReplayScenario {
  /// A screen as wide as the 440-pt frames of the forum report, 956 pt tall.
  private static let tallPhone = ScenarioDevice(
    model: "iPhone 16 Pro Max", screen: CGRect(x: 0, y: 0, width: 440, height: 956))
  private static let tallPhoneContainer = ScenarioContainer(
    frame: tallPhone.screen, safeArea: DockEdgeInsets(top: 62, bottom: 34))
  /// A screen as wide as the 430-pt frames of the dictus logs, 932 pt tall.
  private static let plusPhone = ScenarioDevice(
    model: "iPhone 15 Pro Max", screen: CGRect(x: 0, y: 0, width: 430, height: 932))
  private static let plusPhoneContainer = ScenarioContainer(
    frame: plusPhone.screen, safeArea: DockEdgeInsets(top: 59, bottom: 34))

  /// A docked keyboard `height` pt tall on `device`, at the screen's bottom.
  private static func docked(_ height: CGFloat, on device: ScenarioDevice) -> ScenarioAction {
    let screen = device.screen
    return .show(
      ScenarioKeyboardMove(
        frame: CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)))
  }

  /// A third-party keyboard announces one appearance in steps: 0, then 216, then 256 pt, the
  /// last a fraction off (*Unable to retrieve the accurate keyboard height in iOS 8* on Stack
  /// Overflow: Swype, SwiftKey; Flutter's `FlutterKeyboardInsetManager.swift` for the fractions).
  static let thirdPartyHeightSteps = ReplayScenario(
    name: "third-party-steps", title: "iPhone: third-party keyboard in steps (0, 216, 256 pt)",
    summary: "willShow for 0 pt, then 216 pt 50 ms later, then 255.7 pt 50 ms after that: the bar rests "
      + "for the empty keyboard and rides each step's spring from where the keyboard is shown.",
    device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, docked(0, on: ScenarioDevices.iPhone)),
      ScenarioEvent(0.30, docked(216, on: ScenarioDevices.iPhone)),
      ScenarioEvent(0.35, docked(255.7, on: ScenarioDevices.iPhone)),
      ScenarioEvent(1.0, .hide(duration: 0.25, curve: 7)),
    ],
    expectations: [
      ScenarioExpectation(at: 0.95, barBottom: 255.7, overlap: 255.7, phase: "shown"),
      ScenarioExpectation(at: 1.6, barBottom: 34, phase: "hidden"),
    ])

  /// A keyboard extension's transient heights: full screen, then 452, then 268 pt.
  ///
  /// Its view goes 0 × 0, then full screen (440 × 956) about 295 ms after launch, then 452 pt
  /// at 373 ms, then its own 268 pt at 390 ms (Apple developer forums thread 813579;
  /// KeyboardKit#1041). A reply there saw the intermediate at the target plus 228 pt,
  /// and the last step only after the keyboard counted as presented (844 → 678 → 450 on an
  /// 844-pt screen): the second appearance does the same on this screen.
  ///
  /// The keyboard takes each size in the *will*'s own animation, so the bar follows every one:
  /// the steps come within the spring, which turns back before the keyboard reaches the screen's
  /// top (see *How the iOS keyboard behaves*, "Transient heights").
  static let thirdPartyTransientHeights = ReplayScenario(
    name: "third-party-transient",
    title: "iPhone: an extension at full screen, then 452, then 268 pt",
    summary: "0 pt, full screen 295 ms later, 452 pt at 373 ms, 268 pt at 390 ms; then full screen, the "
      + "target plus 228 pt and, after the show's spring, the 450-pt target: the bar rides the "
      + "keyboard's blended springs.",
    device: tallPhone, container: tallPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, docked(0, on: tallPhone)),
      ScenarioEvent(0.545, docked(956, on: tallPhone)),
      ScenarioEvent(0.623, docked(452, on: tallPhone)),
      ScenarioEvent(0.64, docked(268, on: tallPhone)),
      ScenarioEvent(1.25, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(1.85, docked(956, on: tallPhone)),
      ScenarioEvent(1.9, docked(678, on: tallPhone)),
      ScenarioEvent(2.45, docked(450, on: tallPhone)),
    ],
    expectations: [
      ScenarioExpectation(at: 1.2, barBottom: 268, overlap: 268, phase: "shown"),
      ScenarioExpectation(at: 1.8, barBottom: 34, phase: "hidden"),
      ScenarioExpectation(at: 3.0, barBottom: 450, overlap: 450, phase: "shown"),
    ])

  /// iOS 26.3.1 imposes 932, 504 or 960 pt on a keyboard extension that asks for 276 pt, during
  /// the keyboard's entry (getdictus/dictus-ios#129, #92): 932 pt briefly, then 504 pt
  /// (the target plus 228 pt), then the 276 pt asked for about 50 ms later; another entry starts
  /// at 960 pt, taller than the 932-pt screen.
  static let thirdPartyImposedHeights = ReplayScenario(
    name: "third-party-imposed",
    title: "iPhone: 932, 504, 276 pt; 960 pt, taller than the screen",
    summary: "The system sizes the extension's keyboard to the screen and past it before the 276 pt it "
      + "asked for: the bar rides the keyboard's springs and rests on 276 pt both times.",
    device: plusPhone, system: "iOS 26.3.1", container: plusPhoneContainer,
    timeline: [
      ScenarioEvent(0.25, docked(932, on: plusPhone)),
      ScenarioEvent(0.3, docked(504, on: plusPhone)),
      ScenarioEvent(0.35, docked(276, on: plusPhone)),
      ScenarioEvent(0.95, .hide(duration: 0.25, curve: 7)),
      ScenarioEvent(1.55, docked(960, on: plusPhone)),
      ScenarioEvent(1.6, docked(276, on: plusPhone)),
    ],
    expectations: [
      ScenarioExpectation(at: 0.9, barBottom: 276, overlap: 276, phase: "shown"),
      ScenarioExpectation(at: 1.5, barBottom: 34, phase: "hidden"),
      ScenarioExpectation(at: 2.2, barBottom: 276, overlap: 276, phase: "shown"),
    ])
}
