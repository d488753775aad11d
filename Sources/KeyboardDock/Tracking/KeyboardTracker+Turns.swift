#if canImport(UIKit)
import KeyboardDockCore
import UIKit

// The run-loop turn around the tracker's inputs (`RunLoopTurnHooks`, the core's `RunLoopTurn`),
// and the options of the keyboard layout guide the tracker owns.
extension KeyboardTracker {
  /// Which of UIKit's newer paths the tracker takes: the core's answer for the system version the
  /// driver was configured with.
  var systemPaths: SystemPaths { SystemPaths(system: driver.configuration.system) }

  /// A sample measured in the layout pass inside the commit, after the turn ended, is judged at
  /// once: every notification of its turn came before it (issue 34, "Late samples").
  func endTurnAfterLateSample() {
    guard turnObserver?.endsTurnAfterSample == true else { return }
    runLoopTurnWillEnd()
  }

  /// Runs `body` before the current turn's Core Animation commit, outside whatever is on the stack
  /// now (a keyboard notification handler inside a SwiftUI update): at the end of the turn, after
  /// the tracker ended it; for a notification that arrived inside a commit, right after that
  /// commit (the core's `RunLoopTurn`); or on the next main-actor turn when the turn has ended or
  /// the tracker is stopped.
  package func performBeforeCommit(_ body: @escaping @MainActor () -> Void) {
    if let turnObserver {
      turnObserver.performBeforeCommit(body)
    } else {
      Task { @MainActor in body() }
    }
  }

  /// The spring the keyboard runs, as read in its latest handler, else the system's: the driver's
  /// `keyboardSpring`.
  package var keyboardSpring: KeyboardSpringParameters { driver.keyboardSpring }

  /// Sets how far above the keyboard a drag starts dismissing it, in points, on the layout guide
  /// the tracker owns (iOS 17 and later, as the core's `SystemPaths` says; nothing before).
  ///
  /// - Parameter padding: The padding (`DockConfiguration.keyboardDismissPadding(barHeight:)`).
  package func setKeyboardDismissPadding(_ padding: CGFloat) {
    guard systemPaths.configuresLayoutGuide, let host else { return }
    if #available(iOS 17, *), host.keyboardLayoutGuide.keyboardDismissPadding != padding {
      host.keyboardLayoutGuide.keyboardDismissPadding = padding
    }
  }

  /// The `keyboardDismissPadding` of the layout guide the tracker owns (iOS 17 and later), or
  /// `0`: the fact the driver hears with the pan (`KeyboardPan.dismissPadding`).
  var keyboardDismissPadding: CGFloat {
    guard systemPaths.configuresLayoutGuide, let host else { return 0 }
    if #available(iOS 17, *) { return host.keyboardLayoutGuide.keyboardDismissPadding }
    return 0
  }

  /// Configures the layout guide the tracker owns for its probe (iOS 17 and later): it follows the
  /// keyboard below the safe area down to the view's bottom (`usesBottomSafeArea` off) instead of
  /// stopping on the safe area, so a drag's samples reach the bar's resting line.
  func configureLayoutGuide(of host: TrackingHostView) {
    guard systemPaths.configuresLayoutGuide else { return }
    if #available(iOS 17, *) { host.keyboardLayoutGuide.usesBottomSafeArea = false }
  }
}
#endif
