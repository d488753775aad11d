import Foundation
import KeyboardDockCore

/// The scroll view every strategy starts from, and where its newest content is.
enum ScrollSetUp {
  /// The scroll view filling `container`, with the scenario's content and baseline insets.
  static func geometry(_ scroll: ScenarioScroll, in container: KeyboardContainer) -> ScrollViewGeometry {
    ScrollViewGeometry(
      contentSize: CGSize(width: container.frameInScreen.width, height: scroll.contentHeight),
      boundsSize: container.frameInScreen.size,
      contentOffset: CGPoint(x: 0, y: scroll.contentOffset ?? 0),
      contentInset: scroll.contentInset, verticalScrollIndicatorInsets: scroll.contentInset,
      safeAreaInsets: safeArea(of: container, isInverted: scroll.isInverted),
      adjustmentBehavior: scroll.adjustmentBehavior, isInverted: scroll.isInverted)
  }

  /// The container's safe area in the scroll view's coordinates.
  ///
  /// Top and bottom swap for an inverted list, whose visual bottom is its top (See *How the iOS keyboard
  /// behaves*, "Pinned and inverted chats").
  static func safeArea(of container: KeyboardContainer, isInverted: Bool) -> DockEdgeInsets {
    var insets = container.safeAreaInsets
    if isInverted { swap(&insets.top, &insets.bottom) }
    return insets
  }

  /// The offset that shows the newest content: the bottom of the range, or its top when inverted.
  static func newestOffset(of geometry: ScrollViewGeometry) -> CGFloat {
    let range = geometry.verticalOffsetRange
    return geometry.isInverted ? range.lowerBound : range.upperBound
  }

  /// Scrolls to the newest content.
  static func scrollToNewest(_ geometry: inout ScrollViewGeometry) {
    geometry.contentOffset.y = newestOffset(of: geometry)
  }

  /// The inset at the visual bottom: the content inset's bottom, or its top when inverted.
  static func visualBottomInset(of geometry: ScrollViewGeometry) -> CGFloat {
    geometry.isInverted ? geometry.contentInset.top : geometry.contentInset.bottom
  }
}
