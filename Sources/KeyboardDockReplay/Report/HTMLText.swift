/// Appends text and numbers to the report's HTML without Foundation's formatters.
///
/// Numbers are written locale-free with a fixed number of decimals and no trailing zeros, so the
/// page is byte-for-byte reproducible and a non-finite number never becomes `nan` or `inf`.
enum HTMLText {
  /// Appends `text` escaped for HTML text and quoted attributes.
  ///
  /// `&`, `<`, `>`, `"` and `'` are replaced by character references, which makes it safe both between tags
  /// and inside a double- or single-quoted attribute.
  static func appendEscaped(_ text: String, to out: inout String) {
    let needsEscaping = text.utf8.contains { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
    guard needsEscaping else {
      out += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
  }

  /// `text` escaped as by ``appendEscaped(_:to:)``.
  static func escaped(_ text: String) -> String {
    var out = String()
    out.reserveCapacity(text.utf8.count + 16)
    appendEscaped(text, to: &out)
    return out
  }

  /// The largest magnitude written as a number.
  ///
  /// Beyond it a value counts as not finite, which also keeps the fixed-point arithmetic below far from `Int`
  /// overflow.
  static let largestWrittenMagnitude = 1e12

  /// Appends an SVG coordinate: `value` to one decimal, `0` when it is not a usable number.
  static func appendCoordinate(_ value: Double, to out: inout String) {
    appendNumber(value, decimals: 1, to: &out, fallback: "0")
  }

  /// Appends `value` rounded to `decimals` places (0 through 3).
  ///
  /// It is never written as `-0`, and without trailing zeros unless `keepsTrailingZeros`. `fallback` is
  /// appended instead when the value is NaN, infinite or beyond ``largestWrittenMagnitude``.
  static func appendNumber(
    _ value: Double, decimals: Int, to out: inout String, fallback: String = "null",
    keepsTrailingZeros: Bool = false
  ) {
    guard value.isFinite, abs(value) < largestWrittenMagnitude else {
      out += fallback
      return
    }
    let places = min(max(decimals, 0), 3)
    let scale = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
    var units = Int((value * Double(scale)).rounded())
    if units == 0, !keepsTrailingZeros {
      out += "0"
      return
    }
    if units < 0 {
      out += "-"
      units = -units
    }
    out += String(units / scale)
    var fraction = units % scale
    guard fraction != 0 || (keepsTrailingZeros && places > 0) else { return }
    var digits = places
    while !keepsTrailingZeros, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    out += "."
    let fractionText = String(fraction)
    for _ in fractionText.utf8.count..<digits { out += "0" }
    out += fractionText
  }

  /// `value` written as by ``appendNumber(_:decimals:to:fallback:keepsTrailingZeros:)``.
  static func number(_ value: Double, decimals: Int, fallback: String = "null") -> String {
    var out = String()
    appendNumber(value, decimals: decimals, to: &out, fallback: fallback)
    return out
  }
}
