import Foundation
import KeyboardDockCore
import Testing

/// Seeded random sessions: thousands of arbitrary but realistic input sequences.
///
/// The invariants of ``SessionInvariants`` are checked at every input and between inputs. Every seed is
/// fixed, so a failure names a seed that replays the same session on any machine (the generator is
/// ``SplitMix64`` with its own sampling, not the standard library's).
@Suite("State machine properties over random sessions")
struct StateMachinePropertyTests {
  /// 8 batches × 250 sessions × ≥ 30 inputs.
  static let batches = Array(0..<8)
  static let sessionsPerBatch = 250
  static let inputsPerSession = 30

  /// The configurations sessions run with.
  static let configurations: [DockConfiguration] = [
    .default,
    DockConfiguration(followsUndockedKeyboard: true),
    DockConfiguration(followsNonLocalKeyboard: true, keyboardSpacing: 8),
    DockConfiguration(usesBottomSafeArea: false, minimumBottomInset: 49),
    DockConfiguration(followsUndockedKeyboard: true, followsNonLocalKeyboard: true, keyboardSpacing: -6),
  ]

  @Test("Invariants hold through random sessions, and a final hide restores everything", arguments: batches)
  func randomSessions(batch: Int) {
    var failures: [String] = []
    var coverage: Set<String> = []
    for index in 0..<Self.sessionsPerBatch {
      let seed = 0x4B42_446F_636B_0000 &+ UInt64(batch * Self.sessionsPerBatch + index)
      if let failure = Self.run(seed: seed, coverage: &coverage) { failures.append(failure) }
    }
    #expect(failures.isEmpty, "\(failures.count) failing sessions; first: \(failures.first ?? "")")

    // The sessions reach every phase, attachment and rule, so the invariants are not vacuous.
    let expected: Set<String> = [
      "phase hidden", "phase showing", "phase shown", "phase hiding", "phase interactive",
      "attachment docked", "attachment undocked", "attachment shortcutsBar",
      "transition", "deferred", "settled", "unchanged",
      "ignored zeroFrameDuringDrag", "ignored staleWidthDuringRotation", "ignored otherScreen",
      "ignored stationary", "ignored sampleDuringAnimation", "ignored sampleWithoutDockedKeyboard",
      "ignored sampleUnchanged", "ignored sampleAheadOfNotification",
      "rejected notification", "rejected sample",
    ]
    #expect(
      expected.subtracting(coverage).isEmpty, "never reached: \(expected.subtracting(coverage).sorted())")
  }

  /// A short name for an update, for coverage.
  static func describe(_ update: KeyboardUpdate) -> String {
    switch update {
    case .transition: "transition"
    case .settled: "settled"
    case .deferred: "deferred"
    case .unchanged: "unchanged"
    case .ignored(let reason): "ignored \(reason.rawValue)"
    }
  }

  @Test("A seed replays the same session")
  func seedsAreReproducible() {
    var first = RandomKeyboardSession(seed: 42)
    var second = RandomKeyboardSession(seed: 42)
    var third = RandomKeyboardSession(seed: 43)
    let inputs = first.inputs(count: 200)
    // Compared as text: corrupt inputs hold NaN, which is never equal to itself.
    #expect("\(inputs)" == "\(second.inputs(count: 200))")
    #expect("\(inputs)" != "\(third.inputs(count: 200))")
    #expect(inputs.count >= 200)
    #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test("SplitMix64 matches the reference algorithm for seed 0")
  func splitMixReferenceValues() {
    // From an independent implementation of Vigna's splitmix64.c.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xD5A9_A293_8991_EEBA)
    #expect(random.next() == 0x4B99_0704_4087_A973)
    #expect(random.next() == 0xC2F4_5734_40A9_56C0)
  }

  /// Runs one session and returns a description of its first violation, if any.
  static func run(seed: UInt64, coverage: inout Set<String>) -> String? {
    var session = RandomKeyboardSession(seed: seed)
    let world = session.world
    let inputs = session.inputs(count: inputsPerSession)
    var random = SplitMix64(seed: ~seed)
    let configuration = random.pick(configurations)
    var container = world.stages[0].container
    var machine = KeyboardStateMachine()
    // The driver's arbiter, with the pan unknown: it notes each reading's step as the driver does,
    // so a drag's first step waits and the next one down is followed.
    var arbiter = KeyboardSourceArbiter()
    var adjuster = ScrollInsetAdjuster()
    let baseline = randomScrollView(in: container, using: &random)
    var scrollView = baseline

    func fail(_ problems: [String], _ step: () -> String) -> String? {
      problems.isEmpty ? nil : "seed \(seed) (\(world.name)), \(step()): \(problems[0])"
    }

    for (index, timed) in inputs.enumerated() {
      let prior = machine
      var update = KeyboardUpdate.unchanged
      switch timed.input {
      case .notification(let notification):
        guard let event = try? KeyboardEvent(validating: notification) else {
          return "seed \(seed): a generated notification is invalid: \(notification)"
        }
        if event.kind.isWill { arbiter.noteWill(endTop: event.endFrame.minY) }
        update = machine.handle(event, in: container, presented: machine.presentedFrame(at: timed.time))
      case .sample(let frame):
        guard let sample = try? KeyboardFrameSample(frame: frame, timestamp: timed.time) else {
          return "seed \(seed): a generated sample is invalid: \(frame)"
        }
        // A held hide takes effect first, from where it found the keyboard.
        let shownAt = machine.pendingHide?.timestamp ?? timed.time
        let phase = machine.state.phase
        let rests =
          (phase == .shown || phase == .showing) && machine.restingFrame == nil
          && machine.state.attachment?.isDocked == true && !machine.isAnimating(at: timed.time)
        arbiter.noteStep(top: frame.minY, restingTop: machine.state.frame.minY, isAtRest: rests)
        update = machine.handle(
          sample, in: container, presented: machine.presentedFrame(at: shownAt), arbiter: arbiter)
      case .endTurn:
        update = machine.endTurn(
          in: container, presented: machine.presentedFrame(at: machine.pendingHide?.timestamp ?? timed.time))
      case .reconcile(let frame):
        update = machine.reconcile(keyboardFrame: frame, at: timed.time, in: container)
      case .stage(let stage):
        container = world.stages[stage].container
      case .scrollDragging(let dragging):
        scrollView.isDragging = dragging
        if !dragging {
          // UIKit bounces an offset left out of range by insets that changed during the drag.
          let range = scrollView.verticalOffsetRange
          scrollView.contentOffset.y = min(
            max(scrollView.contentOffset.y, range.lowerBound), range.upperBound)
        }
      case .corruptNotification(let notification):
        guard (try? KeyboardEvent(validating: notification)) == nil else {
          return "seed \(seed): a corrupt notification was accepted: \(notification)"
        }
        coverage.insert("rejected notification")
      case .corruptSample(let frame):
        guard (try? KeyboardFrameSample(frame: frame, timestamp: timed.time)) == nil else {
          return "seed \(seed): a corrupt sample was accepted: \(frame)"
        }
        coverage.insert("rejected sample")
      }
      coverage.insert(Self.describe(update))
      // Described only when something fails: describing every input would dominate the run time.
      let step = { "input \(index) \(timed.input) at \(timed.time) → \(update)" }
      if let failure = fail(SessionInvariants.transition(update, after: prior, in: container), step) {
        return failure
      }
      if update == .deferred {
        let before = prior.dockLayout(at: timed.time, in: container, configuration: configuration)
        let after = machine.dockLayout(at: timed.time, in: container, configuration: configuration)
        if before != after { return fail(["a deferred hide moved the bar: \(before) → \(after)"], step) }
      }

      // Between this input and the next, at the input itself and two instants after it.
      let next = index + 1 < inputs.count ? inputs[index + 1].time : timed.time + 0.6
      for fraction in [0, 0.37, 0.81] {
        let time = timed.time + (next - timed.time) * fraction
        let problems = SessionInvariants.layout(
          of: machine, at: time, in: container, configuration: configuration)
        coverage.insert("phase \(machine.phase(at: time))")
        if let attachment = machine.state.attachment { coverage.insert("attachment \(attachment)") }
        if let failure = fail(problems, { "\(step()), checked at \(time)" }) { return failure }
        let plan = adjuster.plan(
          for: scrollView, obstruction: machine.contentOverlap(at: time, in: container))
        scrollView = plan.applied(to: scrollView)
        if let failure = fail(SessionInvariants.scroll(plan, baseline: baseline, after: scrollView), step) {
          return failure
        }
        if next == timed.time { break }
      }
    }

    // Finally the keyboard hides for good: willHide to below the screen, the end of the turn,
    // and time for the animation to end.
    let screen = container.screenBounds
    let time = (inputs.last?.time ?? 0) + 0.1
    let hide = try? KeyboardEvent(
      .willHide, end: CGRect(x: 0, y: screen.maxY, width: screen.width, height: 336), duration: 0.25, at: time
    )
    guard let hide else { return "seed \(seed): the final willHide is invalid" }
    let hideUpdate = machine.handle(hide, in: container)
    let turnUpdate = machine.endTurn(in: container)
    let settled = time + 1
    scrollView.isDragging = false
    let plan = adjuster.plan(for: scrollView, obstruction: machine.contentOverlap(at: settled, in: container))
    let layout = machine.dockLayout(at: settled, in: container, configuration: configuration)
    let resting = DockLayout.resolve(overlap: 0, in: container, configuration: configuration)
    var problems: [String] = []
    if machine.phase(at: settled) != .hidden { problems.append("phase \(machine.phase(at: settled))") }
    if layout != resting { problems.append("layout \(layout) ≠ resting \(resting)") }
    if plan.contentInset != baseline.contentInset {
      problems.append("content inset \(plan.contentInset) ≠ baseline \(baseline.contentInset)")
    }
    if plan.verticalScrollIndicatorInsets != baseline.verticalScrollIndicatorInsets {
      problems.append(
        "indicator insets \(plan.verticalScrollIndicatorInsets) ≠ baseline "
          + "\(baseline.verticalScrollIndicatorInsets)"
      )
    }
    return fail(problems) { "final hide (\(hideUpdate), \(turnUpdate))" }
  }

  /// A scroll view filling `container` with an arbitrary baseline of its own.
  ///
  /// Insets are on a 3× pixel grid, with any adjustment behaviour, upright or inverted, pinned to its newest
  /// content or not.
  static func randomScrollView(in container: KeyboardContainer, using random: inout SplitMix64)
    -> ScrollViewGeometry
  {
    let pixel = 1.0 / 3
    var geometry = ScrollViewGeometry(
      contentSize: CGSize(width: container.bounds.width, height: random.pick([300, 2000, 5000])),
      boundsSize: container.bounds.size,
      contentInset: DockEdgeInsets(
        top: CGFloat(Double(random.index(below: 40)) * pixel),
        bottom: CGFloat(Double(random.index(below: 200)) * pixel)),
      verticalScrollIndicatorInsets: DockEdgeInsets(bottom: CGFloat(Double(random.index(below: 30)) * pixel)),
      safeAreaInsets: container.safeAreaInsets,
      adjustmentBehavior: random.pick([.automatic, .scrollableAxes, .never, .always]),
      automaticallyAdjustsScrollIndicatorInsets: random.chance(0.8),
      isInverted: random.chance(0.3))
    let range = geometry.verticalOffsetRange
    let pinned = geometry.isInverted ? range.lowerBound : range.upperBound
    geometry.contentOffset.y = random.chance(0.6) ? pinned : (range.lowerBound + range.upperBound) / 2
    return geometry
  }
}
