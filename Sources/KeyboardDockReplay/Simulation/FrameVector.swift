/// A frame as four numbers that ``AnimatedValue`` animates: its origin and size, in points.
///
/// Each operation works on the four numbers one by one, as `SIMD4<Double>` would, with the same
/// results to the bit; written out, it costs no generic dispatch in a debug build, where the tests
/// run and where `SIMD4`'s operations are evaluated lane by lane through its protocols. It does
/// nothing else: no geometry, no rounding.
struct FrameVector: AnimatableVector {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  static let zero = FrameVector(x: 0, y: 0, width: 0, height: 0)

  static func + (lhs: FrameVector, rhs: FrameVector) -> FrameVector {
    FrameVector(
      x: lhs.x + rhs.x, y: lhs.y + rhs.y, width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  static func - (lhs: FrameVector, rhs: FrameVector) -> FrameVector {
    FrameVector(
      x: lhs.x - rhs.x, y: lhs.y - rhs.y, width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  func scaled(by factor: Double) -> FrameVector {
    FrameVector(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }
}
