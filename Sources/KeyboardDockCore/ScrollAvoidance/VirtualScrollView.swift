import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view that fills a view without being there, for content that a framework such as
/// SwiftUI lays out: ``KeyboardDockDriver`` plans its insets as a real scroll view's, and the
/// content takes the same bottom inset, `bottomInset`.
///
/// Send ``geometry`` and `frame` to the driver (``KeyboardDockInput/scrollView(_:frame:at:)``)
/// whenever they change and give every ``KeyboardDockActions/scrollView`` to ``apply(_:)``. The
/// inset is `max(0, obstruction − safe area)`, the obstruction being what the bar or a docked
/// keyboard the bar does not follow covers, whichever is more.
///
/// When the content is itself a scroll view, call ``measureContent(_:)`` before each input:
/// the driver then plans its vertical offset as a UIKit scroll view's, and ``apply(_:)`` returns
/// that offset's motion, to apply where the answer arrives. The geometry is the real scroll view
/// as it will be once the framework lays the planned inset out (see ``Content`` for what that
/// assumes). A scroll view the inset does not reach is learned from the measurements
/// (``insetMovesContent``) and gets no planned offset.
package struct VirtualScrollView: Sendable, Equatable {
  /// A scroll view that shows the content, as measured, with the inset the content was laid out
  /// with at the time.
  ///
  /// It assumes that the framework moves the scroll view's newest edge (the largest vertical
  /// offset) by exactly the change of the inset it lays the content out with — true of a scroll
  /// view whose visible area reaches the view's bottom or ends above a part that the inset
  /// pushes up — and that it leaves the offset alone when it lays a new inset out, as UIKit does
  /// when a scroll view's inset changes.
  package struct Content: Sendable, Equatable {
    /// The scroll view as it is now, in its own coordinates; `isInverted` for a flipped list.
    package var geometry: ScrollViewGeometry
    /// The bottom inset the framework had laid the content out with when ``geometry`` was
    /// measured, in points; a non-finite or negative value counts as `0`.
    package var laidOutInset: CGFloat

    /// Creates a measurement.
    package init(geometry: ScrollViewGeometry, laidOutInset: CGFloat) {
      self.geometry = geometry
      self.laidOutInset = VirtualScrollView.usable(laidOutInset)
    }
  }

  /// The view's size, in points; a non-finite or negative length counts as `0`.
  package private(set) var size: CGSize
  /// The view's bottom safe area as the framework lays it out, in points; a non-finite or
  /// negative value counts as `0`.
  package private(set) var safeAreaBottom: CGFloat
  /// The content inset the driver last planned, its bottom only: zero before its first plan.
  package private(set) var contentInset = DockEdgeInsets.zero
  /// The vertical indicator insets the driver last planned, their bottom only: zero before its
  /// first plan.
  package private(set) var verticalScrollIndicatorInsets = DockEdgeInsets.zero
  /// The scroll view that shows the content, as last measured, or `nil` without one.
  package private(set) var content: Content?
  /// Whether the inset the framework lays out moves the content scroll view's newest edge, as the
  /// measurements so far show: `true` until the inset laid out changed between two measurements
  /// and the newest edge stayed where it was; `true` again once it moves with the inset.
  package private(set) var insetMovesContent = true
  /// The latest measurement at an inset laid out other than the latest measurement's, in a view
  /// of the same size and safe area: what the next measurement is compared with.
  private var reference: Content?
  /// The view's size and safe area when the content scroll view was last measured.
  private var measuredSize = CGSize.zero
  private var measuredSafeAreaBottom: CGFloat = 0

  /// How far apart two measured lengths may be and still count as the same, in points: a
  /// framework may round lengths to pixels.
  package static let measurementTolerance: CGFloat = 1

  /// The insets beneath what the driver adds: none.
  package static let baseline = DockEdgeInsets.zero

  /// Creates a scroll view the driver has planned nothing for.
  ///
  /// - Parameters:
  ///   - size: The view's size, in points. Defaults to zero.
  ///   - safeAreaBottom: The view's bottom safe area, in points. Defaults to `0`.
  package init(size: CGSize = .zero, safeAreaBottom: CGFloat = 0) {
    self.size = Self.usable(size)
    self.safeAreaBottom = Self.usable(safeAreaBottom)
  }

  /// Takes the view's new size and bottom safe area, keeping the planned insets.
  package mutating func resize(to size: CGSize, safeAreaBottom: CGFloat) {
    self.size = Self.usable(size)
    self.safeAreaBottom = Self.usable(safeAreaBottom)
  }

  /// Takes the scroll view that shows the content as measured now, or `nil` when there is none,
  /// and returns a move to take back, if any.
  ///
  /// Compared with the latest measurement at a different inset laid out, the scroll view tells
  /// whether the inset moves its newest edge (``insetMovesContent``), when nothing else changed in
  /// between: the view's size and safe area, the scroll view's content size and flip. Every
  /// measurement at the same inset is compared again, so one taken before the framework finished
  /// laying the inset out is overruled by the next.
  ///
  /// - Returns: When the measurement shows that the inset does not move the newest edge of a
  ///   scroll view whose offset the driver planned until now, the motion that brings an offset
  ///   past that edge back to it at once, to apply to the scroll view as
  ///   ``KeyboardDockActions/scrollView``'s offset is applied; otherwise `nil`.
  @discardableResult
  package mutating func measureContent(_ measured: Content?) -> DockValueMotion? {
    let wasPlanned = plansContentOffset
    if measured == nil || size != measuredSize || safeAreaBottom != measuredSafeAreaBottom {
      reference = nil
    } else if let latest = content, let measured, latest.laidOutInset != measured.laidOutInset {
      reference = latest
    }
    if let reference, let measured, let moves = Self.insetMoves(from: reference, to: measured) {
      insetMovesContent = moves
    }
    content = measured
    measuredSize = size
    measuredSafeAreaBottom = safeAreaBottom
    guard wasPlanned, !plansContentOffset, let list = measured?.geometry, !list.isInverted,
      !list.isDragging, !list.isDecelerating
    else { return nil }
    let newest = NewestContentPinning.newestOffset(in: list)
    guard list.contentOffset.y > newest else { return nil }
    return DockValueMotion(value: newest, placesAtOnce: true, keyframes: .remove)
  }

  /// Whether the driver plans the vertical offset of the scroll view that shows the content: one
  /// is measured, it is not flipped, and the inset moves its newest edge (``insetMovesContent``).
  ///
  /// The framework lays the inset out at the bottom of the scroll view's own layout, which is
  /// the visual top of a flipped list, its oldest end: the newest edge of a flipped list does
  /// not move with the inset, so there is nothing to ride along with, and its own pinning keeps
  /// it where it is.
  package var plansContentOffset: Bool {
    guard let content else { return false }
    return !content.geometry.isInverted && insetMovesContent
  }

  /// Whether two measurements show the inset laid out moving the newest edge: `true` when the
  /// edge moved by the inset's change, `false` when it did not move, `nil` when they cannot tell
  /// (the inset laid out did not change, the content size or the flip did, or the edge moved by
  /// something else).
  ///
  /// The edge is the largest offset the content would rest at were it long enough, so a list too
  /// short to scroll tells as well.
  package static func insetMoves(from old: Content, to new: Content) -> Bool? {
    let change = new.laidOutInset - old.laidOutInset
    guard abs(change) > measurementTolerance, old.geometry.contentSize == new.geometry.contentSize,
      old.geometry.isInverted == new.geometry.isInverted
    else { return nil }
    let moved = bottomEdge(of: new.geometry) - bottomEdge(of: old.geometry)
    guard moved.isFinite else { return nil }
    if abs(moved - change) <= measurementTolerance { return true }
    if abs(moved) <= measurementTolerance { return false }
    return nil
  }

  /// The content's height plus the adjusted bottom inset less the visible height.
  private static func bottomEdge(of geometry: ScrollViewGeometry) -> CGFloat {
    geometry.contentSize.height + geometry.adjustedContentInset.bottom - geometry.boundsSize.height
  }

  /// The lift policy left to the content scroll view's own pinning
  /// (`NewestContentPinning/liftPolicy`) for a change of its insets, under the dock's `policy`.
  ///
  /// When the driver plans the scroll view's offset (`isOffsetPlanned`, ``plansContentOffset``),
  /// it has already moved the list by `policy` when the framework lays the new inset out: the
  /// pinning only keeps a pinned list on its newest edge (``KeyboardLiftPolicy/whenAtEnd``), or
  /// nothing under ``KeyboardLiftPolicy/never``, so that a list in its history is not lifted
  /// twice. Otherwise the pinning moves the list by `policy` itself.
  package static func pinningLiftPolicy(
    under policy: KeyboardLiftPolicy, isOffsetPlanned: Bool
  ) -> KeyboardLiftPolicy {
    guard isOffsetPlanned else { return policy }
    return policy == .never ? .never : .whenAtEnd
  }

  /// What the driver plans for: the view's size, its bottom safe area added to the content inset
  /// (`.automatic`), the insets last planned, and either no content at rest at offset zero, or
  /// the content scroll view's content, offset and drag as the planned inset will leave them.
  package var geometry: ScrollViewGeometry {
    guard let content, plansContentOffset else {
      return ScrollViewGeometry(
        contentSize: .zero, boundsSize: size, contentInset: contentInset,
        verticalScrollIndicatorInsets: verticalScrollIndicatorInsets,
        safeAreaInsets: DockEdgeInsets(bottom: safeAreaBottom), adjustmentBehavior: .automatic)
    }
    let real = content.geometry
    let adjusted = real.adjustedContentInset
    // Beneath the newest edge, beside the safe area and the inset laid out: what the app and the
    // framework add of their own, kept out of the visible height so the adjuster's baseline stays 0.
    let rest = adjusted.bottom - safeAreaBottom - content.laidOutInset
    let height = real.boundsSize.height - (rest.isFinite ? rest : 0)
    return ScrollViewGeometry(
      contentSize: real.contentSize, boundsSize: CGSize(width: real.boundsSize.width, height: height),
      contentOffset: real.contentOffset,
      contentInset: DockEdgeInsets(top: adjusted.top, bottom: contentInset.bottom),
      verticalScrollIndicatorInsets: verticalScrollIndicatorInsets,
      safeAreaInsets: DockEdgeInsets(bottom: safeAreaBottom), adjustmentBehavior: .automatic,
      isDragging: real.isDragging, isDecelerating: real.isDecelerating)
  }

  /// Its frame in the coordinates of the view it fills, the container the driver measures.
  package var frame: CGRect { CGRect(origin: .zero, size: size) }

  /// The bottom inset the content needs beyond its safe area, in points: what the driver added
  /// to the content inset's bottom.
  package var bottomInset: CGFloat { Self.addedBottomInset(contentInset, baseline: Self.baseline) }

  /// Takes the driver's plan and returns the content scroll view's offset motion.
  ///
  /// The insets' bottoms are kept. The offset is the measured scroll view's, when the driver
  /// plans it: the measurement takes the planned value (the driver holds it), and the motion is
  /// returned to be applied to the scroll view where the answer arrives, as a UIKit adapter
  /// applies `ScrollViewMotion/contentOffsetY`.
  ///
  /// - Returns: The vertical offset's motion, or `nil` when the plan moves no offset or there is
  ///   no scroll view whose offset the driver plans.
  @discardableResult
  package mutating func apply(_ motion: ScrollViewMotion) -> DockValueMotion? {
    contentInset = DockEdgeInsets(bottom: motion.contentInset.bottom)
    verticalScrollIndicatorInsets = DockEdgeInsets(bottom: motion.verticalScrollIndicatorInsets.bottom)
    guard let offset = motion.contentOffsetY, plansContentOffset, var content else { return nil }
    content.geometry.contentOffset.y = offset.value
    self.content = content
    return offset
  }

  /// What a plan added to a content inset's bottom above its baseline, in points: never
  /// negative, and `0` when either is not finite.
  package static func addedBottomInset(_ planned: DockEdgeInsets, baseline: DockEdgeInsets) -> CGFloat {
    let added = planned.bottom - baseline.bottom
    return added.isFinite ? max(0, added) : 0
  }

  private static func usable(_ length: CGFloat) -> CGFloat {
    length.isFinite ? max(0, length) : 0
  }

  private static func usable(_ size: CGSize) -> CGSize {
    CGSize(width: usable(size.width), height: usable(size.height))
  }
}
