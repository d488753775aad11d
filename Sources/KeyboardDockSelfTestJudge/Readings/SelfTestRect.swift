import Foundation

/// A rectangle in the self-test's files, encoded as `[x, y, width, height]` in points.
package struct SelfTestRect: Sendable, Equatable, Codable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  /// Creates a rectangle.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The top edge.
  package var minY: Double { y }
  /// The bottom edge.
  package var maxY: Double { y + height }
  /// Whether every value is finite and the size is not negative.
  package var isValid: Bool {
    [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0
  }

  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    x = try container.decode(Double.self)
    y = try container.decode(Double.self)
    width = try container.decode(Double.self)
    height = try container.decode(Double.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: [x, y, width, height])
  }
}
