#if canImport(UIKit)
import KeyboardDock
import KeyboardDockTrace
import QuartzCore
import UIKit

/// Reads the animation block a keyboard *will* notification's handler runs in: an invisible 1 × 1 view
/// moves by one point and the animation UIKit gives it is described (assumption a).
@MainActor
final class SelfTestAnimationProbe {
  private let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))

  /// Adds the probe to `host`, behind its subviews.
  func install(in host: UIView) {
    view.isUserInteractionEnabled = false
    view.alpha = 0
    host.insertSubview(view, at: 0)
  }

  /// Removes the probe.
  func remove() {
    view.removeFromSuperview()
  }

  /// The animation UIKit gives a view changed now, or `nil` outside an animation block.
  func read() -> SelfTestAnimation? {
    guard UIView.inheritedAnimationDuration > 0 else { return nil }
    let earlier = Set(view.layer.animationKeys() ?? [])
    view.transform = view.transform == .identity ? CGAffineTransform(translationX: 0, y: 1) : .identity
    let added = (view.layer.animationKeys() ?? []).filter { !earlier.contains($0) }
    return added.compactMap { view.layer.animation(forKey: $0) }.last.map(Self.describe)
  }

  /// Describes a Core Animation animation: its class, a spring's parameters or a Bézier's control points.
  static func describe(_ animation: CAAnimation) -> SelfTestAnimation {
    let name = String(describing: type(of: animation))
    if let spring = animation as? CASpringAnimation {
      return SelfTestAnimation(
        className: name,
        spring: .init(
          mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
          initialVelocity: Double(spring.initialVelocity)),
        duration: spring.duration > 0 ? spring.duration : spring.settlingDuration,
        isAdditive: spring.isAdditive)
    }
    var bezier: [Double]?
    if let function = animation.timingFunction {
      var first: [Float] = [0, 0]
      var second: [Float] = [0, 0]
      function.getControlPoint(at: 1, values: &first)
      function.getControlPoint(at: 2, values: &second)
      bezier = [first[0], first[1], second[0], second[1]].map { Double($0) }
    }
    let additive = (animation as? CAPropertyAnimation)?.isAdditive ?? false
    return SelfTestAnimation(
      className: name, bezier: bezier, duration: animation.duration, isAdditive: additive)
  }
}

/// A zero-height input accessory whose host view is observed with KVO: the accessory frame source's
/// technique, for assumption c.
final class SelfTestAccessoryProbe: UIView {
  /// Called with the probe's top edge in screen coordinates on every change of its host view's position.
  var onMove: (@MainActor (CGFloat, CGFloat) -> Void)?
  private var observations: [NSKeyValueObservation] = []

  override init(frame: CGRect) {
    super.init(frame: CGRect(x: 0, y: 0, width: 1, height: 0))
    isUserInteractionEnabled = false
    autoresizingMask = .flexibleWidth
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code only")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    observations = []
    guard let host = superview else { return }
    let changed: @Sendable (UIView, NSKeyValueObservedChange<CGPoint>) -> Void = { [weak self] _, _ in
      performOnMainActor { self?.report() }
    }
    observations = [host.observe(\.center, options: [.new], changeHandler: changed)]
  }

  /// Reports the probe's top edge and the screen's bottom, in screen coordinates.
  func report() {
    guard let window, let screen = window.windowScene?.screen else { return }
    let frame = convert(bounds, to: screen.coordinateSpace)
    onMove?(frame.minY, screen.bounds.maxY)
  }
}

/// Makes the simulator show its software keyboard with a hardware keyboard connected, as EarlGrey,
/// WebDriverAgent and Chromium's test support do: `UIKeyboardImpl`'s automatic minimization off.
///
/// A private class, used only in the self-test and only in the simulator; it does nothing where the class
/// or the method is missing.
@MainActor
enum SelfTestSoftwareKeyboard {
  static func force() {
    #if targetEnvironment(simulator)
    guard let type = NSClassFromString("UIKeyboardImpl") as? NSObject.Type else { return }
    let shared = NSSelectorFromString("sharedInstance")
    guard type.responds(to: shared), let keyboard = type.perform(shared)?.takeUnretainedValue() as? NSObject
    else { return }
    typealias SetBool = @convention(c) (NSObject, Selector, Bool) -> Void
    for (name, value) in [
      ("setAutomaticMinimizationEnabled:", false), ("setSoftwareKeyboardShownByTouch:", true),
    ] {
      let selector = NSSelectorFromString(name)
      guard keyboard.responds(to: selector) else { continue }
      unsafeBitCast(keyboard.method(for: selector), to: SetBool.self)(keyboard, selector, value)
    }
    #endif
  }
}
#endif
