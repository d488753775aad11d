import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardMotionPlan {
  /// How many points of a view's bottom the bar covers over the transition: the plan's path
  /// through ``DockLayout/obstruction(ofViewAt:barHeight:containerHeight:)``.
  ///
  /// The obstruction is linear in the bar's offset between two bends (where the bar's top
  /// reaches the view's bottom, and where it passes the view's top). Keys are added where a
  /// segment crosses a bend, so the path is exactly the obstruction of the bar's path, keyframe
  /// for keyframe. A scroll view under the bar passes each value to
  /// ``ScrollInsetAdjuster/plan(for:obstruction:)``.
  ///
  /// - Parameters:
  ///   - viewFrame: The covered view's frame in the container's coordinates.
  ///   - barHeight: The bar's height, in points.
  ///   - containerHeight: The height of the container the bar's offset is measured from.
  public func obstruction(
    ofViewAt viewFrame: CGRect, barHeight: CGFloat, containerHeight: CGFloat
  ) -> KeyframePath {
    func obstruction(_ bottomOffset: CGFloat) -> CGFloat {
      var layout = finalLayout
      layout.bottomOffset = bottomOffset
      return layout.obstruction(ofViewAt: viewFrame, barHeight: barHeight, containerHeight: containerHeight)
    }
    let finalValue = obstruction(finalLayout.bottomOffset)
    let path = bottomOffset
    guard !path.isImmediate else { return .immediate(finalValue) }
    // The bar offsets at which the bar's top meets the view's bottom and its top.
    let touching = containerHeight - max(0, barHeight) - viewFrame.maxY
    let bends = [touching, touching + max(0, viewFrame.height)].filter(\.isFinite)
    var keyTimes: [Double] = [path.keyTimes[0]]
    var values: [CGFloat] = [obstruction(path.values[0])]
    for index in 1..<path.keyTimes.count {
      let (ta, tb) = (path.keyTimes[index - 1], path.keyTimes[index])
      let (va, vb) = (path.values[index - 1], path.values[index])
      let crossings = bends.filter { min(va, vb) < $0 && $0 < max(va, vb) }.sorted {
        va < vb ? $0 < $1 : $0 > $1
      }
      for bend in crossings {
        keyTimes.append(ta + (tb - ta) * Double((bend - va) / (vb - va)))
        values.append(obstruction(bend))
      }
      keyTimes.append(tb)
      values.append(obstruction(vb))
    }
    return KeyframePath(duration: path.duration, keyTimes: keyTimes, values: values, finalValue: finalValue)
  }
}
