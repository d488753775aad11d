import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The per-frame loop: hands each record to every strategy when the main thread handles it and
/// to the real keyboard when its turn commits, runs display-link callbacks on the frames the
/// main thread gets, then, at each display frame, measures what every strategy shows against
/// where the bar belongs.
struct ReplaySimulator {
  /// The number of strategies, in track order.
  static let strategyCount = 7

  private let timeline: ReplayTimeline
  private let conditions: ReplayConditions
  private let framesPerSecond: Double
  private let frameCount: Int
  private var keyboard: SimulatedKeyboard
  private var engine: KeyboardDockStrategy
  private var displayLink: EngineBaselineStrategy
  private var blended: EngineBaselineStrategy
  private var handler: BaselineStrategy
  private var linear: BaselineStrategy
  private var noTracking: BaselineStrategy
  private var hardCoded: BaselineStrategy
  private var bars: [BarLayer]
  private var callbacks = [Int](repeating: 0, count: strategyCount)
  /// Whether the last record handled left its run-loop turn open (it was not an `endTurn`).
  private var runLoopTurnOpen = false
  /// When the strategies last met a drag's release (a *will*, or a spring back): a pan that ends
  /// at that instant is over from then on.
  private var lastRelease = -Double.infinity
  private var metrics = [PlacementMetrics](repeating: PlacementMetrics(), count: strategyCount)
  private var times: [Double] = []
  private var keyboardTops: [Double] = []
  private var restingBottoms: [Double] = []
  private var barHeights: [Double] = []
  private var containerSizes: [CGSize] = []
  private let recordsContainerSizes: Bool
  /// `false` to keep only each frame's time, not the positions the report draws.
  private let recordsFrames: Bool
  private var bottoms = [[Double]](repeating: [], count: strategyCount)
  /// What a trace measured on the device, when the timeline states no truth of its own: the
  /// keyboard is where its `shown` records put it, from the first one on.
  private let measured: ReplayMeasurement?
  /// The next measured frame to look at.
  private var measuredIndex = 0
  private var violations: [ExpectationViolation] = []
  /// Where the verdict accepts that KeyboardDock cannot know where the keyboard is.
  private let unknowable: ReplayUnknowable

  init(timeline original: ReplayTimeline, conditions: ReplayConditions, recordsFrames: Bool = true) {
    let timeline = conditions.floatingBar(original)
    self.timeline = timeline
    self.conditions = conditions
    self.recordsFrames = recordsFrames
    let fps =
      conditions.frameRate.isFinite && conditions.frameRate > 0
      ? conditions.frameRate : Replay.defaultFramesPerSecond
    self.framesPerSecond = fps
    self.frameCount =
      Replay.frameCount(duration: timeline.endTime - timeline.startTime, framesPerSecond: fps) ?? 0
    keyboard = SimulatedKeyboard(container: timeline.container, physics: conditions.keyboardPhysics)
    keyboard.framesInWindow = timeline.framesInWindow
    keyboard.statesTruth = timeline.statesTruth
    measured = timeline.statesTruth ? nil : timeline.measurement.flatMap { $0.times.isEmpty ? nil : $0 }
    violations = timeline.problems
    let latency = ([conditions.commitLatency] + conditions.commitLatencies).max() ?? 0
    unknowable = ReplayUnknowable(timeline: timeline, release: latency + 1 / fps)
    let system = (conditions.system ?? timeline.system).flatMap(SystemVersion.init(parsing:))
    // The cross-fade is an accessibility setting an app reads (`UIAccessibility`).
    let crossFade = conditions.crossFade
    engine = KeyboardDockStrategy(timeline: timeline, system: system, prefersCrossFade: crossFade)
    displayLink = EngineBaselineStrategy(
      model: .displayLink, timeline: timeline, system: system, prefersCrossFade: crossFade)
    blended = EngineBaselineStrategy(
      model: .blendedPlan, timeline: timeline, system: system, prefersCrossFade: crossFade)
    handler = BaselineStrategy(model: .handlerAnimation, timeline: timeline)
    linear = BaselineStrategy(model: .linearCurve, timeline: timeline)
    noTracking = BaselineStrategy(model: .noFrameTracking, timeline: timeline)
    hardCoded = BaselineStrategy(model: .hardCodedSafeArea, timeline: timeline)
    bars = [
      BarLayer(offset: engine.initialOffset), BarLayer(offset: displayLink.initialOffset),
      BarLayer(offset: blended.initialOffset), BarLayer(offset: handler.initialOffset),
      BarLayer(offset: linear.initialOffset),
      BarLayer(offset: noTracking.initialOffset), BarLayer(offset: hardCoded.initialOffset),
    ]
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
    var schedule = MainThreadSchedule(timeline: timeline, conditions: conditions)
    let expectations = timeline.expectations
    let start = timeline.startTime
    // Progress at every tenth of the run, counted down so the loop does no division.
    var tenth = 1
    var nextReport = progress == nil ? Int.max : (frameCount + 9) / 10
    var state = DeliveryState()
    for frame in 0..<frameCount {
      let time = start + Double(frame) / framesPerSecond
      deliver(through: time, schedule: &schedule, expectations: expectations, state: &state)
      if !schedule.isBusy(at: time) {
        runDisplayLinks(at: time, target: start + Double(frame + 1) / framesPerSecond)
      }
      measure(at: time, relativeTime: time - start)
      if frame + 1 == nextReport, let progress {
        progress(Double(frame + 1) / Double(frameCount))
        tenth += 1
        nextReport = tenth < 10 ? (frameCount * tenth + 9) / 10 : Int.max
      }
    }
    // Expectations after the last frame still count.
    deliver(through: .infinity, schedule: &schedule, expectations: expectations, state: &state)
    if let failure = schedule.failure {
      violations.append(
        ExpectationViolation(
          scenario: timeline.name, time: 0, field: "trace", expected: "the file as first read",
          actual: "line \(failure.line): \(failure.message)"))
    }
  }

