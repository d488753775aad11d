import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayTimeline {
  /// Turns a scenario into what UIKit would deliver, frame-accurately at `framesPerSecond`, on a
  /// device whose keyboard has the default physics.
  ///
  /// The same as ``init(scenario:conditions:)`` under `ReplayConditions(frameRate: framesPerSecond)`.
  public init(scenario: ReplayScenario, framesPerSecond: Double = Replay.defaultFramesPerSecond) {
    self.init(scenario: scenario, conditions: ReplayConditions(frameRate: framesPerSecond))
  }

  /// Turns a scenario into what UIKit would deliver on the device `conditions` describe.
  ///
  /// Keyboard actions become notifications in UIKit's order (see *How the iOS keyboard behaves*,
  /// "Notifications and their order"), grouped per run-loop turn; *did* notifications follow when the
  /// animation ends (or just before an animation that interrupts it). A drag becomes one sample per frame
  /// while the keyboard moves, timestamped at frame times (the conditions' frame rate) and rounded to the
  /// device's pixels, then the release's hide notifications or, when the drag springs back, one sample at
  /// the resting frame. A drag that cannot happen as written (no docked keyboard at rest to drag) becomes
  /// one of the timeline's ``problems``.
  ///
  /// Where the keyboard is when an action comes (a notification's begin frame), when its animation ends
  /// (the *did* notifications, the timeline's end) and whether it rests for a drag follow the
  /// conditions' keyboard physics: their spring, how interrupted animations blend, and cross-fades. A
  /// problem found under physics other than the default names the conditions.
  public init(scenario: ReplayScenario, conditions: ReplayConditions) {
    var compiler = TimelineCompiler(
      scenario: scenario, framesPerSecond: conditions.frameRate, physics: conditions.keyboardPhysics)
    compiler.compile()
    let settle = max(compiler.lastTime, compiler.keyboard.motionEnd)
    let end = scenario.duration ?? (settle + 0.75)
    self.init(
      name: scenario.name, title: scenario.title, startTime: 0, endTime: end.isFinite ? max(0, end) : 0,
      container: scenario.container.keyboardContainer(screen: scenario.device.screen),
      system: scenario.system,
      dock: scenario.dock,
      scroll: scenario.scroll, text: scenario.text, records: compiler.records, marks: compiler.marks,
      expectations: scenario.expectations)
    framesInWindow = scenario.container.framesInWindow
    audiences = compiler.audiences
    statesTruth = true
    pans = compiler.pans
    responders = compiler.responders
    touches = compiler.touches
    withoutFaults = scenario.withoutFaults
    applyFaults(scenario.faults + conditions.faults, conditions: conditions, screen: scenario.device.screen)
    let labelled = conditions.keyboardPhysics != KeyboardPhysics()
    problems = compiler.problems.map { problem in
      var problem = problem
      if labelled { problem.conditions = conditions }
      return problem
    }
  }
}

/// The scenario-to-deliveries compiler behind ``ReplayTimeline/init(scenario:conditions:)``.
struct TimelineCompiler {
  private let scenario: ReplayScenario
  private let framesPerSecond: Double
  /// How the device's keyboard moves.
  private let physics: KeyboardPhysics
  /// The keyboard as the deliveries so far leave it.
  private(set) var keyboard: SimulatedKeyboard
  private(set) var records: [KeyboardTraceRecord] = []
  /// Who each of ``records`` is for: the truth channel's records are the keyboard's alone.
  private(set) var audiences: [ReplayRecordAudience] = []
  private(set) var marks: [ReplayMark] = []
  /// When the finger pans the scroll view: each drag from its start to its release.
  private(set) var pans: [ClosedRange<Double>] = []
  /// When a text-input responder comes and goes, as the scenario's actions state it: a show, a
  /// field switch or a panel gives one, a hide or a drag that dismisses takes it away.
  private(set) var responders: [ReplayResponderChange] = []
  /// Where each drag's finger touches, frame by frame, in screen coordinates.
  private(set) var touches: [ReplayTouch] = []
  private(set) var lastTime = 0.0
  /// Actions that could not happen as written.
  private(set) var problems: [ExpectationViolation] = []
  private var screen: CGRect
  private var pending: (time: Double, notifications: [KeyboardNotification])?
  /// When the finger of a drag written as samples took hold of the keyboard, while it holds it.
  private var samplePanStart: Double?

