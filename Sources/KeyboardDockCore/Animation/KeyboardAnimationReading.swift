import Foundation

/// What a view moved inside a keyboard notification handler shows of the keyboard's animation.
///
/// UIKit posts the *will* notifications inside the keyboard's animation block, so a view changed
/// in the handler gets the keyboard's own animation: its timing, whether it stacks on running
/// animations, its speed (<doc:HowTheKeyboardBehaves#Interrupted-animations>). The engine plans
/// with what was read, and falls back to the system's spring only when nothing could be read.
public enum KeyboardAnimationReading: Sendable, Equatable {
  /// The view got this animation.
  case animated(KeyboardObservedAnimation)
  /// The view got an animation whose timing could not be read.
  ///
  /// The view still moves with the keyboard; the engine plans with the spring of the system
  /// (``KeyboardSpringParameters/keyboard(on:)``) and additive interruptions.
  case unreadable
  /// The view moved at once: the keyboard does not slide.
  ///
  /// That is a zero duration, or Prefer Cross-Fade Transitions, under which the keyboard fades in
  /// and out at its end frame (<doc:HowTheKeyboardBehaves#Cross-fade-transitions>).
  case notAnimated
  /// UIKit's animations were disabled around the handler (`UIView.areAnimationsEnabled` was
  /// `false`, as inside `UIView.performWithoutAnimation`): the keyboard appears at its end at
  /// once, whatever duration the notification carries, and the bar goes there with it.
  case animationsDisabled

  /// The reading when the handler could not look: the same as ``unreadable``.
  public static let unknown = KeyboardAnimationReading.unreadable
}

/// The animation UIKit gave a view moved inside a keyboard notification handler.
public struct KeyboardObservedAnimation: Sendable, Equatable {
  /// The animation's timing: the keyboard's spring for curve 7, or a Bézier.
  public var timing: KeyboardMotionTiming
  /// Whether it adds to running animations rather than replacing them: `true` since iOS 8, where
  /// an animation interrupting another animates (old model value − new model value) to 0 and the
  /// running one goes on.
  public var isAdditive: Bool
  /// The animation's speed, Core Animation's `speed`: 1 runs in real time, 2 twice as fast.
  public var speed: Double

  /// Creates a reading; `isAdditive` defaults to `true` and `speed` to `1`.
  public init(timing: KeyboardMotionTiming, isAdditive: Bool = true, speed: Double = 1) {
    self.timing = timing
    self.isAdditive = isAdditive
    self.speed = speed
  }

  /// The y values a Bézier's control points may have to be planned with: −10…10.
  ///
  /// Core Animation takes any y, for a curve that overshoots; beyond this range no timing curve
  /// is plausible, and keyframes that follow one would carry the bar screens away. The x values
  /// are fractions of the duration, which evaluation clamps to 0…1 as Core Animation does
  /// (`CubicBezierCurve.progress(at:)`).
  package static let controlPointYRange: ClosedRange<Double> = -10...10

  /// `true` when the reading can be planned with: a valid spring
  /// (`KeyboardSpringParameters.isValid`) or a Bézier over a duration above 0 and at most 10 s
  /// with finite control points whose y values lie in `controlPointYRange`, and a finite speed
  /// from 0.01 to 100.
  ///
  /// The driver plans a reading that is not valid as one it could not read
  /// (``KeyboardAnimationReading/unreadable``).
  package var isValid: Bool {
    guard speed.isFinite, (0.01...100).contains(speed) else { return false }
    switch timing {
    case .spring(let spring): return spring.isValid
    case .cubicBezier(let curve, let duration):
      return duration.isFinite && duration > 0 && duration <= KeyboardSpringParameters.maximumDuration
        && curve.x1.isFinite && curve.x2.isFinite
        && Self.controlPointYRange.contains(curve.y1) && Self.controlPointYRange.contains(curve.y2)
    }
  }
}
