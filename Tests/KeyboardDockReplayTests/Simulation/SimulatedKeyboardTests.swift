import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

@Suite("Simulated keyboard: what is real")
struct SimulatedKeyboardTests {
  static let container = KeyboardContainer(
    frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: DockEdgeInsets(bottom: 34),
    screen: KeyboardScreenID(rawValue: 1))
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

  static func shown() -> SimulatedKeyboard {
    var simulated = SimulatedKeyboard(container: container)
    simulated.receive(
      .notification(
        KeyboardNotification(kind: .willShow, endFrame: keyboard, duration: 0, curve: 7, timestamp: 0)))
    return simulated
  }

  static func expected(_ keyboard: SimulatedKeyboard, at time: Double = 1) -> Double {
    ExpectedPlacement(keyboard: keyboard, at: time, configuration: .default).bottomOffset
  }

  @Test func aShownKeyboardLiftsTheBarToItsTop() {
    #expect(Self.expected(Self.shown()) == 336)
    #expect(Self.expected(SimulatedKeyboard(container: Self.container)) == 34)
  }

  @Test(arguments: [
    ("zero frame while dragged", KeyboardNotification(kind: .willChangeFrame, endFrame: .zero, duration: 0)),
    (
      "stale width during rotation",
      KeyboardNotification(
        kind: .willChangeFrame, endFrame: CGRect(x: 0, y: 0, width: 844, height: 300), duration: 0)
    ),
    (
      "another screen",
      KeyboardNotification(
        kind: .willShow, endFrame: CGRect(x: 0, y: 600, width: 390, height: 244), duration: 0,
        screen: KeyboardScreenID(rawValue: 2))
    ),
    ("no end frame", KeyboardNotification(kind: .willHide, duration: 0)),
  ])
  func framesThatAreNotTheKeyboardMoveNothing(label: String, notification: KeyboardNotification) {
    var simulated = Self.shown()
    var note = notification
    note.timestamp = 0.5
    simulated.receive(.notification(note))
    #expect(Self.expected(simulated) == 336, "\(label)")
  }

