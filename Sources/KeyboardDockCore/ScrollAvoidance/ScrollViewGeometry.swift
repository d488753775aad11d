import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The state of a scroll view that scroll avoidance plans for.
///
/// It is in the scroll view's own coordinates: content coordinates for offsets and rectangles. For an
/// inverted (flipped) list everything is in the flipped coordinates, so its visual bottom is its
/// ``contentInset``'s top edge (<doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>).
public struct ScrollViewGeometry: Sendable, Equatable {
  /// `contentSize`.
  public var contentSize: CGSize
  /// `bounds.size`.
  public var boundsSize: CGSize
  /// `contentOffset`.
  public var contentOffset: CGPoint
  /// `contentInset` as it is now, including anything scroll avoidance added earlier.
  public var contentInset: DockEdgeInsets
  /// `verticalScrollIndicatorInsets` as they are now.
  public var verticalScrollIndicatorInsets: DockEdgeInsets
  /// `safeAreaInsets`.
  public var safeAreaInsets: DockEdgeInsets
  /// `contentInsetAdjustmentBehavior`; defaults to ``ContentInsetAdjustmentBehavior/automatic``.
  public var adjustmentBehavior: ContentInsetAdjustmentBehavior
  /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13); defaults to `true`.
  ///
  /// It makes indicator insets additive to the safe area (<doc:HowTheKeyboardBehaves#Scroll-view-insets>).
  public var automaticallyAdjustsScrollIndicatorInsets: Bool
  /// `alwaysBounceVertical`; defaults to `false`.
  public var alwaysBounceVertical: Bool
  /// `isDragging`: the user's finger is on the content; defaults to `false`.
  public var isDragging: Bool
  /// `isDecelerating`: the content still moves after a flick; defaults to `false`.
  public var isDecelerating: Bool
  /// `true` for a list flipped upside down, newest item at the visual bottom.
  ///
  /// See <doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>. Defaults to `false`.
  public var isInverted: Bool

  /// Creates a geometry; the optional arguments have the defaults documented on the properties.
  public init(
    contentSize: CGSize,
    boundsSize: CGSize,
    contentOffset: CGPoint = .zero,
    contentInset: DockEdgeInsets = .zero,
    verticalScrollIndicatorInsets: DockEdgeInsets = .zero,
    safeAreaInsets: DockEdgeInsets = .zero,
    adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
    automaticallyAdjustsScrollIndicatorInsets: Bool = true,
    alwaysBounceVertical: Bool = false,
    isDragging: Bool = false,
    isDecelerating: Bool = false,
    isInverted: Bool = false
  ) {
    self.contentSize = contentSize
    self.boundsSize = boundsSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    self.safeAreaInsets = safeAreaInsets
    self.adjustmentBehavior = adjustmentBehavior
    self.automaticallyAdjustsScrollIndicatorInsets = automaticallyAdjustsScrollIndicatorInsets
    self.alwaysBounceVertical = alwaysBounceVertical
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.isInverted = isInverted
  }

  /// `true` when every size, offset and inset is a finite number.
  ///
  /// ``KeyboardDockDriver`` drops a geometry that is not
  /// (`KeyboardEventError.nonFiniteGeometry(_:)`): the insets it plans are written back to the
  /// scroll view, and a NaN edge would go with them. Huge finite values are valid: a long list's
  /// content is as tall as it is.
  package var isValid: Bool {
    contentSize.width.isFinite && contentSize.height.isFinite && boundsSize.width.isFinite
      && boundsSize.height.isFinite && contentOffset.x.isFinite && contentOffset.y.isFinite
      && contentInset.isFinite && verticalScrollIndicatorInsets.isFinite && safeAreaInsets.isFinite
  }

  /// Whether the safe area's top and bottom are added to the content inset.
  ///
  /// See <doc:HowTheKeyboardBehaves#Scroll-view-insets>.
  @inlinable
  package var addsVerticalSafeArea: Bool {
    switch adjustmentBehavior {
    case .always, .automatic: true
    case .never: false
    case .scrollableAxes: alwaysBounceVertical || contentSize.height > boundsSize.height
    }
  }

  /// `adjustedContentInset`: the content inset plus the safe area where the behaviour adds it.
  ///
  /// Always finite: an inset or safe-area edge that is NaN or infinite counts as `0`, and a sum
  /// beyond the finite range is capped at `±greatestFiniteMagnitude`.
  package var adjustedContentInset: DockEdgeInsets {
    func sum(_ inset: CGFloat, _ safeArea: CGFloat, adds: Bool) -> CGFloat {
      let total = (inset.isFinite ? inset : 0) + (adds && safeArea.isFinite ? safeArea : 0)
      return min(max(total, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
    let vertical = addsVerticalSafeArea
    let horizontal = adjustmentBehavior == .always
    return DockEdgeInsets(
      top: sum(contentInset.top, safeAreaInsets.top, adds: vertical),
      left: sum(contentInset.left, safeAreaInsets.left, adds: horizontal),
      bottom: sum(contentInset.bottom, safeAreaInsets.bottom, adds: vertical),
      right: sum(contentInset.right, safeAreaInsets.right, adds: horizontal))
  }

  /// The range of vertical offsets the content can rest at with the adjusted insets.
  ///
  /// A non-finite size counts as `0` (the adjusted inset is always finite), so the range always
  /// exists. An upper bound that overflows is `CGFloat.greatestFiniteMagnitude`.
  package var verticalOffsetRange: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let content = contentSize.height.isFinite ? contentSize.height : 0
    let bounds = boundsSize.height.isFinite ? boundsSize.height : 0
    let low = -inset.top
    // Finite terms overflow to one infinity at most, never NaN.
    let high = content + inset.bottom - bounds
    return low...min(max(low, high), .greatestFiniteMagnitude)
  }
}
