import Foundation
import Testing

@testable import KeyboardDockCore

/// Peers' keyboard tests, translated into driver inputs with their own values: each posts a lone
/// `keyboardWillChangeFrame` and expects the inset UIKit's keyboard gives, as those peers drive
/// their insets on devices.
///
/// - The Flutter engine's `FlutterViewControllerTest.mm`: a mock screen of 1170 × 2532 points
///   (an iPhone 14's pixels at scale 1), a view filling it.
/// - RxKeyboardAvoidingScrollableView's `test_keyboardFrameChange_shouldUpdateContentIntent`: a
///   scroll view at (0, 44, 375, 734) on a 414 × 896 screen, a keyboard at (0, 550, 414, 346),
///   posted with its end frame alone.
@Suite("Peers: a lone will-change-frame")
struct PeerNotificationTests {
  static let flutterScreen = KeyboardContainer.fullScreen(width: 1170, height: 2532)

  static func note(
    _ kind: KeyboardNotificationKind = .willChangeFrame, begin: CGRect? = nil, end: CGRect?,
    duration: Double? = 0.25, curve: Int? = nil, isLocal: Bool? = true, at time: TimeInterval
  ) -> KeyboardDockInput {
    .notification(
      KeyboardNotification(
        kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal,
        timestamp: time),
      animation: .notAnimated)
  }

  static func driver(_ container: KeyboardContainer, _ configuration: DockConfiguration = .init())
    -> KeyboardDockDriver
  {
    var driver = KeyboardDockDriver(configuration: .init(dock: configuration), barHeight: 0)
    _ = driver.handle(.container(container, at: 0))
    return driver
  }

  /// `testShouldIgnoreKeyboardNotification`: which notifications move the inset.
  ///
  /// A hide from another app counts; an all-zero frame, and a keyboard another app raised, do
  /// not (with the bar following only this app's keyboard, as Flutter does); a valid local frame
  /// change shows the 320-pt keyboard at once, in its handler, without a `willShow`.
  @Test func flutterShouldIgnoreKeyboardNotification() {
    let width: CGFloat = 1170
    let height: CGFloat = 2532
    let valid = CGRect(x: 0, y: height - 320, width: width, height: 320)
    var driver = Self.driver(Self.flutterScreen)

    // All zero, local: no keyboard.
    let zero = driver.handle(Self.note(end: .zero, at: 1))
    #expect(zero.bar == nil)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.targetLayout.keyboardOverlap == 0)

    // Zero height, not local: a keyboard that is hidden; nothing to lift.
    _ = driver.handle(Self.note(end: CGRect(x: 0, y: 0, width: width, height: 0), isLocal: false, at: 2))
    _ = driver.handle(.endTurn(at: 2))
    #expect(driver.targetLayout.keyboardOverlap == 0)

    // Valid, from another app: ignored while the bar follows only this app's keyboard.
    _ = driver.handle(Self.note(end: valid, isLocal: false, at: 3))
    _ = driver.handle(.endTurn(at: 3))
    #expect(driver.targetLayout.keyboardOverlap == 0)

    // Valid and local: believed in the handler, before the turn ends.
    let shown = driver.handle(Self.note(end: valid, at: 4))
    #expect(shown.bar?.value == 320)
    #expect(driver.targetLayout.keyboardOverlap == 320)
    #expect(driver.targetLayout.bottomOffset == 320)
    _ = driver.handle(.endTurn(at: 4))
    #expect(driver.targetLayout.keyboardOverlap == 320)
    #expect(driver.dockLayout(at: 5).bottomOffset == 320)

    // A hide from another app, with a valid frame: the keyboard goes.
    _ = driver.handle(Self.note(.willHide, end: valid, isLocal: false, at: 6))
    _ = driver.handle(.endTurn(at: 6))
    #expect(driver.targetLayout.keyboardOverlap == 0)
    #expect(driver.dockLayout(at: 7).bottomOffset == 0)
  }

  /// With a bar that follows another app's keyboard too, Flutter's "valid keyboard, triggered
  /// from another app" lifts it once its `willShow` comes in the same turn; alone, it is no
  /// keyboard.
  @Test func aFrameChangeFromAnotherAppNeedsItsWillShow() {
    let valid = CGRect(x: 0, y: 2532 - 320, width: 1170, height: 320)
    var driver = Self.driver(Self.flutterScreen, DockConfiguration(followsNonLocalKeyboard: true))
    #expect(driver.handle(Self.note(end: valid, isLocal: false, at: 1)).update == .deferred)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.targetLayout.keyboardOverlap == 0)
    _ = driver.handle(Self.note(end: valid, isLocal: false, at: 2))
    _ = driver.handle(Self.note(.willShow, end: valid, isLocal: false, at: 2))
    _ = driver.handle(.endTurn(at: 2))
    #expect(driver.targetLayout.keyboardOverlap == 320)
  }

