import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardMotionPlan {
  /// How many points of a view's bottom the bar covers over the transition: the plan's path
  /// through `DockLayout.obstruction(ofViewAt:barHeight:containerHeight:)`.
  ///
  /// The obstruction is linear in the bar's offset between two bends (where the bar's top
  /// reaches the view's bottom, and where it passes the view's top). Keys are added where a
  /// segment crosses a bend, so the path is exactly the obstruction of the bar's path, keyframe
  /// for keyframe. A scroll view under the bar passes each value to
  /// `ScrollInsetAdjuster.plan(for:obstruction:)`.
  ///
  /// - Parameters:
  ///   - viewFrame: The covered view's frame in the container's coordinates.
  ///   - barHeight: The bar's height, in points.
  ///   - containerHeight: The height of the container the bar's offset is measured from.
  package func obstruction(
    ofViewAt viewFrame: CGRect, barHeight: CGFloat, containerHeight: CGFloat
  ) -> KeyframePath {
    func obstruction(_ bottomOffset: CGFloat) -> CGFloat {
      var layout = finalLayout
      layout.bottomOffset = bottomOffset
      return layout.obstruction(ofViewAt: viewFrame, barHeight: barHeight, containerHeight: containerHeight)
    }
    let finalValue = obstruction(finalLayout.bottomOffset)
    guard !bottomOffset.isImmediate else { return .immediate(finalValue) }
    // The bar offsets at which the bar's top meets the view's bottom and its top.
    let touching = containerHeight - max(0, barHeight) - viewFrame.maxY
    let bends = [touching, touching + max(0, viewFrame.height)]
    let path = bottomOffset.inserting(crossings: bends)
    return KeyframePath(
      duration: path.duration, keyTimes: path.keyTimes, values: path.values.map(obstruction),
      finalValue: finalValue)
  }
}

extension KeyframePath {
  /// The same path with a key added wherever a segment crosses one of `levels`, so that a
  /// function with bends at those levels, applied to each value, is exact between the keys.
  ///
  /// Non-finite levels are ignored. An immediate path is returned as it is.
  package func inserting(crossings levels: [CGFloat]) -> KeyframePath {
    let levels = levels.filter(\.isFinite)
    guard !isImmediate, !levels.isEmpty else { return self }
    var times: [Double] = [keyTimes[0]]
    var points: [CGFloat] = [values[0]]
    for index in 1..<keyTimes.count {
      let (ta, tb) = (keyTimes[index - 1], keyTimes[index])
      let (va, vb) = (values[index - 1], values[index])
      let crossed = levels.filter { min(va, vb) < $0 && $0 < max(va, vb) }
      for level in (va < vb ? crossed.sorted(by: <) : crossed.sorted(by: >)) {
        // Halved where the differences overflow; the fraction lies in 0…1 either way.
        var fraction = Double((level - va) / (vb - va))
        if !fraction.isFinite { fraction = Double((level / 2 - va / 2) / (vb / 2 - va / 2)) }
        times.append(ta + (tb - ta) * min(1, max(0, fraction.isFinite ? fraction : 0)))
        points.append(level)
      }
      times.append(tb)
      points.append(vb)
    }
    return KeyframePath(duration: duration, keyTimes: times, values: points, finalValue: finalValue)
  }
}
