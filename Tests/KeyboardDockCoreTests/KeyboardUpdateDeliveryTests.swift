import Foundation
import KeyboardDockCore
import Testing

/// When SwiftUI's keyboard snapshot is published for an update: every combination of an animated
/// or immediate transition, the phase it ends in and whether a frame sample caused it.
@Suite("KeyboardUpdateDelivery: when SwiftUI hears of a keyboard update")
struct KeyboardUpdateDeliveryTests {
  static let spring = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard)
  static let immediate = KeyboardAnimation.immediate(at: 1)
  /// The spring a handler read: iOS 26's.
  static let read = KeyboardSpringParameters.keyboard(on: SystemVersion(26))
  static let readSpring = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard, spring: read)

  struct Case: Sendable, CustomTestStringConvertible {
    var animation: KeyboardAnimation
    var phase: KeyboardPhase
    var isFromFrameSample: Bool
    var expected: KeyboardUpdateDelivery
    var testDescription: String {
      "\(animation.isImmediate ? "immediate" : "animated"), \(phase), sample: \(isFromFrameSample)"
    }
  }

  static let cases: [Case] = KeyboardPhase.allCases.flatMap { phase in
    [false, true].flatMap { sample in
      [
        // An animated transition (a notification, a cancelled drag's spring back) animates, before
        // the commit, out of any SwiftUI update, with the spring read in the handler.
        Case(animation: spring, phase: phase, isFromFrameSample: sample, expected: .beforeCommit(readSpring)),
        // Immediate: at once in a sample's layout pass or during a drag, else on the next turn.
        Case(
          animation: immediate, phase: phase, isFromFrameSample: sample,
          expected: sample || phase == .interactive ? .immediate : .nextTurn),
      ]
    }
  }

  @Test(arguments: cases)
  func delivery(_ c: Case) {
    #expect(
      KeyboardUpdateDelivery(
        animation: c.animation, phase: c.phase, isFromFrameSample: c.isFromFrameSample,
        keyboardSpring: Self.read)
        == c.expected)
  }

  @Test func aZeroDurationOrANonFiniteOneIsImmediate() {
    for duration in [0, -1, Double.nan, .infinity] {
      let animation = KeyboardAnimation(beginTime: 1, duration: duration, curve: .keyboard)
      #expect(
        KeyboardUpdateDelivery(
          animation: animation, phase: .shown, isFromFrameSample: false, keyboardSpring: .keyboard)
          == .nextTurn)
      #expect(
        KeyboardUpdateDelivery(
          animation: animation, phase: .interactive, isFromFrameSample: false, keyboardSpring: .keyboard)
          == .immediate)
    }
  }

  /// Issue 34, "SwiftUI focus": a `@FocusState` change makes UIKit post `willShow` inside a SwiftUI
  /// update; the snapshot was published there ("Publishing changes from within view updates").
  @Test func aWillIsShownBeforeTheCommitNotInsideItsHandler() {
    let delivery = KeyboardUpdateDelivery(
      animation: Self.spring, phase: .showing, isFromFrameSample: false, keyboardSpring: Self.read)
    guard case .beforeCommit(let animation) = delivery else {
      Issue.record("expected .beforeCommit, got \(delivery)")
      return
    }
    #expect(animation.beginTime == 1)
    #expect(animation.duration == 0.25)
    #expect(animation.spring == Self.read)
  }

  @Test func aSpringTheAnimationNamesIsKept() {
    let own = KeyboardAnimation(beginTime: 1, duration: 0.25, curve: .keyboard, spring: .keyboard)
    #expect(
      KeyboardUpdateDelivery(
        animation: own, phase: .showing, isFromFrameSample: false, keyboardSpring: Self.read)
        == .beforeCommit(own))
  }
}

/// Issue 39, part 3: a drag publishes SwiftUI's snapshot when it starts and when it ends, not for
/// each of its frames (120 Hz), which would re-evaluate every view that reads the environment.
@Suite("KeyboardUpdateDelivery: a drag is shown when it starts and when it ends")
struct DragDeliveryTests {
  /// What SwiftUI is shown for the driver's answers to a drag, as the observation shows them: the
  /// phase of each published update, in order.
  static func published(
    tops: [CGFloat], releaseBy release: KeyboardDockInput?, frames: inout Int
  ) -> [KeyboardPhase] {
    var driver = DriverInputs.shown()
    var shown: KeyboardPhase? = .shown
    var published: [KeyboardPhase] = []
    func show(_ actions: KeyboardDockActions, fromSample: Bool) {
      guard let transition = actions.transition else { return }
      let phase = driver.machine.state.phase
      let delivery = KeyboardUpdateDelivery(
        animation: transition.animation, phase: phase, isFromFrameSample: fromSample,
        keyboardSpring: .keyboard, shownPhase: shown)
      guard delivery != .skipped else { return }
      shown = phase
      published.append(phase)
    }
    for (index, top) in tops.enumerated() {
      let time = 2 + Double(index) / 120
      let frame = CGRect(x: 0, y: top, width: 390, height: 844 - top)
      show(driver.handle(.sample(frame: frame, at: time)), fromSample: true)
      show(driver.handle(.endTurn(at: time)), fromSample: true)
      frames += 1
    }
    if let release {
      show(driver.handle(release), fromSample: false)
      show(driver.handle(.endTurn(at: 3)), fromSample: false)
    }
    return published
  }

  @Test(arguments: [7, 31, 113])
  func aDragThatSpringsBackIsShownTwice(frameCount: Int) {
    // Down from the resting top 508 to 700 and back up, then at rest again.
    let tops = (0..<frameCount).map { index -> CGFloat in
      let half = Double(frameCount) / 2
      let progress = 1 - abs(Double(index) - half) / half
      return 520 + CGFloat(progress * 180)
    }
    var frames = 0
    let phases = Self.published(tops: tops + [508], releaseBy: nil, frames: &frames)
    #expect(frames == frameCount + 1)
    #expect(phases == [.interactive, .shown])
  }

  @Test(arguments: [600, 733])
  func aDragThatEndsInAHideIsShownTwice(lowest: CGFloat) {
    let tops = stride(from: 530, through: lowest, by: 9).map { $0 }
    var frames = 0
    let hide = KeyboardDockInput.notification(
      DriverInputs.will(.willHide, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 2.9),
      animation: DriverInputs.keyboardSpring)
    let phases = Self.published(tops: tops, releaseBy: hide, frames: &frames)
    #expect(frames == tops.count)
    #expect(tops.count > 5)
    #expect(phases == [.interactive, .hiding])
  }

  @Test func withoutAShownDragEveryFrameIsShown() {
    // What the observation did before issue 39: nothing shown, each frame at once.
    #expect(
      KeyboardUpdateDelivery(
        animation: .immediate(at: 1), phase: .interactive, isFromFrameSample: true, keyboardSpring: .keyboard)
        == .immediate)
    #expect(
      KeyboardUpdateDelivery(
        animation: .immediate(at: 1), phase: .interactive, isFromFrameSample: true, keyboardSpring: .keyboard,
        shownPhase: .interactive) == .skipped)
    // A drag's first frame after a shown phase, and its end, are shown.
    #expect(
      KeyboardUpdateDelivery(
        animation: .immediate(at: 1), phase: .interactive, isFromFrameSample: true, keyboardSpring: .keyboard,
        shownPhase: .shown) == .immediate)
    #expect(
      KeyboardUpdateDelivery(
        animation: .immediate(at: 1), phase: .hidden, isFromFrameSample: true, keyboardSpring: .keyboard,
        shownPhase: .interactive) == .immediate)
  }
}
