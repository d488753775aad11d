import Foundation
import KeyboardDockSelfTestJudge
import KeyboardDockTrace

#if canImport(ImageIO)
import CoreGraphics
import ImageIO
#else
import CLibPNG
#endif

/// Decodes PNG files into RGBA pixels: with ImageIO on Apple's systems, with libpng elsewhere.
///
/// Values come as the file stores them: no colour management (a Display P3 screenshot's pixels are read as
/// they are, which is what matching a marker colour painted on the device needs). 16-bit files are
/// reduced to 8 bits, palettes and grey expanded. It refuses images of more than ``maximumPixelCount``
/// pixels before allocating them.
enum PNGDecoder {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The most pixels a frame may have: 2²⁶ (an 8K frame has half as many).
  static let maximumPixelCount = 1 << 26

  /// Why a file could not be decoded, in words that follow "expected a PNG image, found ".
  struct Failure: Error, Equatable {
    var found: String
  }

  /// The width and height the file's header gives, or `nil` when it has no PNG header.
  static func size(of data: Data) -> (width: Int, height: Int)? {
    // The signature, then the IHDR chunk: length (4), type (4), width (4), height (4).
    guard data.count >= 24, data.prefix(8).elementsEqual(signature),
      data.dropFirst(12).prefix(4).elementsEqual(Array("IHDR".utf8))
    else { return nil }
    let bytes = Array(data.dropFirst(16).prefix(8))
    let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
    return (width, height)
  }

  /// Decodes a PNG file's bytes.
  static func decode(_ data: Data) throws(Failure) -> PixelImage {
    guard let (width, height) = size(of: data) else {
      throw Failure(found: "a file that does not start with PNG's signature and header")
    }
    guard width > 0, height > 0, width <= maximumPixelCount / max(1, height) else {
      throw Failure(
        found: "one of \(width) × \(height) pixels (at most \(maximumPixelCount) pixels are read)")
    }
    return try decodePixels(data, width: width, height: height)
  }

  #if canImport(ImageIO)
  private static func decodePixels(_ data: Data, width: Int, height: Int) throws(Failure) -> PixelImage {
    guard let source = CGImageSourceCreateWithData(data as CFData, nil),
      let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
    else { throw Failure(found: "one ImageIO cannot read") }
    // Drawn into a context of the image's own RGB colour space, values are not converted.
    let space =
      image.colorSpace.flatMap { $0.model == .rgb ? $0 : nil } ?? CGColorSpace(name: CGColorSpace.sRGB)
    var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
    let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
      guard let space,
        let context = CGContext(
          data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
          bytesPerRow: image.width * 4, space: space,
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return false }
      context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
      return true
    }
    guard drawn, let pixels = PixelImage(width: image.width, height: image.height, bytes: bytes) else {
      throw Failure(found: "one ImageIO cannot draw")
    }
    return pixels
  }
  #else
  private static func decodePixels(_ data: Data, width: Int, height: Int) throws(Failure) -> PixelImage {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    var bytes: [UInt8] = []
    let message: String? = data.withUnsafeBytes { raw in
      defer { png_image_free(&image) }
      guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
        return libpngMessage(image)
      }
      // Red, green, blue and alpha, 8 bits each: libpng's PNG_FORMAT_RGBA.
      image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
      guard Int(image.width) == width, Int(image.height) == height else {
        return "a header libpng reads differently"
      }
      bytes = [UInt8](repeating: 0, count: width * height * 4)
      let finished = bytes.withUnsafeMutableBytes { buffer in
        png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
      }
      return finished != 0 ? nil : libpngMessage(image)
    }
    if let message { throw Failure(found: "one libpng cannot read (\(message))") }
    guard let pixels = PixelImage(width: width, height: height, bytes: bytes) else {
      throw Failure(found: "one of \(width) × \(height) pixels that could not be held")
    }
    return pixels
  }

  /// libpng's own message for the failure, a C string of at most 64 bytes.
  private static func libpngMessage(_ image: png_image) -> String {
    var message = image.message
    return withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
  #endif
}
