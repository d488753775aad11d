#if canImport(UIKit)
import KeyboardDockCore
import QuartzCore
import UIKit

extension DockValueMotion {
  /// The key of KeyboardDock's keyframes on a layer.
  static let keyframesKey = "KeyboardDock.keyframes"

  /// Moves a bar docked at the bottom of its superview: its transform's vertical translation is
  /// `−value`, the bottom offset above where Auto Layout places it.
  ///
  /// Call it where the update arrives. Inside a keyboard notification handler UIKit animates the
  /// new transform with the keyboard's own animation, interruptions included; the keyframes,
  /// an additive `position.y` animation, begin with the same Core Animation transaction. Pin the
  /// bar's bottom to its container's bottom with a constant of 0 and leave its transform to
  /// KeyboardDock.
  @MainActor
  public func applyToDockedBar(_ bar: UIView) {
    let transform = CGAffineTransform(translationX: 0, y: -value)
    if placesAtOnce {
      Self.removeAnimations(of: bar.layer, keyPath: "transform")
      UIView.performWithoutAnimation { bar.transform = transform }
    } else if bar.transform != transform {
      bar.transform = transform
    }
    apply(keyframes, to: bar.layer, keyPath: "position.y", scale: -1)
  }

  /// Sets the height of a view anchored at its top (`anchorPoint.y == 0`) to `value`, the same
  /// way: the background below a docked bar, which reaches the container's bottom while the bar
  /// is lifted by `value`.
  @MainActor
  func applyToBottomExtension(_ view: UIView, width: CGFloat) {
    let size = CGSize(width: width, height: max(0, value))
    if placesAtOnce {
      Self.removeAnimations(of: view.layer, keyPath: "bounds")
      UIView.performWithoutAnimation { view.bounds.size = size }
    } else if view.bounds.size != size {
      view.bounds.size = size
    }
    apply(keyframes, to: view.layer, keyPath: "bounds.size.height", scale: 1)
  }

  /// Moves a scroll view's vertical content offset to `value`, the same way.
  @MainActor
  public func applyToContentOffset(of scrollView: UIScrollView) {
    let offset = CGPoint(x: scrollView.contentOffset.x, y: value)
    if placesAtOnce {
      Self.removeAnimations(of: scrollView.layer, keyPath: "bounds")
      UIView.performWithoutAnimation { scrollView.contentOffset = offset }
    } else if scrollView.contentOffset != offset {
      scrollView.contentOffset = offset
    }
    apply(keyframes, to: scrollView.layer, keyPath: "bounds.origin.y", scale: 1)
  }

  @MainActor
  private func apply(_ keyframes: DockKeyframes, to layer: CALayer, keyPath: String, scale: CGFloat) {
    switch keyframes {
    case .keep:
      if placesAtOnce { layer.removeAnimation(forKey: Self.keyframesKey) }
    case .remove:
      layer.removeAnimation(forKey: Self.keyframesKey)
    case .replace(let path):
      layer.removeAnimation(forKey: Self.keyframesKey)
      if let animation = path.additiveAnimation(keyPath: keyPath, scale: scale) {
        // Planned again after its commit was read: shown as if added then.
        if let begin = keyframesBeginTime { animation.beginTime = layer.convertTime(begin, from: nil) }
        layer.add(animation, forKey: Self.keyframesKey)
      }
    }
  }

  /// Removes the animations UIKit runs on `keyPath` of `layer` or on its parts (UIKit animates
  /// `bounds` as `bounds.origin` and `bounds.size`), whatever their keys.
  @MainActor
  private static func removeAnimations(of layer: CALayer, keyPath: String) {
    for key in layer.animationKeys() ?? [] where key != keyframesKey {
      guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
        let path = animation.keyPath, path == keyPath || path.hasPrefix(keyPath + ".")
      else { continue }
      layer.removeAnimation(forKey: key)
    }
  }
}

extension CALayer {
  /// When the newest of the layer's committed animations began, in `CACurrentMediaTime()`'s time,
  /// or `nil` without one.
  ///
  /// Core Animation sets an animation's `beginTime` when its transaction commits, unless it was
  /// given one.
  var newestAnimationBeginTime: CFTimeInterval? {
    let times = (animationKeys() ?? []).compactMap { animation(forKey: $0)?.beginTime }.filter { $0 > 0 }
    return times.max().map { convertTime($0, to: nil) }
  }
}

extension ScrollViewMotion {
  /// Applies the insets at once and the vertical offset as ``DockValueMotion`` does.
  @MainActor
  public func apply(to scrollView: UIScrollView) {
    let inset = contentInset.uiEdgeInsets
    if scrollView.contentInset != inset { scrollView.contentInset = inset }
    let indicators = verticalScrollIndicatorInsets.uiEdgeInsets
    if scrollView.verticalScrollIndicatorInsets != indicators {
      scrollView.verticalScrollIndicatorInsets = indicators
    }
    contentOffsetY?.applyToContentOffset(of: scrollView)
  }
}
#endif
