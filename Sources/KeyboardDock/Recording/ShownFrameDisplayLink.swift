#if canImport(UIKit)
import QuartzCore
import UIKit

/// A display link at the screen's highest rate that calls a closure on every frame until stopped.
///
/// `CADisplayLink` retains its target, so the target is a small proxy that holds this object weakly: the
/// link never keeps its owner alive, and it is invalidated on ``stop()`` and when this object is released.
@MainActor
final class ShownFrameDisplayLink {
  private let onFrame: @MainActor (_ timestamp: CFTimeInterval, _ targetTimestamp: CFTimeInterval) -> Void
  private var running: ShownFrameLinkHandle?

  /// Creates a stopped link.
  ///
  /// - Parameter onFrame: Called on the main actor with the frame's `timestamp` (the display's last
  ///   refresh) and `targetTimestamp` (when the frame being prepared is shown).
  init(onFrame: @escaping @MainActor (CFTimeInterval, CFTimeInterval) -> Void) {
    self.onFrame = onFrame
  }

  /// Whether the link runs.
  var isRunning: Bool { running != nil }

  /// Starts the link, asking for `framesPerSecond` (the screen's maximum); does nothing while it runs.
  ///
  /// An iPhone app also needs `CADisableMinimumFrameDurationOnPhone` in its Info.plist to go above 60 Hz.
  func start(framesPerSecond: Int) {
    guard running == nil else { return }
    let rate = Float(max(1, framesPerSecond))
    running = ShownFrameLinkHandle(
      target: ShownFrameLinkTarget(link: self),
      frameRateRange: CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate))
  }

  /// Stops the link now.
  func stop() {
    running = nil
  }

  fileprivate func tick(_ link: CADisplayLink) {
    guard link === running?.link else { return link.invalidate() }
    onFrame(link.timestamp, link.targetTimestamp)
  }
}

/// A display link on the main run loop's common modes, invalidated when its handle is released.
///
/// Not isolated to an actor, so that releasing it from any `deinit` still invalidates the link;
/// `CADisplayLink.invalidate()` is documented as safe from any thread.
private final class ShownFrameLinkHandle {
  let link: CADisplayLink

  init(target: ShownFrameLinkTarget, frameRateRange: CAFrameRateRange) {
    link = CADisplayLink(target: target, selector: #selector(ShownFrameLinkTarget.tick(_:)))
    link.preferredFrameRateRange = frameRateRange
    link.add(to: .main, forMode: .common)
  }

  deinit {
    link.invalidate()
  }
}

/// The display link's target: it holds the link's owner weakly and invalidates the link once it is gone.
@MainActor
private final class ShownFrameLinkTarget: NSObject {
  private weak var owner: ShownFrameDisplayLink?

  init(link owner: ShownFrameDisplayLink) {
    self.owner = owner
  }

  @objc func tick(_ link: CADisplayLink) {
    guard let owner else { return link.invalidate() }
    owner.tick(link)
  }
}
#endif
