import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Answers for an instant, from the driver's one belief about the keyboard: its frame as Core
// Animation shows it, with the animations UIKit runs on it (the spring read in the handler, from
// the transaction's commit, interruptions added or replacing as read). The bar's plan follows the
// same belief, so a view placed from these answers moves with the bar.
extension KeyboardDockDriver {
  /// The instant a query answers for: `time`, or when the keyboard's motion ends when `time` is
  /// not finite.
  public func instant(_ time: TimeInterval) -> TimeInterval {
    if time.isFinite { return time }
    return keyboard.end.map { max($0, machine.instant(time)) } ?? machine.instant(time)
  }

  /// When the keyboard's motion, as the driver models it, ends: the end of the last animation
  /// UIKit runs on it, or `nil` when none was added.
  public var keyboardMotionEnd: TimeInterval? { keyboard.end }

  /// `true` while the keyboard moves at `time`, as the driver models it: an animation UIKit runs
  /// on it has not ended (one whose commit is still to come counts).
  public func isKeyboardAnimating(at time: TimeInterval) -> Bool {
    time.isFinite && keyboard.isAnimating(at: time)
  }

  /// The keyboard's frame in screen coordinates as Core Animation shows it at `time`: its model
  /// frame plus what each running animation still adds.
  ///
  /// A time that is not finite answers for the end of the keyboard's motion: its model frame.
  package func presentedKeyboardFrame(at time: TimeInterval) -> CGRect {
    guard time.isFinite else { return Self.rect(keyboard.model) }
    return Self.rect(keyboard.value(at: time))
  }

  /// Where the keyboard is shown at `time` as the driver models it, for the state machine's
  /// transitions to start from (an interrupted animation or drag, a hide with no position), or
  /// `nil` before the driver has seen the keyboard; ``shownFrameOverride``'s answer when set.
  package func shownKeyboardFrame(at time: TimeInterval) -> CGRect? {
    if let shownFrameOverride { return shownFrameOverride(machine, time) }
    guard time.isFinite, keyboard.model != .zero || !keyboard.terms.isEmpty else {
      return nil
    }
    return presentedKeyboardFrame(at: time)
  }

  /// The phase at `time`: ``KeyboardPhase/showing`` and ``KeyboardPhase/hiding`` become
  /// ``KeyboardPhase/shown`` and ``KeyboardPhase/hidden`` once the keyboard's motion has ended,
  /// even before the *did* notification.
  public func phase(at time: TimeInterval) -> KeyboardPhase {
    let phase = machine.state.phase
    guard phase == .showing || phase == .hiding, !isKeyboardAnimating(at: time) else { return phase }
    return phase == .showing ? .shown : .hidden
  }

  /// How the keyboard is attached at `time`, or `nil` while it is hidden and no longer moving.
  public func attachment(at time: TimeInterval) -> KeyboardAttachment? {
    if phase(at: time) == .hidden, !isKeyboardAnimating(at: time) { return nil }
    return machine.state.attachment
  }

  /// The latest transition's animation while the keyboard moves at `time`, with the spring the
  /// keyboard runs (``keyboardSpring``), else `nil`.
  public func runningAnimation(at time: TimeInterval) -> KeyboardAnimation? {
    guard isKeyboardAnimating(at: time), !machine.animation.isImmediate else { return nil }
    var animation = machine.animation
    animation.spring = keyboardSpring
    return animation
  }

  /// The keyboard's spring: as last read in a handler, else the system's
  /// (``KeyboardSpringParameters/keyboard(on:)`` of ``Configuration/system``).
  public var keyboardSpring: KeyboardSpringParameters {
    if let readSpring, readSpring.isValid { return readSpring }
    return .keyboard(on: configuration.system)
  }

  /// The bar's layout at `time` in the driver's container, following the keyboard's presented
  /// frame: where the bar's own plan shows it from the commit on.
  ///
  /// Before the first container it is ``targetLayout``.
  public func dockLayout(at time: TimeInterval) -> DockLayout {
    // The same answer as `dockLayout(at:in:configuration:)` in the driver's container, from the
    // measures worked out when it was set.
    guard let measure = instantMeasure else { return targetLayout }
    let time = instant(time)
    let isOnScreen = machine.isOnScreen(screen: measure.screen)
    return DockLayout.resolve(
      keyboardFrame: presentedKeyboardFrame(at: time), attachment: isOnScreen ? attachment(at: time) : nil,
      isLocal: machine.state.isLocal, measure: measure.frames, safeAreaBottom: measure.safeAreaBottom,
      configuration: configuration.dock)
  }

  /// The layout of a bar docked in `container` at `time`, following the keyboard's presented
  /// frame with `configuration`'s rules.
  ///
  /// A keyboard on another screen than `container`'s lifts nothing.
  public func dockLayout(
    at time: TimeInterval, in container: KeyboardContainer, configuration: DockConfiguration
  ) -> DockLayout {
    let time = instant(time)
    return DockLayout.resolve(
      keyboardFrame: presentedKeyboardFrame(at: time),
      attachment: machine.isOnScreen(of: container) ? attachment(at: time) : nil,
      isLocal: machine.state.isLocal, in: container, configuration: configuration)
  }

  /// The keyboard's frame at the end of the current transition in `container`'s coordinates, or
  /// `nil` when `attachment(at:)` is `nil` at `time` (hidden and no longer moving).
  public func endFrame(at time: TimeInterval, in container: KeyboardContainer) -> CGRect? {
    attachment(at: instant(time)) == nil ? nil : KeyboardGeometry.frame(machine.state.frame, in: container)
  }

  /// The height of `container` the keyboard covers at `time`, for scroll-content avoidance.
  ///
  /// A keyboard another app raised covers the content all the same; an undocked keyboard, or
  /// one on another screen, covers `0`.
  public func contentOverlap(at time: TimeInterval, in container: KeyboardContainer) -> CGFloat {
    let time = instant(time)
    guard machine.isOnScreen(of: container), let attachment = attachment(at: time), attachment.isDocked else {
      return 0
    }
    return KeyboardGeometry.overlap(of: presentedKeyboardFrame(at: time), with: container)
  }
}
