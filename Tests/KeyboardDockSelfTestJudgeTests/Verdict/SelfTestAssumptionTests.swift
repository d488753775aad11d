import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// Each assumption's check over fabricated observations: one that passes and one that fails, with the
/// numbers each line reports.
@Suite("SelfTest assumptions")
struct SelfTestAssumptionTests {
  static let spring = SelfTestAnimation(
    className: "CASpringAnimation",
    spring: .init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0), duration: 0.5, isAdditive: true
  )

  func check(_ assumption: SelfTestAssumption, _ observations: SelfTestObservations) -> SelfTestCheck {
    assumption.check(observations)
  }

  // MARK: a

  @Test func aPassesWhenEveryAnimatedWillReadsAnAnimation() {
    let notes = [
      SelfTestWillNotification(name: "willShow", time: 1, duration: 0.25, animation: Self.spring),
      SelfTestWillNotification(name: "willHide", time: 2, duration: 0.25, animation: Self.spring),
      SelfTestWillNotification(name: "willChangeFrame", time: 3, duration: 0, animation: nil),
    ]
    let result = check(.animationBlock, SelfTestObservations(isIndependent: true, willNotifications: notes))
    #expect(result.outcome == .pass)
    #expect(
      result.line
        == "a. pass [app] (every will notification arrives inside an animation block the probe reads): "
        + "2/2 animated will notifications read, 1 with duration 0: "
        + "CASpringAnimation spring(mass 3, stiffness 1000, damping 500, v0 0), additive (2)")
  }

  @Test func aFailsWhenAnAnimatedWillReadsNoAnimation() {
    let bezier = SelfTestAnimation(
      className: "CABasicAnimation", bezier: [0.25, 0.1, 0.25, 1], duration: 0.25, isAdditive: false)
    let notes = [
      SelfTestWillNotification(name: "willShow", time: 1, duration: 0.25, animation: bezier),
      SelfTestWillNotification(name: "willHide", time: 2, duration: 0.25, animation: nil),
    ]
    let result = check(.animationBlock, SelfTestObservations(isIndependent: true, willNotifications: notes))
    #expect(result.outcome == .fail)
    #expect(
      result.detail
        == "1 of 2 animated will notifications read no animation (first: willHide, duration 0.25 s); read: "
        + "CABasicAnimation bezier(0.25, 0.1, 0.25, 1) 0.25 s, not additive (1)")
    #expect(check(.animationBlock, SelfTestObservations(isIndependent: true)).outcome == .inconclusive)
  }

  // MARK: b

  static func transactions(keyboardOffset: Double) -> [SelfTestTransaction] {
    SelfTestTrigger.allCases.enumerated().map { index, trigger in
      let begin = 10 + Double(index)
      return SelfTestTransaction(
        trigger: trigger, barBeginTime: begin, keyboardBeginTime: begin + keyboardOffset)
    }
  }

  @Test func bPassesWhenEveryTriggerBeginsWithinATenthOfAMillisecond() {
    let result = check(
      .sameTransaction,
      SelfTestObservations(isIndependent: true, transactions: Self.transactions(keyboardOffset: 0.00005)))
    #expect(result.outcome == .pass)
    #expect(
      result.detail
        == "beginTime difference (at most 0.1 ms): hide from a button 0.05 ms, hide from Return 0.05 ms, "
        + "hide from a timer 0.05 ms, show from becomeFirstResponder 0.05 ms")
  }

  @Test func bFailsWhenTheBarBeginsAFrameLate() {
    var transactions = Self.transactions(keyboardOffset: 0)
    transactions[2].barBeginTime = 12.016
    let result = check(
      .sameTransaction, SelfTestObservations(isIndependent: true, transactions: transactions))
    #expect(result.outcome == .fail)
    #expect(result.detail.contains("hide from a timer 16 ms"))
  }

  @Test func bIsInconclusiveWithoutTheKeyboardsOwnLayer() {
    let result = check(
      .sameTransaction,
      SelfTestObservations(isIndependent: false, transactions: Self.transactions(keyboardOffset: 0)))
    #expect(result.outcome == .inconclusive)
    #expect(result.detail.contains("hide from a button: no keyboard host animation (not independent)"))
  }

  // MARK: c

  static let events: [SelfTestFrameSourceEvent] = [
    .willShow(time: 1),
    .sample(.accessory, time: 1.01, reportsHidden: false),
    .sample(.layoutGuide, time: 1.01, reportsHidden: false),
    .willHide(time: 2),
    .sample(.accessory, time: 2.01, reportsHidden: true),
    .sample(.layoutGuide, time: 2.01, reportsHidden: true),
  ]

  @Test func cPassesWhenHiddenSamplesFollowWillHide() {
    let result = check(
      .noEarlyHiddenSample, SelfTestObservations(isIndependent: true, frameSourceEvents: Self.events))
    #expect(result.outcome == .pass)
    #expect(
      result.detail
        == "1 hides; accessory: 2 samples, none hidden before willHide; layout guide: 2 samples, none hidden "
        + "before willHide")
  }

  @Test func cFailsWhenASourceReportsHiddenBeforeWillHide() {
    var events = Self.events
    events.insert(.sample(.layoutGuide, time: 1.99, reportsHidden: true), at: 3)
    let result = check(
      .noEarlyHiddenSample, SelfTestObservations(isIndependent: true, frameSourceEvents: events))
    #expect(result.outcome == .fail)
    #expect(
      result.detail
        == "1 hides; accessory: 2 samples, none hidden before willHide; layout guide: 1 of 3 samples hidden "
        + "before willHide (first at 1.99 s)")
    let noAccessory = Self.events.filter {
      if case .sample(.accessory, _, _) = $0 { false } else { true }
    }
    #expect(
      check(.noEarlyHiddenSample, SelfTestObservations(isIndependent: true, frameSourceEvents: noAccessory))
        .outcome == .inconclusive)
  }

  // MARK: d

  @Test func dPassesWhenTheBarReachesTheBottomWithNoSafeAreaInset() {
    let bars = [
      SelfTestRestingBar(screen: "UIKit chat", safeAreaBottom: 0, backgroundBottom: 844, screenBottom: 844)
    ]
    let result = check(.restingBar, SelfTestObservations(isIndependent: true, restingBars: bars))
    #expect(result.outcome == .pass)
    #expect(result.detail == "UIKit chat: safe-area bottom 0 pt, background reaches the bottom")
  }

  @Test func dFailsWhenTheBarKeepsTheHomeIndicatorInset() {
    let bars = [
      SelfTestRestingBar(screen: "UIKit chat", safeAreaBottom: 0, backgroundBottom: 844, screenBottom: 844),
      SelfTestRestingBar(
        screen: "SwiftUI chat", safeAreaBottom: 34, backgroundBottom: 810, screenBottom: 844),
    ]
    let result = check(.restingBar, SelfTestObservations(isIndependent: true, restingBars: bars))
    #expect(result.outcome == .fail)
    #expect(
      result.detail
        == "UIKit chat: safe-area bottom 0 pt, background reaches the bottom; SwiftUI chat: safe-area bottom "
        + "34 pt, background ends 34 pt above the bottom")
  }

  // MARK: e

  @Test func ePassesWithALayoutPassInEveryDisplayFrame() {
    let drag = SelfTestDrag(displayFrames: [0, 0.008, 0.016, 0.024], layoutPasses: [0.004, 0.012, 0.02])
    let result = check(.layoutPassPerFrame, SelfTestObservations(isIndependent: true, drag: drag))
    #expect(result.outcome == .pass)
    #expect(
      result.detail == "3 display frames, 3 layout passes, 0 frames without one, at most 1 in one frame")
  }

  @Test func eFailsWhenAFrameHasNoLayoutPass() {
    let drag = SelfTestDrag(displayFrames: [0, 0.008, 0.016, 0.024], layoutPasses: [0.004, 0.005, 0.02])
    let result = check(.layoutPassPerFrame, SelfTestObservations(isIndependent: true, drag: drag))
    #expect(result.outcome == .fail)
    #expect(
      result.detail == "3 display frames, 3 layout passes, 1 frames without one, at most 2 in one frame")
    let skipped = check(.layoutPassPerFrame, SelfTestObservations(isIndependent: true))
    #expect(skipped.outcome == .inconclusive)
    #expect(skipped.detail == "no drag (skipped: nobody to drag the keyboard)")
  }
}
