import Foundation
import Testing

@testable import KeyboardDockCore

/// The three field-report sessions of issue 34, tried as a new user would, with hand-computed
/// positions on device A (390 × 844, safe bottom 34, keyboard 508…844): each put the bar far off
/// the keyboard before the arbiter.
@Suite("Field reports: sources that lie")
struct SourceArbiterFieldReportTests {
  typealias In = DriverInputs

  static func configuration(_ system: Int?, _ source: KeyboardSampleSource?)
    -> KeyboardDockDriver.Configuration
  {
    KeyboardDockDriver.Configuration(system: system.map { SystemVersion($0) }, sampleSource: source)
  }

  /// A guide sample at the bar's resting line: a guide at the screen's bottom reads as a keyboard
  /// dragged down to the line (`KeyboardGeometry.sampleFrame(layoutGuideFrame:keyboardFrame:in:)`).
  static let guideAtBottom = CGRect(x: 0, y: 810, width: 390, height: 336)

  /// iOS 27: the guide drops to the screen's bottom while the keyboard stays up, with no
  /// notification and no finger.
  ///
  /// The bar stays on the keyboard at 844 − 508 = 336; before, it went
  /// to rest at 34, 302 pt under the keyboard.
  @Test func iOS27GuideAtTheBottomMovesNothing() {
    var driver = In.shown(configuration: Self.configuration(27, .layoutGuide))
    let sample = driver.handle(.sample(frame: Self.guideAtBottom, at: 2))
    #expect(sample.bar == nil)
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.update == .ignored(.sampleWithoutFinger))
    #expect(end.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.dockLayout(at: 2.1).bottomOffset == 336)
    #expect(driver.machine.state.phase != .interactive)
  }

  /// The same lie with a pan known not to be under way, on a system the table knows nothing of.
  @Test func noPanNoDrag() {
    var driver = In.shown()
    _ = driver.handle(.pan(KeyboardPan(phase: .ended), at: 1))
    #expect(driver.handle(.sample(frame: Self.guideAtBottom, at: 2)).update == .deferred)
    #expect(
      driver.handle(.sample(frame: CGRect(x: 0, y: 700, width: 390, height: 336), at: 2)).update == .deferred)
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.update == .ignored(.sampleWithoutFinger))
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// iOS 27's guide drops to the bottom while the user scrolls the list: the pan is under way,
  /// but its touch is above the keyboard (minus the 52-pt dismiss padding), so no finger holds
  /// the keyboard and the bar stays on it; with `.onDrag` the keyboard never follows a finger.
  @Test(arguments: [
    KeyboardPan(
      phase: .changed, touch: CGPoint(x: 100, y: 300), dismissMode: .interactive, dismissPadding: 52),
    KeyboardPan(phase: .began, touch: CGPoint(x: 100, y: 455), dismissMode: .interactive, dismissPadding: 52),
    KeyboardPan(phase: .changed, touch: CGPoint(x: 100, y: 700), dismissMode: .onDrag),
    KeyboardPan(phase: .changed, touch: CGPoint(x: 100, y: 700), dismissMode: KeyboardPan.DismissMode.none),
    // Before iOS 17 there is no padding: a touch 40 pt above the keyboard is above it.
    KeyboardPan(
      phase: .changed, touch: CGPoint(x: 100, y: 468), dismissMode: .interactive, dismissPadding: 52),
  ])
  func aScrollAboveTheKeyboardIsNoFinger(pan: KeyboardPan) {
    let system = pan.touch?.y == 468 ? 16 : 27
    var driver = In.shown(configuration: Self.configuration(system, .layoutGuide))
    _ = driver.handle(.pan(pan, at: 2))
    _ = driver.handle(.sample(frame: Self.guideAtBottom, at: 2))
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.dockLayout(at: 2.1).bottomOffset == 336)
  }

  /// The finger at the keyboard's top minus the padding, or below it, holds the keyboard: the
  /// drag is followed, with the touch's facts as the adapter reads them.
  @Test(arguments: [(CGFloat(456), CGFloat(52), 17), (508, 0, 16), (700, 52, 27)])
  func aFingerOnTheKeyboardIsFollowed(touchY: CGFloat, padding: CGFloat, system: Int) throws {
    var driver = In.shown(configuration: Self.configuration(system, .layoutGuide))
    let pan = KeyboardPan(
      phase: .changed, touch: CGPoint(x: 100, y: touchY), dismissMode: .interactiveWithAccessory,
      dismissPadding: padding)
    _ = driver.handle(.pan(pan, at: 2))
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 2))
    #expect(try #require(actions.bar).value == 244)
  }

  /// A real drag on iOS 27 is still followed frame by frame: the pan says a finger holds it.
  @Test func iOS27ADragIsFollowedFrameByFrame() throws {
    var driver = In.shown(configuration: Self.configuration(27, .layoutGuide))
    _ = driver.handle(.pan(KeyboardPan(phase: .changed), at: 2))
    for (index, top) in [600.0, 700, 790, 810].enumerated() {
      let actions = driver.handle(
        .sample(frame: CGRect(x: 0, y: top, width: 390, height: 336), at: 2 + Double(index) / 60))
      let bar = try #require(actions.bar)
      #expect(bar.placesAtOnce)
      // The bar rides the keyboard's top until the resting line (810), then rests on 34.
      #expect(abs(Double(bar.value) - max(844 - top, 34)) < 1e-9)
      #expect(driver.machine.state.phase == .interactive)
    }
  }

  /// The scene activates 10 ms into the first show (launch, an alert, Face ID).
  ///
  /// The reading is not believed while the will's animation runs: at 0.01 s the keyboard has
  /// risen 336 × x(0.01) =
  /// 4.96 pt, so the bar still rests on 34. Before, the reconcile placed it at 336 at once, 302 pt
  /// above the keyboard.
  @Test func anActivationDuringTheFirstShowChangesNothing() {
    var driver = In.placed()
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0), animation: In.keyboardSpring
      ))
    _ = driver.handle(.endTurn(at: 0))
    let actions = driver.handle(.foreground(keyboardFrame: DeviceA.keyboard, at: 0.01))
    #expect(actions.update == .ignored(.readingDuringMotion))
    // Issue 39: the adapter keeps waiting and offers the reading again.
    #expect(actions.retriesReading)
    #expect(actions.bar == nil)
    #expect(driver.machine.state.phase == .showing)
    let risen = 336 * In.progress(0.01)
    #expect(abs(risen - 4.96) < 0.01)
    #expect(driver.dockLayout(at: 0.01).bottomOffset == 34)
    #expect(abs(Double(driver.dockLayout(at: 0.2).bottomOffset) - 336 * In.progress(0.2)) < 0.01)
  }

  /// At rest an activation is believed as before: the keyboard returns at another height.
  @Test func anActivationAtRestIsBelieved() {
    var driver = In.shown()
    let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
    let actions = driver.handle(.foreground(keyboardFrame: taller, at: 5))
    #expect(!actions.retriesReading)
    #expect(actions.bar?.value == 380)
    #expect(driver.targetLayout.bottomOffset == 380)
  }

  /// The keyboard gets shorter (QuickType off: 336 → 291, top 508 → 553) and the host view shows
  /// its end before the will, in the same turn.
  ///
  /// The bar rides the will's animation from 336 down
  /// to 291; before, the sample was a drag that dropped the bar 336 − 291 = 45 pt at once, under
  /// the keyboard still at 508.
  @Test(arguments: [(18, nil), (26, false)] as [(Int, Bool?)])
  func aShorterKeyboardSeenEarlyWaitsForItsWill(system: Int, pan: Bool?) throws {
    var driver = In.shown(configuration: Self.configuration(system, .accessoryHost))
    if let pan { _ = driver.handle(.pan(KeyboardPan(phase: pan ? .changed : .ended), at: 1)) }
    let shorter = CGRect(x: 0, y: 553, width: 390, height: 291)
    let sample = driver.handle(.sample(frame: shorter, at: 2))
    #expect(sample.update == .deferred)
    #expect(sample.bar == nil)
    for kind in [KeyboardNotificationKind.willChangeFrame, .willShow] {
      _ = driver.handle(
        .notification(In.will(kind, from: DeviceA.keyboard, to: shorter, at: 2), animation: In.keyboardSpring)
      )
    }
    let end = driver.handle(.endTurn(at: 2))
    #expect(end.bar == nil || end.bar?.placesAtOnce == false)
    #expect(driver.machine.state.frame == shorter)
    #expect(driver.machine.state.phase != .interactive)
    #expect(driver.targetLayout.bottomOffset == 291)
    // Halfway through the spring the bar is still over the keyboard: 336 − 45 × x(t).
    for elapsed in [0.0, 0.05, 0.1] {
      let expected = 336 - 45 * In.progress(elapsed)
      #expect(abs(Double(driver.dockLayout(at: 2 + elapsed).bottomOffset) - expected) < 0.01)
    }
  }

  /// A shorter keyboard's frame with no will after it is dropped at the turn's end.
  @Test func aShorterFrameWithoutAWillIsDropped() {
    var driver = In.shown(configuration: Self.configuration(18, .accessoryHost))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 553, width: 390, height: 291), at: 2))
    #expect(driver.handle(.endTurn(at: 2)).update == .ignored(.sampleWithoutFinger))
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// A drag moves the whole keyboard down: with the pan unknown, its first step waits and the
  /// next reading further down is followed at once.
  @Test func aHostDraggedAtTheKeyboardsHeightIsFollowed() {
    var driver = In.shown(configuration: Self.configuration(18, .accessoryHost))
    let first = driver.handle(.sample(frame: CGRect(x: 0, y: 580, width: 390, height: 336), at: 2))
    #expect(first.update == .deferred)
    #expect(first.bar == nil)
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 2.016))
    #expect(actions.bar?.value == 244)
    #expect(actions.bar?.placesAtOnce == true)
  }
}

