import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Shared encoding helpers of the trace format.
enum KeyboardTraceCoding {
  /// `[x, y, width, height]`.
  static func array(_ rect: CGRect) -> [CGFloat] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
  }

  private enum GeometryKey: String, CodingKey {
    case frame, safeArea, screen, isSlideOver, window
  }

  /// Writes a container's `frame`, `safeArea`, `isSlideOver`, `window` (when known and finite) and, if
  /// asked, `screen`.
  static func encodeGeometry(of container: KeyboardContainer, into encoder: Encoder, includesScreen: Bool)
    throws
  {
    var keyed = encoder.container(keyedBy: GeometryKey.self)
    try keyed.encode(array(container.frameInScreen), forKey: .frame)
    try keyed.encode(container.safeAreaInsets, forKey: .safeArea)
    if includesScreen { try keyed.encode(array(container.screenBounds), forKey: .screen) }
    if includesScreen || container.isSlideOver {
      try keyed.encode(container.isSlideOver, forKey: .isSlideOver)
    }
    if let window = container.windowFrameInScreen, window.isFiniteRect {
      try keyed.encode(array(window), forKey: .window)
    }
  }

  /// One JSON line with sorted keys.
  static func line(for value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
