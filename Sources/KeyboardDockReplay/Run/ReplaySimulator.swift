import Foundation
import KeyboardDockCore

/// The per-frame loop: delivers each record to the real keyboard and every strategy at its
/// time, then, at each frame, measures every strategy's bar against where it belongs.
struct ReplaySimulator {
  private let timeline: ReplayTimeline
  private let framesPerSecond: Double
  private let frameCount: Int
  private var keyboard: SimulatedKeyboard
  private var engine: KeyboardDockStrategy
  private var linear: BaselineStrategy
  private var noTracking: BaselineStrategy
  private var hardCoded: BaselineStrategy
  private var metrics = [PlacementMetrics](repeating: PlacementMetrics(), count: 4)
  private var times: [Double] = []
  private var keyboardTops: [Double] = []
  private var restingBottoms: [Double] = []
  private var barHeights: [Double] = []
  private var containerSizes: [CGSize] = []
  private let recordsContainerSizes: Bool
  /// `false` to keep only each frame's time, not the positions the report draws.
  private let recordsFrames: Bool
  private var bottoms: [[Double]] = [[], [], [], []]
  private var violations: [ExpectationViolation] = []

  init(timeline: ReplayTimeline, framesPerSecond: Double, recordsFrames: Bool = true) {
    self.timeline = timeline
    self.recordsFrames = recordsFrames
    let fps =
      framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : Replay.defaultFramesPerSecond
    self.framesPerSecond = fps
    self.frameCount =
      Replay.frameCount(duration: timeline.endTime - timeline.startTime, framesPerSecond: fps) ?? 0
    keyboard = SimulatedKeyboard(container: timeline.container)
    violations = timeline.problems
    engine = KeyboardDockStrategy(timeline: timeline)
    linear = BaselineStrategy(model: .linearCurve, timeline: timeline)
    noTracking = BaselineStrategy(model: .noFrameTracking, timeline: timeline)
    hardCoded = BaselineStrategy(model: .hardCodedSafeArea, timeline: timeline)
    times.reserveCapacity(frameCount)
    guard recordsFrames else {
      recordsContainerSizes = false
      return
    }
    keyboardTops.reserveCapacity(frameCount)
    restingBottoms.reserveCapacity(frameCount)
    if timeline.text != nil { barHeights.reserveCapacity(frameCount) }
    let initialSize = timeline.container.frameInScreen.size
    recordsContainerSizes =
      timeline.traceFile?.changesContainerSize
      ?? timeline.records.contains { record in
        if case .container(_, let container) = record { return container.frameInScreen.size != initialSize }
        return false
      }
    if recordsContainerSizes { containerSizes.reserveCapacity(frameCount) }
    for index in bottoms.indices { bottoms[index].reserveCapacity(frameCount) }
  }

  mutating func run(progress: ((Double) -> Void)?) {
    var records = ReplayRecordCursor(timeline)
    let expectations = timeline.expectations
    let start = timeline.startTime
    var nextExpectation = 0
    // Progress at every tenth of the run, counted down so the loop does no division.
    var tenth = 1
    var nextReport = progress == nil ? Int.max : (frameCount + 9) / 10
    for frame in 0..<frameCount {
      let time = start + Double(frame) / framesPerSecond
      while true {
        let recordTime = records.head?.time ?? .infinity
        let expectationTime =
          nextExpectation < expectations.count ? start + expectations[nextExpectation].time : .infinity
        if recordTime <= time, recordTime <= expectationTime, let record = records.head {
          deliver(record)
          records.advance()
        } else if expectationTime <= time {
          check(expectations[nextExpectation], at: expectationTime)
          nextExpectation += 1
        } else {
          break
        }
      }
      measure(at: time, relativeTime: time - start)
      if frame + 1 == nextReport, let progress {
        progress(Double(frame + 1) / Double(frameCount))
        tenth += 1
        nextReport = tenth < 10 ? (frameCount * tenth + 9) / 10 : Int.max
      }
    }
    // Expectations after the last frame still count.
    while let record = records.head, record.time.isFinite {
      deliver(record)
      records.advance()
    }
    if let failure = records.failure {
      violations.append(
        ExpectationViolation(
          scenario: timeline.name, time: 0, field: "trace", expected: "the file as first read",
          actual: "line \(failure.line): \(failure.message)"))
    }
    while nextExpectation < expectations.count {
      let expectation = expectations[nextExpectation]
      check(expectation, at: start + expectation.time)
      nextExpectation += 1
    }
  }

  @inline(__always)
  private mutating func deliver(_ record: KeyboardTraceRecord) {
    keyboard.receive(record)
    engine.receive(record)
    linear.receive(record)
    noTracking.receive(record)
    hardCoded.receive(record)
  }