  /// How far delivery has got: the next record for the strategies, for the keyboard, and the
  /// next expectation.
  private struct DeliveryState {
    var record = 0
    var keyboard = 0
    var expectation = 0
    /// When KeyboardDock next reads a commit off its bar's layer, if it waits for one.
    var commitRead: Double?
  }

  /// How long after a commit the main thread's next turn reads it off the layer and commits
  /// again: 1 ms.
  static let commitReadDelay = 0.001

  /// Delivers, in time order, every record handled, every turn committed and every expectation
  /// due at or before `time`.
  ///
  /// A record or commit within ``BarLayer/sameInstant`` after `time` is due at `time` too, for the
  /// strategies and the keyboard alike: a time computed two ways (a hitch's end, a frame's) is the
  /// same instant.
  private mutating func deliver(
    through time: Double, schedule: inout MainThreadSchedule, expectations: [ScenarioExpectation],
    state: inout DeliveryState
  ) {
    let start = timeline.startTime
    while true {
      let handled = schedule.entry(state.record)
      let committed = schedule.entry(state.keyboard)
      let recordTime = handled?.record.time ?? .infinity
      let commitTime = committed?.commit ?? .infinity
      let expectationTime =
        state.expectation < expectations.count ? start + expectations[state.expectation].time : .infinity
      let readTime = state.commitRead ?? .infinity
      if let committed, commitTime <= time + BarLayer.sameInstant, commitTime <= recordTime,
        commitTime <= expectationTime, commitTime <= readTime
      {
        // A lie reaches the strategies only; the keyboard moves as it really does, by the
        // scenario's truth channel where it states one.
        if case .truth(let truth) = committed.audience, case .sample(let at, let frame) = committed.record {
          keyboard.apply(truth, frame: frame, at: at, commit: commitTime)
        } else if committed.audience.reachesKeyboard {
          keyboard.receive(committed.record, commit: commitTime)
        }
        state.keyboard += 1
      } else if state.commitRead != nil, readTime <= time, readTime <= recordTime, readTime <= expectationTime
      {
        state.commitRead = nil
        bars[0].beginTurn(at: readTime, commit: readTime)
        engine.readCommit(at: readTime, bar: &bars[0])
      } else if let handled, recordTime <= time + BarLayer.sameInstant, recordTime <= expectationTime {
        // The release: the keyboard springs back, or a *will* takes it, and the pan is over.
        if Self.releases(handled) { lastRelease = handled.record.time }
        // What really happened but no source reported reaches the keyboard only.
        if handled.audience.reachesStrategies { handle(handled.record, commit: handled.commit) }
        state.record += 1
        if case .endTurn = handled.record, engine.awaitsCommitRead {
          state.commitRead = handled.commit + Self.commitReadDelay
        }
      } else if state.expectation < expectations.count, expectationTime <= time {
        check(expectations[state.expectation], at: expectationTime)
        state.expectation += 1
      } else {
        break
      }
      schedule.release(below: min(state.record, state.keyboard))
    }
  }

