#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import UIKit

/// An invisible view behind a SwiftUI `ScrollView` or `List` that finds the `UIScrollView`
/// showing it and keeps that scroll view's newest content visible, as `NewestContentPinning`
/// decides.
///
/// The scroll view is found with public API only: the nearest ancestor that is a `UIScrollView`,
/// else, among the views around the probe, the scroll view that occupies the probe's frame on
/// screen. Nothing is subclassed, swizzled or recognised by a private class name; when no scroll
/// view is found, the probe does nothing.
///
/// A change of the content offset (the user scrolling, the app scrolling) is a
/// ``NewestContentPinning/Change/scrolled``; a change of the content size, the adjusted content
/// inset or the visible height — a message added, the docked bar growing, the keyboard moving,
/// each seen in the same layout pass that changes it — is a
/// ``NewestContentPinning/Change/layoutChanged``, answered by setting the offset without
/// animation.
@MainActor
final class NewestContentProbeView: UIView {
  /// Whether the list is flipped, newest item at the visual bottom and at offset zero.
  var isInverted = false

  private weak var scrollView: UIScrollView?
  private var pinning = NewestContentPinning()
  private var observations: [NSKeyValueObservation] = []
  private var lastLayout: LayoutKey?
  private var isSettingOffset = false

  /// What counts as a layout change under the content.
  private struct LayoutKey: Equatable {
    var contentSize: CGSize
    var boundsSize: CGSize
    var adjustedContentInset: UIEdgeInsets
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    accessibilityElementsHidden = true
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("Created by SwiftUI.")
  }

  /// Looks for the scroll view again in a new window; forgets it out of one.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { detach() } else { setNeedsLayout() }
  }

  /// Finds the scroll view once the probe has a frame, then checks for a layout change: SwiftUI
  /// lays the probe out after the scroll view in the same pass.
  override func layoutSubviews() {
    super.layoutSubviews()
    if scrollView == nil, window != nil { attach() }
    checkLayout()
  }

  /// Asks for a layout check in the coming layout pass: SwiftUI calls it when the keyboard's
  /// snapshot changes, which moves the scroll view's insets in the same pass.
  func setNeedsCheck() {
    setNeedsLayout()
  }

  private func attach() {
    guard let found = findScrollView() else { return }
    scrollView = found
    pinning = NewestContentPinning()
    lastLayout = nil
    observations = [
      found.observe(\.contentOffset) { [weak self] _, _ in
        performOnMainActor { self?.offsetDidChange() }
      },
      found.observe(\.contentSize) { [weak self] _, _ in
        performOnMainActor { self?.checkLayout() }
      },
      found.observe(\.contentInset) { [weak self] _, _ in
        performOnMainActor { self?.checkLayout() }
      },
    ]
  }

  private func detach() {
    for observation in observations { observation.invalidate() }
    observations = []
    scrollView = nil
    lastLayout = nil
  }

  private func offsetDidChange() {
    guard let scrollView, !isSettingOffset else { return }
    // A layout change that arrived with the offset is answered first, from the pinning as it was.
    checkLayout()
    _ = pinning.update(for: .scrolled, in: ScrollViewGeometry(scrollView, isInverted: isInverted))
  }

  private func checkLayout() {
    guard let scrollView, !isSettingOffset else { return }
    let layout = LayoutKey(
      contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size,
      adjustedContentInset: scrollView.adjustedContentInset)
    guard layout != lastLayout else { return }
    lastLayout = layout
    let geometry = ScrollViewGeometry(scrollView, isInverted: isInverted)
    guard let offset = pinning.update(for: .layoutChanged, in: geometry) else { return }
    isSettingOffset = true
    UIView.performWithoutAnimation { scrollView.contentOffset = offset }
    isSettingOffset = false
  }

  /// The nearest ancestor scroll view, else the scroll view that occupies the probe's frame on
  /// screen among the descendants of the probe's nearest few ancestors.
  private func findScrollView() -> UIScrollView? {
    var ancestor = superview
    while let view = ancestor {
      if let scrollView = view as? UIScrollView { return scrollView }
      ancestor = view.superview
    }
    let target = convert(bounds, to: nil)
    guard target.width > 0, target.height > 0 else { return nil }
    ancestor = superview
    for _ in 0..<4 {
      guard let view = ancestor else { return nil }
      if let match = Self.scrollView(in: view, occupying: target, depth: 6) { return match }
      ancestor = view.superview
    }
    return nil
  }

  /// A scroll view among `view`'s descendants (breadth first, `depth` levels) whose frame on
  /// screen matches `target` within a point.
  private static func scrollView(in view: UIView, occupying target: CGRect, depth: Int) -> UIScrollView? {
    var level = view.subviews
    for _ in 0..<depth where !level.isEmpty {
      for candidate in level {
        guard let scrollView = candidate as? UIScrollView else { continue }
        guard let frame = scrollView.superview?.convert(scrollView.frame, to: nil) else { continue }
        if abs(frame.minX - target.minX) < 1, abs(frame.minY - target.minY) < 1,
          abs(frame.width - target.width) < 1, abs(frame.height - target.height) < 1
        {
          return scrollView
        }
      }
      level = level.flatMap(\.subviews)
    }
    return nil
  }
}
#endif
