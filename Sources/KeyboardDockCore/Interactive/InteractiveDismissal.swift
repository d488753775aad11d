import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The model of interactive dismissal: where the keyboard is during a drag, and how a release ends.
///
/// UIKit does this for a scroll view with `keyboardDismissMode = .interactive` and reports no
/// notifications until release (<doc:HowTheKeyboardBehaves#Interactive-dismissal>); KeyboardDock
/// follows it with per-frame samples. This model serves screens that run their own dismissal
/// gesture, and `kbdock`'s simulated drags.
///
/// The thresholds default to Telegram's rule, since UIKit's are undocumented
/// (<doc:HowTheKeyboardBehaves#Letting-go>).
///
/// Positions are never NaN or infinite: an accessory height that is not finite or is negative
/// counts as `0`, and a position that is not finite is ignored in favour of the other position,
/// or counts as `0` when no other position is given.
package struct InteractiveDismissal: Sendable, Hashable {
  /// The input accessory view's height, which counts as part of the keyboard.
  ///
  /// Tracking starts where the accessory's top is (<doc:HowTheKeyboardBehaves#Following-the-finger>).
  /// Defaults to `0`.
  package var accessoryHeight: CGFloat
  /// How far the touch must move before tracking starts, in points; defaults to `3`.
  package var activationDistance: CGFloat
  /// The downward release velocity above which the keyboard dismisses, in points per second.
  ///
  /// It counts only while the finger is inside the keyboard. Defaults to `100`.
  package var dismissVelocity: CGFloat

  /// Creates a model; every argument has the default documented on its property.
  package init(accessoryHeight: CGFloat = 0, activationDistance: CGFloat = 3, dismissVelocity: CGFloat = 100)
  {
    self.accessoryHeight = accessoryHeight
    self.activationDistance = activationDistance
    self.dismissVelocity = dismissVelocity
  }

  /// What a release does.
  package enum Outcome: String, Sendable, Hashable, Codable {
    /// The keyboard leaves; UIKit then posts the hide notifications.
    case dismiss
    /// The keyboard returns to its resting top.
    case snapBack
  }

  /// The top of the keyboard and accessory together when the keyboard alone rests at `keyboardTop`.
  @inlinable
  package func restingTop(keyboardTop: CGFloat) -> CGFloat {
    guard keyboardTop.isFinite else { return 0 }
    let top = keyboardTop - usableAccessoryHeight
    return top.isFinite ? top : keyboardTop
  }

  /// The keyboard's top (accessory included) while the finger is at `touchY`: `max(touchY, restingTop)`.
  ///
  /// The keyboard follows the finger down, never above its resting position. All values are in the same
  /// vertical coordinate space (usually the window's).
  @inlinable
  package func keyboardTop(touchY: CGFloat, restingTop: CGFloat) -> CGFloat {
    guard restingTop.isFinite else { return touchY.isFinite ? touchY : 0 }
    guard touchY.isFinite else { return restingTop }
    return max(touchY, restingTop)
  }

  /// The accessory height the model uses: ``accessoryHeight``, or `0` when it is negative or not finite.
  @inlinable
  package var usableAccessoryHeight: CGFloat {
    accessoryHeight.isFinite ? max(0, accessoryHeight) : 0
  }

  /// `true` once a touch that began above the keyboard has crossed into it and moved far enough.
  ///
  /// The keyboard includes the accessory (`restingTop` is the accessory's top). The gesture is armed
  /// only if the touch began above it: a touch that begins on the keyboard belongs to the keyboard.
  /// Far enough is ``activationDistance`` below where the finger began. Any NaN value gives `false`.
  @inlinable
  package func isTracking(touchY: CGFloat, startY: CGFloat, restingTop: CGFloat) -> Bool {
    startY < restingTop && touchY >= restingTop && touchY - startY >= activationDistance
  }

  /// Whether a release at `keyboardTop` with downward velocity `velocityY` dismisses.
  ///
  /// Dismisses when the keyboard's top reached `windowHeight − accessoryHeight`, or when the
  /// velocity exceeds ``dismissVelocity`` while the keyboard is below its resting top;
  /// otherwise snaps back. The accessory height counts as ``usableAccessoryHeight``; a NaN value
  /// fails its comparison.
  @inlinable
  package func releaseOutcome(
    keyboardTop: CGFloat, velocityY: CGFloat, restingTop: CGFloat, windowHeight: CGFloat
  ) -> Outcome {
    if keyboardTop >= windowHeight - usableAccessoryHeight { return .dismiss }
    if velocityY > dismissVelocity, keyboardTop > restingTop { return .dismiss }
    return .snapBack
  }
}