/// Part 3 of issue 34: what a second reading of the adapters found.
@Suite("Sources that lie: the adapters' second reading")
struct SourceArbiterAdapterTests {
  typealias In = DriverInputs

  /// iOS 26 with an accessory: the host sits 44 pt above the end frame the notification reports.
  ///
  /// That is 552, the keyboard's keys. The correction is not believed there; the bar ends on 292.
  @Test func iOS26AccessoryHostCorrectsNoEndFrame() {
    let configuration = KeyboardDockDriver.Configuration(
      system: SystemVersion(26), sampleSource: .accessoryHost)
    var driver = In.placed(configuration: configuration)
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.offscreen, to: FrameDisagreementTests.reported, at: 0),
        animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 0))
    let actions = driver.handle(.sample(frame: DeviceA.keyboard, at: 0.02))
    #expect(actions.transition == nil)
    #expect(actions.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 292)
    for kind in [KeyboardNotificationKind.didChangeFrame, .didShow] {
      let did = KeyboardNotification(
        kind: kind, beginFrame: DeviceA.offscreen, endFrame: FrameDisagreementTests.reported, timestamp: 0.5)
      _ = driver.handle(.notification(did, animation: .notAnimated))
    }
    #expect(driver.machine.state.frame == FrameDisagreementTests.reported)
    #expect(driver.targetLayout.bottomOffset == 292)
  }

  /// A guide left 30 pt above the safe area after an interactive dismissal, with no keyboard
  /// responder, shows no keyboard: the bar stays on 34, where it lifted 30 pt before.
  @Test func aGuideLeftAboveTheSafeAreaIsNoKeyboard() {
    let residue = CGRect(x: 0, y: 780, width: 390, height: 64)
    let reading = ForegroundReading(
      guideFrame: residue, lastKnownFrame: DeviceA.keyboard, hasKeyboardResponder: false,
      in: DeviceA.container)
    #expect(reading == .keyboard(nil))
    let withResponder = ForegroundReading(
      guideFrame: residue, lastKnownFrame: DeviceA.keyboard, hasKeyboardResponder: true, in: DeviceA.container
    )
    #expect(withResponder == .keyboard(CGRect(x: 0, y: 780, width: 390, height: 336)))
  }

  /// Accessory mode: a guide that shows a keyboard well above the safe area is read without
  /// looking for a responder, which walks the window.
  @Test func aRaisedGuideAsksForNoResponder() {
    var asked = 0
    let reading = ForegroundReading(
      guideFrame: ForegroundReadingTests.raised, lastKnownFrame: DeviceA.keyboard, in: DeviceA.container,
      hasKeyboardResponder: {
        asked += 1
        return true
      })
    #expect(reading == .keyboard(DeviceA.keyboard))
    #expect(asked == 0)
  }

  /// `performWithoutAnimation { becomeFirstResponder() }`: the keyboard pops in, though the will
  /// carries 0.25 s and curve 7.
  ///
  /// The bar goes to 336 at once; before, it rode the spring and was
  /// still 336 × (1 − x(0.1)) = 153 pt below the keyboard 0.1 s later.
  @Test func aShowWithoutAnimationPlacesTheBarAtOnce() throws {
    var driver = In.placed()
    let will = In.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0)
    #expect(will.duration == 0.25)
    let actions = driver.handle(.notification(will, animation: .animationsDisabled))
    let bar = try #require(actions.bar)
    #expect(bar.value == 336)
    #expect(bar.placesAtOnce)
    _ = driver.handle(.endTurn(at: 0))
    #expect(driver.dockLayout(at: 0.016).bottomOffset == 336)
    #expect(driver.dockLayout(at: 0.1).bottomOffset == 336)
    #expect(abs(336 * (1 - In.progress(0.1)) - 152.9) < 0.1)
  }

  /// iOS 27: a did that confirms no will moves nothing; before iOS 27 it still settles a missed
  /// will's frame.
  @Test(arguments: [(27, 336.0), (26, 380.0)])
  func aDidOutsideTheWillsTransaction(system: Int, offset: Double) {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(system: SystemVersion(system)))
    let did = KeyboardNotification(
      kind: .didChangeFrame, beginFrame: DeviceA.keyboard,
      endFrame: CGRect(x: 0, y: 464, width: 390, height: 380),
      timestamp: 3)
    _ = driver.handle(.notification(did, animation: .notAnimated))
    #expect(Double(driver.targetLayout.bottomOffset) == offset)
  }
}

