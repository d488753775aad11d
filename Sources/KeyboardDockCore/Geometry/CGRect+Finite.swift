import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGRect {
  /// `true` when the origin, the size and the far edges (origin + size) are finite numbers.
  ///
  /// Unlike `isNull` and `isInfinite`, this rejects NaN, which UIKit can deliver from a
  /// corrupt `userInfo` and which would otherwise poison every comparison downstream. It also
  /// rejects a rectangle whose components are finite but whose edges overflow, such as one
  /// 1.8e308 wide at x = 1e308: its `maxX` is infinite, and `CGRect.intersection` turns such
  /// edges into NaN.
  package var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
  }
}
