import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockReplay

/// Drags that passed before issue 42 and must keep passing, under the whole default matrix.
///
/// Device timing and every source fault: a small phone's keyboard dragged to the screen's edge,
/// and a landscape drag dismissal. The same small-phone drag written as samples is the built-in
/// `drag-written-as-samples`.
@Suite("Scenario: drags to the screen's edge and in landscape, under the default matrix")
struct DragRegressionTests {
  static let scenarios: [String: String] = [
    // iPhone SE: 375 × 667 pt at 2×, no bottom safe area, a 260-pt keyboard; the finger goes from
    // 300 pt to the screen's bottom edge in 0.5 s. At 1.6 s it is at 300 + 367 × 0.7 = 556.9 pt,
    // 557 on the 2× grid: 110 pt of the keyboard still on screen.
    "small-phone": #"""
    {"format":"kbdock-scenario","version":1,"name":"small-phone-drag-to-edge",
    "device":{"model":"iPhone SE","screen":[0,0,375,667],"scale":2},"container":{"frame":[0,0,375,667],
    "safeArea":{"top":20}},"scroll":{"contentHeight":2000,"contentInset":{"bottom":10}},
    "timeline":[{"t":0.25,"type":"show","frame":[0,407,375,260]},
    {"t":1.25,"type":"drag","fromY":300,"toY":667,"duration":0.5}],
    "expectations":[{"t":1.6,"barBottom":110,"phase":"interactive"},
    {"t":2.5,"barBottom":0,"overlap":0,"contentInset":62,"phase":"hidden"}]}
    """#,
    // iPhone 15 in landscape: a 209-pt keyboard beside the home indicator's 21 pt; the finger
    // goes from 100 pt to the bottom edge in 0.4 s. At 1.5 s it is at 100 + 290 × 0.625 =
    // 281.25 pt, 281.33 on the 3× grid.
    "landscape": #"""
    {"format":"kbdock-scenario","version":1,"name":"landscape-drag-dismissal",
    "device":{"model":"iPhone 15","screen":[0,0,844,390],"scale":3},"container":{"frame":[0,0,844,390],
    "safeArea":{"left":47,"bottom":21,"right":47}},
    "scroll":{"contentHeight":2000,"contentInset":{"bottom":10}},
    "timeline":[{"t":0.25,"type":"show","frame":[0,181,844,209]},
    {"t":1.25,"type":"drag","fromY":100,"toY":390,"duration":0.4}],
    "expectations":[{"t":1.5,"barBottom":108.67,"phase":"interactive"},
    {"t":2.5,"barBottom":21,"overlap":0,"contentInset":62,"phase":"hidden"}]}
    """#,
  ]

  @Test(arguments: scenarios.keys.sorted())
  func theBarRidesTheDraggedKeyboard(name: String) throws {
    let scenario = try ReplayScenario.decode(Data(try #require(Self.scenarios[name]).utf8))
    let conditions = Replay.conditions(for: scenario)
    // The 15 device conditions and each level of every fault that changes the scenario.
    #expect(conditions.count == 38)
    let result = Replay.run(scenario: scenario, under: conditions)
    #expect(result.violations.isEmpty, "\(result.violations)")
    let keyboardDock = try #require(result.keyboardDock)
    #expect(keyboardDock.maxGap < 0.05)
    #expect(keyboardDock.maxOverlap < 0.05)
  }
}
