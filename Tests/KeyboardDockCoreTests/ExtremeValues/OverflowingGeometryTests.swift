import Foundation
import KeyboardDockCore
import Testing

/// Geometry whose edges overflow, or that is not finite, gets an answer: never a trap inside
/// `CGRect.intersection` (SIGILL).
@Suite("Overflowing and non-finite geometry: an answer, never a trap")
struct OverflowingGeometryTests {
  /// Finite, but its right edge (x + width) overflows to infinity.
  static let overflowing = CGRect(x: 1e308, y: 508, width: CGFloat.greatestFiniteMagnitude, height: 336)

  @Test func keyboardWhoseEdgesOverflowCoversNothing() {
    #expect(KeyboardGeometry.overlap(of: Self.overflowing, with: DeviceA.container) == 0)
    #expect(KeyboardGeometry.heightAbove(Self.overflowing, in: DeviceA.container) == 0)
    #expect(
      KeyboardGeometry.classify(Self.overflowing, kind: .willShow, in: DeviceA.container)
        == .ignored(.invalidFrame))
  }

  @Test func containerWhoseEdgesOverflowIsInvalid() {
    let huge = KeyboardContainer(
      frameInScreen: CGRect(x: -1e308, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 844),
      screenBounds: CGRect(x: 1e308, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 844))
    #expect(!huge.isValid)
    #expect(KeyboardGeometry.overlap(of: DeviceA.keyboard, with: huge) == 0)
    #expect(
      KeyboardGeometry.classify(DeviceA.keyboard, kind: .willShow, in: huge) == .ignored(.invalidContainer))
  }

  @Test func hiddenFrameFromAHugeContainerIsNeverMeasured() throws {
    // Given a screen whose bottom edge (1e308 + 1e308) overflows, and a keyboard on it
    let screen = CGRect(x: 0, y: 1e308, width: 390, height: 1e308)
    let huge = KeyboardContainer(frameInScreen: screen, screenBounds: screen)
    let keyboard = CGRect(x: 0, y: 1.5e308, width: 390, height: 336)
    var machine = KeyboardStateMachine()

    // When it shows, hides half way and shows again
    let updates = [
      machine.handle(try event(.willShow, begin: keyboard, end: keyboard, duration: 0, at: 0), in: huge),
      machine.handle(try event(.willHide, end: keyboard, curve: 0, at: 1), in: huge),
      machine.endTurn(in: huge),
      machine.handle(try event(.willShow, end: keyboard, curve: 0, at: 1.1), in: huge),
    ]

    // Then the container is refused and every answer stays finite
    #expect(updates.allSatisfy { $0 == .ignored(.invalidContainer) || $0 == .unchanged })
    for time in [1.05, 1.15, 2] {
      #expect(
        machine.dockLayout(at: time, in: huge)
          == DockLayout(bottomOffset: 0, restingInset: 0, keyboardOverlap: 0))
    }
  }

  @Test func layoutAtANaNTimeIsTheTransitionsEnd() throws {
    // Given a show that is 80 ms in at t = 0.08
    var machine = KeyboardStateMachine()
    _ = machine.handle(
      try event(.willShow, begin: DeviceA.offscreen, end: DeviceA.keyboard, at: 0), in: DeviceA.container)

    // Then NaN answers for the end of the transition, ±infinity for either side of it
    #expect(machine.dockLayout(at: .nan, in: DeviceA.container).bottomOffset == 336)
    #expect(machine.dockLayout(at: .infinity, in: DeviceA.container).bottomOffset == 336)
    #expect(machine.dockLayout(at: -.infinity, in: DeviceA.container).bottomOffset == 34)
    #expect(machine.presentedFrame(at: .nan) == DeviceA.keyboard)
    #expect(machine.phase(at: .nan) == .shown)
    #expect(machine.contentOverlap(at: .nan, in: DeviceA.container) == 336)

    // And on an ease-in-out curve, whose Bézier solver gave NaN for a NaN time
    _ = machine.handle(
      try event(.willChangeFrame, end: CGRect(x: 0, y: 464, width: 390, height: 380), curve: 0, at: 1),
      in: DeviceA.container)
    #expect(machine.dockLayout(at: .nan, in: DeviceA.container).bottomOffset == 380)
  }

  @Test func layoutQueryAgainstAnInvalidContainerRestsAtZero() throws {
    let machine = try KeyboardStateMachine.shownOnDeviceA()
    let invalid = KeyboardContainer(
      frameInScreen: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844),
      safeAreaInsets: DeviceA.safeArea, screenBounds: DeviceA.screen)
    let layout = machine.dockLayout(at: 1, in: invalid)
    #expect(layout == DockLayout(bottomOffset: 34, restingInset: 34, keyboardOverlap: 0))
    #expect(machine.targetDockLayout(in: invalid) == layout)
    #expect(machine.contentOverlap(at: 1, in: invalid) == 0)
  }

  @Test func resolveWithANaNFrameCoversNothing() {
    let nanFrame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
    let layout = DockLayout.resolve(
      keyboardFrame: nanFrame, attachment: .docked, isLocal: true, in: DeviceA.container,
      configuration: .default)
    #expect(layout == DockLayout(bottomOffset: 34, restingInset: 34, keyboardOverlap: 0))
    let undocked = DockLayout.resolve(
      keyboardFrame: nanFrame, attachment: .undocked, isLocal: true, in: DeviceA.container,
      configuration: DockConfiguration(followsUndockedKeyboard: true))
    #expect(undocked == layout)
  }

  @Test("A keyboard whose size vanishes next to its coordinates covers nothing (found by CoreFuzz)")
  func sizeLostInRounding() throws {
    // Given a Slide Over container on a screen at 1e300, where 30.5 pt is below one ulp
    let screen = CGRect(x: 1e300, y: 1e300, width: 1e300, height: 1e300)
    let container = KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 84.75, width: 84.75, height: 84.75),
      safeAreaInsets: DockEdgeInsets(bottom: 506.5), screenBounds: screen, isSlideOver: true)
    let keyboard = CGRect(x: 1e300, y: 1e300, width: 30.5, height: 30.5)
    var machine = try KeyboardStateMachine.shownOnDeviceA()

    // When its didShow arrives
    let update = machine.handle(try event(.didShow, end: keyboard, at: 1), in: container)

    // Then the Slide Over correction puts it below the screen: a missed hide, covering nothing
    #expect(update.transition?.to.phase == .hidden)
    #expect(KeyboardGeometry.overlap(of: keyboard, with: container) == 0)
    #expect(machine.dockLayout(at: 1, in: container).bottomOffset == 506.5)
  }
}
