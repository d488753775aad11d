#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDock
import KeyboardDockCore
import UIKit

/// An invisible view behind a SwiftUI `ScrollView` or `List` that finds the `UIScrollView`
/// showing it and keeps that scroll view's newest content visible, as `NewestContentPinning`
/// decides.
///
/// The scroll view is found with public API only: the nearest ancestor `UIScrollView`, else the
/// scroll view that occupies the probe's frame on screen; when none is found, the probe does
/// nothing. Offsets are set in whatever UIKit animation is running at that moment, never in one
/// of the probe's own, so a change made in the keyboard's notification handler moves with the
/// keyboard.
///
/// Under a keyboard modifier the probe registers its scroll view with the modifier's
/// ``ContentScrollLink``, whose driver plans the offset for a change of what covers it; the
/// pinning then only keeps a pinned list on its newest edge and follows added content.
@MainActor
final class NewestContentProbeView: UIView {
  /// Whether the list is flipped, newest item at the visual bottom and at offset zero.
  var isInverted = false
  /// How the list moves as what covers it changes: the nearest dock's policy.
  var liftPolicy = KeyboardLiftPolicy.whenAtEnd {
    didSet { updatePinningPolicy() }
  }
  /// The nearest keyboard modifier's link to the scroll view of its content, or `nil` outside
  /// one: the probe registers its scroll view there once found.
  var link: ContentScrollLink? {
    didSet {
      guard link !== oldValue else { return }
      oldValue?.unregister(self)
      if scrollView != nil { link?.register(self) }
      updatePinningPolicy()
    }
  }
  /// The scroll view as it is now, or `nil` before one is found.
  var contentGeometry: ScrollViewGeometry? {
    scrollView.map { ScrollViewGeometry($0, isInverted: isInverted) }
  }
  /// Called when the newest content comes into view or leaves it, as `NewestContentVisibility`
  /// decides, after every scroll and layout change; `nil` for no one to tell.
  var onNewestContentVisibilityChange: (@MainActor (Bool) -> Void)?

