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
    let part = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return part.isFiniteRect ? part : nil
  }
}
