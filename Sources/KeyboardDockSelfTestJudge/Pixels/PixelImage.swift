import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// A decoded frame: 8-bit RGBA pixels, row by row from the top-left corner, four bytes a pixel.
///
/// The analyzer reads red, green and blue; it ignores alpha (screen recordings and screenshots are opaque).
/// It holds no colour space: values are compared as stored.
package struct PixelImage: Sendable, Equatable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// `width × height × 4` bytes: red, green, blue and alpha of each pixel, rows from the top.
  package let bytes: [UInt8]

  /// Creates an image, or `nil` unless `bytes` holds exactly `width × height` RGBA pixels and both sizes are
  /// positive.
  package init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0 else { return nil }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int.max / 4, bytes.count == pixels * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The colour of the pixel at column `x` and row `y`, both from 0.
  package subscript(x: Int, y: Int) -> PixelColor {
    let index = (y * width + x) * 4
    return PixelColor(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
  }

  /// The frame in grey: each pixel's luminance (BT.601: 0.299 R + 0.587 G + 0.114 B) in all three
  /// components, alpha kept.
  ///
  /// H.264 in yuv420p keeps luminance at full resolution and subsamples colour 2 × 2, so an edge between
  /// two colours is exact in luminance and blurred over two rows in colour.
  package func luminance() -> PixelImage {
    var gray = bytes
    gray.withUnsafeMutableBufferPointer { pixels in
      var index = 0
      while index + 3 < pixels.count {
        let y =
          (299 * Int(pixels[index]) + 587 * Int(pixels[index + 1]) + 114 * Int(pixels[index + 2]) + 500)
          / 1000
        let value = UInt8(min(255, y))
        pixels[index] = value
        pixels[index + 1] = value
        pixels[index + 2] = value
        index += 4
      }
    }
    return PixelImage(width: width, height: height, sameSizeBytes: gray)
  }

  private init(width: Int, height: Int, sameSizeBytes bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.bytes = bytes
  }
}
