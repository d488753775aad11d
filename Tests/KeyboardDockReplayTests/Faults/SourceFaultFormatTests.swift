import Foundation
import Testing

@testable import KeyboardDockReplay

/// Source faults in the scenario format and on the command line: written by export, read back
/// the same, and bad values refused with exit status 2, the file, the line and the field.
@Suite("Source faults: format")
struct SourceFaultFormatTests {
  static func scenario(faults: String, conditions: String = "") -> String {
    """
    {
      "format": "kbdock-scenario", "version": 1, "name": "mine",
      "device": {"screen": [0, 0, 390, 844]},
      "container": {"frame": [0, 0, 390, 844], "safeArea": {"bottom": 34}},\(conditions)
      "faults": \(faults),
      "timeline": [
        {"t": 0.25, "type": "show", "frame": [0, 508, 390, 336]},
        {"t": 1.5, "type": "hide"}
      ]
    }
    """
  }

  @Test func faultsAreReadAndWrittenBack() throws {
    let text = Self.scenario(
      faults: #"["guideAtBottom", {"fault": "guideAboveKeyboard", "offset": 45}]"#,
      conditions:
        #"\#n  "conditions": {"system": "iOS 27.0", "faults": ["staleDid", {"fault": "hostEndAhead"}]},"#)
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    #expect(scenario.faults == [.guideAtBottom(), .guideAboveKeyboard(offset: 45)])
    #expect(scenario.conditions?.faults == [.staleDid(), .hostEndAhead()])
    let exported = scenario.jsonText()
    #expect(exported.contains(#""faults": ["staleDid", "hostEndAhead"]"#))
    #expect(
      exported.contains(
        """
          "faults": [
            "guideAtBottom",
            {"fault": "guideAboveKeyboard", "offset": 45}
          ],
        """))
    #expect(try ReplayScenario.decode(Data(exported.utf8)) == scenario)
    // The scenario's faults join its conditions' under every condition it runs.
    let timeline = ReplayTimeline(scenario: scenario, conditions: try #require(scenario.conditions))
    #expect(
      timeline.faults == [.guideAtBottom(), .guideAboveKeyboard(offset: 45), .staleDid(), .hostEndAhead()])
    #expect(try #require(scenario.conditions).label == "0 ms, 120 Hz, iOS 27.0, stale did, host end ahead")
  }

