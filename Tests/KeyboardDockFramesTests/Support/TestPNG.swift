import Foundation
import KeyboardDockSelfTestJudge
import KeyboardDockTrace

/// Writes PNG files for the tests: 8-bit RGBA, unfiltered rows in stored (uncompressed) deflate blocks.
///
/// Test support only: kbdock reads PNG with libpng or ImageIO, never with this.
enum TestPNG {
  static func data(_ image: PixelImage) -> Data {
    var raw: [UInt8] = []
    raw.reserveCapacity(image.height * (image.width * 4 + 1))
    for y in 0..<image.height {
      raw.append(0)
      raw += image.bytes[(y * image.width * 4)..<((y + 1) * image.width * 4)]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [
        last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    zlib += bigEndian(adler32(raw))
    var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
    header += [8, 6, 0, 0, 0]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    return Data(file)
  }

  static func write(_ image: PixelImage, to url: URL) throws {
    try data(image).write(to: url)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// Adler-32, its sums reduced every 5,552 bytes (zlib's NMAX: the most that keep them below 2³²).
  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    bytes.withUnsafeBufferPointer { bytes in
      var index = 0
      while index < bytes.count {
        let end = min(bytes.count, index + 5_552)
        while index < end {
          a &+= UInt32(bytes[index])
          b &+= a
          index += 1
        }
        a %= 65_521
        b %= 65_521
      }
    }
    return b << 16 | a
  }

  /// CRC-32's remainders of each byte, for ``crc32(_:)``'s table-driven loop.
  private static let crcTable: [UInt32] = (0..<256).map { value in
    var crc = UInt32(value)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    return crc
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    crcTable.withUnsafeBufferPointer { table in
      bytes.withUnsafeBufferPointer { bytes in
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
      }
    }
    return ~crc
  }
}

/// A fresh folder for one test's frames, removed when the value goes away.
final class FrameFolderFixture {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("kbdock-frames-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var path: String { url.path }

  func write(_ frame: SyntheticFrame, as name: String) throws {
    try TestPNG.write(frame.image(), to: url.appendingPathComponent(name))
  }

  func write(_ data: Data, as name: String) throws {
    try data.write(to: url.appendingPathComponent(name))
  }
}
