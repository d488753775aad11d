import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// The scenario `panel` event: what UIKit sends for an input-view swap, its JSON, and the built-in
/// scenario in which a same-height swap keeps the bar still.
@Suite("Scenario: a panel in the keyboard's place")
struct PanelEventTests {
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let compact = CGRect(x: 0, y: 553, width: 390, height: 291)

  static func notifications(_ timeline: [ScenarioEvent]) -> [KeyboardNotification] {
    let scenario = ReplayScenario(
      name: "t", title: "t", device: ScenarioDevices.iPhone, container: ScenarioDevices.iPhoneContainer,
      timeline: timeline)
    return ReplayTimeline(scenario: scenario).records.compactMap { record in
      if case .notification(let note) = record { note } else { nil }
    }
  }

  /// Kind, begin and end of each notification from `index` on, as `willShow 508→508`.
  static func describe(_ notes: [KeyboardNotification], from index: Int) -> [String] {
    notes[index...].map { note in
      let begin = note.beginFrame.map { "\(Int($0.minY))+\(Int($0.height))" } ?? "-"
      let end = note.endFrame.map { "\(Int($0.minY))+\(Int($0.height))" } ?? "-"
      return "\(ReplayFormat.seconds(note.timestamp)) \(note.kind.rawValue) \(begin)→\(end)"
    }
  }

  @Test("A panel as tall as the keyboard: the full show sequence with begin == end")
  func sameHeight() {
    let notes = Self.notifications([
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.keyboard))),
      ScenarioEvent(1.25, .panel(height: 336)),
    ])
    #expect(
      Self.describe(notes, from: 4) == [
        "1.25 willChangeFrame 508+336→508+336", "1.25 willShow 508+336→508+336",
        "1.75 didChangeFrame 508+336→508+336", "1.75 didShow 508+336→508+336",
      ])
    #expect(notes[5].duration == 0.25 && notes[5].curve == 7 && notes[5].isLocal == true)
  }

  @Test("A panel of another height: a height change from the keyboard's frame")
  func otherHeight() {
    let notes = Self.notifications([
      ScenarioEvent(0.25, .show(ScenarioKeyboardMove(frame: Self.compact))),
      ScenarioEvent(1.25, .panel(height: 336)),
    ])
    #expect(
      Self.describe(notes, from: 4) == [
        "1.25 willChangeFrame 553+291→508+336", "1.25 willShow 553+291→508+336",
        "1.75 didChangeFrame 553+291→508+336", "1.75 didShow 553+291→508+336",
      ])
  }

  @Test("A panel with no keyboard up slides in from below the screen")
  func fromHidden() {
    let notes = Self.notifications([ScenarioEvent(0.25, .panel(height: 300))])
    #expect(
      Self.describe(notes, from: 0) == [
        "0.25 willChangeFrame 844+300→544+300", "0.25 willShow 844+300→544+300",
        "0.75 didChangeFrame 844+300→544+300", "0.75 didShow 844+300→544+300",
      ])
    #expect(notes[1].endFrame?.width == 390)
  }

  @Test("After a rotation the panel spans the new screen")
  func landscape() {
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    let notes = Self.notifications([
      ScenarioEvent(
        0.25,
        .container(
          ScenarioContainer(frame: landscape, safeArea: DockEdgeInsets(bottom: 21)), screen: landscape)
      ),
      ScenarioEvent(0.5, .panel(height: 209)),
    ])
    #expect(notes[1].endFrame == CGRect(x: 0, y: 181, width: 844, height: 209))
  }

  static let scenario = """
    {
      "format": "kbdock-scenario", "version": 1, "name": "mine",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.25, "type": "panel", "height": 336}
      ]
    }
    """

  @Test("The JSON event reads and writes `height`")
  func json() throws {
    let decoded = try ReplayScenario.decode(Data(Self.scenario.utf8))
    #expect(decoded.timeline[1].action == .panel(height: 336))
    #expect(decoded.jsonText().contains(#"{"t": 1.25, "type": "panel", "height": 336}"#))
    #expect(try ReplayScenario.decode(Data(decoded.jsonText().utf8)) == decoded)
  }

  /// The start of every range message for the panel at `timeline[index]`.
  static func expected(_ index: Int) -> String {
    "line 7: timeline[\(index)].height: expected a panel height above 0 and at most the screen's "
  }

  @Test(
    "A height that is missing, not a number, not above 0 or taller than the screen is refused",
    arguments: [
      (#", "height": 336"#, "", expected(1) + "844 pt, found nothing"),
      (
        #""height": 336"#, #""hieght": 336"#,
        "line 7: timeline[1].hieght: expected a known key (did you mean \"height\"?), "
          + "found the unknown key \"hieght\""
      ),
      (
        #""height": 336"#, #""height": "336""#,
        "line 7: timeline[1].height: expected a number, found the string \"336\""
      ),
      (#""height": 336"#, #""height": 0"#, expected(1) + "844 pt, found 0"),
      (#""height": 336"#, #""height": -336"#, expected(1) + "844 pt, found -336"),
      (#""height": 336"#, #""height": 844.5"#, expected(1) + "844 pt, found 844.5"),
      (
        #"{"t": 1.25, "type": "panel", "height": 336}"#,
        #"{"t": 1.0, "type": "container", "screen": [0, 0, 844, 390]}, "#
          + #"{"t": 1.25, "type": "panel", "height": 391}"#,
        expected(2) + "390 pt, found 391"
      ),
    ])
  func refused(old: String, new: String, message: String) {
    let text = Self.scenario.replacingOccurrences(of: old, with: new)
    #expect(throws: KeyboardTraceError.self) { try ReplayScenario.decode(Data(text.utf8)) }
    do {
      _ = try ReplayScenario.decode(Data(text.utf8))
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test("The built-in panel swap keeps KeyboardDock's bar still while the panel replaces the keyboard")
  func builtInKeepsTheBarStill() throws {
    let scenario = try #require(ReplayScenario.builtIn(named: "panel-swap"))
    let result = Replay.run(scenario: scenario, under: deviceConditions(for: scenario))
    #expect(result.runs.count == 15)
    #expect(result.violations.isEmpty)
    for run in result.runs {
      let recording = run.recording
      let bar = recording.tracks[0].barBottoms
      // From the keyboard at rest (1.0 s) through the panel (1.25 s) and back (2.25 s), until the hide.
      let still = recording.times.indices.filter { recording.times[$0] >= 1.0 && recording.times[$0] < 3.0 }
      #expect(!still.isEmpty)
      // The bar's bottom stays on the keyboard's top, 844 − 336 = 508, on every frame; a floating
      // bar its gap above it.
      let top = 508 - (recording.conditions?.floatingBarGap ?? 0)
      let moved = still.filter { bar[$0] != top || recording.keyboardTops[$0] != 508 }
      #expect(moved.isEmpty, "\(recording.conditions.map { "\($0)" } ?? ""): moved at \(moved.prefix(3))")
    }
  }
}
