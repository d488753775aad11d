import Foundation
import KeyboardDockCore
import Testing

/// The plan against the engine over devices, orientations, keyboards and dock rules: every show
/// and every hide stays within 0.1 pt of the engine at every key, midpoint and 0.25 ms step.
@Suite("Motion plan over the device matrix")
struct MotionPlanMatrixTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var container: KeyboardContainer
    var keyboard: CGRect
    var configuration: DockConfiguration = .default
    var testDescription: String { name }
  }

  static let iPhoneLandscape = KeyboardContainer.fullScreen(
    width: 844, height: 390, safeAreaInsets: DockEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

  static let cases: [Case] = [
    Case(name: "iPhone portrait", container: DeviceA.container, keyboard: DeviceA.keyboard),
    Case(
      name: "iPhone portrait, spacing 8, minimum 49", container: DeviceA.container,
      keyboard: DeviceA.keyboard,
      configuration: DockConfiguration(keyboardSpacing: 8, minimumBottomInset: 49)),
    Case(name: "iPhone tab bar", container: DeviceA.tabBarContainer, keyboard: DeviceA.keyboard),
    Case(
      name: "iPhone, bar on the container's bottom", container: DeviceA.container, keyboard: DeviceA.keyboard,
      configuration: DockConfiguration(usesBottomSafeArea: false)),
    Case(
      name: "iPhone landscape", container: iPhoneLandscape,
      keyboard: CGRect(x: 0, y: 181, width: 844, height: 209)),
    Case(name: "iPad", container: IPad.container, keyboard: IPad.keyboard),
    Case(
      name: "iPad hardware keyboard bar", container: IPad.container,
      keyboard: CGRect(x: 0, y: 1311, width: 1024, height: 313)),
    Case(
      name: "iPad form sheet", container: IPad.window(CGRect(x: 212, y: 200, width: 600, height: 900)),
      keyboard: CGRect(x: 0, y: 966, width: 1024, height: 400)),
  ]

  @Test("Show and hide stay within 0.1 pt of the engine", arguments: cases)
  func showAndHide(_ c: Case) throws {
    let screen = c.container.screenBounds
    let offscreen = c.keyboard.offsetBy(dx: 0, dy: screen.maxY - c.keyboard.minY)
    let showing = try MotionPlanTests.machine(
      after: .willShow, begin: offscreen, end: c.keyboard, in: c.container)
    let show = KeyboardMotionPlan(for: showing, in: c.container, configuration: c.configuration)
    #expect(
      MotionPlanTests.largestError(show, showing, in: c.container, configuration: c.configuration) <= 0.1)
    #expect(show.bottomOffset.keyTimes.count <= 257)

    var shown = KeyboardStateMachine()
    try shown.show(from: offscreen, to: c.keyboard, at: 0, in: c.container)
    let hiding = try MotionPlanTests.machine(
      after: .willHide, begin: c.keyboard, end: offscreen, from: shown, in: c.container)
    let hide = KeyboardMotionPlan(for: hiding, in: c.container, configuration: c.configuration)
    #expect(
      MotionPlanTests.largestError(hide, hiding, in: c.container, configuration: c.configuration) <= 0.1)
    // Both end where the engine's end layout is.
    #expect(show.finalLayout == showing.targetDockLayout(in: c.container, configuration: c.configuration))
    #expect(hide.finalLayout == hiding.targetDockLayout(in: c.container, configuration: c.configuration))
  }
}