/// Faults whose lie a reading alone can expose.
@Suite("Sources that lie: faults measured or refused")
struct SourceArbiterFaultTests {
  typealias In = DriverInputs

  /// iOS 26 with an accessory: the guide reads 30 pt above the keyboard (FB18129551).
  ///
  /// Read at rest with no will, it measures the offset; a drag's samples then put the keyboard
  /// 30 pt lower, where
  /// it is: a sample at 570 is the keyboard at 600, the bar 844 − 600 = 244.
  @Test func aGuideAboveTheKeyboardIsMeasuredAndTakenOff() throws {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(system: SystemVersion(26)))
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 478, width: 390, height: 366), at: 0.6))
    _ = driver.handle(.endTurn(at: 0.6))
    #expect(driver.arbiter.sourceOffset == 30)
    #expect(driver.targetLayout.bottomOffset == 336)
    _ = driver.handle(.pan(.fingerOnKeyboard, at: 2))
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 570, width: 390, height: 366), at: 2))
    #expect(actions.bar?.value == 244)
    #expect(driver.machine.state.frame.minY == 600)
  }

  /// A value 106 pt above the keyboard at rest (453.66 / 345 of its height): read alone it is
  /// taken as the turn's offset and measured, and the next reading at the keyboard's top clears
  /// it; the bar never moves.
  @Test func aSpuriousBurstIsClearedByTheNextTrueReading() {
    var driver = In.shown()
    let spurious = CGRect(x: 0, y: 844 - 336 * 453.66 / 345, width: 390, height: 336 * 453.66 / 345)
    #expect(driver.handle(.sample(frame: spurious, at: 0.6)).update == .ignored(.sampleUnchanged))
    #expect(driver.handle(.endTurn(at: 0.6)).bar == nil)
    #expect(abs(driver.arbiter.sourceOffset - 336 * (453.66 / 345 - 1)) < 1e-9)
    #expect(driver.handle(.sample(frame: DeviceA.keyboard, at: 0.61)).bar == nil)
    #expect(driver.arbiter.sourceOffset == 0)
    _ = driver.handle(.endTurn(at: 0.61))
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.dockLayout(at: 0.7).bottomOffset == 336)
  }

  /// A value more than the keyboard's height above it is no keyboard at all: neither an offset
  /// nor a correction.
  @Test func aReadingHigherThanTheKeyboardIsTallIsNoOffset() {
    var driver = In.shown()
    let top: CGFloat = 508 - 337
    #expect(
      driver.handle(.sample(frame: CGRect(x: 0, y: top, width: 390, height: 844 - top), at: 0.6)).update
        == .ignored(.sampleAheadOfNotification))
    _ = driver.handle(.endTurn(at: 0.6))
    #expect(driver.arbiter.sourceOffset == 0)
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// A guide 73 pt above the keyboard (a taller accessory) is an offset like any other: no fixed
  /// cap, and a new offset replaces the old one.
  @Test(arguments: [12.0, 73, 150])
  func anOffsetIsLearnedUpToTheKeyboardsHeight(offset: Double) throws {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(system: SystemVersion(26)))
    let top = 508 - offset
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: top, width: 390, height: 844 - top), at: 0.6))
    _ = driver.handle(.endTurn(at: 0.6))
    #expect(abs(driver.arbiter.sourceOffset - offset) < 1e-9)
    #expect(driver.targetLayout.bottomOffset == 336)
    // A new reading 20 pt above replaces it.
    _ = driver.handle(.sample(frame: CGRect(x: 0, y: 488, width: 390, height: 356), at: 1))
    _ = driver.handle(.endTurn(at: 1))
    // With no pan report, a reading that moved the source down from the offset's reading waits
    // for the next one: a finger's first step and a smaller offset read the same.
    #expect(abs(driver.arbiter.sourceOffset - (offset > 20 ? offset : 20)) < 1e-9)
    #expect(driver.arbiter.undecidedOffset.map { abs($0 - 20) < 1e-9 } ?? (offset < 20))
    _ = driver.handle(.pan(KeyboardPan(phase: .changed), at: 2))
    let actions = driver.handle(.sample(frame: CGRect(x: 0, y: 580, width: 390, height: 356), at: 2))
    #expect(try #require(actions.bar).value == 244)
  }

  /// Under a cross-fade a show's *did* comes 383 ms late with an empty end frame: it hides nothing.
  @Test func anEmptyDidHidesNothing() {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(prefersCrossFadeTransitions: true))
    let did = KeyboardNotification(
      kind: .didShow, beginFrame: DeviceA.offscreen, endFrame: CGRect(x: 0, y: 844, width: 390, height: 0),
      timestamp: 0.383)
    let actions = driver.handle(.notification(did, animation: .notAnimated))
    #expect(actions.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 336)
  }

  /// A will-change-frame with no keyboard present, 0.1 s after a hide, with no text-input
  /// responder left: no willShow comes with it, and it shows nothing (FluidGroup/Rideau#70).
  @Test func aFrameChangeWithNoKeyboardShowsNothing() {
    var driver = In.shown()
    _ = driver.handle(.textInputResponder(exists: false, at: 1))
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      _ = driver.handle(
        .notification(
          In.will(kind, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1), animation: In.keyboardSpring))
    }
    _ = driver.handle(.endTurn(at: 1))
    let phantom = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1.6),
        animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1.6))
    #expect(phantom.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 34)
    // A real show sends willShow with it, in the same turn.
    for kind in [KeyboardNotificationKind.willChangeFrame, .willShow] {
      _ = driver.handle(
        .notification(
          In.will(kind, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 3), animation: In.keyboardSpring))
    }
    _ = driver.handle(.endTurn(at: 3))
    #expect(driver.targetLayout.bottomOffset == 336)
  }
}