  init(scenario: ReplayScenario, framesPerSecond: Double, physics: KeyboardPhysics = KeyboardPhysics()) {
    self.scenario = scenario
    self.framesPerSecond =
      framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : Replay.defaultFramesPerSecond
    self.physics = physics
    self.screen = scenario.device.screen
    self.keyboard = SimulatedKeyboard(
      container: scenario.container.keyboardContainer(screen: scenario.device.screen), physics: physics)
    keyboard.framesInWindow = scenario.container.framesInWindow
    keyboard.statesTruth = true
  }

  mutating func compile() {
    var index = 0
    let events = scenario.timeline
    while index < events.count {
      let time = events[index].time
      var group: [ScenarioAction] = []
      while index < events.count, events[index].time == time {
        group.append(events[index].action)
        index += 1
      }
      guard time.isFinite else { continue }
      let moves = group.contains(where: Self.movesKeyboard)
      flushPending(before: time, interrupted: moves)
      var turn: [KeyboardTraceRecord] = []
      var audiences: [ReplayRecordAudience] = []
      var drags: [ScenarioDrag] = []
      var sample: CGRect?
      var moved = false
      for action in group {
        if case .drag(let drag) = action {
          drags.append(drag)
          continue
        }
        if case .keyboard(let frame) = action {
          // The truth alone: the keyboard is there, and no source says so.
          endSamplePan(at: time)
          keyboard.apply(.placed, frame: frame, at: time, commit: time)
          turn.append(.sample(time: time, frame: frame))
          audiences.append(.truth(.placed))
          mark(time, "keyboard")
          continue
        }
        add(action, at: time, to: &turn)
        audiences += Array(repeating: .everyone, count: turn.count - audiences.count)
        if case .sample(let frame) = action {
          // The finger's sample ahead of the turn's *will* (a release's hide) is still the finger's.
          if !moved, samplePanStart != nil,
            keyboard.truth(ofSample: frame, at: time, willInTurn: false) == .held
          {
            state(sample: frame, at: time, willInTurn: false, turn: &turn, audiences: &audiences)
            sample = nil
          } else {
            sample = frame
          }
        }
        moved = moved || Self.movesKeyboard(action)
      }
      // Anything else that moves the keyboard ends a drag written as samples: the finger lifted.
      if moves { endSamplePan(at: time) }
      if let sample { state(sample: sample, at: time, willInTurn: moves, turn: &turn, audiences: &audiences) }
      if !turn.isEmpty { emit(turn, audiences: audiences, at: time, feeds: false) }
      for drag in drags { play(drag, at: time) }
    }
    endSamplePan(at: lastTime)
    flushPending(before: .infinity, interrupted: false)
  }

  /// Adds to `turn` what the turn's latest `sample` event states the keyboard physically does,
  /// read as the scenario format reads it (``SimulatedKeyboard/truth(ofSample:at:willInTurn:)``),
  /// and the finger's touch when a finger holds the keyboard: a drag written as samples states its
  /// touch at the keyboard's top, with the pan from its first such sample until something else
  /// moves the keyboard.
  private mutating func state(
    sample frame: CGRect, at time: Double, willInTurn: Bool, turn: inout [KeyboardTraceRecord],
    audiences: inout [ReplayRecordAudience]
  ) {
    let truth = keyboard.truth(ofSample: frame, at: time, willInTurn: willInTurn)
    if truth == .held {
      if samplePanStart == nil { samplePanStart = time }
      touches.append(ReplayTouch(time: time, point: CGPoint(x: frame.midX, y: frame.minY)))
    } else if truth != nil {
      endSamplePan(at: time)
    }
    guard let truth else { return }
    keyboard.apply(truth, frame: frame, at: time, commit: time)
    turn.append(.sample(time: time, frame: frame))
    audiences.append(.truth(truth))
  }

