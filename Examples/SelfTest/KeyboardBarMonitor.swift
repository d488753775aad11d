#if canImport(UIKit)
import KeyboardDockTrace
import QuartzCore
import UIKit
import os

/// A debug instrument: measures, on every display frame, where the keyboard and your docked bar are shown,
/// and logs each frame on which the bar leaves the keyboard.
///
/// Attach it to your own screen in a debug build, independent of KeyboardDock:
///
/// ```swift
/// #if DEBUG
/// monitor = KeyboardBarMonitor(bar: inputBar)
/// monitor.start()   // logs "KeyboardBarMonitor: bar 3.5 pt above the keyboard at …" to the console
/// #endif
/// ```
///
/// The keyboard's position comes from the presentation layer of the keyboard's host view in the app,
/// found by walking UIKit's private view hierarchy: in the keyboard's window (`UIRemoteKeyboardWindow` or
/// `UITextEffectsWindow`), a `UIInputSetHostView` in a `UIInputSetContainerView`, or from iOS 26 a
/// `UIKeyboardItemContainerView` in a `UITrackingWindowView` (the names react-native-keyboard-controller
/// looks for since its iOS 26 fix). That walk is acceptable in a test instrument and never in a library:
/// the class names are not API. Where no host view is found, it falls back to a zero-height view pinned to
/// the keyboard layout guide of the window's root view, added by ``start()`` (so before the next show).
///
/// Neither reading is independent of the bar: since iOS 17 the keyboard runs in another process, and the
/// host view is UIKit's in-app placeholder, animated in the same block as the bar. The monitor can show
/// the bar leaving that placeholder, not the bar and the real keyboard drifting apart; the self-test
/// judges that from outside the app (its UI test and the screen recording). ``isIndependent`` says only
/// whether the host view was found; ``keyboardSource`` names what was read.
///
/// Both frames are in the bar's window's coordinates. The bar belongs at the keyboard's top, or at the safe
/// area's bottom while the keyboard covers less (kbdock's rule); a frame on which it is further than
/// ``tolerance`` is a departure. Main actor only; the display link runs from ``start()`` to ``stop()``.
@MainActor
public final class KeyboardBarMonitor {
  /// One measured display frame.
  public struct Frame: Sendable, Equatable {
    /// The frame's target time (`CADisplayLink.targetTimestamp`), `CACurrentMediaTime()` seconds.
    public var time: CFTimeInterval
    /// The shown keyboard's top edge, in window coordinates; the window's bottom with no keyboard.
    public var keyboardTop: CGFloat
    /// The shown bar's frame, in window coordinates.
    public var barFrame: CGRect
    /// The window's bounds.
    public var windowBounds: CGRect
    /// The window's bottom safe-area inset, in points.
    public var safeAreaBottom: CGFloat
    /// Whether the keyboard's position came from its in-app host view (not from the layout guide).
    public var isIndependent: Bool

    /// How far the bar is from where it belongs, in points: positive for a gap above the keyboard, negative
    /// for an overlap.
    public var difference: CGFloat {
      CGFloat(
        MeasuredPlacement.difference(
          barBottom: Double(windowBounds.maxY - barFrame.maxY), keyboardOverlap: Double(keyboardOverlap),
          restingInset: Double(max(0, safeAreaBottom))))
    }

    /// The keyboard's overlap of the window, in points from its bottom.
    public var keyboardOverlap: CGFloat { max(0, windowBounds.maxY - keyboardTop) }
  }

  /// The docked bar measured; held weakly.
  public private(set) weak var bar: UIView?
  /// A frame on which the bar is further than this from the keyboard is a departure, in points: 0.5.
  public var tolerance: CGFloat = 0.5
  /// Called with each departure; by default it logs it with `os_log`.
  public var onDeparture: (@MainActor (Frame) -> Void)?
  /// Whether the latest frame's keyboard position came from the keyboard's in-app host view.
  public private(set) var isIndependent = false
  /// What the keyboard's position is read from, for example
  /// `UIInputSetHostView in UITextEffectsWindow (in-app host view)`.
  public private(set) var keyboardSource = "nothing yet"
  /// The latest frame measured, or `nil`.
  public private(set) var lastFrame: Frame?
  /// How many frames were measured.
  public private(set) var frameCount = 0
  /// How many frames were departures.
  public private(set) var departureCount = 0

  /// Called with every frame measured (the self-test records them).
  package var onFrame: (@MainActor (Frame) -> Void)?

  private let log = OSLog(subsystem: "KeyboardDock", category: "KeyboardBarMonitor")
  private var link: MonitorDisplayLink?
  private let guideEdge = MonitorGuideEdgeHost(frame: .zero)

  /// Creates a stopped monitor for `bar`.
  public init(bar: UIView) {
    self.bar = bar
  }