extension SourceArbiterFaultTests {
  /// A phantom that comes while the hide still animates shows nothing either.
  ///
  /// Its commit waited on a busy main thread, or the phantom came early; with no text-input
  /// responder left the keyboard is going away, and no willShow comes. Over the hide's whole
  /// animation.
  @Test(arguments: [0.02, 0.2, 0.45])
  func aPhantomWhileTheHideAnimatesShowsNothing(delay: Double) {
    var driver = In.shown()
    _ = driver.handle(.textInputResponder(exists: false, at: 1))
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      _ = driver.handle(
        .notification(
          In.will(kind, from: DeviceA.keyboard, to: DeviceA.offscreen, at: 1), animation: In.keyboardSpring))
    }
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.phase(at: 1 + delay) == .hiding)
    let phantom = driver.handle(
      .notification(
        In.will(.willChangeFrame, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1 + delay),
        animation: In.keyboardSpring))
    #expect(phantom.update == .deferred)
    _ = driver.handle(.endTurn(at: 1 + delay))
    #expect(phantom.bar == nil)
    #expect(driver.targetLayout.bottomOffset == 34)
    #expect(driver.phase(at: 3) == .hidden)
  }
}

/// The table and its article.
@Suite("The arbiter's table")
struct SourceFaultTableTests {
  /// The same phantom with nothing against it (the responder unknown, or one that exists) is
  /// believed, as peers believe a lone frame change; from another app it waits for its willShow.
  @Test(arguments: [nil, true] as [Bool?])
  func aFrameChangeWithNothingAgainstItIsBelieved(responder: Bool?) {
    var driver = DriverInputs.placed()
    if let responder { _ = driver.handle(.textInputResponder(exists: responder, at: 0.5)) }
    let change = driver.handle(
      .notification(
        DriverInputs.will(.willChangeFrame, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1.6),
        animation: DriverInputs.keyboardSpring))
    #expect(change.bar?.value == 336)
    #expect(driver.targetLayout.bottomOffset == 336)
    var other = DriverInputs.placed()
    let foreign = other.handle(
      .notification(
        DriverInputs.will(
          .willChangeFrame, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 1, isLocal: false),
        animation: DriverInputs.keyboardSpring))
    #expect(foreign.update == .deferred)
    _ = other.handle(.endTurn(at: 1))
    #expect(other.targetLayout.bottomOffset == 34)
  }

