import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardDockDriver {
  /// Whether a scroll view's geometry, measured as the user scrolls (an adapter's content-offset
  /// observation), must reach the driver now, or can wait for the geometry the adapter sends
  /// before the driver's next input.
  ///
  /// A scroll frame (120 Hz) that only moves the offset, with the newest content's visibility
  /// unchanged and no keyboard transition running, changes no answer: feeding it would plan
  /// nothing and end a run-loop turn for nothing. The adapter sends the latest geometry before
  /// every later input, so the driver never plans from a stale offset. It does not say whether
  /// the geometry is valid: the driver's admission does.
  ///
  /// - Parameters:
  ///   - geometry: The scroll view as measured now.
  ///   - time: The instant of the measurement.
  /// - Returns: `true` when anything but the offset changed (insets, sizes, the drag's or
  ///   deceleration's state, the flip), when the offset flips whether the newest content is in
  ///   view, or while a transition the keyboard animates runs (the driver moves the offset with
  ///   the bar then); `false` when nothing changed or only the offset moved otherwise.
  package func needsScrollViewInput(_ geometry: ScrollViewGeometry, at time: TimeInterval) -> Bool {
    guard let known = scrollView else { return true }
    var offsetMoved = known
    offsetMoved.contentOffset = geometry.contentOffset
    if offsetMoved != geometry { return true }
    if known.contentOffset == geometry.contentOffset { return false }
    switch phase(at: time) {
    case .showing, .hiding: return true
    case .hidden, .shown, .interactive: break
    }
    return NewestContentVisibility.isNewestContentInView(geometry, tolerance: newestContent.tolerance)
      != isNewestContentInView
  }
}
