import Foundation

/// Reads typed values off the fuzzer's bytes, favouring the values that break geometry.
///
/// A read past the end returns zero (or `false`), so every input is a complete run. About one
/// `Double` in four is a special value: NaN, ±infinity, ±`greatestFiniteMagnitude`, ±0, the
/// smallest subnormal, or a number a keyboard frame really has.
public struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  /// Reads from `size` bytes at `data`, which must stay valid while the input is read.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: size)
  }

  /// `true` while bytes remain.
  public var hasMore: Bool { index < bytes.count }

  /// The next byte, or 0 at the end.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next Boolean.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A whole number in `0..<count` (`count` > 0).
  public mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  /// The next `Double`: a special value, a typical point value, or raw bits.
  public mutating func double() -> Double {
    switch byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return .greatestFiniteMagnitude
    case 4: return -.greatestFiniteMagnitude
    case 5: return [0, -0.0, .leastNonzeroMagnitude, 1e-300, 1e300][choice(5)]
    case 6...11: return Self.typical[choice(Self.typical.count)] + Double(Int8(bitPattern: byte())) / 4
    default:
      var bits: UInt64 = 0
      for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
      return Double(bitPattern: bits)
    }
  }

  /// A rectangle of four ``double()`` values.
  public mutating func rect() -> CGRect {
    CGRect(x: double(), y: double(), width: double(), height: double())
  }

  /// The remaining bytes.
  public mutating func rest() -> [UInt8] {
    defer { index = bytes.count }
    return Array(bytes[index...])
  }

  private static let typical: [Double] = [
    0, 0.25, 0.5, 1, 21, 34, 44, 83, 216, 291, 336, 390, 508, 844, 966, 1024, 1366,
  ]
}