  /// Starts measuring on every display frame, and adds the layout-guide fallback to the window's root view.
  public func start() {
    if let root = bar?.window?.rootViewController?.view, guideEdge.superview !== root {
      guideEdge.install(in: root)
    }
    guard link == nil else { return }
    let rate = bar?.window?.screen.maximumFramesPerSecond ?? 60
    link = MonitorDisplayLink(framesPerSecond: rate) { [weak self] target in self?.measure(at: target) }
  }

  /// Whether measuring is paused: the display link stays installed but does not fire.
  ///
  /// The self-test pauses it while the UI test reads a settled step, so that the app is idle when
  /// XCTest waits for it to be: a display link firing on every frame keeps that wait from ever ending
  /// early, and each query would wait out XCTest's idle time-out.
  public var isPaused: Bool {
    get { link?.isPaused ?? false }
    set { link?.isPaused = newValue }
  }

  /// Stops measuring and removes the fallback view.
  public func stop() {
    link = nil
    guideEdge.removeFromSuperview()
  }

  /// Measures the current frame, shown at `time`, counts it, reports it to ``onDeparture`` if the bar left
  /// the keyboard, and returns it; `nil` when the bar is not in a window.
  @discardableResult
  public func measure(at time: CFTimeInterval = CACurrentMediaTime()) -> Frame? {
    guard let frame = read(at: time) else { return nil }
    lastFrame = frame
    frameCount += 1
    onFrame?(frame)
    if abs(frame.difference) > tolerance {
      departureCount += 1
      if let onDeparture { onDeparture(frame) } else { logDeparture(frame) }
    }
    return frame
  }

  /// The current frame, shown at `time`, without counting or reporting it; `nil` when the bar is not in a
  /// window.
  public func read(at time: CFTimeInterval = CACurrentMediaTime()) -> Frame? {
    guard let bar, let window = bar.window, let windowLayer = window.layer.presentation(),
      let shownBar = bar.layer.presentation()
    else { return nil }
    let barFrame = shownBar.convert(shownBar.bounds, to: windowLayer)
    let bounds = window.bounds
    let keyboardTop: CGFloat
    if let host = keyboardHostView(), let hostWindow = host.window,
      let hostLayer = host.layer.presentation(), let hostWindowLayer = hostWindow.layer.presentation()
    {
      let shown = window.convert(hostLayer.convert(hostLayer.bounds, to: hostWindowLayer), from: hostWindow)
      keyboardTop = shown.height > 0 ? min(max(shown.minY, bounds.minY), bounds.maxY) : bounds.maxY
      isIndependent = true
      keyboardSource = "\(type(of: host)) in \(type(of: hostWindow)) (in-app host view)"
    } else if let edge = guideEdge.edge.layer.presentation(), guideEdge.window === window {
      keyboardTop = min(edge.convert(edge.bounds, to: windowLayer).minY, bounds.maxY)
      isIndependent = false
      keyboardSource = "a view pinned to keyboardLayoutGuide.topAnchor (layout guide)"
    } else {
      return nil
    }
    return Frame(
      time: time, keyboardTop: keyboardTop, barFrame: barFrame, windowBounds: bounds,
      safeAreaBottom: window.safeAreaInsets.bottom, isIndependent: isIndependent)
  }

  /// The layout-guide fallback's view while it is installed (the self-test's layout-guide samples).
  var guideEdgeHost: MonitorGuideEdgeHost? { guideEdge.superview == nil ? nil : guideEdge }

  private func logDeparture(_ frame: Frame) {
    let side = frame.difference > 0 ? "above" : "under"
    os_log(
      .error, log: log, "bar %{public}.2f pt %{public}@ the keyboard at %{public}.4f s (keyboard top %.1f)",
      Double(abs(frame.difference)), side, frame.time, Double(frame.keyboardTop))
  }

  /// The keyboard's host view, found anew on every call, never kept: iOS 26.2 recreates the
  /// keyboard's view after every dismissal (react-native-keyboard-controller#1465), and a view kept
  /// from an earlier show can stay in its window without moving again.
  func keyboardHostView() -> UIView? {
    Self.findKeyboardHostView()
  }

