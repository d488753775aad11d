import Foundation

/// An operating system version, such as iOS 26.1: what the keyboard's physics is looked up by
/// when it cannot be read.
public struct SystemVersion: Sendable, Hashable, Comparable {
  /// The major version: `26` in 26.1.
  public var major: Int
  /// The minor version: `1` in 26.1.
  public var minor: Int
  /// The patch version: `0` in 26.1.
  public var patch: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Reads the first version number in `text`: `iOS 26.1`, `iPadOS 26.0.1`, `26`.
  ///
  /// Returns `nil` when `text` holds no number, or a number too large for `Int`.
  public init?(parsing text: String) {
    let scalars = Array(text.unicodeScalars)
    guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return nil }
    var parts: [Int] = []
    var digits = ""
    var index = start
    while index < scalars.count, parts.count < 3 {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar) {
        digits.unicodeScalars.append(scalar)
      } else if scalar == ".", !digits.isEmpty,
        index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1])
      {
        guard let part = Int(digits) else { return nil }
        parts.append(part)
        digits = ""
      } else {
        break
      }
      index += 1
    }
    if !digits.isEmpty, parts.count < 3 {
      guard let part = Int(digits) else { return nil }
      parts.append(part)
    }
    guard let major = parts.first else { return nil }
    self.init(major, parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
  }

  /// iOS 26, whose keyboard spring is `KeyboardSpringParameters.iOS26`.
  package static let iOS26 = SystemVersion(26)

  /// `true` when `lhs` is an earlier version than `rhs`.
  public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
