import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// Who a timeline's record is for: the keyboard's true motion and what its sources report are
/// kept apart.
package enum ReplayRecordAudience: Sendable, Equatable {
  /// The simulated keyboard and the strategies alike: a source that tells the truth.
  case everyone
  /// The simulated keyboard only: what really happened, which a lying source did not report.
  case keyboard
  /// The strategies only: what a lying source reported instead.
  case strategies
  /// The simulated keyboard only, as the scenario's statement of what the keyboard physically
  /// does (a `sample` record's frame, ``ReplayTruth``). No fault changes it.
  case truth(ReplayTruth)

  /// Whether the simulated keyboard gets the record.
  var reachesKeyboard: Bool { self != .strategies }
  /// Whether the strategies get the record.
  var reachesStrategies: Bool { self == .everyone || self == .strategies }
}

/// Turns the true deliveries of a compiled scenario into what its lying sources report
/// (``ReplaySourceFault``), keeping both: each record is tagged with who gets it.
///
/// It works on run-loop turns: a fault replaces a true record by a lie in the same turn, moves a
/// turn (the true one then reaches the keyboard only), or adds turns of its own, which only the
/// strategies see. The keyboard's true records are never changed, so a fault changes what the
/// strategies are told, never where the keyboard is.
struct SourceFaultInjector {
  /// The faults, applied in order.
  let faults: [ReplaySourceFault]
  /// The frame rate whose frames per-frame lies come on.
  let framesPerSecond: Double
  /// The spring curve 7 runs, for how long a *will*'s animation lasts.
  let spring: ReplaySpring
  /// The screen when the timeline starts.
  let screen: CGRect
  /// When each drag's finger lifts, in seconds: a *will* posted at a release comes in the same
  /// call as the lift, so no layout pass shows its end value first.
  var releases: [Double] = []
  /// When the user's finger pans, from each drag's start to its release.
  var pans: [ClosedRange<Double>] = []
  /// The container when the timeline starts: the screen it is on, and its window's origin.
  var container: KeyboardContainer?
  /// Whether the device reports notification frames in the window's coordinates
  /// (``ReplayTimeline/framesInWindow``): a source read in screen coordinates (a sample, a
  /// reading on activation) then reports them moved by the window's origin.
  var framesInWindow = false

  /// How long after a `didShow` the lying guide above the keyboard is read at rest: 0.25 s, after
  /// any keyboard spring has settled.
  static let guideReadDelay = 0.25
  /// A floating keyboard's size on iPad, for a floating phantom: 320 × 260 pt.
  static let floatingSize = CGSize(width: 320, height: 260)
  /// How far above the screen's bottom a floating phantom sits: 100 pt.
  static let floatingLift = 100.0

  /// One run-loop turn: its records with their audience, and where it sorts.
  struct Turn {
    var time: Double
    /// The order among turns at the same time: a true turn's index, an added one's beside it.
    var order: Double
    var items: [(record: KeyboardTraceRecord, audience: ReplayRecordAudience)]
  }

  /// What the keyboard truly does around one of the true turns.
  private struct TrueTurn {
    var time: Double
    var records: [KeyboardTraceRecord]
    /// Who each of ``records`` is for before any fault: a truth record is the keyboard's alone.
    var audiences: [ReplayRecordAudience]
    var screen: CGRect
    /// What a notification's frame is moved by to be in screen coordinates: the window's origin
    /// when the device reports frames in the window's coordinates, else none.
    var origin: CGPoint = .zero
    /// The wills of the turn that are for the container's own screen.
    var ownWills: [KeyboardNotification] = []
    /// The frame the keyboard shows or last showed, before the turn, in screen coordinates.
    var shownBefore: CGRect?
    var visibleBefore: Bool
    var shownAfter: CGRect?
    var visibleAfter: Bool
    /// When the next true turn comes; infinity after the last.
    var next: Double = .infinity
  }