  /// The keyboard's host view in the keyboard's window, or `nil`.
  ///
  /// The window is a `UIRemoteKeyboardWindow` or a `UITextEffectsWindow` (iOS 16 and later keep the
  /// remote one out of the app's windows and mirror its layout in the text-effects window); in it, a
  /// container (`UIInputSetContainerView`, or `UITrackingWindowView` from iOS 26) holds one or more hosts
  /// (`UIInputSetHostView`, or `UIKeyboardItemContainerView` from iOS 26), the tallest of which hosts the
  /// keyboard.
  static func findKeyboardHostView() -> UIView? {
    let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    let named = ["UIRemoteKeyboardWindow", "UITextEffectsWindow"]
    let containerNames: Set = ["UIInputSetContainerView", "UITrackingWindowView"]
    let hostNames: Set = ["UIInputSetHostView", "UIKeyboardItemContainerView"]
    for name in named {
      for window in windows where String(describing: type(of: window)) == name {
        let containers = window.subviews.filter { containerNames.contains(String(describing: type(of: $0))) }
        let hosts = containers.flatMap(\.subviews).filter {
          hostNames.contains(String(describing: type(of: $0)))
        }
        if let tallest = hosts.max(by: { $0.bounds.height < $1.bounds.height }) { return tallest }
      }
    }
    return nil
  }

  /// The newest committed animation's begin time on the keyboard's host view, in `CACurrentMediaTime()`'s
  /// time, and the animation; `nil` when none runs.
  func keyboardHostAnimation() -> (beginTime: CFTimeInterval, animation: CAAnimation)? {
    guard let host = keyboardHostView() else { return nil }
    return Self.newestAnimation(in: host.layer, depth: 0)
  }

  /// The newest committed animation that moves `layer` or one of its sublayers down to three levels:
  /// position, bounds or transform, never a caret's (``SelfTestMotionKeyPath``).
  static func newestAnimation(in layer: CALayer, depth: Int) -> (
    beginTime: CFTimeInterval, animation: CAAnimation
  )? {
    var newest: (beginTime: CFTimeInterval, animation: CAAnimation)?
    let layerClass = String(describing: type(of: layer))
    for key in layer.animationKeys() ?? [] {
      guard let animation = layer.animation(forKey: key), animation.beginTime > 0,
        SelfTestMotionKeyPath.counts(
          keyPath: (animation as? CAPropertyAnimation)?.keyPath, layerClass: layerClass)
      else { continue }
      let begin = layer.convertTime(animation.beginTime, to: nil)
      if newest.map({ begin > $0.beginTime }) ?? true { newest = (begin, animation) }
    }
    if depth < 3 {
      for sublayer in layer.sublayers ?? [] {
        if let inner = newestAnimation(in: sublayer, depth: depth + 1),
          newest.map({ inner.beginTime > $0.beginTime }) ?? true
        {
          newest = inner
        }
      }
    }
    return newest
  }
}

/// A display link at a fixed rate calling a closure with each frame's target time until released.
///
/// Not isolated to an actor, so that its `deinit` invalidates the link wherever it runs
/// (`CADisplayLink.invalidate()` is safe from any thread).
private final class MonitorDisplayLink {
  private let link: CADisplayLink

  @MainActor
  convenience init(framesPerSecond: Int, onFrame: @escaping @MainActor (CFTimeInterval) -> Void) {
    self.init(target: MonitorLinkTarget(onFrame: onFrame), framesPerSecond: framesPerSecond)
  }

  private init(target: MonitorLinkTarget, framesPerSecond: Int) {
    link = CADisplayLink(target: target, selector: #selector(MonitorLinkTarget.tick(_:)))
    let rate = Float(max(1, framesPerSecond))
    link.preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
    link.add(to: .main, forMode: .common)
  }

  var isPaused: Bool {
    get { link.isPaused }
    set { link.isPaused = newValue }
  }

  deinit {
    link.invalidate()
  }
}

@MainActor
private final class MonitorLinkTarget: NSObject {
  let onFrame: @MainActor (CFTimeInterval) -> Void

  init(onFrame: @escaping @MainActor (CFTimeInterval) -> Void) {
    self.onFrame = onFrame
  }

  @objc func tick(_ link: CADisplayLink) {
    onFrame(link.targetTimestamp)
  }
}

/// An empty view filling the root view with a zero-height edge pinned to its keyboard layout guide's top.
final class MonitorGuideEdgeHost: UIView {
  /// The keyboard's top edge, as the layout guide puts it.
  let edge = UIView(frame: .zero)
  /// Called on every layout pass with the edge's model frame (the self-test's layout-guide samples).
  var onLayout: (@MainActor (CGRect) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = false
    accessibilityElementsHidden = true
    keyboardLayoutGuide.followsUndockedKeyboard = false
    edge.isUserInteractionEnabled = false
    edge.translatesAutoresizingMaskIntoConstraints = false
    addSubview(edge)
    NSLayoutConstraint.activate([
      edge.topAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
      edge.leadingAnchor.constraint(equalTo: leadingAnchor),
      edge.trailingAnchor.constraint(equalTo: trailingAnchor),
      edge.heightAnchor.constraint(equalToConstant: 0),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created in code only")
  }

  /// Adds the view behind `root`'s subviews, filling it.
  func install(in root: UIView) {
    frame = root.bounds
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.insertSubview(self, at: 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?(edge.frame)
  }
}
#endif
