import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view that fills a view without being there, for content that a framework such as
/// SwiftUI lays out in that view: ``KeyboardDockDriver`` plans its insets as it plans a real
/// scroll view's, and the content takes the same bottom inset.
///
/// SwiftUI rests content on the view's bottom safe area and insets a scroll view that fills the
/// view by that safe area plus any bottom safe-area inset; a UIKit scroll view with
/// `.automatic` adjustment adds its safe area to its content inset the same way. So what the
/// content needs beyond its safe area is exactly what the driver adds to this scroll view's
/// content inset: `max(0, obstruction − safe area)`
/// (<doc:HowTheKeyboardBehaves#Scroll-view-insets>), where the obstruction is what the bar covers
/// or what a docked keyboard the bar does not follow covers, whichever is more. With no bar (a
/// bar height of `0`) that is the keyboard's overlap beyond the safe area.
///
/// Send ``geometry`` and ``frame`` to the driver (``KeyboardDockInput/scrollView(_:frame:at:)``)
/// whenever they change, and give every ``KeyboardDockActions/scrollView`` to ``apply(_:)``; the
/// content's inset is then ``bottomInset``. The geometry carries the insets last planned, so the
/// driver's adjuster keeps a baseline of exactly `0` beneath them.
package struct VirtualScrollView: Sendable, Equatable {
  /// The view's size, in points; a non-finite or negative length counts as `0`.
  package private(set) var size: CGSize
  /// The view's bottom safe area as the framework lays it out, in points; a non-finite or
  /// negative value counts as `0`.
  package private(set) var safeAreaBottom: CGFloat
  /// The content inset the driver last planned: zero before its first plan.
  package private(set) var contentInset = DockEdgeInsets.zero
  /// The vertical indicator insets the driver last planned: zero before its first plan.
  package private(set) var verticalScrollIndicatorInsets = DockEdgeInsets.zero

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

  /// What the driver plans for: no content, the view's size, its bottom safe area added to the
  /// content inset (`.automatic`), the insets last planned, at rest at offset zero.
  package var geometry: ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: .zero, boundsSize: size, contentInset: contentInset,
      verticalScrollIndicatorInsets: verticalScrollIndicatorInsets,
      safeAreaInsets: DockEdgeInsets(bottom: safeAreaBottom), adjustmentBehavior: .automatic)
  }

  /// Its frame in the coordinates of the view it fills, the container the driver measures.
  package var frame: CGRect { CGRect(origin: .zero, size: size) }

  /// The bottom inset the content needs beyond its safe area, in points: what the driver added
  /// to the content inset's bottom.
  package var bottomInset: CGFloat { Self.addedBottomInset(contentInset, baseline: Self.baseline) }

  /// Takes the driver's plan: the insets it set, the offset ignored (there is no content).
  package mutating func apply(_ motion: ScrollViewMotion) {
    contentInset = motion.contentInset
    verticalScrollIndicatorInsets = motion.verticalScrollIndicatorInsets
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
