#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

extension KeyframePath {
  /// The frame rates asked for a keyboard motion: up to 120 Hz on ProMotion displays, like the
  /// keyboard's own animation; other displays run at their own rate.
  static let frameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)

  /// An additive, linear keyframe animation that moves a layer property along the path while
  /// its model value is already at the path's end.
  ///
  /// Set the property's final value (the path's `finalValue` in its units) without animation, then add
  /// the animation to the layer in the same Core Animation transaction. Its values are
  /// `scale × (value − finalValue)`, offsets from the model value; its `beginTime` stays 0, so
  /// it begins when the transaction commits, as the keyboard's animation does when it is added
  /// inside a keyboard notification handler. The render server evaluates it on every frame; it
  /// is removed at its end, when the model value shows.
  ///
  /// - Parameters:
  ///   - keyPath: The animated key path, such as `"position.y"` or `"bounds.origin.y"`.
  ///   - scale: Multiplies each offset: `-1` for a bar's `position.y`, which grows downward while
  ///     a bottom offset grows upward. Defaults to `1`.
  ///   - fadingOffset: An offset added at the first key and faded linearly to 0 at the last, in
  ///     the property's units: where an interrupted animation showed the layer. Defaults to `0`.
  /// - Returns: `nil` when the path is immediate or every offset is 0: set the value alone.
  @MainActor
  public func additiveAnimation(
    keyPath: String, scale: CGFloat = 1, fadingOffset: CGFloat = 0
  ) -> CAKeyframeAnimation? {
    guard !isImmediate else { return nil }
    let fade = fadingOffset.isFinite ? fadingOffset : 0
    let offsets = zip(keyTimes, values).map { time, value in
      scale * (value - finalValue) + fade * CGFloat(1 - time)
    }
    guard offsets.contains(where: { $0 != 0 }) else { return nil }
    let animation = CAKeyframeAnimation(keyPath: keyPath)
    animation.isAdditive = true
    animation.calculationMode = .linear
    // Linear between keys: the path is already the keyboard's curve, and a keyframe animation
    // created inside UIKit's animation block must not take the block's timing.
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    animation.values = offsets.map { NSNumber(value: Double($0)) }
    animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
    animation.duration = duration
    animation.isRemovedOnCompletion = true
    animation.preferredFrameRateRange = Self.frameRateRange
    return animation
  }
}
#endif
