import Foundation
import KeyboardDockCore

/// Drivers on an iPhone (390 × 844, safe bottom 34) over a pinned chat: placed, showing, and with a
/// hide pending 0.06 s into a show; shared by the benchmarks and `InstantInstructions`.
public struct DriverFixture {
  /// The iPhone's full-screen container: 390 × 844, safe area 47 at the top and 34 at the bottom.
  public let container = KeyboardContainer.fullScreen(
    width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
  /// What a *will*'s handler reads: an animation on the keyboard's spring.
  public let reading = KeyboardAnimationReading.animated(
    KeyboardObservedAnimation(timing: .spring(.keyboard)))
  /// The show at 10 s: a 336-pt keyboard from below the screen.
  public let show = KeyboardNotification(
    kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
    endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 10)
  /// The driver with its scroll view and container, the keyboard hidden.
  public let placed: KeyboardDockDriver
  /// ``placed`` after the show's turn ended at 10 s: its keyboard animates until about 10.5 s.
  public let showing: KeyboardDockDriver
  /// ``showing`` with a hide 0.06 s into the show, held to the end of its turn.
  public let hidePending: KeyboardDockDriver

  /// Builds the three drivers.
  public init() {
    var driver = KeyboardDockDriver(barHeight: 52)
    let chat = ScrollViewGeometry(
      contentSize: CGSize(width: 390, height: 2000), boundsSize: CGSize(width: 390, height: 844),
      contentOffset: CGPoint(x: 0, y: 1200), safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    _ = driver.handle(.scrollView(chat, frame: CGRect(x: 0, y: 0, width: 390, height: 844), at: 0))
    _ = driver.handle(.container(container, at: 0))
    placed = driver
    _ = driver.handle(.notification(show, animation: reading))
    _ = driver.handle(.endTurn(at: 10))
    showing = driver
    let hide = KeyboardNotification(
      kind: .willHide, beginFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
      endFrame: CGRect(x: 0, y: 844, width: 390, height: 336), duration: 0.25, curve: 7, timestamp: 10.06)
    _ = driver.handle(.notification(hide, animation: reading))
    hidePending = driver
  }
}
