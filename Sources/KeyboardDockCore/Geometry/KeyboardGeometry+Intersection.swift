import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardGeometry {
  /// The intersection of two rectangles with positive area, or `nil` when they do not overlap or
  /// either is not a finite rectangle (see `CGRect.isFiniteRect`).
  ///
  /// Used instead of `CGRect.intersection`, which traps on NaN edges. Negative sizes are
  /// standardized first, as `CGRect.intersection` does.
  @usableFromInline
  static func overlappingPart(of a: CGRect, and b: CGRect) -> CGRect? {
    guard a.isFiniteRect, b.isFiniteRect else { return nil }
    let a = a.standardized
    let b = b.standardized
    let minX = max(a.minX, b.minX)
    let maxX = min(a.maxX, b.maxX)
    let minY = max(a.minY, b.minY)
    let maxY = min(a.maxY, b.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    // A span that lies wholly inside the other keeps its own length, exactly: `maxY − minY` can
    // differ from `height` in the last bit.
    let width =
      span(minX, maxX, a.minX, a.maxX, a.width) ?? span(minX, maxX, b.minX, b.maxX, b.width) ?? maxX - minX
    let height =
      span(minY, maxY, a.minY, a.maxY, a.height) ?? span(minY, maxY, b.minY, b.maxY, b.height) ?? maxY - minY
    let part = CGRect(x: minX, y: minY, width: width, height: height)
    return part.isFiniteRect ? part : nil
  }

  /// The `length` of a rectangle's span from `start` to `end` when the overlap runs exactly from
  /// `low` to `high`, the same span; otherwise `nil`.
  @usableFromInline
  static func span(
    _ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat, _ length: CGFloat
  ) -> CGFloat? {
    low == start && high == end ? length : nil
  }
}
