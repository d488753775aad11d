import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// "Measured on the device": the gap and overlap between the measured keyboard and bar, per transition and
/// overall, beside KeyboardDock's simulated figures; a shown record reaches no strategy, and is where
/// the keyboard the strategies are measured against is (the trace's recorded truth).
@Suite("Measured on the device: gap and overlap")
struct MeasuredGapTests {
  @Test(arguments: [
    // bar bottom, keyboard overlap, resting inset, spacing → difference (gap > 0, overlap < 0)
    (336.0, 336.0, 34.0, 0.0, 0.0),
    (205.0, 200.0, 34.0, 0.0, 5.0),
    (328.0, 330.0, 34.0, 0.0, -2.0),
    (34.0, 34.0, 34.0, 0.0, 0.0),  // the layout guide on the safe area: no keyboard
    (40.0, 34.0, 34.0, 8.0, 6.0),  // no spacing without a keyboard above the resting inset
    (34.0, 10.0, 34.0, 0.0, 0.0),  // a keyboard below the safe area: the bar rests
    (30.0, 0.0, 34.0, 0.0, -4.0),
    (350.0, 336.0, 34.0, 8.0, 6.0),  // spacing above a covering keyboard
  ])
  func theBarBelongsAtTheHigherOfTheKeyboardAndTheRestingInset(
    barBottom: Double, overlap: Double, resting: Double, spacing: Double, difference: Double
  ) {
    #expect(
      MeasuredPlacement.difference(
        barBottom: barBottom, keyboardOverlap: overlap, restingInset: resting, keyboardSpacing: spacing)
        == difference)
  }

  /// A show and a hide measured at 8 Hz (exact binary times), then a frame at rest with the bar 12 pt high.
  static let lines = [
    TraceLines.header,
    #"{"t":1,"type":"notification","name":"willChangeFrame","begin":[0,844,390,336],"end":[0,508,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":1.000001,"type":"notification","name":"willShow","begin":[0,844,390,336],"end":[0,508,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":1.000001,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":1.125,"type":"shown","keyboardOverlap":200,"barBottom":205}"#,
    #"{"t":1.25,"type":"shown","keyboardOverlap":330,"barBottom":328}"#,
    #"{"t":1.375,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":1.5,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":1.625,"type":"shown","keyboardOverlap":336,"barBottom":336}"#,
    #"{"t":2,"type":"notification","name":"willHide","begin":[0,508,390,336],"end":[0,844,390,336],"#
      + #""duration":0.25,"curve":7}"#,
    #"{"t":2.125,"type":"shown","keyboardOverlap":300,"barBottom":310}"#,
    #"{"t":2.25,"type":"shown","keyboardOverlap":100,"barBottom":99}"#,
    #"{"t":2.375,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":2.5,"type":"shown","keyboardOverlap":34,"barBottom":34}"#,
    #"{"t":3,"type":"shown","keyboardOverlap":34,"barBottom":46}"#,
  ]
  static let text = lines.joined(separator: "\n") + "\n"

  @Test func perTransitionAndOverall() throws {
    let timeline = ReplayTimeline(trace: try KeyboardTraceParser.parse(Self.text), name: "measured")
    let measurement = try #require(timeline.measurement)
    #expect(measurement.frameCount == 11)
    #expect(measurement.maxGap == 12)
    #expect(measurement.maxOverlap == 2)
    #expect(measurement.startTime == 1)
    #expect(measurement.times.count == 11)
    #expect(measurement.keyboardOverlaps[1] == 200)
    #expect(measurement.barBottoms[1] == 205)
    // The show rests 0.125 s after its last move (1.375), so the frame at 1.625 belongs to no transition;
    // the frame at 3 comes after the hide has rested.
    #expect(
      measurement.transitions == [
        ReplayMeasuredTransition(
          time: 1, name: "willShow", end: 1.5, frameCount: 5, maxGap: 5, maxOverlap: 2),
        ReplayMeasuredTransition(
          time: 2, name: "willHide", end: 2.5, frameCount: 4, maxGap: 10, maxOverlap: 1),
      ])
  }

  @Test func aStreamedTraceMeasuresTheSame() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.text, to: "measured.jsonl")
    let streamed = try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: "measured")
    let whole = ReplayTimeline(trace: try KeyboardTraceParser.parse(Self.text), name: "measured")
    #expect(streamed.measurement == whole.measurement)
    #expect(streamed.measurement != nil)
  }

  @Test func aTraceWithoutShownRecordsMeasuresNothing() throws {
    let text = [TraceLines.header, TraceLines.willShow].joined(separator: "\n")
    #expect(ReplayTimeline(trace: try KeyboardTraceParser.parse(text), name: "t").measurement == nil)
  }

  @Test func shownRecordsReachNoStrategyAndAreTheKeyboard() throws {
    // Given the same inputs with and without measurements
    let measured = try KeyboardTraceParser.parse(Self.text)
    var plain = measured
    plain.records.removeAll { if case .shown = $0 { true } else { false } }
    // When both replay, whole and streamed
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.text, to: "measured.jsonl")
    let runs = [
      Replay.run(timeline: ReplayTimeline(trace: measured, name: "t"), conditions: .ideal),
      Replay.run(
        timeline: try ReplayTimeline(traceFile: URL(fileURLWithPath: path), name: "t"),
        conditions: ReplayConditions(commitLatency: 0.016)),
    ]
    let references = [
      Replay.run(timeline: ReplayTimeline(trace: plain, name: "t"), conditions: .ideal),
      Replay.run(
        timeline: ReplayTimeline(trace: plain, name: "t"),
        conditions: ReplayConditions(commitLatency: 0.016)),
    ]
    // Then every strategy does exactly the same, frame by frame, and the keyboard they are measured
    // against is where the shown records put it: the trace's recorded truth, from the first one on
    for (run, reference) in zip(runs, references) {
      let frames = reference.recording.times.count
      #expect(run.recording.times.count > frames)  // the measured frames go on until t = 3
      for (track, other) in zip(run.recording.tracks, reference.recording.tracks) {
        #expect(Array(track.barBottoms.prefix(frames)) == other.barBottoms)
      }
      let measurement = try #require(run.recording.measurement)
      #expect(reference.recording.measurement == nil)
      for (index, time) in run.recording.times.enumerated() {
        let at = measurement.startTime + time
        guard let latest = measurement.times.lastIndex(where: { $0 <= at + 1e-6 }) else { continue }
        // The guide never reads below the 34-pt safe area: 34 pt is no keyboard.
        let overlap = measurement.keyboardOverlaps[latest]
        #expect(run.recording.keyboardTops[index] == 844 - (overlap > 34.01 ? overlap : 0), "\(time)")
      }
      // The 200-pt reading at 1.125 s, on the 120 Hz frame from then on.
      let frame = try #require(run.recording.times.firstIndex { $0 >= 0.125 - 1e-6 })
      #expect(run.recording.keyboardTops[frame] == 644)
    }
  }

  // MARK: Beside the simulation

  /// A recording of four frames at 10 Hz in a 844-pt container resting at 34 pt.
  static func recording(bottoms: [Double], keyboardTops: [Double]) -> ReplayRecording {
    ReplayRecording(
      name: "r", title: "r", containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: DockEdgeInsets(bottom: 34), barHeight: 52, framesPerSecond: 10,
      times: [0, 0.1, 0.2, 0.3],
      keyboardTops: keyboardTops,
      tracks: [
        ReplayTrack(
          strategy: "KeyboardDock", isBaselineModel: false, barBottoms: bottoms,
          metrics: ReplayMetrics(
            maxGap: 7, maxOverlap: 3, framesOutOfPlace: 2, finalContentInset: 0, contentOffsetDrift: 0))
      ],
      restingBottoms: [810, 810, 810, 810],
      measurement: ReplayMeasurement(
        times: [10, 10.1], keyboardOverlaps: [34, 336], barBottoms: [34, 340], frameCount: 2, maxGap: 4,
        maxOverlap: 0,
        transitions: [
          ReplayMeasuredTransition(
            time: 10, name: "willShow", end: 10.1, frameCount: 2, maxGap: 4, maxOverlap: 0),
          ReplayMeasuredTransition(
            time: 10.2, name: "willHide", end: 10.3, frameCount: 0, maxGap: 0, maxOverlap: 0),
        ],
        startTime: 10))
  }

  @Test func theSimulatedFigureIsReadFromTheSameFrames() throws {
    // KeyboardDock's bar: on the keyboard, 7 pt above it, 3 pt below it, then resting 1 pt low.
    let recording = Self.recording(bottoms: [810, 501, 511, 811], keyboardTops: [844, 508, 508, 844])
    let comparison = try #require(ReplayMeasuredComparison(recording))
    #expect(comparison.measured == ReplayMeasuredComparison.Figures(maxGap: 4, maxOverlap: 0))
    #expect(comparison.frameCount == 2)
    #expect(comparison.simulated == ReplayMeasuredComparison.Figures(maxGap: 7, maxOverlap: 3))
    #expect(
      comparison.transitions.map(\.simulated) == [
        ReplayMeasuredComparison.Figures(maxGap: 7, maxOverlap: 0),
        ReplayMeasuredComparison.Figures(maxGap: 0, maxOverlap: 3),
      ])
  }

  @Test func withoutRecordedFramesThereIsNoSimulatedFigurePerTransition() throws {
    var recording = Self.recording(bottoms: [810, 501, 511, 811], keyboardTops: [844, 508, 508, 844])
    recording.keyboardTops = []
    recording.restingBottoms = []
    let comparison = try #require(ReplayMeasuredComparison(recording))
    #expect(comparison.transitions.map(\.simulated) == [nil, nil])
    recording.measurement = nil
    #expect(ReplayMeasuredComparison(recording) == nil)
  }

  // MARK: Output

  @Test func theTableAndTheJSONAddTheMeasuredRows() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.text, to: "measured.jsonl")
    let table = Kbdock.run(KbdockRequest(.traces([path])))
    #expect(table.exitCode == 0)
    let lines = table.standardOutput.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("  measured on the device") })
    #expect(lines[header].hasSuffix("max gap  max overlap  frames   simulated max gap  max overlap"))
    #expect(lines[header + 1].hasPrefix("    overall "))
    #expect(lines[header + 1].contains(" 12.0 pt       2.0 pt      11 "))
    #expect(lines[header + 2].hasPrefix("    willShow at 0.0 s "))
    #expect(lines[header + 2].contains("  5.0 pt       2.0 pt       5 "))
    #expect(lines[header + 3].hasPrefix("    willHide at 1.0 s "))
    #expect(lines[header + 3].contains(" 10.0 pt       1.0 pt       4 "))

    let json = Kbdock.run(KbdockRequest(.traces([path]), printsJSON: true))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let scenario = try #require((root["scenarios"] as? [[String: Any]])?.first)
    let measured = try #require(scenario["measured"] as? [String: Any])
    #expect(measured["maxGap"] as? Double == 12)
    #expect(measured["maxOverlap"] as? Double == 2)
    #expect(measured["frames"] as? Double == 11)
    #expect(measured["simulated"] is [String: Any])
    let transitions = try #require(measured["transitions"] as? [[String: Any]])
    #expect(transitions.map { $0["t"] as? Double } == [1, 2])
    #expect(transitions.map { $0["name"] as? String } == ["willShow", "willHide"])
    #expect(transitions.map { $0["maxGap"] as? Double } == [5, 10])
    #expect(transitions.map { $0["maxOverlap"] as? Double } == [2, 1])
    #expect(transitions.allSatisfy { $0["simulated"] is [String: Any] })
  }

  @Test func aTraceWithoutMeasurementsHasNoMeasuredRows() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      [TraceLines.header, TraceLines.willShow].joined(separator: "\n"), to: "t.jsonl")
    #expect(!Kbdock.run(KbdockRequest(.traces([path]))).standardOutput.contains("measured on the device"))
    #expect(
      !Kbdock.run(KbdockRequest(.traces([path]), printsJSON: true)).standardOutput.contains("\"measured\""))
  }
}