  /// The main thread handles `record`: every strategy gets it, its changes committing at
  /// `commit`.
  @inline(__always)
  private mutating func handle(_ record: KeyboardTraceRecord, commit: Double) {
    let time = record.time
    let animation = uikitAnimation(for: record)
    // A fact the condition withholds is one the app cannot read (`ReplayConditions.unknownFacts`).
    let knowsPan = !conditions.unknownFacts.contains(.pan)
    let knowsResponder = !conditions.unknownFacts.contains(.responder)
    let context = HandlerContext(
      reading: reading(of: animation, for: record),
      isPanActive: knowsPan ? timeline.pans.map { pans in pans.contains { self.pans($0, at: time) } } : nil,
      hasTextInputResponder: knowsResponder ? timeline.responders?.exists(at: time) : nil,
      touch: knowsPan ? touch(at: time) : nil, unknownFacts: conditions.unknownFacts)
    for index in bars.indices {
      bars[index].beginTurn(
        at: time, commit: commit, animation: animation, continuesRunLoopTurn: runLoopTurnOpen)
    }
    if case .endTurn = record { runLoopTurnOpen = false } else { runLoopTurnOpen = true }
    engine.receive(record, context: context, bar: &bars[0])
    displayLink.receive(record, context: context, bar: &bars[1])
    blended.receive(record, context: context, bar: &bars[2], following: displayLink)
    handler.receive(record, context: context, bar: &bars[3])
    linear.receive(record, context: context, bar: &bars[4])
    noTracking.receive(record, context: context, bar: &bars[5])
    hardCoded.receive(record, context: context, bar: &bars[6])
  }

  /// Whether the finger pans at `time`.
  ///
  /// From the drag's start until its release, where UIKit ends the pan at the finger's lift, in
  /// the release's turn, before its *will* or spring back. At the release's instant, what comes
  /// before them (the drag's last frame) is in the pan.
  private func pans(_ pan: ClosedRange<Double>, at time: Double) -> Bool {
    pan.lowerBound <= time && (time < pan.upperBound || (time == pan.upperBound && lastRelease < time))
  }

  /// Whether `entry` releases a drag: a *will* notification, or the keyboard's spring back.
  private static func releases(_ entry: MainThreadSchedule.Entry) -> Bool {
    if case .truth(.springsBack) = entry.audience { return true }
    if case .notification(let note) = entry.record { return note.kind.isWill }
    return false
  }

  /// Where the finger touches at `time` during a pan: its latest position in the pan.
  private func touch(at time: Double) -> CGPoint? {
    guard let pan = timeline.pans?.first(where: { pans($0, at: time) }) else { return nil }
    return timeline.touches.last { $0.time <= time && $0.time >= pan.lowerBound }?.point
  }

  /// The animation UIKit gives a view moved while the main thread handles `record`: the
  /// keyboard's own, inside a *will* notification's animation block; none under a cross-fade or a
  /// zero duration, and none outside such a handler.
  private func uikitAnimation(for record: KeyboardTraceRecord) -> BarLayer.UIKitAnimation? {
    guard case .notification(let notification) = record, notification.kind.isWill, !conditions.crossFade
    else { return nil }
    let curve = KeyboardMotionCurve(
      duration: notification.duration ?? 0.25, rawCurve: notification.curve ?? 7,
      spring: conditions.keyboardSpring)
    guard curve.length > 0 else { return nil }
    return BarLayer.UIKitAnimation(curve: curve, interruptions: conditions.interruptions)
  }

  /// What an app reads off a view it moved in the handler: the animation, unless the device's
  /// probe reads nothing.
  private func reading(of animation: BarLayer.UIKitAnimation?, for record: KeyboardTraceRecord)
    -> KeyboardAnimationReading
  {
    guard let animation else { return .notAnimated }
    guard conditions.probe, let timing = animation.curve.observedTiming else { return .unreadable }
    return .animated(
      KeyboardObservedAnimation(timing: timing, isAdditive: animation.interruptions == .additive, speed: 1))
  }

  /// The display-link callbacks of a frame the main thread gets.
  @inline(__always)
  private mutating func runDisplayLinks(at time: Double, target: Double) {
    if let offset = engine.displayLinkFrame(targetTime: target) { link(0, offset, at: time, target: target) }
    if let offset = displayLink.displayLinkFrame(targetTime: target) {
      link(1, offset, at: time, target: target)
    }
    if let offset = blended.displayLinkFrame(targetTime: target) { link(2, offset, at: time, target: target) }
  }

  private mutating func link(_ index: Int, _ offset: Double, at time: Double, target: Double) {
    callbacks[index] += 1
    bars[index].beginTurn(at: time, commit: time)
    bars[index].place(offset, fromFrameAt: target)
  }

  @inline(__always)
  private mutating func measure(at time: Double, relativeTime: Double) {
    let expected = expectedPlacement(at: time)
    let height = Double(keyboard.container.frameInScreen.height)
    times.append(relativeTime)
    // A documented unknowable excuses KeyboardDock within its bound, and only KeyboardDock.
    let allowance = unknowable.isEmpty ? 0 : unknowable.bound(at: time)
    for index in bars.indices {
      let offset = bars[index].presented(at: time)
      metrics[index].add(
        offset: offset, expected: expected.bottomOffset, allowance: index == 0 ? allowance : 0)
      if recordsFrames { bottoms[index].append(height - offset) }
    }
    guard recordsFrames else { return }
    keyboardTops.append(height - expected.cover)
    restingBottoms.append(height - expected.restingInset)
    if timeline.text != nil { barHeights.append(Double(engine.barHeight)) }
    if recordsContainerSizes { containerSizes.append(keyboard.container.frameInScreen.size) }
  }