  /// The records and their audiences, and whether a fault changed anything.
  ///
  /// `audiences` gives who each record is for before any fault (empty: everyone); the truth
  /// channel's records (``ReplayRecordAudience/truth(_:)``) keep theirs.
  func apply(to records: [KeyboardTraceRecord], audiences given: [ReplayRecordAudience] = []) -> (
    records: [KeyboardTraceRecord], audiences: [ReplayRecordAudience], changed: Bool
  ) {
    guard !faults.isEmpty else { return (records, given, false) }
    let truth = trueTurns(records, audiences: given)
    var turns = truth.enumerated().map { index, turn in
      Turn(time: turn.time, order: Double(index), items: Array(zip(turn.records, turn.audiences)))
    }
    var added: [Turn] = []
    for fault in faults {
      inject(fault, truth: truth, turns: &turns, added: &added)
    }
    let changed =
      !added.isEmpty
      || zip(turns, truth).contains { turn, original in turn.items.map(\.audience) != original.audiences }
    guard changed else { return (records, given, false) }
    let all = (turns + added).sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    var out: [KeyboardTraceRecord] = []
    var audiences: [ReplayRecordAudience] = []
    out.reserveCapacity(records.count + added.count * 2)
    for turn in all where !turn.items.isEmpty {
      for item in turn.items {
        out.append(item.record)
        audiences.append(item.audience)
      }
      out.append(.endTurn(time: turn.time))
      audiences.append(turn.items.contains { $0.audience.reachesStrategies } ? .everyone : .keyboard)
    }
    return (out, audiences, true)
  }

  // MARK: The truth

  /// The true turns, their times made non-decreasing (so sorting keeps their order), with the
  /// keyboard's state around each.
  private func trueTurns(_ records: [KeyboardTraceRecord], audiences: [ReplayRecordAudience]) -> [TrueTurn] {
    var turns: [TrueTurn] = []
    var current: [KeyboardTraceRecord] = []
    var currentAudiences: [ReplayRecordAudience] = []
    var screen = self.screen
    var ownScreen = container?.screen
    var origin = self.origin(of: container)
    var shown: CGRect?
    var visible = false
    var latest = -Double.infinity
    for (index, record) in records.enumerated() {
      guard case .endTurn(let time) = record else {
        current.append(record)
        currentAudiences.append(index < audiences.count ? audiences[index] : .everyone)
        continue
      }
      let at = time.isFinite ? max(latest, time) : latest
      latest = at
      var turn = TrueTurn(
        time: at, records: current, audiences: currentAudiences, screen: screen, shownBefore: shown,
        visibleBefore: visible,
        shownAfter: nil, visibleAfter: false)
      for item in current {
        switch item {
        case .container(_, let container):
          screen = container.screenBounds
          ownScreen = container.screen
          origin = self.origin(of: container)
        case .notification(let note):
          // A keyboard on another screen is not on this one (its notifications are ignored there).
          if let other = note.screen, let ownScreen, other != ownScreen { continue }
          guard let end = note.endFrame.map({ $0.offsetBy(dx: origin.x, dy: origin.y) }), end.isFiniteRect
          else { continue }
          switch note.kind {
          case .willShow, .willChangeFrame, .didShow, .didChangeFrame:
            if end.height > 0.5, end.minY < screen.maxY - 0.5 {
              shown = end
              visible = true
            } else if note.kind != .willShow, note.kind != .didShow {
              visible = false
            }
          case .willHide, .didHide: visible = false
          }
        case .foreground(_, let frame):
          if let frame, frame.isFiniteRect, frame.height > 0 {
            shown = frame
            visible = true
          } else {
            visible = false
          }
        case .sample, .endTurn, .text, .shown, .pan, .responder: break
        }
      }
      turn.screen = screen
      turn.origin = origin
      turn.ownWills = current.compactMap(Self.will).filter { note in
        note.screen == nil || ownScreen == nil || note.screen == ownScreen
      }
      turn.shownAfter = shown
      turn.visibleAfter = visible
      if let last = turns.indices.last { turns[last].next = at }
      turns.append(turn)
      current = []
      currentAudiences = []
    }
    return turns
  }

  // MARK: Faults

  private var frame: Double { 1 / framesPerSecond }