  @inline(__always)
  private mutating func measure(at time: Double, relativeTime: Double) {
    let expected = ExpectedPlacement(keyboard: keyboard, at: time, configuration: timeline.dock.configuration)
    let height = Double(keyboard.container.frameInScreen.height)
    times.append(relativeTime)
    let offsets = (
      engine.barOffset(at: time), linear.barOffset(at: time), noTracking.barOffset(at: time),
      hardCoded.barOffset(at: time)
    )
    metrics[0].add(offset: offsets.0, expected: expected.bottomOffset)
    metrics[1].add(offset: offsets.1, expected: expected.bottomOffset)
    metrics[2].add(offset: offsets.2, expected: expected.bottomOffset)
    metrics[3].add(offset: offsets.3, expected: expected.bottomOffset)
    guard recordsFrames else { return }
    keyboardTops.append(height - expected.cover)
    restingBottoms.append(height - expected.restingInset)
    bottoms[0].append(height - offsets.0)
    bottoms[1].append(height - offsets.1)
    bottoms[2].append(height - offsets.2)
    bottoms[3].append(height - offsets.3)
    if timeline.text != nil { barHeights.append(Double(engine.barHeight)) }
    if recordsContainerSizes { containerSizes.append(keyboard.container.frameInScreen.size) }
  }

  private mutating func check(_ expectation: ScenarioExpectation, at time: Double) {
    let layout = engine.layout(at: time)
    let tolerance = expectation.tolerance
    let relative = time - timeline.startTime
    func compare(_ field: String, _ expected: Double?, _ actual: Double?) {
      guard let expected else { return }
      guard let actual else {
        violations.append(
          ExpectationViolation(
            scenario: timeline.name, time: relative, field: field, expected: ReplayFormat.points(expected),
            actual: "nothing (the scenario has no scroll view)"))
        return
      }
      if !(abs(actual - expected) <= tolerance) {
        violations.append(
          ExpectationViolation(
            scenario: timeline.name, time: relative, field: field, expected: ReplayFormat.points(expected),
            actual: ReplayFormat.points(actual)))
      }
    }
    compare("barBottom", expectation.barBottom, Double(layout.bottomOffset))
    compare("overlap", expectation.overlap, Double(layout.keyboardOverlap))
    let scroll = engine.scrollView
    compare(
      "contentInset", expectation.contentInset, scroll.map { Double(ScrollSetUp.visualBottomInset(of: $0)) })
    compare("contentOffset", expectation.contentOffset, scroll.map { Double($0.contentOffset.y) })
    compare("barHeight", expectation.barHeight, Double(engine.barHeight))
    if let phase = expectation.phase {
      let actual = engine.machine.phase(at: time).rawValue
      if actual != phase {
        violations.append(
          ExpectationViolation(
            scenario: timeline.name, time: relative, field: "phase", expected: phase, actual: actual))
      }
    }
  }

  func result() -> ReplayResult {
    let tracks = [
      track(engine, index: 0), track(linear, index: 1), track(noTracking, index: 2),
      track(hardCoded, index: 3),
    ]
    let recording = ReplayRecording(
      name: timeline.name, title: timeline.title, containerSize: timeline.container.frameInScreen.size,
      safeAreaInsets: timeline.container.safeAreaInsets, barHeight: timeline.dock.barHeight,
      framesPerSecond: framesPerSecond, times: times, keyboardTops: keyboardTops, barHeights: barHeights,
      tracks: tracks, marks: timeline.marks, containerSizes: containerSizes, restingBottoms: restingBottoms)
    return ReplayResult(recording: recording, violations: violations, hasScrollView: timeline.scroll != nil)
  }

  /// The track of `strategy`, whose bar bottoms and metrics are at `index`.
  private func track(_ strategy: some PlacementStrategy, index: Int) -> ReplayTrack {
    let metrics = metrics[index]
    var finalInset = 0.0
    var drift = 0.0
    if let scroll = strategy.scrollView {
      finalInset = Double(ScrollSetUp.visualBottomInset(of: scroll))
      let belongs: CGFloat
      if let start = timeline.scroll?.contentOffset {
        let range = scroll.verticalOffsetRange
        belongs = min(max(start, range.lowerBound), range.upperBound)
      } else {
        belongs = ScrollSetUp.newestOffset(of: scroll)
      }
      drift = Double(abs(scroll.contentOffset.y - belongs))
    }
    return ReplayTrack(
      strategy: strategy.name, isBaselineModel: strategy.isBaselineModel, barBottoms: bottoms[index],
      metrics: ReplayMetrics(
        maxGap: metrics.maxGap, maxOverlap: metrics.maxOverlap, framesOutOfPlace: metrics.framesOutOfPlace,
        finalContentInset: finalInset, contentOffsetDrift: drift))
  }
}