  /// A phantom to a floating frame (iPad) with no responder left shows nothing either, and a floating
  /// keyboard never lifts a bar that does not follow undocked keyboards.
  @Test func aFloatingPhantomShowsNothing() {
    let container = KeyboardContainer.fullScreen(
      width: 1024, height: 1366, safeAreaInsets: DockEdgeInsets(bottom: 20))
    let floating = CGRect(x: 300, y: 500, width: 320, height: 260)
    var driver = KeyboardDockDriver(barHeight: 52)
    _ = driver.handle(.container(container, at: 0))
    _ = driver.handle(.textInputResponder(exists: false, at: 0))
    let phantom = driver.handle(
      .notification(
        DriverInputs.will(
          .willChangeFrame, from: CGRect(x: 300, y: 1366, width: 320, height: 260), to: floating, at: 1),
        animation: DriverInputs.keyboardSpring))
    #expect(phantom.update == .deferred)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.targetLayout.bottomOffset == 20)
    _ = driver.handle(.textInputResponder(exists: true, at: 2))
    _ = driver.handle(
      .notification(
        DriverInputs.will(
          .willChangeFrame, from: CGRect(x: 300, y: 1366, width: 320, height: 260), to: floating, at: 2),
        animation: DriverInputs.keyboardSpring))
    _ = driver.handle(.endTurn(at: 2))
    #expect(driver.phase(at: 3) == .shown)
    #expect(driver.attachment(at: 3) == .undocked)
    #expect(driver.targetLayout.bottomOffset == 20)
    #expect(driver.dockLayout(at: 3).bottomOffset == 20)
  }

