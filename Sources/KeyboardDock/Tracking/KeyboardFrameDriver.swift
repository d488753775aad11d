#if canImport(UIKit)
import QuartzCore
import UIKit

/// Calls a closure on every display frame while a keyboard animation runs, with the time that
/// frame will be shown, and once more on the first frame at or after the animation's end.
///
/// It drives ``KeyboardTracker/onFrame``, per-frame placement from the engine's model for code
/// that asks for it. KeyboardDock's own bar does not use it: ``KeyboardDockInstaller`` moves the
/// bar in the keyboard's Core Animation transaction, which the render server runs, and places
/// interactive samples in the layout pass that carries them.
///
/// The display link runs only between ``run(until:)`` and the first frame at or after the end
/// time, or ``stop()``. `CADisplayLink` retains its target, so the target is a small proxy that
/// holds the driver weakly: the link never keeps its owner alive, and the proxy invalidates a
/// link whose driver is gone. The link is invalidated on ``stop()`` and when the driver is
/// released, by the handle that owns it.
@MainActor
final class KeyboardFrameDriver {
  /// The frame rates asked for: up to 120 Hz on ProMotion displays, so the bar keeps up with a
  /// keyboard animated at that rate; other displays run at their own rate.
  ///
  /// iPhones also need `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist to go above
  /// 60 Hz.
  static let frameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)

  private let onFrame: @MainActor (CFTimeInterval) -> Void
  private var running: DisplayLinkHandle?
  /// The end of the animation being followed, on the `CACurrentMediaTime()` clock.
  private(set) var endTime: CFTimeInterval = 0

  /// Creates a stopped driver.
  ///
  /// - Parameter onFrame: Called on the main actor with each frame's `targetTimestamp`.
  init(onFrame: @escaping @MainActor (CFTimeInterval) -> Void) {
    self.onFrame = onFrame
  }

  /// Calls `onFrame` on every frame until the first frame shown at or after `endTime`.
  ///
  /// A running driver keeps its display link and follows the new end time: a transition that
  /// interrupts another continues on the next frame.
  func run(until endTime: CFTimeInterval) {
    self.endTime = endTime
    guard running == nil else { return }
    running = DisplayLinkHandle(target: DisplayLinkTarget(driver: self), frameRateRange: Self.frameRateRange)
  }

  /// Stops the display link now, without a last call.
  func stop() {
    running = nil
  }

  /// One frame: stops after the frame that reaches the end time, then reports the frame.
  ///
  /// The link stops before `onFrame` runs, so a transition that `onFrame` causes (a layout pass
  /// that changes the tracked view's geometry) can start it again.
  fileprivate func tick(_ link: CADisplayLink) {
    guard link === running?.link else { return link.invalidate() }
    let time = link.targetTimestamp
    if time >= endTime { stop() }
    onFrame(time)
  }
}

/// A display link on the main run loop's common modes, invalidated when its handle is released.
///
/// Not isolated to an actor, so releasing it from the driver's `deinit` (which cannot touch a
/// display link, a type that is not `Sendable`) still invalidates the link. That `deinit` may
/// run on any thread, which is safe: `CADisplayLink.invalidate()` is documented as thread-safe,
/// callable from a thread other than the one the link runs on. A tick already under way on the
/// main thread finds its driver gone and does nothing (``DisplayLinkTarget``).
private final class DisplayLinkHandle {
  let link: CADisplayLink

  init(target: DisplayLinkTarget, frameRateRange: CAFrameRateRange) {
    link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
    link.preferredFrameRateRange = frameRateRange
    link.add(to: .main, forMode: .common)
  }

  deinit {
    link.invalidate()
  }
}

/// The display link's target, which `CADisplayLink` retains: it holds the driver weakly and
/// invalidates the link once the driver is gone.
@MainActor
private final class DisplayLinkTarget: NSObject {
  private weak var driver: KeyboardFrameDriver?

  init(driver: KeyboardFrameDriver) {
    self.driver = driver
  }

  /// Called by the display link on the main run loop, once per frame.
  @objc func tick(_ link: CADisplayLink) {
    guard let driver else { return link.invalidate() }
    driver.tick(link)
  }
}
#endif