  /// Ends a drag written as samples at `time`: its pan is over.
  private mutating func endSamplePan(at time: Double) {
    guard let start = samplePanStart else { return }
    samplePanStart = nil
    pans.append(start...max(start, time))
  }

  private static func movesKeyboard(_ action: ScenarioAction) -> Bool {
    switch action {
    case .show, .hide, .switchField, .panel, .drag: true
    case .notification(let notification): notification.kind.isWill
    case .container, .text, .sample, .foreground, .keyboard: false
    }
  }

  // MARK: Actions

  private mutating func add(_ action: ScenarioAction, at time: Double, to turn: inout [KeyboardTraceRecord]) {
    switch action {
    case .show, .switchField, .panel: noteResponder(true, at: time)
    case .hide: noteResponder(false, at: time)
    case .notification(let notification) where notification.kind == .willShow: noteResponder(true, at: time)
    case .notification(let notification) where notification.kind == .willHide: noteResponder(false, at: time)
    case .container, .text, .notification, .sample, .foreground, .drag, .keyboard: break
    }
    switch action {
    case .show(let move):
      let begin = keyboard.frame(at: time) ?? offscreen(move.frame)
      deliver(.willChangeFrame, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      deliver(.willShow, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      schedule(
        [.didChangeFrame, .didShow], begin: begin, end: move.frame, isLocal: move.isLocal,
        after: length(of: move), from: time)
      mark(time, "show")
    case .hide(let duration, let curve):
      guard let begin = keyboard.frame(at: time) else { return }
      let move = ScenarioKeyboardMove(
        frame: offscreen(begin), duration: duration, curve: curve, isLocal: keyboard.isLocal)
      deliver(.willChangeFrame, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      deliver(.willHide, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      schedule(
        [.didChangeFrame, .didHide], begin: begin, end: move.frame, isLocal: move.isLocal,
        after: length(of: move), from: time)
      mark(time, "hide")
    case .switchField(let frame):
      guard let current = keyboard.frame(at: time) else { return }
      let target = frame ?? keyboard.targetFrame ?? current
      let away = ScenarioKeyboardMove(frame: offscreen(current), isLocal: keyboard.isLocal)
      deliver(.willChangeFrame, begin: current, end: away.frame, move: away, at: time, into: &turn)
      deliver(.willHide, begin: current, end: away.frame, move: away, at: time, into: &turn)
      let back = ScenarioKeyboardMove(frame: target)
      let begin = keyboard.frame(at: time) ?? current
      deliver(.willChangeFrame, begin: begin, end: target, move: back, at: time, into: &turn)
      deliver(.willShow, begin: begin, end: target, move: back, at: time, into: &turn)
      schedule(
        [.didChangeFrame, .didShow], begin: begin, end: target, isLocal: true,
        after: length(of: back), from: time)
      mark(time, "switch field")
    case .panel(let height):
      // The input view takes the keyboard's place at the bottom of the screen, across its width.
      let move = ScenarioKeyboardMove(
        frame: CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height))
      let begin = keyboard.frame(at: time) ?? offscreen(move.frame)
      deliver(.willChangeFrame, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      deliver(.willShow, begin: begin, end: move.frame, move: move, at: time, into: &turn)
      schedule(
        [.didChangeFrame, .didShow], begin: begin, end: move.frame, isLocal: move.isLocal,
        after: length(of: move), from: time)
      mark(time, "panel")
    case .container(let container, let newScreen):
      if let newScreen { screen = newScreen }
      append(.container(time: time, container.keyboardContainer(screen: screen)), to: &turn)
      mark(time, "container")
    case .text(let height):
      append(.text(time: time, contentHeight: height), to: &turn)
      mark(time, "text")
    case .notification(var notification):
      notification.timestamp = time
      append(.notification(notification), to: &turn)
      mark(time, notification.kind.rawValue)
    case .sample(let frame):
      append(.sample(time: time, frame: frame), to: &turn)
    case .foreground(let frame):
      append(.foreground(time: time, keyboardFrame: frame), to: &turn)
      mark(time, "foreground")
    case .drag, .keyboard:
      break
    }
  }

  private mutating func deliver(
    _ kind: KeyboardNotificationKind, begin: CGRect, end: CGRect, move: ScenarioKeyboardMove, at time: Double,
    into turn: inout [KeyboardTraceRecord]
  ) {
    append(
      .notification(
        KeyboardNotification(
          kind: kind, beginFrame: begin, endFrame: end, duration: move.duration, curve: move.curve,
          isLocal: move.isLocal, timestamp: time)), to: &turn)
  }

  /// Records that a text-input responder exists from `time` on, or not.
  private mutating func noteResponder(_ exists: Bool, at time: Double) {
    guard responders.last?.exists != exists else { return }
    responders.append(ReplayResponderChange(time: time, exists: exists))
  }

  // MARK: Drags

  private mutating func play(_ drag: ScenarioDrag, at start: Double) {
    mark(start, "drag")
    let end = start + max(0, drag.duration)
    let reason: String? =
      if !drag.fromY.isFinite || !drag.toY.isFinite || !end.isFinite {
        "a drag with non-finite values"
      } else if keyboard.frame(at: start) == nil || !keyboard.isVisible {
        "no keyboard on screen"
      } else if !keyboard.isDocked {
        "an undocked keyboard, which interactive dismissal does not move"
      } else if keyboard.isAnimating(at: start) { "the keyboard still animating" } else { nil }
    guard reason == nil, let resting = keyboard.frame(at: start) else {
      problems.append(
        ExpectationViolation(
          scenario: scenario.name, time: start, field: "drag", expected: "a docked keyboard at rest to drag",
          actual: reason ?? "no keyboard on screen"))
      lastTime = max(lastTime, end)
      return
    }
    let restingTop = resting.minY
    pans.append(start...end)
    // A touch that begins on the keyboard (its accessory included) is the keyboard's: the scroll
    // view's gesture is never armed and nothing moves (see *How the iOS keyboard behaves*, "Letting go").
    guard drag.fromY < restingTop else {
      mark(start, "drag: began on the keyboard, not armed")
      lastTime = max(lastTime, end)
      return
    }
    // Telegram's rule for when the keyboard follows the finger and how a release ends.
    let dismissal = InteractiveDismissal(accessoryHeight: drag.accessoryHeight)
    var top = restingTop
    var last = resting
    var isTracking = false
    for frameTime in frameTimes(after: start, through: end) {
      let progress = drag.duration > 0 ? (frameTime - start) / drag.duration : 1
      let touch = pixel(drag.fromY + (drag.toY - drag.fromY) * min(1, progress))
      touches.append(ReplayTouch(time: frameTime, point: CGPoint(x: resting.midX, y: touch)))
      isTracking =
        isTracking || dismissal.isTracking(touchY: touch, startY: drag.fromY, restingTop: restingTop)
      top = isTracking ? max(touch, restingTop) : restingTop
      let frame = CGRect(x: resting.minX, y: top, width: resting.width, height: resting.height)
      if frame != last {
        // The finger holds the keyboard there; the per-frame source reports it.
        emit(
          [.sample(time: frameTime, frame: frame), .sample(time: frameTime, frame: frame)],
          audiences: [.truth(.held), .everyone], at: frameTime)
        last = frame
      }
    }
    let velocity = drag.releaseVelocity ?? (drag.duration > 0 ? (drag.toY - drag.fromY) / drag.duration : 0)
    let outcome = dismissal.releaseOutcome(
      keyboardTop: top, velocityY: velocity, restingTop: restingTop, windowHeight: screen.maxY)
    if outcome == .dismiss {
      mark(end, "release: dismiss")
      noteResponder(false, at: end)
      let move = ScenarioKeyboardMove(frame: offscreen(last))
      var turn: [KeyboardTraceRecord] = []
      deliver(.willChangeFrame, begin: last, end: move.frame, move: move, at: end, into: &turn)
      deliver(.willHide, begin: last, end: move.frame, move: move, at: end, into: &turn)
      emit(turn, at: end, feeds: false)
      schedule(
        [.didChangeFrame, .didHide], begin: last, end: move.frame, isLocal: true,
        after: length(of: move), from: end)
    } else {
      mark(end, "release: snap back")
      guard top != restingTop else { return }
      // UIKit animates the keyboard back; a per-frame source on a device sees only the end of that
      // animation — the layout guide's model value, or the host view's new frame — once.
      emit(
        [.sample(time: end, frame: resting), .sample(time: end, frame: resting)],
        audiences: [.truth(.springsBack), .everyone], at: end)
    }
  }

  /// The frame times in `(after, through]`, on the grid `k / framesPerSecond`.
  private func frameTimes(after start: Double, through end: Double) -> [Double] {
    let first = (start * framesPerSecond).rounded(.down) + 1
    var times: [Double] = []
    var k = first
    while k.isFinite, k < 1e9 {
      let time = k / framesPerSecond
      if time > end { break }
      if time > start { times.append(time) }
      k += 1
    }
    return times
  }

  private func pixel(_ value: CGFloat) -> CGFloat {
    let scale = scenario.device.scale.isFinite && scenario.device.scale > 0 ? scenario.device.scale : 1
    return (value * scale).rounded() / scale
  }

  // MARK: Delivery

  /// How long the device's keyboard takes for `move`: its curve, with the device's spring for curve 7.
  private func length(of move: ScenarioKeyboardMove) -> Double {
    KeyboardMotionCurve(duration: move.duration, rawCurve: move.curve, spring: physics.spring).length
  }

  private mutating func schedule(
    _ kinds: [KeyboardNotificationKind], begin: CGRect, end: CGRect, isLocal: Bool, after delay: Double,
    from time: Double
  ) {
    pending = (
      time + delay,
      kinds.map {
        KeyboardNotification(
          kind: $0, beginFrame: begin, endFrame: end, isLocal: isLocal, timestamp: time + delay)
      }
    )
  }

  /// Delivers the pending *did* notifications due by `time`, or now if an animation interrupts.
  private mutating func flushPending(before time: Double, interrupted: Bool) {
    guard let due = pending else { return }
    guard due.time <= time || interrupted else { return }
    pending = nil
    let at = min(due.time, time)
    let turn = due.notifications.map { note -> KeyboardTraceRecord in
      var note = note
      note.timestamp = at
      return .notification(note)
    }
    emit(turn, at: at)
  }

  private mutating func append(_ record: KeyboardTraceRecord, to turn: inout [KeyboardTraceRecord]) {
    keyboard.receive(record)
    turn.append(record)
  }

  /// Delivers a turn, then `endTurn`.
  ///
  /// `feeds` gives the records to ``keyboard`` first; turns built with `append(_:to:)` have been given
  /// already.
  ///
  /// `audiences` gives who each record is for (all of them when `nil`); a truth record moves
  /// ``keyboard`` as it states (``SimulatedKeyboard/apply(_:frame:at:commit:)``).
  private mutating func emit(
    _ turn: [KeyboardTraceRecord], audiences given: [ReplayRecordAudience]? = nil, at time: Double,
    feeds: Bool = true
  ) {
    for (index, record) in turn.enumerated() {
      let audience = given.flatMap { index < $0.count ? $0[index] : nil } ?? .everyone
      if feeds {
        if case .truth(let truth) = audience, case .sample(let at, let frame) = record {
          keyboard.apply(truth, frame: frame, at: at, commit: at)
        } else {
          keyboard.receive(record)
        }
      }
      records.append(record)
      audiences.append(audience)
    }
    keyboard.receive(.endTurn(time: time))
    records.append(.endTurn(time: time))
    // A turn of the truth alone is the keyboard's: the strategies get no turn.
    let truthOnly = given.map { !$0.isEmpty && $0.allSatisfy { !$0.reachesStrategies } } ?? false
    audiences.append(truthOnly ? .keyboard : .everyone)
    lastTime = max(lastTime, time)
  }

  private mutating func mark(_ time: Double, _ label: String) {
    marks.append(ReplayMark(time: time, label: label))
  }

  private func offscreen(_ frame: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
  }
}