  /// Every fault at every level of the matrix, and one with every parameter, reads back the same;
  /// a fault written by its name alone is its default, the magnitude it had before it took
  /// parameters.
  @Test func parametersAreReadAndWrittenBack() throws {
    let levels = ReplaySourceFault.names.flatMap(ReplaySourceFault.matrixLevels(of:))
    #expect(levels.count == 30)
    var scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    scenario.faults = levels
    #expect(try ReplayScenario.decode(Data(scenario.jsonText().utf8)).faults == levels)
    let text = Self.scenario(
      faults:
        #"[{"fault": "phantomFrameChange", "delay": 0.3, "frame": "floating"}, "#
        + #"{"fault": "spuriousInteractive", "excess": 74, "samples": 2}, "#
        + #"{"fault": "guideAboveKeyboard", "offset": 60, "dismissalOffset": 15}]"#,
      conditions: "")
    #expect(
      try ReplayScenario.decode(Data(text.utf8)).faults == [
        .phantomFrameChange(delay: 0.3, frame: .floating), .spuriousInteractive(excess: 74, samples: 2),
        .guideAboveKeyboard(offset: 60, dismissalOffset: 15),
      ])
    #expect(
      ReplaySourceFault.allFaults == [
        .guideAtBottom(delay: 0.25), .guideAboveKeyboard(offset: 30, dismissalOffset: nil),
        .hostEndAhead(frames: 1), .endFrameEveryTick(share: 1), .staleDid(frames: 1),
        .emptyEndFrames(delay: 0.383), .activationMidMotion(showDelay: 0.01, dragFraction: 0.5),
        .spuriousInteractive(excess: 108.66, samples: 3), .phantomFrameChange(delay: 0.1, frame: .docked),
        .bouncingFrames(bounces: 1),
      ])
    // Every default lies within its documented range, and so does every level.
    #expect((ReplaySourceFault.allFaults + levels).allSatisfy { $0.parameterOutOfRange == nil })
  }

  @Test func anExportedBuiltInWithAFaultRunsIt() throws {
    var scenario = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    scenario.faults = [.guideAtBottom()]
    let directory = try TemporaryDirectory()
    let path = try directory.write(scenario.jsonText(), to: "stuck.json")
    var request = KbdockRequest(.scenarios([path]))
    request.excludesFaults = true
    let outcome = Kbdock.run(request)
    // Every condition now has the guide at the bottom: the fault table lists it under each label.
    #expect(outcome.standardOutput.contains("Source faults:"))
    #expect(outcome.standardOutput.contains("  guide at bottom (15) "))
  }

  static let badFaults: [(String, String)] = [
    (
      #"["guideLies"]"#, #"5: faults[0]: expected one of \#(names), or {"fault": NAME, …}, found "guideLies""#
    ),
    (#"[3]"#, #"5: faults[0]: expected one of \#(names), or {"fault": NAME, …}, found the number 3"#),
    (#""guideAtBottom""#, #"5: faults: expected an array, found the string "guideAtBottom""#),
    (
      #"["staleDid", {"fault": "guideAboveKeyboard", "offset": 0}]"#,
      "5: faults[1].offset: expected an offset from 0.5 to 200 pt, found 0"
    ),
    (
      #"[{"fault": "guideAboveKeyboard", "offset": 1e9}]"#,
      "5: faults[0].offset: expected an offset from 0.5 to 200 pt, found 1000000000"
    ),
    (
      #"[{"fault": "staleDid", "offset": 30}]"#,
      "5: faults[0].offset: expected no offset for staleDid (its parameters: frames), found one"
    ),
    (#"[{"offset": 30}]"#, "5: faults[0].fault: expected a string, found nothing"),
    (
      #"[{"fault": "staleDid", "when": 1}]"#,
      "5: faults[0].when: expected one of the keys fault, offset, dismissalOffset, delay, frames, share, "
        + "showDelay, dragFraction, excess, samples, frame, bounces, found the unknown key \"when\""
    ),
  ]
  static let names = ReplaySourceFault.names.joined(separator: ", ")

  @Test func withoutFaultsIsReadAndWrittenBack() throws {
    let text = Self.scenario(faults: "[]").replacingOccurrences(
      of: #""faults": [],"#, with: #""withoutFaults": ["guideAboveKeyboard", "staleDid"],"#)
    let scenario = try ReplayScenario.decode(Data(text.utf8))
    #expect(scenario.withoutFaults == ["guideAboveKeyboard", "staleDid"])
    let exported = scenario.jsonText()
    #expect(exported.contains(#""withoutFaults": ["guideAboveKeyboard", "staleDid"]"#))
    #expect(try ReplayScenario.decode(Data(exported.utf8)).withoutFaults == scenario.withoutFaults)
  }

  @Test(arguments: [
    (#"["guideLies"]"#, #"5: withoutFaults[0]: expected one of \#(names), found "guideLies""#),
    (#"[{"fault": "staleDid"}]"#, "5: withoutFaults[0]: expected one of \(names), found another value"),
  ])
  func aBadWithoutFaultsExitsWithTwo(value: String, message: String) throws {
    let text = Self.scenario(faults: "[]").replacingOccurrences(
      of: #""faults": [],"#, with: #""withoutFaults": \#(value),"#)
    let directory = try TemporaryDirectory()
    let path = try directory.write(text, to: "bad.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardError == "kbdock: \(path):\(message)\n")
  }

  @Test(arguments: badFaults)
  func aBadFaultExitsWithTwo(faults: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.scenario(faults: faults), to: "bad.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 2)
    #expect(outcome.standardError == "kbdock: \(path):\(message)\n")
    #expect(outcome.standardOutput == "")
  }

  @Test func aBadFaultInTheConditionsNamesItsField() throws {
    let directory = try TemporaryDirectory()
    let text = Self.scenario(
      faults: "[]", conditions: #"\#n  "conditions": {"faults": ["hostEndAhead", "later"]},"#)
    let path = try directory.write(text, to: "bad.json")
    let outcome = Kbdock.run(KbdockRequest(.scenarios([path])))
    #expect(outcome.exitCode == 2)
    #expect(
      outcome.standardError
        == #"kbdock: \#(path):5: conditions.faults[1]: expected one of \#(Self.names), "#
        + #"or {"fault": NAME, …}, found "later""# + "\n")
  }

  @Test func theCommandLineRunsOneFault() {
    var request = KbdockRequest(.run(["iphone-show-hide"]))
    request.faults = ["guideAboveKeyboard:25"]
    let outcome = Kbdock.run(request)
    #expect(
      outcome.standardOutput.hasPrefix(
        "iphone-show-hide — iPhone: keyboard shows, then hides "
          + "(331 frames at 120 fps; guide 25 pt above)\n"))
    #expect(outcome.standardOutput.contains("1 scenario, 1 run, 331 frames."))
  }

  /// `kbdock export NAME --fault …`: the true keyboard (the timeline) and the lies (`faults`),
  /// read back the same.
  @Test func exportWritesTheFaults() throws {
    var request = KbdockRequest(.export("iphone-show-hide"))
    request.faults = ["guideAtBottom", "guideAboveKeyboard:25"]
    let outcome = Kbdock.run(request)
    #expect(outcome.exitCode == 0)
    let scenario = try ReplayScenario.decode(Data(outcome.standardOutput.utf8))
    #expect(scenario.faults == [.guideAtBottom(), .guideAboveKeyboard(offset: 25)])
    var builtIn = try #require(ReplayScenario.builtIn(named: "iphone-show-hide"))
    #expect(scenario != builtIn)
    builtIn.faults = scenario.faults
    #expect(scenario == builtIn)
    request.faults = ["nope"]
    #expect(Kbdock.run(request).exitCode == 2)
  }

  @Test func aFaultOnATraceIsRefused() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(TraceLines.header + "\n" + TraceLines.willShow + "\n", to: "t.jsonl")
    var request = KbdockRequest(.traces([path]))
    request.faults = ["guideAtBottom"]
    #expect(
      Kbdock.run(request)
        == KbdockOutcome(
          exitCode: 2,
          standardError:
            "kbdock: --fault: expected scenarios, found the trace \(path): its records are what its sources "
            + "reported\n"))
  }

  @Test(arguments: [
    ("later", "--fault: expected one of \(names), found \"later\""),
    (
      "guideAboveKeyboard:0",
      "--fault guideAboveKeyboard:0: expected guideAboveKeyboard:KEY=VALUE,… with offset "
        + "from 0.5 to 200 pt, dismissalOffset from 0 to 200 pt"
    ),
    (
      "staleDid:9", "--fault staleDid:9: expected staleDid:KEY=VALUE,… with frames from 1 to 4 frames"
    ),
    (
      "spuriousInteractive:excess=80,samples=2.5",
      "--fault spuriousInteractive:excess=80,samples=2.5: expected spuriousInteractive:KEY=VALUE,… with "
        + "excess from 0.5 to 200 pt, samples from 1 to 6 samples"
    ),
  ])
  func aBadFaultOnTheCommandLineExitsWithTwo(argument: String, message: String) {
    var request = KbdockRequest(.run(["iphone-show-hide"]))
    request.faults = [argument]
    #expect(Kbdock.run(request) == KbdockOutcome(exitCode: 2, standardError: "kbdock: \(message)\n"))
  }
}
