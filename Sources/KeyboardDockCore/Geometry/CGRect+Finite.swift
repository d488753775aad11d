import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGRect {
  /// `true` when the origin and size are finite numbers.
  ///
  /// Unlike `isNull` and `isInfinite`, this rejects NaN, which UIKit can deliver from a
  /// corrupt `userInfo` and which would otherwise poison every comparison downstream.
  @inlinable
  public var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
