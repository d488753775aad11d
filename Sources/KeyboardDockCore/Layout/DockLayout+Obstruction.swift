import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension DockLayout {
  /// How many points of a view's bottom a bar placed by this layout covers.
  ///
  /// The bar's top edge is `containerHeight − bottomOffset − barHeight` in the container's
  /// coordinates; the obstruction is the part of `viewFrame` below it. A scroll view under a
  /// docked bar passes the result to `ScrollInsetAdjuster.plan(for:obstruction:)`: it already
  /// includes the keyboard, because the bar sits on the keyboard.
  ///
  /// - Parameters:
  ///   - viewFrame: The covered view's frame in the container's coordinates.
  ///   - barHeight: The bar's height, in points.
  ///   - containerHeight: The height of the container whose bottom `bottomOffset` measures from.
  /// - Returns: A value between `0` and `viewFrame.height`; `0` when any input (`bottomOffset`
  ///   included) is NaN or infinite. Finite inputs whose sums overflow are measured as what they
  ///   are: a bar reaching far above the view covers all of it, one far below covers nothing (and
  ///   `0` when both the view and the bar lie beyond the largest finite value).
  package func obstruction(
    ofViewAt viewFrame: CGRect, barHeight: CGFloat, containerHeight: CGFloat
  ) -> CGFloat {
    guard viewFrame.isFiniteRect else { return 0 }
    return obstruction(
      ofViewWithBottom: viewFrame.maxY, height: viewFrame.height, barHeight: barHeight,
      containerHeight: containerHeight)
  }

  /// `obstruction(ofViewAt:barHeight:containerHeight:)` of a finite view frame whose bottom edge
  /// (`maxY`) and height are known: for planning, which measures one view many times.
  func obstruction(
    ofViewWithBottom viewMaxY: CGFloat, height viewHeight: CGFloat, barHeight: CGFloat,
    containerHeight: CGFloat
  ) -> CGFloat {
    guard barHeight.isFinite, containerHeight.isFinite, bottomOffset.isFinite else { return 0 }
    let barTop = containerHeight - bottomOffset - max(0, barHeight)
    let covered = viewMaxY - barTop
    guard !covered.isNaN else { return 0 }
    return min(max(0, covered), max(0, viewHeight))
  }
}
