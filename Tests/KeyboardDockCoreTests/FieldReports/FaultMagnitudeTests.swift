import Foundation
import KeyboardDockCore
import Testing

/// The arbiter's rules over each lie's plausible range, not at the one magnitude a report gives:
/// spurious interactive values of any excess up to the keyboard's height, in portrait and in
/// landscape, a guide that drops to the screen's bottom at any instant after the show, and a host
/// end value any number of frames ahead of its hide (issue 42).
@Suite("Sources that lie: every magnitude")
struct FaultMagnitudeTests {
  typealias In = DriverInputs

  /// Landscape on device A's screen: 844 × 390, safe bottom 21, a 209 pt keyboard.
  static let landscape = KeyboardContainer.fullScreen(
    width: 844, height: 390, safeAreaInsets: DockEdgeInsets(bottom: 21))
  static let landscapeKeyboard = CGRect(x: 0, y: 181, width: 844, height: 209)

  /// A keyboard shown and settled in `container` at `frame`.
  static func shown(in container: KeyboardContainer, at frame: CGRect) -> KeyboardDockDriver {
    var driver = KeyboardDockDriver(
      configuration: KeyboardDockDriver.Configuration(system: SystemVersion(26)), barHeight: 52)
    _ = driver.handle(.container(container, at: 0))
    let offscreen = frame.offsetBy(dx: 0, dy: frame.height)
    _ = driver.handle(
      .notification(In.will(.willShow, from: offscreen, to: frame, at: 0), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 0))
    return driver
  }

  /// A burst of `samples` readings `excess` points above the keyboard, right after the show, one per
  /// frame, then one at its frame: the bar never moves, no offset is left, and a drag after it is
  /// followed exactly, from a few points up to the keyboard's full height (RNKC#1159: the excess
  /// is the app's gesture offset, 69 + 5 pt in #1365, 108.66 pt in #1155).
  @Test(arguments: [(0.5, 1), (74, 3), (108.66, 6), (200, 2), (336, 3)])
  func aSpuriousBurstOfAnyExcessMovesNothing(excess: Double, samples: Int) throws {
    var driver = Self.shown(in: DeviceA.container, at: DeviceA.keyboard)
    let spurious = CGRect(x: 0, y: 508 - excess, width: 390, height: 336 + excess)
    for k in 0..<samples {
      let time = 0.6 + Double(k) / 120
      #expect(driver.handle(.sample(frame: spurious, at: time)).bar == nil)
      #expect(driver.handle(.endTurn(at: time)).bar == nil)
    }
    #expect(driver.handle(.sample(frame: DeviceA.keyboard, at: 0.7)).bar == nil)
    _ = driver.handle(.endTurn(at: 0.7))
    #expect(driver.arbiter.sourceOffset == 0)
    #expect(driver.dockLayout(at: 0.8).bottomOffset == 336)
    _ = driver.handle(.pan(KeyboardPan(phase: .changed, touch: CGPoint(x: 195, y: 600)), at: 1))
    let drag = driver.handle(.sample(frame: CGRect(x: 0, y: 600, width: 390, height: 336), at: 1))
    #expect(try #require(drag.bar).value == 244)
  }

  /// The same on a landscape keyboard, 209 pt tall, where an excess of 150 pt is most of its
  /// height, and the landscape drag dismissal after it follows the finger.
  @Test(arguments: [30.0, 150, 209])
  func aSpuriousBurstOnALandscapeKeyboardMovesNothing(excess: Double) throws {
    var driver = Self.shown(in: Self.landscape, at: Self.landscapeKeyboard)
    let spurious = CGRect(x: 0, y: 181 - excess, width: 844, height: 209 + excess)
    for k in 0..<3 {
      let time = 0.6 + Double(k) / 60
      #expect(driver.handle(.sample(frame: spurious, at: time)).bar == nil)
      _ = driver.handle(.endTurn(at: time))
    }
    _ = driver.handle(.sample(frame: Self.landscapeKeyboard, at: 0.7))
    _ = driver.handle(.endTurn(at: 0.7))
    #expect(driver.dockLayout(at: 0.8).bottomOffset == 209)
    _ = driver.handle(.pan(KeyboardPan(phase: .changed, touch: CGPoint(x: 422, y: 300)), at: 1))
    let drag = driver.handle(.sample(frame: CGRect(x: 0, y: 300, width: 844, height: 209), at: 1))
    #expect(try #require(drag.bar).value == 90)
  }

  /// iOS 27: the guide drops to the screen's bottom at any instant after the show (one 120-Hz frame
  /// to a second after it), with no notification and no finger: the bar stays on the keyboard.
  @Test(arguments: [0.008, 0.25, 1.0])
  func theGuideAtTheBottomAtAnyInstantMovesNothing(delay: Double) {
    var driver = In.shown(configuration: KeyboardDockDriver.Configuration(system: SystemVersion(27)))
    let time = 0.5 + delay
    let bottom = CGRect(x: 0, y: 844, width: 390, height: 336)
    _ = driver.handle(.sample(frame: bottom, at: time))
    _ = driver.handle(.endTurn(at: time))
    #expect(driver.targetLayout.bottomOffset == 336)
    #expect(driver.dockLayout(at: time + 0.1).bottomOffset == 336)
  }

  /// The host's end value 1 to 4 frames (at 120 Hz) ahead of a height change's *will*: the reading
  /// waits for the will, which ends where it read, and no offset is left.
  @Test(arguments: [1, 2, 4])
  func theHostAheadOfAHeightChangeLeavesNoOffset(frames: Int) {
    var driver = In.shown()
    let taller = CGRect(x: 0, y: 464, width: 390, height: 380)
    let ahead = 1 - Double(frames) / 120
    _ = driver.handle(.sample(frame: taller, at: ahead))
    _ = driver.handle(.endTurn(at: ahead))
    #expect(driver.targetLayout.bottomOffset == 336)
    _ = driver.handle(
      .notification(
        In.will(.willShow, from: DeviceA.keyboard, to: taller, at: 1), animation: In.keyboardSpring))
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.arbiter.sourceOffset == 0)
    #expect(driver.targetLayout.bottomOffset == 380)
    #expect(driver.dockLayout(at: 2).bottomOffset == 380)
  }
}