  @Test func everyRowOfTheIssueIsThereWithItsSources() {
    #expect(KeyboardSourceFault.table.map(\.id) == Array(1...10))
    for row in KeyboardSourceFault.table {
      #expect(!row.citations.isEmpty)
      #expect(!row.sources.isEmpty)
    }
  }

  @Test func datedRowsApplyFromTheirSystemOn() {
    let iOS27 = KeyboardSourceArbiter(system: SystemVersion(27), sampleSource: .layoutGuide)
    #expect(iOS27.applies(1))
    #expect(!KeyboardSourceArbiter(system: SystemVersion(26, 4), sampleSource: .layoutGuide).applies(1))
    #expect(!KeyboardSourceArbiter(system: SystemVersion(27), sampleSource: .accessoryHost).applies(1))
    #expect(!KeyboardSourceArbiter(system: nil, sampleSource: .layoutGuide).applies(1))
    #expect(KeyboardSourceArbiter().applies(9) == false)
    #expect(KeyboardSourceArbiter().applies(10))
  }

  /// The article lists every row with the same sources.
  @Test func theArticleCitesEveryRow() throws {
    let article = try DocumentationSnippetTests.text(
      "Sources/KeyboardDockCore/Documentation.docc/HowTheKeyboardBehaves.md")
    let start = try #require(article.range(of: "## Sources that lie"))
    let section = article[start.upperBound...]
    for row in KeyboardSourceFault.table {
      let line = try #require(section.split(separator: "\n").first { $0.hasPrefix("| \(row.id) |") })
      for citation in [
        "#9958", "#10006", "#797", "#970", "#1155", "#1208", "#70", "#12183", "#973", "FB18129551",
      ]
      where row.citations.contains(citation) {
        #expect(line.contains(citation), "row \(row.id) lacks \(citation)")
      }
    }
  }
}