  /// Where the bar belongs at `time`: on the simulated keyboard, or, for a trace that measured
  /// it, on the keyboard its latest `shown` record at or before `time` measured (its recorded
  /// truth), from the first one on.
  private mutating func expectedPlacement(at time: Double) -> ExpectedPlacement {
    let configuration = timeline.dock.configuration
    guard let measured else {
      return ExpectedPlacement(keyboard: keyboard, at: time, configuration: configuration)
    }
    let times = measured.times
    while measuredIndex < times.count, times[measuredIndex] <= time + BarLayer.sameInstant {
      measuredIndex += 1
    }
    guard measuredIndex > 0, measuredIndex - 1 < measured.keyboardOverlaps.count else {
      return ExpectedPlacement(keyboard: keyboard, at: time, configuration: configuration)
    }
    return ExpectedPlacement(
      measuredOverlap: measured.keyboardOverlaps[measuredIndex - 1], container: keyboard.container,
      configuration: configuration)
  }

  /// Checks what KeyboardDock shows at `time`: the bar as presented then, what the driver
  /// believes the keyboard covers and its phase then, and the scroll view and bar height as the
  /// main thread last set them.
  private mutating func check(_ expectation: ScenarioExpectation, at time: Double) {
    let layout = engine.layout(at: time)
    // Within a documented unknowable, where the keyboard is and whether a drag holds it are what
    // KeyboardDock cannot know: positions within its bound hold, and so does either drag phase.
    let allowance = unknowable.bound(at: time)
    let tolerance = expectation.tolerance + allowance
    let relative = time - timeline.startTime
    func compare(_ field: String, _ expected: Double?, _ actual: Double?) {
      guard let expected else { return }
      guard let actual else {
        violations.append(
          violation(
            at: relative, field: field, expected: ReplayFormat.points(expected),
            actual: "nothing (the scenario has no scroll view)"))
        return
      }
      if !(abs(actual - expected) <= tolerance) {
        violations.append(
          violation(
            at: relative, field: field, expected: ReplayFormat.points(expected),
            actual: ReplayFormat.points(actual)))
      }
    }
    compare("barBottom", expectation.barBottom, bars[0].presented(at: time))
    compare("overlap", expectation.overlap, Double(layout.keyboardOverlap))
    let scroll = engine.scrollView
    compare(
      "contentInset", expectation.contentInset, scroll.map { Double(ScrollSetUp.visualBottomInset(of: $0)) })
    compare("contentOffset", expectation.contentOffset, scroll.map { Double($0.contentOffset.y) })
    compare("barHeight", expectation.barHeight, Double(engine.barHeight))
    if let phase = expectation.phase {
      let actual = engine.driver.phase(at: time).rawValue
      let dragPhases: Set = [KeyboardPhase.shown.rawValue, KeyboardPhase.interactive.rawValue]
      let excused = allowance > 0 && dragPhases.contains(actual) && dragPhases.contains(phase)
      if actual != phase, !excused {
        violations.append(violation(at: relative, field: "phase", expected: phase, actual: actual))
      }
    }
  }

  private func violation(at time: Double, field: String, expected: String, actual: String)
    -> ExpectationViolation
  {
    ExpectationViolation(
      scenario: timeline.name, time: time, field: field, expected: expected, actual: actual,
      conditions: conditions)
  }

  func result() -> ReplayResult {
    let tracks = [
      track(engine, index: 0), track(displayLink, index: 1), track(blended, index: 2),
      track(handler, index: 3), track(linear, index: 4), track(noTracking, index: 5),
      track(hardCoded, index: 6),
    ]
    let recording = ReplayRecording(
      name: timeline.name, title: timeline.title, containerSize: timeline.container.frameInScreen.size,
      safeAreaInsets: timeline.container.safeAreaInsets, barHeight: timeline.dock.barHeight,
      framesPerSecond: framesPerSecond, times: times, keyboardTops: keyboardTops, barHeights: barHeights,
      tracks: tracks, marks: timeline.marks, containerSizes: containerSizes, restingBottoms: restingBottoms,
      conditions: conditions)
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
        finalContentInset: finalInset, contentOffsetDrift: drift, mainThreadFrameCallbacks: callbacks[index],
        unknowable: metrics.maxUnknowable))
  }
}
