import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One keyboard animation: when it began, how long UIKit asked for, and its curve.
///
/// The core uses it to say where the keyboard is at any instant. The docked bar is placed from
/// that answer on every frame of the transition rather than animated once: its offset,
/// `max(overlap, resting inset)`, is not linear in the keyboard's position, so one animation from
/// start to end would lead the keyboard by up to the safe area's height. Other views can animate
/// with the same values (`UIView.animate(withDuration: duration, delay: 0, options:
/// UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue))`) to move with the keyboard.
public struct KeyboardAnimation: Sendable, Hashable {
  /// When the animation began, in seconds on the event clock.
  public var beginTime: TimeInterval
  /// The duration from the notification, in seconds; `0` means no animation.
  public var duration: TimeInterval
  /// The timing curve.
  public var curve: KeyboardAnimationCurve
  /// The spring the keyboard runs for curve 7, as read in the keyboard's handler or the system's,
  /// or `nil` when unknown (then the spring before iOS 26, ``KeyboardSpringParameters/keyboard``).
  ///
  /// The dock driver's answers for an instant set it; it changes `timingParameters` only, not
  /// `progress(at:)`.
  public var spring: KeyboardSpringParameters?

  /// Creates an animation.
  public init(
    beginTime: TimeInterval, duration: TimeInterval, curve: KeyboardAnimationCurve,
    spring: KeyboardSpringParameters? = nil
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.spring = spring
  }

  /// The keyboard's own animation as UIKit would run it, starting at `time`.
  ///
  /// That is curve 7 with the nominal `KeyboardEvent.fallbackDuration`, for moves the app starts itself,
  /// such as revealing a newly focused field while no keyboard transition runs.
  public static func keyboard(at time: TimeInterval) -> KeyboardAnimation {
    KeyboardAnimation(beginTime: time, duration: KeyboardEvent.fallbackDuration, curve: .keyboard)
  }

  /// An animation that completes at once (duration 0).
  public static func immediate(at time: TimeInterval) -> KeyboardAnimation {
    KeyboardAnimation(beginTime: time, duration: 0, curve: .default)
  }

  /// `true` when the change applies without animation: a duration of 0, or one that is negative,
  /// NaN or infinite.
  package var isImmediate: Bool { !(duration > 0 && duration.isFinite) }

  /// How long the animation actually runs, in seconds.
  ///
  /// That is 0.5 s for the keyboard spring whatever the duration
  /// (<doc:HowTheKeyboardBehaves#The-keyboard-spring>), the duration for the standard curves, and 0 when
  /// immediate.
  package var effectiveDuration: TimeInterval { curve.effectiveDuration(forNominalDuration: duration) }

  /// When the animation ends, in seconds on the event clock.
  ///
  /// Always finite: a NaN ``beginTime`` gives `-greatestFiniteMagnitude` (ended long ago, as
  /// `progress(at:)` reads it), and an end beyond the finite range is capped at
  /// `±greatestFiniteMagnitude`.
  package var endTime: TimeInterval {
    let end = beginTime + effectiveDuration
    if end.isNaN { return -.greatestFiniteMagnitude }
    return min(max(end, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  /// Progress from 0 to 1 at `time`.
  ///
  /// Exactly 1 from `endTime` on: the spring's closed form is 0.9989 at its 0.5 s, and an
  /// animation that has ended is at its end value, as a finished Core Animation is.
  ///
  /// Never NaN: a NaN `time` (or a NaN ``beginTime``) counts as the end of the animation, 1;
  /// −∞ is before its start, 0.
  package func progress(at time: TimeInterval) -> Double {
    if time.isNaN || endTime.isNaN || time >= endTime { return 1 }
    let progress = curve.progress(elapsed: time - beginTime, duration: duration)
    return progress.isFinite ? progress : 1
  }

  /// The value between `from` and `to` at `time`.
  ///
  /// The value is always finite: where `to − from` overflows it is computed as
  /// `from × (1 − p) + to × p`, and an end that is NaN or infinite counts as the other end (as `0`
  /// when both are). See `progress(at:)` for NaN and infinite times.
  package func value(from: CGFloat, to: CGFloat, at time: TimeInterval) -> CGFloat {
    let start = from.isFinite ? from : (to.isFinite ? to : 0)
    let end = to.isFinite ? to : start
    return Self.interpolate(start, end, CGFloat(progress(at: time)))
  }

  /// The rectangle between `from` and `to` at `time`, each edge interpolated as in
  /// `value(from:to:at:)`.
  package func frame(from: CGRect, to: CGRect, at time: TimeInterval) -> CGRect {
    let p = CGFloat(progress(at: time))
    if p >= 1 { return to }
    if p <= 0 { return from }
    return CGRect(
      x: Self.interpolate(from.minX, to.minX, p),
      y: Self.interpolate(from.minY, to.minY, p),
      width: Self.interpolate(from.width, to.width, p),
      height: Self.interpolate(from.height, to.height, p)
    )
  }

  /// `a + (b − a) × p`, or `a × (1 − p) + b × p` where the first overflows; exactly `a` at `p = 0`
  /// and `b` at `p = 1`.
  ///
  /// A `p` outside `0…1` (a spring's overshoot) extrapolates; where that overflows too, the answer
  /// is the nearer end. With finite `a` and `b` the answer is finite for every finite `p`.
  package static func interpolate(_ a: CGFloat, _ b: CGFloat, _ p: CGFloat) -> CGFloat {
    if p == 1 { return b }
    if p == 0 { return a }
    let value = a + (b - a) * p
    if value.isFinite { return value }
    let weighted = a * (1 - p) + b * p
    if weighted.isFinite { return weighted }
    return p < 0.5 ? a : b
  }
}