  private func inject(
    _ fault: ReplaySourceFault, truth: [TrueTurn], turns: inout [Turn], added: inout [Turn]
  ) {
    for (index, turn) in truth.enumerated() {
      let order = Double(index)
      func add(_ time: Double, _ records: [KeyboardTraceRecord], after: Bool = true) {
        added.append(
          Turn(
            time: time, order: order + (after ? 0.5 : -0.5),
            items: records.map { (Self.retimed($0, to: time), .strategies) }))
      }
      let wills = turn.ownWills
      /// A notification's frame where a source read in screen coordinates puts it, and back.
      func onScreen(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: turn.origin.x, dy: turn.origin.y) }
      func notified(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: -turn.origin.x, dy: -turn.origin.y) }
      let dids = turn.records.contains { if case .notification(let n) = $0 { !n.kind.isWill } else { false } }
      let showed = turn.records.contains {
        if case .notification(let n) = $0 { n.kind == .didShow } else { false }
      }
      let hid = turn.records.contains {
        if case .notification(let n) = $0 { n.kind == .didHide } else { false }
      }
      switch fault {
      case .guideAtBottom(let delay):
        guard showed, turn.visibleAfter, let shown = turn.shownAfter else { continue }
        let time = turn.time + delay
        if time < turn.next { add(time, [.sample(time: time, frame: below(shown, turn.screen))]) }
      case .guideAboveKeyboard(let offset, let dismissal):
        lie(in: &turns[index]) { record in
          guard case .sample(let time, let frame) = record else { return nil }
          // FB18129551: the guide jumps during a dismissal, to `dismissal`, while the finger pans.
          let jumped = dismissal.flatMap {
            pans.contains { $0.lowerBound <= time && time < $0.upperBound } ? $0 : nil
          }
          return .sample(time: time, frame: raised(frame, by: jumped ?? offset))
        }
        guard showed, turn.visibleAfter, let shown = turn.shownAfter else { continue }
        let time = turn.time + Self.guideReadDelay
        if time < turn.next { add(time, [.sample(time: time, frame: raised(shown, by: offset))]) }
      case .hostEndAhead(let frames):
        guard turn.visibleBefore, let last = wills.last, let end = last.endFrame, end.isFiniteRect,
          let before = turn.shownBefore, !Self.isSame(onScreen(end), before),
          !releases.contains(where: { abs($0 - turn.time) < 1e-9 })
        else { continue }
        let previous = index > 0 ? truth[index - 1].time : turn.time
        add(
          max(previous, turn.time - Double(frames) * frame), [.sample(time: 0, frame: onScreen(end))],
          after: false)
      case .endFrameEveryTick(let share):
        guard let last = wills.last, let end = last.endFrame, end.isFiniteRect else { continue }
        let length = KeyboardMotionCurve(
          duration: last.duration ?? 0.25, rawCurve: last.curve ?? 7, spring: spring
        ).length
        // At most the animation's first two seconds: a longer one (a 60 s duration) adds no more.
        let stop = min(turn.time + min(length, 2) * share, nextWill(after: index, in: truth))
        var k = (turn.time * framesPerSecond).rounded(.down) + 1
        while k.isFinite, k / framesPerSecond < stop {
          let time = k / framesPerSecond
          if time > turn.time { add(time, [.sample(time: time, frame: onScreen(end))]) }
          k += 1
        }
      case .staleDid(let frames):
        let late = Double(frames) * frame
        guard dids, wills.isEmpty, index + 1 < truth.count, truth[index + 1].time <= turn.time,
          truth[index + 1].records.contains(where: { Self.will($0) != nil })
        else { continue }
        let moved = moveDids(in: &turns[index])
        added.append(
          Turn(
            time: turn.time + late, order: Double(index + 1) + 0.5,
            items: moved.map { (Self.retimed($0, to: turn.time + late), .strategies) }))
      case .emptyEndFrames(let delay):
        guard dids else { continue }
        let willTime = truth[..<index].last(where: { $0.records.contains { Self.will($0) != nil } })?.time
        let moved = moveDids(in: &turns[index]).map { record -> KeyboardTraceRecord in
          guard case .notification(var note) = record, let end = note.endFrame else { return record }
          note.endFrame = CGRect(x: end.minX, y: end.maxY, width: end.width, height: 0)
          return .notification(note)
        }
        let time = max(turn.time, (willTime ?? turn.time) + delay)
        added.append(
          Turn(time: time, order: order + 0.5, items: moved.map { (Self.retimed($0, to: time), .strategies) })
        )
      case .activationMidMotion(let showDelay, let dragFraction):
        if !turn.visibleBefore, let show = wills.last(where: { $0.kind == .willShow }),
          let end = show.endFrame,
          end.isFiniteRect, end.height > 0
        {
          let time = turn.time + showDelay
          if time < turn.next { add(time, [.foreground(time: time, keyboardFrame: onScreen(end))]) }
        }
        // Halfway through a drag: the middle of a run of turns that hold only samples.
        if isSamplesOnly(turn), turn.visibleBefore, let resting = turn.shownBefore,
          index == 0 || !isSamplesOnly(truth[index - 1])
        {
          var last = index
          while last + 1 < truth.count, isSamplesOnly(truth[last + 1]) { last += 1 }
          guard last - index >= 3 else { continue }
          let within = index + Int((Double(last - index) * dragFraction).rounded())
          let middle = truth[within]
          let time = min(middle.time + frame / 2, middle.next)
          added.append(
            Turn(
              time: time, order: Double(within) + 0.5,
              items: [(.foreground(time: time, keyboardFrame: resting), .strategies)]))
        }
      case .spuriousInteractive(let excess, let samples):
        guard showed, turn.visibleAfter, let shown = turn.shownAfter else { continue }
        let spurious = raised(shown, by: excess)
        for k in 1...(max(1, samples) + 1) {
          let time = turn.time + Double(k) * frame
          guard time < turn.next else { break }
          add(time, [.sample(time: time, frame: k <= samples ? spurious : shown)])
        }
      case .phantomFrameChange(let delay, let kind):
        guard hid, !turn.visibleAfter, let shown = turn.shownAfter else { continue }
        let time = turn.time + delay
        guard time < turn.next else { continue }
        let end = phantomFrame(kind, shown: shown, screen: turn.screen)
        add(
          time,
          [
            .notification(
              KeyboardNotification(
                kind: .willChangeFrame, beginFrame: notified(below(end, turn.screen)),
                endFrame: notified(end),
                duration: 0.25, curve: 7, isLocal: true, timestamp: time))
          ])
      case .bouncingFrames(let bounces):
        guard let first = wills.first(where: { $0.kind == .willShow || $0.kind == .willChangeFrame }),
          let begin = first.beginFrame, let end = first.endFrame, begin.isFiniteRect, end.isFiniteRect,
          !Self.isSame(begin, end)
        else { continue }
        var there = first
        there.kind = .willChangeFrame
        var back = there
        back.beginFrame = end
        back.endFrame = begin
        let position = turns[index].items.firstIndex { Self.will($0.record) != nil } ?? 0
        let pair: [(record: KeyboardTraceRecord, audience: ReplayRecordAudience)] = [
          (.notification(there), .strategies), (.notification(back), .strategies),
        ]
        turns[index].items.insert(
          contentsOf: Array(repeatElement(pair, count: max(1, bounces)).joined()), at: position)
      }
    }
  }

  /// Replaces each record of `turn` that `lie` answers for with the lie: the true one reaches
  /// the keyboard only.
  private func lie(in turn: inout Turn, _ lie: (KeyboardTraceRecord) -> KeyboardTraceRecord?) {
    var items: [(record: KeyboardTraceRecord, audience: ReplayRecordAudience)] = []
    for item in turn.items {
      guard item.audience == .everyone || item.audience == .keyboard, let told = lie(item.record) else {
        items.append(item)
        continue
      }
      items.append((item.record, .keyboard))
      items.append((told, .strategies))
    }
    turn.items = items
  }

  /// Gives the *did* notifications of `turn` to the keyboard only, returning them for their lie.
  private func moveDids(in turn: inout Turn) -> [KeyboardTraceRecord] {
    var moved: [KeyboardTraceRecord] = []
    for index in turn.items.indices where turn.items[index].audience == .everyone {
      guard case .notification(let note) = turn.items[index].record, !note.kind.isWill else { continue }
      turn.items[index].audience = .keyboard
      moved.append(turn.items[index].record)
    }
    return moved
  }

  private func nextWill(after index: Int, in truth: [TrueTurn]) -> Double {
    truth[(index + 1)...].first { $0.records.contains { Self.will($0) != nil } }?.time ?? .infinity
  }

  private func isSamplesOnly(_ turn: TrueTurn) -> Bool {
    !turn.records.isEmpty && turn.records.allSatisfy { if case .sample = $0 { true } else { false } }
  }

  /// What a notification's frame is moved by to be in screen coordinates in `container`.
  private func origin(of container: KeyboardContainer?) -> CGPoint {
    guard framesInWindow, let container else { return .zero }
    return (container.windowFrameInScreen ?? container.frameInScreen).origin
  }

  /// Where a phantom of `kind` ends: the docked frame last shown, a floating keyboard's frame,
  /// or a zero-height frame at the screen's bottom.
  private func phantomFrame(_ kind: ReplaySourceFault.PhantomFrame, shown: CGRect, screen: CGRect) -> CGRect {
    switch kind {
    case .docked: return shown
    case .floating:
      let size = Self.floatingSize
      return CGRect(
        x: screen.midX - size.width / 2, y: screen.maxY - Self.floatingLift - size.height, width: size.width,
        height: size.height)
    case .zeroHeight: return CGRect(x: shown.minX, y: screen.maxY, width: shown.width, height: 0)
    }
  }

  private func below(_ frame: CGRect, _ screen: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: screen.maxY, width: frame.width, height: frame.height)
  }

  private func raised(_ frame: CGRect, by offset: Double) -> CGRect {
    CGRect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: frame.height + offset)
  }

  private static func will(_ record: KeyboardTraceRecord) -> KeyboardNotification? {
    if case .notification(let note) = record, note.kind.isWill { return note }
    return nil
  }

  private static func isSame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minY - b.minY) < 0.01 && abs(a.height - b.height) < 0.01 && abs(a.minX - b.minX) < 0.01
      && abs(a.width - b.width) < 0.01
  }

  private static func retimed(_ record: KeyboardTraceRecord, to time: Double) -> KeyboardTraceRecord {
    MainThreadSchedule.retimed(record, to: time)
  }
}