  private weak var scrollView: UIScrollView?
  private var pinning = NewestContentPinning()
  private var visibility = NewestContentVisibility()
  private var observations: [NSKeyValueObservation] = []
  private var lastLayout: LayoutKey?
  /// The list as the latest check saw it: the layout a change is measured from.
  private var lastGeometry: ScrollViewGeometry?
  private var isSettingOffset = false
  /// How many more layout passes may search for the scroll view before the probe gives up,
  /// until it moves to a window again.
  private var searchesLeft = 3

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
    if window == nil {
      detach()
    } else {
      searchesLeft = 3
      setNeedsLayout()
    }
  }

  /// Finds the scroll view once the probe has a frame, then checks for a layout change: SwiftUI
  /// lays the probe out after the scroll view in the same pass.
  override func layoutSubviews() {
    super.layoutSubviews()
    if scrollView == nil, window != nil { attach() }
    checkLayout()
  }

  /// Asks for a layout check in the coming layout pass: SwiftUI calls it when the keyboard's
  /// snapshot changes, in the turn whose answer also set the modifier's planned inset.
  func setNeedsCheck() {
    setNeedsLayout()
  }

  /// Moves the scroll view's vertical offset as the modifier's driver planned it, as a UIKit dock
  /// moves its scroll view: inside the keyboard notification handler UIKit animates it with the
  /// keyboard's own animation, and the driver's keyframes ride on top.
  ///
  /// The pinning and the visibility signal wait for the layout pass that lays the new inset out,
  /// where the offset and the insets agree again.
  func moveContentOffset(_ motion: DockValueMotion) {
    guard let scrollView else { return }
    isSettingOffset = true
    motion.applyToContentOffset(of: scrollView)
    isSettingOffset = false
  }

  private func updatePinningPolicy() {
    pinning.liftPolicy = VirtualScrollView.pinningLiftPolicy(
      under: liftPolicy, isOffsetPlanned: link?.plansOffset(for: self) == true)
  }

  private func attach() {
    guard let found = findScrollView() else { return }
    scrollView = found
    pinning = NewestContentPinning(liftPolicy: liftPolicy)
    link?.register(self)
    updatePinningPolicy()
    visibility = NewestContentVisibility()
    lastLayout = nil
    lastGeometry = nil
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
    updateVisibility(for: ScrollViewGeometry(found, isInverted: isInverted), reportsUnchanged: true)
  }

  private func detach() {
    link?.unregister(self)
    for observation in observations { observation.invalidate() }
    observations = []
    scrollView = nil
    lastLayout = nil
    lastGeometry = nil
  }

  private func offsetDidChange() {
    guard let scrollView, !isSettingOffset else { return }
    // A layout change that arrived with the offset is answered first, from the pinning as it was.
    checkLayout()
    let geometry = ScrollViewGeometry(scrollView, isInverted: isInverted)
    _ = pinning.update(for: .scrolled, in: geometry)
    lastGeometry = geometry
    updateVisibility(for: geometry)
  }

  /// Tells ``onNewestContentVisibilityChange`` when the signal flips, or what it is when
  /// `reportsUnchanged` is `true` (for a scroll view just found, whose binding may hold anything).
  private func updateVisibility(for geometry: ScrollViewGeometry, reportsUnchanged: Bool = false) {
    if let value = visibility.update(for: geometry) {
      onNewestContentVisibilityChange?(value)
    } else if reportsUnchanged {
      onNewestContentVisibilityChange?(visibility.isNewestContentInView)
    }
  }

  private func checkLayout() {
    guard let scrollView, !isSettingOffset else { return }
    let layout = LayoutKey(
      contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size,
      adjustedContentInset: scrollView.adjustedContentInset)
    guard layout != lastLayout else { return }
    lastLayout = layout
    let geometry = ScrollViewGeometry(scrollView, isInverted: isInverted)
    let before = lastGeometry ?? geometry
    lastGeometry = geometry
    // Another probe may have registered with the link since, or the driver stopped planning.
    updatePinningPolicy()
    guard let offset = pinning.update(from: before, to: geometry) else {
      updateVisibility(for: geometry)
      return
    }
    // No animation of its own: inside the keyboard's animation block the offset rides with it.
    isSettingOffset = true
    scrollView.contentOffset = offset
    isSettingOffset = false
    let landed = ScrollViewGeometry(scrollView, isInverted: isInverted)
    lastGeometry = landed
    updateVisibility(for: landed)
  }

  /// The nearest ancestor scroll view, else the scroll view that best covers the probe's frame
  /// on screen among the descendants of the probe's nearest few ancestors.
  ///
  /// SwiftUI may extend a scroll view under the safe area, so frames are compared by how much
  /// they share (intersection over union, at least one half), not for equality.
  private func findScrollView() -> UIScrollView? {
    var ancestor = superview
    while let view = ancestor {
      if let scrollView = view as? UIScrollView { return scrollView }
      ancestor = view.superview
    }
    let target = convert(bounds, to: nil)
    guard target.width > 0, target.height > 0, searchesLeft > 0 else { return nil }
    searchesLeft -= 1
    ancestor = superview
    for _ in 0..<4 {
      guard let view = ancestor else { return nil }
      if let match = Self.scrollView(in: view, covering: target, depth: 6) { return match }
      ancestor = view.superview
    }
    return nil
  }

  /// The scroll view among `view`'s descendants (`depth` levels) that shares the most of
  /// `target` on screen, if it shares at least half of their union.
  private static func scrollView(in view: UIView, covering target: CGRect, depth: Int) -> UIScrollView? {
    var best: (scrollView: UIScrollView, score: CGFloat)?
    var level = view.subviews
    for _ in 0..<depth where !level.isEmpty {
      for case let scrollView as UIScrollView in level {
        guard let frame = scrollView.superview?.convert(scrollView.frame, to: nil) else { continue }
        let shared = frame.intersection(target)
        guard !shared.isNull else { continue }
        let union = frame.width * frame.height + target.width * target.height - shared.width * shared.height
        let score = union > 0 ? shared.width * shared.height / union : 0
        if score >= 0.5, score > (best?.score ?? 0) { best = (scrollView, score) }
      }
      level = level.flatMap(\.subviews)
    }
    return best?.scrollView
  }
}
#endif
