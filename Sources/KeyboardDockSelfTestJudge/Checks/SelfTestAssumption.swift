import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// The five assumptions about UIKit that KeyboardDock's design rests on, each checked over what the
/// self-test observed, as one line with its numbers.
package enum SelfTestAssumption: String, Sendable, Equatable, CaseIterable {
  /// a. Every *will* notification arrives inside an animation block, and the probe reads an animation from
  /// it.
  case animationBlock = "a"
  /// b. The bar's animations and the keyboard's begin in the same transaction.
  case sameTransaction = "b"
  /// c. No frame-source sample reports the hidden position before the *willHide* of its turn.
  case noEarlyHiddenSample = "c"
  /// d. At rest, the docked bar's bottom safe-area inset is 0 and its background reaches the screen's
  /// bottom edge.
  case restingBar = "d"
  /// e. During the person's drag, the frame source gets one layout pass per display frame.
  case layoutPassPerFrame = "e"

  /// The largest difference between the bar's and the keyboard's committed `beginTime`, in seconds: 0.0001.
  package static let beginTimeTolerance = 0.0001
  /// The largest difference, in points, at which two edges count as the same: 0.01.
  package static let edgeTolerance = 0.01

  /// What the assumption states, for the report.
  package var statement: String {
    switch self {
    case .animationBlock: "every will notification arrives inside an animation block the probe reads"
    case .sameTransaction: "the bar's and the keyboard's animations begin in the same transaction"
    case .noEarlyHiddenSample: "no frame-source sample reports the hidden position before willHide"
    case .restingBar: "at rest the bar's bottom safe-area inset is 0 and its background reaches the bottom"
    case .layoutPassPerFrame: "during a drag the frame source gets one layout pass per display frame"
    }
  }

  /// Checks the assumption over what the app observed; ``SelfTestVerdict`` weighs the result with the
  /// instruments outside the app.
  package func check(_ observations: SelfTestObservations) -> SelfTestCheck {
    switch self {
    case .animationBlock: Self.checkAnimationBlock(observations.willNotifications)
    case .sameTransaction: Self.checkSameTransaction(observations)
    case .noEarlyHiddenSample: Self.checkNoEarlyHiddenSample(observations.frameSourceEvents)
    case .restingBar: Self.checkRestingBar(observations.restingBars)
    case .layoutPassPerFrame: Self.checkLayoutPassPerFrame(observations.drag)
    }
  }

  private func result(_ outcome: SelfTestOutcome, _ detail: String) -> SelfTestCheck {
    SelfTestCheck(
      name: rawValue, statement: statement, outcome: outcome,
      evidence: outcome == .inconclusive ? [] : [.app], detail: detail)
  }

  // MARK: a

  private static func checkAnimationBlock(_ notes: [SelfTestWillNotification]) -> SelfTestCheck {
    let me = SelfTestAssumption.animationBlock
    guard !notes.isEmpty else { return me.result(.inconclusive, "no will notification arrived") }
    let animated = notes.filter { $0.duration > 0 }
    let unread = animated.filter { !($0.animation?.hasTiming ?? false) }
    var kinds: [(summary: String, count: Int)] = []
    for summary in animated.compactMap({ $0.animation?.summary }) {
      if let index = kinds.firstIndex(where: { $0.summary == summary }) {
        kinds[index].count += 1
      } else {
        kinds.append((summary, 1))
      }
    }
    let read = kinds.map { "\($0.summary) (\($0.count))" }.joined(separator: "; ")
    let still = notes.count - animated.count
    let stillText = still > 0 ? ", \(still) with duration 0" : ""
    if let first = unread.first {
      return me.result(
        .fail,
        "\(unread.count) of \(animated.count) animated will notifications read no animation (first: "
          + "\(first.name), duration \(SelfTestFormat.number(first.duration)) s)\(stillText); read: "
          + (read.isEmpty ? "nothing" : read))
    }
    guard !animated.isEmpty else {
      return me.result(.inconclusive, "\(notes.count) will notifications, none with a duration")
    }
    return me.result(
      .pass, "\(animated.count)/\(animated.count) animated will notifications read\(stillText): \(read)")
  }

  // MARK: b

  private static func checkSameTransaction(_ observations: SelfTestObservations) -> SelfTestCheck {
    let me = SelfTestAssumption.sameTransaction
    var parts: [String] = []
    var outcome = SelfTestOutcome.pass
    for trigger in SelfTestTrigger.allCases {
      let seen = observations.transactions.filter { $0.trigger == trigger }
      guard !seen.isEmpty else {
        parts.append("\(trigger.rawValue): not observed")
        outcome = outcome.combined(with: .inconclusive)
        continue
      }
      if seen.contains(where: { $0.barBeginTime == nil }) {
        parts.append("\(trigger.rawValue): the bar had no animation")
        outcome = .fail
        continue
      }
      guard observations.isIndependent, seen.allSatisfy({ $0.keyboardBeginTime != nil }) else {
        parts.append("\(trigger.rawValue): no keyboard host animation (not independent)")
        outcome = outcome.combined(with: .inconclusive)
        continue
      }
      let worst = seen.map { abs(($0.barBeginTime ?? 0) - ($0.keyboardBeginTime ?? 0)) }.max() ?? 0
      parts.append("\(trigger.rawValue) \(SelfTestFormat.number(worst * 1000)) ms")
      if !(worst <= beginTimeTolerance) { outcome = .fail }
    }
    return me.result(outcome, "beginTime difference (at most 0.1 ms): " + parts.joined(separator: ", "))
  }

  // MARK: c

  private static func checkNoEarlyHiddenSample(_ events: [SelfTestFrameSourceEvent]) -> SelfTestCheck {
    let me = SelfTestAssumption.noEarlyHiddenSample
    var parts: [String] = []
    var outcome = SelfTestOutcome.pass
    let hides = events.filter { if case .willHide = $0 { true } else { false } }.count
    for source in SelfTestFrameSource.allCases {
      var isShown = false
      var samples = 0
      var early: [Double] = []
      for event in events {
        switch event {
        case .willShow: isShown = true
        case .willHide: isShown = false
        case .sample(let from, let time, let reportsHidden) where from == source:
          samples += 1
          if reportsHidden, isShown { early.append(time) }
        case .sample: break
        }
      }
      if let first = early.first {
        parts.append(
          "\(source.rawValue): \(early.count) of \(samples) samples hidden before willHide "
            + "(first at \(SelfTestFormat.number(first)) s)")
        outcome = .fail
      } else if samples == 0 || hides == 0 {
        parts.append("\(source.rawValue): \(samples) samples, \(hides) hides, too few to tell")
        outcome = outcome.combined(with: .inconclusive)
      } else {
        parts.append("\(source.rawValue): \(samples) samples, none hidden before willHide")
      }
    }
    return me.result(outcome, "\(hides) hides; " + parts.joined(separator: "; "))
  }

  // MARK: d

  private static func checkRestingBar(_ bars: [SelfTestRestingBar]) -> SelfTestCheck {
    let me = SelfTestAssumption.restingBar
    guard !bars.isEmpty else { return me.result(.inconclusive, "no bar measured at rest") }
    var outcome = SelfTestOutcome.pass
    let parts = bars.map { bar in
      let short = bar.screenBottom - bar.backgroundBottom
      let fits = abs(bar.safeAreaBottom) <= edgeTolerance && short <= edgeTolerance
      if !fits { outcome = .fail }
      return "\(bar.screen): safe-area bottom \(SelfTestFormat.number(bar.safeAreaBottom)) pt, background "
        + (short <= edgeTolerance
          ? "reaches the bottom" : "ends \(SelfTestFormat.number(short)) pt above the bottom")
    }
    return me.result(outcome, parts.joined(separator: "; "))
  }

  // MARK: e

  private static func checkLayoutPassPerFrame(_ drag: SelfTestDrag?) -> SelfTestCheck {
    let me = SelfTestAssumption.layoutPassPerFrame
    guard let drag else { return me.result(.inconclusive, "no drag (skipped: nobody to drag the keyboard)") }
    let frames = drag.displayFrames
    guard frames.count >= 2 else {
      return me.result(.inconclusive, "\(frames.count) display frames during the drag, too few to tell")
    }
    var missed = 0
    var most = 0
    var passes = drag.layoutPasses.makeIterator()
    var pending = passes.next()
    for index in 1..<frames.count {
      var count = 0
      while let pass = pending, pass <= frames[index] {
        if pass > frames[index - 1] { count += 1 }
        pending = passes.next()
      }
      if count == 0 { missed += 1 }
      most = max(most, count)
    }
    let intervals = frames.count - 1
    let detail =
      "\(intervals) display frames, \(drag.layoutPasses.count) layout passes, \(missed) frames without one, "
      + "at most \(most) in one frame"
    return me.result(missed == 0 ? .pass : .fail, detail)
  }
}
