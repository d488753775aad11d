#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

// The keyboard as presented at an instant, and the per-frame calls that ask for it (`onFrame`).
// A docked bar moves with each update's `barMotion` instead.
extension KeyboardTracker {
  // MARK: Answers at an instant

  /// Where a bar docked at the bottom of `view` sits at `time`, following the keyboard's
  /// presented frame and ``Configuration/dock``'s rules.
  ///
  /// The driver's answer for an instant, on the tracker's clock: what ``onFrame`` places a bar
  /// from, and where a docked bar's own plan shows it. The keyboard moves with the animations UIKit
  /// runs on it (the spring read in the handler, from the transaction's commit, interruptions
  /// added to it); before the commit it answers where the keyboard still is, from the end of its
  /// motion on the end layout, ``dockLayout(in:)``.
  ///
  /// - Parameters:
  ///   - view: The view the bar is docked in; its bottom is where the offset is measured from.
  ///   - time: The instant, in seconds on the `CACurrentMediaTime()` clock. A time that is not
  ///     finite answers for the end of the current transition.
  /// - Returns: The layout. When `view` is in no window it rests on its safe area as if no
  ///   keyboard were shown.
  public func dockLayout(in view: UIView, at time: CFTimeInterval) -> DockLayout {
    guard let container = KeyboardContainer(view: view) else { return restingLayout(in: view) }
    return driver.dockLayout(at: time, in: container, configuration: configuration.dock)
  }

  /// How much of `view`'s height the keyboard covers at `time`, in points: the height of the
  /// intersection with the keyboard's presented frame, for content avoidance.
  ///
  /// Counts a keyboard another app raised (`isLocal == false`), which covers the content all
  /// the same (see *How the iOS keyboard behaves*, "Multitasking"); an undocked keyboard counts as `0`.
  ///
  /// - Parameters:
  ///   - view: The covered view.
  ///   - time: The instant, in seconds on the `CACurrentMediaTime()` clock, such as the time
  ///     ``onFrame`` passes. A time that is not finite answers for the end of the current
  ///     transition, like ``overlap(with:)``.
  /// - Returns: The overlap; `0` when `view` is in no window.
  public func overlap(with view: UIView, at time: CFTimeInterval) -> CGFloat {
    guard let container = KeyboardContainer(view: view) else { return 0 }
    return driver.contentOverlap(at: time, in: container)
  }

  /// The phase at `time`: `KeyboardPhase/showing` and
  /// `KeyboardPhase/hiding` become `shown` and `hidden` from their
  /// animation's end on, even before the *did* notification.
  ///
  /// - Parameter time: The instant, in seconds on the `CACurrentMediaTime()` clock. A time that
  ///   is not finite answers for the end of the current transition.
  public func phase(at time: CFTimeInterval) -> KeyboardPhase {
    driver.phase(at: driver.instant(time))
  }

  /// The animation of the latest transition if it still runs at `time`, or `nil`: from the
  /// animation's end on, and always for immediate changes such as interactive samples and
  /// geometry changes.
  ///
  /// - Parameter time: The instant, in seconds on the `CACurrentMediaTime()` clock. A time that
  ///   is not finite answers for the end of the current transition: `nil`.
  public func animation(at time: CFTimeInterval) -> KeyboardAnimation? {
    driver.runningAnimation(at: driver.instant(time))
  }

  /// Every answer for `time` against `view` at once, measuring the view once: the phase, the
  /// attachment, the keyboard's end frame, the overlap, the dock layout and the animation, all
  /// for the same instant, so that they never contradict each other (the frame is `nil` exactly
  /// when the attachment is, even on the last frame of a hide).
  ///
  /// - Parameters:
  ///   - view: The view to measure against.
  ///   - time: The instant, in seconds on the `CACurrentMediaTime()` clock. A time that is not
  ///     finite answers for the end of the current transition.
  /// - Returns: The presentation. When `view` is in no window, the frame is `nil`, the overlap
  ///   `0`, and the layout rests on the view's safe area as if no keyboard were shown.
  package func presentation(in view: UIView, at time: CFTimeInterval) -> Presentation {
    let moment = driver.instant(time)
    let attachment = driver.attachment(at: moment)
    let container = KeyboardContainer(view: view)
    return Presentation(
      phase: driver.phase(at: moment),
      attachment: attachment,
      isLocal: state.isLocal,
      frame: container.flatMap { driver.endFrame(at: moment, in: $0) },
      overlap: container.map { driver.contentOverlap(at: moment, in: $0) } ?? 0,
      dockLayout: container.map {
        driver.dockLayout(at: moment, in: $0, configuration: configuration.dock)
      } ?? restingLayout(in: view),
      animation: animation(at: time)
    )
  }

  // MARK: Per-frame calls

  /// Runs the display link behind ``onFrame`` exactly while someone listens and the latest
  /// transition animates, up to that animation's end; stops it otherwise.
  ///
  /// Called after every batch of updates, when ``onFrame`` changes and on ``stop()``.
  func updateFrameDriver() {
    guard onFrame != nil, isTracking, driver.isKeyboardAnimating(at: Self.now()),
      let end = driver.keyboardMotionEnd
    else {
      frameDriver?.stop()
      return
    }
    if frameDriver == nil {
      frameDriver = KeyboardFrameDriver { [weak self] time in self?.onFrame?(time) }
    }
    frameDriver?.run(until: end)
  }

  /// The layout at rest on `view`'s safe area, for a view in no window.
  func restingLayout(in view: UIView) -> DockLayout {
    .resting(on: DockEdgeInsets(view.safeAreaInsets), configuration: configuration.dock)
  }

}
#endif