/// Issue 39, part 5: an activation reading set aside during the keyboard's motion is offered again
/// and taken once the keyboard rests.
@Suite("Activation readings: set aside during motion, taken at rest")
struct ActivationRetryTests {
  @Test(arguments: [0.01, 0.12, 0.3])
  func aReadingSetAsideDuringTheShowIsTakenWhenOfferedAtRest(first: Double) {
    var driver = DriverInputs.placed()
    _ = driver.handle(
      .notification(
        DriverInputs.will(.willShow, from: DeviceA.offscreen, to: DeviceA.keyboard, at: 0),
        animation: DriverInputs.keyboardSpring))
    _ = driver.handle(.endTurn(at: 0))
    let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
    let early = driver.handle(.foreground(keyboardFrame: taller, at: first))
    #expect(early.retriesReading)
    // The adapter's next layout pass, after the spring settled (0.5 s).
    let again = driver.handle(.foreground(keyboardFrame: taller, at: 0.6))
    #expect(!again.retriesReading)
    #expect(again.bar?.value == 380)
    #expect(driver.targetLayout.bottomOffset == 380)
  }

  @Test func aReadingWithoutAContainerIsRetried() {
    var driver = KeyboardDockDriver(configuration: .init(), barHeight: 52)
    #expect(driver.handle(.foreground(keyboardFrame: DeviceA.keyboard, at: 1)).retriesReading)
  }

  @Test func otherInputsAreNoReadings() {
    var driver = DriverInputs.shown()
    #expect(!driver.handle(.barHeight(60, at: 1)).retriesReading)
    #expect(!driver.handle(.endTurn(at: 1)).retriesReading)
  }
}

/// Issue 39, part 5: a selectable read-only text view (a transcript) adopts `UIKeyInput` and can
/// be first responder, yet shows no keyboard.
@Suite("Keyboard responders: from the first responder's raw facts")
struct KeyboardResponderFactsTests {
  @Test(arguments: [
    // (adopts key input, editable, input view, shows a keyboard)
    (true, true as Bool?, false, true),  // an editable text view or field
    (true, false, false, false),  // a read-only, selectable text view
    (true, nil, false, true),  // a custom UIKeyInput view
    (false, nil, false, false),  // a button
    (false, nil, true, true),  // a custom input view
    (true, false, true, true),  // read-only with an input view of its own
  ])
  func showsKeyboard(adopts: Bool, editable: Bool?, inputView: Bool, expected: Bool) {
    #expect(
      KeyboardResponderFacts(adoptsKeyInput: adopts, isEditable: editable, hasInputView: inputView)
        .showsKeyboard == expected)
  }
}
