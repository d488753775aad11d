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
  package static func overlappingPart(of a: CGRect, and b: CGRect) -> CGRect? {
    guard a.isFiniteRect, b.isFiniteRect else { return nil }
    let ax = RectSpan(horizontalOf: a).standardized
    let ay = RectSpan(verticalOf: a).standardized
    let bx = RectSpan(horizontalOf: b).standardized
    let by = RectSpan(verticalOf: b).standardized
    guard let x = ax.overlap(with: bx), let y = ay.overlap(with: by) else { return nil }
    let part = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
    return part.isFiniteRect ? part : nil
  }
}

/// One axis of a rectangle, as `CGRect` stores it: where it starts and its length, which may be
/// negative.
///
/// Its edges and size are `CGRect`'s (`minX`, `maxX`, `width` for the horizontal axis), so that
/// the geometry measured on plain numbers is the geometry measured on rectangles, bit for bit.
struct RectSpan: Sendable {
  /// The origin's coordinate on this axis.
  var start: CGFloat
  /// The size on this axis.
  var length: CGFloat

  /// The low edge (`minX`).
  @inline(__always)
  var low: CGFloat { start + Self.min(length, 0) }
  /// The high edge (`maxX`).
  @inline(__always)
  var high: CGFloat { start + Self.max(length, 0) }
  /// The size, never negative (`width`).
  @inline(__always)
  var size: CGFloat { length.magnitude }
  /// The span from its low edge, with its size (`standardized`).
  @inline(__always)
  var standardized: RectSpan { RectSpan(start: low, length: size) }
  /// `true` when the start, the length and the far edge are finite numbers.
  @inline(__always)
  var isFinite: Bool { start.isFinite && length.isFinite && (start + length).isFinite }

  /// Where two standardized spans overlap with positive length, or `nil`.
  ///
  /// An overlap that runs exactly over one of them keeps that one's own length, exactly:
  /// `high − low` can differ from it in the last bit.
  @inline(__always)
  func overlap(with other: RectSpan) -> RectSpan? {
    let low = Self.max(self.low, other.low)
    let high = Self.min(self.high, other.high)
    guard high > low else { return nil }
    let length =
      if low == self.low && high == self.high {
        size
      } else if low == other.low && high == other.high {
        other.size
      } else {
        high - low
      }
    return RectSpan(start: low, length: length)
  }

  /// The standard library's `min(x, y)` on `CGFloat`, bit for bit (`y < x ? y : x`, NaN and signed
  /// zeros alike), without its generic dispatch: a debug build (the tests') measures every sampled
  /// keyboard frame through these spans.
  @inline(__always)
  private static func min(_ x: CGFloat, _ y: CGFloat) -> CGFloat { y < x ? y : x }

  /// The standard library's `max(x, y)` on `CGFloat`, bit for bit (`y >= x ? y : x`).
  @inline(__always)
  private static func max(_ x: CGFloat, _ y: CGFloat) -> CGFloat { y >= x ? y : x }
}