extension ReplayTimeline {
  /// Keeps the compiled true records for the keyboard and gives the strategies what `faults`
  /// make the sources report instead.
  mutating func applyFaults(_ faults: [ReplaySourceFault], conditions: ReplayConditions, screen: CGRect) {
    var unique: [ReplaySourceFault] = []
    for fault in faults where !unique.contains(fault) { unique.append(fault) }
    self.faults = unique
    guard !unique.isEmpty else { return }
    let rate =
      conditions.frameRate.isFinite && conditions.frameRate > 0
      ? conditions.frameRate : Replay.defaultFramesPerSecond
    let injector = SourceFaultInjector(
      faults: unique, framesPerSecond: rate, spring: conditions.keyboardSpring, screen: screen,
      releases: pans?.map(\.upperBound) ?? [], pans: pans ?? [], container: container,
      framesInWindow: framesInWindow)
    (records, audiences, _) = injector.apply(to: records, audiences: audiences)
  }

  /// `true` when `fault` changes what this timeline's sources report: the timeline holds what
  /// sets it off (a show that settles, a hide, a drag, an interrupted leg).
  func isChanged(by fault: ReplaySourceFault, conditions: ReplayConditions) -> Bool {
    let injector = SourceFaultInjector(
      faults: [fault], framesPerSecond: conditions.frameRate, spring: conditions.keyboardSpring,
      screen: container.screenBounds, releases: pans?.map(\.upperBound) ?? [], pans: pans ?? [],
      container: container, framesInWindow: framesInWindow)
    return injector.apply(to: records, audiences: audiences).changed
  }
}

extension ReplayConditions {
  /// These conditions with `faults` added after their own, each fault once: what a scenario
  /// whose ``ReplayScenario/faults`` lists them runs under.
  func adding(faults more: [ReplaySourceFault]) -> ReplayConditions {
    guard !more.isEmpty else { return self }
    var conditions = self
    for fault in more where !conditions.faults.contains(fault) { conditions.faults.append(fault) }
    return conditions
  }
}
