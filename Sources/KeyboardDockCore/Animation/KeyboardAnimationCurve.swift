/// The timing curve of a keyboard animation, from `keyboardAnimationCurveUserInfoKey`.
///
/// UIKit sends the raw value 7, which is not in the public `UIView.AnimationCurve` enum: it is the keyboard's
/// spring (<doc:HowTheKeyboardBehaves#The-animation-curve>).
/// KeyboardDock never maps it to linear.
public enum KeyboardAnimationCurve: Sendable, Hashable {
  /// `UIView.AnimationCurve.easeInOut` (raw value 0).
  case easeInOut
  /// `UIView.AnimationCurve.easeIn` (raw value 1).
  case easeIn
  /// `UIView.AnimationCurve.easeOut` (raw value 2).
  case easeOut
  /// `UIView.AnimationCurve.linear` (raw value 3).
  case linear
  /// The keyboard's own spring, raw value 7 (see ``KeyboardSpring``).
  case keyboard
  /// Any other raw value; animated like ``keyboard``, which is what UIKit's keyboard does.
  case other(Int)

  /// The curve UIKit's keyboard notifications carry when the key is absent.
  public static let `default`: KeyboardAnimationCurve = .keyboard

  /// Creates the curve for a raw `UIView.AnimationCurve` value.
  public init(rawValue: Int) {
    switch rawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    case 7: self = .keyboard
    default: self = .other(rawValue)
    }
  }

  /// The raw `UIView.AnimationCurve` value.
  public var rawValue: Int {
    switch self {
    case .easeInOut: 0
    case .easeIn: 1
    case .easeOut: 2
    case .linear: 3
    case .keyboard: 7
    case .other(let value): value
    }
  }

  /// The `UIView.AnimationOptions` raw value that selects this curve.
  ///
  /// It is the raw curve shifted left by 16 bits: 458 752 for curve 7
  /// (<doc:HowTheKeyboardBehaves#The-animation-curve>). Passing the raw curve without the shift, a common
  /// bug, selects unrelated options. Only the curve's low four bits are kept: the options hold a curve
  /// in bits 16–19, so a raw curve of 16 or more (or a negative one) never sets another option.
  package var animationOptionsRawValue: UInt {
    UInt(truncatingIfNeeded: rawValue & 0xF) << 16
  }

  /// `true` when UIKit animates this curve with the keyboard spring.
  ///
  /// That spring ignores the duration passed to it and settles in ``KeyboardSpring/settlingDuration``
  /// (<doc:HowTheKeyboardBehaves#The-keyboard-spring>).
  package var isSpring: Bool { cubicBezier == nil }

  /// The cubic Bézier UIKit runs this curve with, or `nil` for the keyboard spring (``isSpring``).
  package var cubicBezier: CubicBezierCurve? {
    switch self {
    case .keyboard, .other: nil
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }

  /// The animation's progress, from 0 to 1, `elapsed` seconds in.
  ///
  /// Spring curves follow `KeyboardSpring.progress(at:)` whatever the duration; the four standard
  /// curves follow their cubic Bézier (``CubicBezierCurve``) over `duration`. A `duration` of 0
  /// means no animation: the progress is 1 at once
  /// (<doc:HowTheKeyboardBehaves#Changes-without-animation>). A negative or NaN or infinite
  /// duration counts as 0, and a NaN `elapsed` as the end of the animation: the result is always
  /// between 0 and 1.
  package func progress(elapsed: Double, duration: Double) -> Double {
    guard duration > 0, duration.isFinite, !elapsed.isNaN else { return 1 }
    if elapsed <= 0 { return 0 }
    switch self {
    case .keyboard, .other:
      return KeyboardSpring.progress(at: elapsed)
    case .linear:
      return min(1, elapsed / duration)
    case .easeInOut:
      return CubicBezierCurve.easeInOut.progress(at: elapsed / duration)
    case .easeIn:
      return CubicBezierCurve.easeIn.progress(at: elapsed / duration)
    case .easeOut:
      return CubicBezierCurve.easeOut.progress(at: elapsed / duration)
    }
  }

  /// How long the animation runs, in seconds, when UIKit is asked for `duration`.
  ///
  /// Spring curves run for ``KeyboardSpring/settlingDuration`` (0.5 s) whatever the duration
  /// passed; a zero duration means no animation for every curve, and so does a negative, NaN or
  /// infinite one: the result is always finite.
  package func effectiveDuration(forNominalDuration duration: Double) -> Double {
    guard duration > 0, duration.isFinite else { return 0 }
    return isSpring ? KeyboardSpring.settlingDuration : duration
  }
}