  /// `testKeyboardAnimationIsShowingAndCompounding`: four lone frame changes, 0.25 s each: a
  /// show whose 500-pt frame covers 250 pt, a compounding show to 500, a hide back to 250, and a
  /// compounding hide off the screen.
  ///
  /// The Flutter test makes its frames as wide as the screen is tall (2532 pt); a frame that
  /// wide while the screen is 1170 pt wide is a width left over from a rotation, which the
  /// driver ignores (<doc:HowTheKeyboardBehaves#Frames-to-ignore>). The frames here are as wide
  /// as the screen; `aFrameAsWideAsTheScreenIsTallIsStale` keeps the other rule.
  @Test func flutterKeyboardAnimationIsShowingAndCompounding() {
    let height: CGFloat = 2532
    let width: CGFloat = 1170
    var driver = Self.driver(Self.flutterScreen)
    let steps: [(begin: CGRect, end: CGRect, covers: CGFloat, showing: Bool)] = [
      (
        CGRect(x: 0, y: height, width: width, height: 250),
        CGRect(x: 0, y: height - 250, width: width, height: 500), 250, true
      ),
      (
        CGRect(x: 0, y: height - 250, width: width, height: 250),
        CGRect(x: 0, y: height - 500, width: width, height: 500), 500, true
      ),
      (
        CGRect(x: 0, y: height - 500, width: width, height: 250),
        CGRect(x: 0, y: height - 250, width: width, height: 500), 250, false
      ),
      (
        CGRect(x: 0, y: height - 250, width: width, height: 250),
        CGRect(x: 0, y: height, width: width, height: 500), 0, false
      ),
    ]
    var previous: CGFloat = 0
    for (index, step) in steps.enumerated() {
      let time = 1 + Double(index)
      let actions = driver.handle(Self.note(begin: step.begin, end: step.end, at: time))
      // Showing: the bar's target rises; hiding: it falls.
      #expect((step.covers > previous) == step.showing, "step \(index)")
      let end = driver.handle(.endTurn(at: time))
      if step.covers > 0 {
        // A frame on the screen moves the bar in the notification's handler.
        #expect(actions.bar?.value == step.covers, "step \(index)")
        #expect(end.bar == nil, "step \(index)")
      } else {
        // A frame off the screen is a hide: it waits for the turn's end, where a field
        // switch's show would have replaced it (<doc:HowTheKeyboardBehaves#Field-switches>).
        #expect(actions.update == .deferred, "step \(index)")
        #expect(end.bar?.value == 0, "step \(index)")
      }
      #expect(driver.targetLayout.keyboardOverlap == step.covers, "step \(index)")
      #expect(driver.dockLayout(at: time + 0.6).bottomOffset == step.covers, "step \(index)")
      previous = step.covers
    }
  }

  /// `test_keyboardFrameChange_shouldUpdateContentIntent`: a will-change-frame with its end frame
  /// alone gives the scroll view a bottom inset of 734 − 550 + 44 = 228 pt, what the keyboard
  /// covers of it.
  @Test func rxKeyboardFrameChangeShouldUpdateContentInset() {
    let screen = KeyboardContainer.fullScreen(width: 414, height: 896)
    var driver = Self.driver(screen)
    let geometry = ScrollViewGeometry(
      contentSize: CGSize(width: 375, height: 2000), boundsSize: CGSize(width: 375, height: 734),
      adjustmentBehavior: .never)
    _ = driver.handle(.scrollView(geometry, frame: CGRect(x: 0, y: 44, width: 375, height: 734), at: 0))
    let actions = driver.handle(
      Self.note(end: CGRect(x: 0, y: 550, width: 414, height: 346), duration: nil, isLocal: nil, at: 1))
    #expect(driver.targetLayout.keyboardOverlap == 346)
    #expect(actions.scrollView?.contentInset.bottom == 228)
    _ = driver.handle(.endTurn(at: 1))
    #expect(driver.contentOverlap(at: 2, in: screen) == 346)
  }

  /// The Flutter test's own frames, 2532 pt wide on a 1170-pt screen: a width left over from a
  /// rotation, ignored with its reason.
  @Test func aFrameAsWideAsTheScreenIsTallIsStale() {
    var driver = Self.driver(Self.flutterScreen)
    let actions = driver.handle(
      Self.note(
        begin: CGRect(x: 0, y: 2532, width: 2532, height: 250),
        end: CGRect(x: 0, y: 2282, width: 2532, height: 500),
        at: 1))
    #expect(actions.update == .ignored(.staleWidthDuringRotation))
    #expect(driver.targetLayout.keyboardOverlap == 0)
  }
}