  @Test func floatingNonLocalAndHardwareKeyboards() {
    var floating = SimulatedKeyboard(container: Self.container)
    floating.receive(
      .notification(
        KeyboardNotification(
          kind: .willShow, endFrame: CGRect(x: 30, y: 300, width: 320, height: 260), duration: 0)))
    #expect(Self.expected(floating) == 34)
    var other = SimulatedKeyboard(container: Self.container)
    other.receive(
      .notification(
        KeyboardNotification(kind: .willShow, endFrame: Self.keyboard, duration: 0, isLocal: false)))
    #expect(Self.expected(other) == 34)
    #expect(
      ExpectedPlacement(
        keyboard: other, at: 1, configuration: DockConfiguration(followsNonLocalKeyboard: true)
      ).bottomOffset == 336)
    var hardware = SimulatedKeyboard(container: Self.container)
    hardware.receive(
      .notification(
        KeyboardNotification(
          kind: .willShow, endFrame: CGRect(x: 0, y: 789, width: 390, height: 313), duration: 0)))
    #expect(Self.expected(hardware) == 55)
  }

  /// A trace states no truth: its samples are read as a scenario's `sample` events are.
  ///
  /// At rest a finger moves the keyboard, down only; during a *will*'s transition a sample is its
  /// end.
  @Test func aTracesSamplesAreReadAsAScenarioStatesThem() {
    var simulated = Self.shown()
    simulated.receive(.sample(time: 1, frame: CGRect(x: 0, y: 600, width: 390, height: 336)))
    simulated.receive(.endTurn(time: 1))
    #expect(Self.expected(simulated) == 244)
    simulated.receive(
      .notification(
        KeyboardNotification(kind: .willShow, endFrame: Self.keyboard, duration: 0.25, timestamp: 2)))
    // The source reports the transition's end value: not where the keyboard is.
    simulated.receive(.sample(time: 2.1, frame: Self.keyboard))
    simulated.receive(.endTurn(time: 2.1))
    #expect(Self.expected(simulated, at: 2.6) == 336)
    // Another frame in the transition is its end, below as above: UIKit lays the keyboard out there.
    for top in [CGFloat(700), 460] {
      var corrected = simulated
      corrected.receive(.sample(time: 2.1, frame: CGRect(x: 0, y: top, width: 390, height: 844 - top)))
      corrected.receive(.endTurn(time: 2.1))
      #expect(Self.expected(corrected, at: 2.6) == 844 - Double(top))
    }
    // At rest, no finger lifts a keyboard above its resting top: the sample states nothing.
    var above = Self.shown()
    above.receive(.endTurn(time: 0))
    above.receive(.sample(time: 1, frame: CGRect(x: 0, y: 460, width: 390, height: 384)))
    above.receive(.endTurn(time: 1))
    #expect(Self.expected(above) == 336)
  }

  /// What a sample states, from the keyboard's state alone: a finger below the resting top, a
  /// spring back once it returns, a corrected end in a *will*'s turn, and nothing otherwise.
  @Test func aSampleStatesTheFingerTheEndOrNothing() {
    let shown = Self.shown()
    let below = CGRect(x: 0, y: 600, width: 390, height: 336)
    #expect(shown.truth(ofSample: below, at: 1, willInTurn: false) == .held)
    #expect(shown.truth(ofSample: Self.keyboard, at: 1, willInTurn: false) == nil)
    #expect(shown.truth(ofSample: below, at: 1, willInTurn: true) == .endsAt)
    #expect(
      shown.truth(ofSample: CGRect(x: 0, y: 460, width: 390, height: 384), at: 1, willInTurn: false) == nil)
    var held = shown
    held.apply(.held, frame: below, at: 1, commit: 1)
    #expect(Self.expected(held) == 244)
    #expect(held.truth(ofSample: Self.keyboard, at: 1.1, willInTurn: false) == .springsBack)
    // Curve 7's spring from 1.1 s: back on the resting top once it settles 0.5 s later.
    held.apply(.springsBack, frame: Self.keyboard, at: 1.1, commit: 1.1)
    #expect(Self.expected(held, at: 1.1) == 244)
    #expect(Self.expected(held, at: 1.6) == 336)
    // No keyboard shown: a sample states nothing.
    #expect(
      SimulatedKeyboard(container: Self.container).truth(ofSample: below, at: 1, willInTurn: false) == nil)
  }

  /// A compiled scenario's keyboard moves by its truth channel alone: a sample moves nothing.
  @Test func aKeyboardThatIsToldTheTruthIgnoresSamples() {
    var simulated = Self.shown()
    simulated.statesTruth = true
    simulated.receive(.sample(time: 1, frame: CGRect(x: 0, y: 600, width: 390, height: 336)))
    simulated.receive(.endTurn(time: 1))
    #expect(Self.expected(simulated) == 336)
    simulated.apply(.held, frame: CGRect(x: 0, y: 700, width: 390, height: 336), at: 1.2, commit: 1.2)
    #expect(Self.expected(simulated, at: 1.2) == 144)
  }

  /// UIKit sets the keyboard's host view to a hide's end before it posts `willHide`, in the same
  /// turn: that frame is the animation's model value, and the keyboard slides from where it is.
  @Test func aSampleAWillNotificationFollowsInItsTurnIsNotWhereTheKeyboardIs() {
    var simulated = Self.shown()
    let offscreen = CGRect(x: 0, y: 844, width: 390, height: 336)
    simulated.receive(.sample(time: 1, frame: offscreen))
    simulated.receive(
      .notification(
        KeyboardNotification(
          kind: .willHide, beginFrame: Self.keyboard, endFrame: offscreen, duration: 0.25, curve: 7,
          timestamp: 1)))
    simulated.receive(.endTurn(time: 1))
    // 336 pt covered at the hide's start, 34 pt (the safe area) once it has slid away.
    #expect(Self.expected(simulated, at: 1) == 336)
    #expect(Self.expected(simulated, at: 1.6) == 34)
  }

  @Test func aContainerTallerThanTheScreenIsCoveredFromTheKeyboardsTopDown() {
    // A view 1000 pt tall on an 844 pt screen: the bar belongs on the keyboard's top (508), 492 pt
    // above the view's bottom, not 336 pt (the part of the view the keyboard meets on screen).
    let tall = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 1000), safeAreaInsets: DockEdgeInsets(bottom: 34),
      screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844), screen: KeyboardScreenID(rawValue: 1))
    var simulated = SimulatedKeyboard(container: tall)
    simulated.receive(
      .notification(
        KeyboardNotification(
          kind: .willShow, beginFrame: Self.keyboard.offsetBy(dx: 0, dy: 336), endFrame: Self.keyboard,
          duration: 0.25, curve: 0, timestamp: 1)))
    // Before the keyboard moves it is wholly below the screen and covers nothing.
    #expect(Self.expected(simulated, at: 1) == 34)
    // Halfway up (curve 0 is ease-in-out, so at half its duration it is halfway): 1000 − 676.
    #expect(Self.expected(simulated, at: 1.125) == 324)
    #expect(Self.expected(simulated, at: 2) == 492)
  }

  @Test func aMissedWillIsMadeUpByItsDid() {
    var simulated = SimulatedKeyboard(container: Self.container)
    simulated.receive(
      .notification(KeyboardNotification(kind: .didShow, endFrame: Self.keyboard, timestamp: 1)))
    #expect(Self.expected(simulated) == 336)
  }
  static func note(
    _ kind: KeyboardNotificationKind, _ end: CGRect, duration: Double? = nil, at time: Double
  ) -> KeyboardTraceRecord {
    .notification(
      KeyboardNotification(
        kind: kind, endFrame: end, duration: duration ?? (kind.isWill ? 0.25 : nil), curve: 7, timestamp: time
      ))
  }

  @Test func aFieldSwitchsLateDidHideMovesNothing() {
    // Given a field switch in one turn: the hide, then a show to where the keyboard is
    let offscreen = Self.keyboard.offsetBy(dx: 0, dy: 336)
    var simulated = Self.shown()
    for kind in [KeyboardNotificationKind.willChangeFrame, .willHide] {
      simulated.receive(Self.note(kind, offscreen, at: 2))
    }
    for kind in [KeyboardNotificationKind.willChangeFrame, .willShow] {
      simulated.receive(Self.note(kind, Self.keyboard, at: 2))
    }
    // When the hide's did notifications arrive after the animation
    simulated.receive(Self.note(.didChangeFrame, offscreen, at: 2.5))
    simulated.receive(Self.note(.didHide, offscreen, at: 2.5))
    // Then the keyboard is still up
    #expect(Self.expected(simulated, at: 3) == 336)
  }

  @Test func aShowsLateDidAfterANewerHideMovesNothing() {
    let offscreen = Self.keyboard.offsetBy(dx: 0, dy: 336)
    var simulated = SimulatedKeyboard(container: Self.container)
    simulated.receive(Self.note(.willShow, Self.keyboard, at: 0))
    simulated.receive(Self.note(.willHide, offscreen, duration: 0, at: 0.05))
    simulated.receive(Self.note(.didShow, Self.keyboard, at: 0.5))
    #expect(Self.expected(simulated, at: 1) == 34)
    // and its own did answers the hide: a later did with no will is a missed one again
    simulated.receive(Self.note(.didHide, offscreen, at: 0.6))
    simulated.receive(Self.note(.didShow, Self.keyboard, at: 2))
    #expect(Self.expected(simulated, at: 2) == 336)
  }
}
