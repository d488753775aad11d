import Foundation

/// Every number `kbdock` writes as text: the table, messages, JSON, the fit and the HTML report.
///
/// Each form is locale-free. Messages and JSON use the shortest text that reads back as the same
/// `Double` (``shortest(_:)``, ``json(_:)``); the table, the fit and the report round to a fixed
/// number of decimals.
enum ReplayFormat {
  // MARK: Exact

  /// A number as messages print it: the shortest text that reads back as the same `Double`,
  /// without a trailing `.0` for whole numbers below 10¹⁵: `1000000`, `-0.5`, `1e+300`, `-0`.
  static func shortest(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return number == 0 ? (number.sign == .minus ? "-0" : "0") : String(Int64(number))
    }
    return "\(number)"
  }

  /// A JSON number: as ``shortest(_:)`` but `0` for `-0`, and `null` for NaN and infinities.
  static func json(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    return number == 0 ? "0" : shortest(number)
  }

  // MARK: Rounded

  /// One decimal: `336.0`; `-0.0` prints as `0.0`; NaN as `nan`.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 10).rounded() / 10
    return String(format: "%.1f", rounded == 0 ? 0 : rounded)
  }

  /// `places` decimals: `0.052`; NaN and infinities as `–`.
  static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "–" }
    return String(format: "%.\(places)f", value)
  }

  /// A fraction as a percentage with one decimal: `0.3 %`; NaN and infinities as `∞`.
  static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "∞" }
    return String(format: "%.1f %%", fraction * 100)
  }

  /// A frame rate: `120`, or `59.94`.
  static func rate(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", value)
  }

  /// Seconds with up to three decimals: `1.0`, `0.525`.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let text = String(format: "%.3f", value)
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0"), !trimmed.hasSuffix(".0") { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }

  /// Seconds as milliseconds with up to one decimal: `16`, `4.5`.
  static func milliseconds(_ seconds: Double) -> String {
    let value = (seconds * 10_000).rounded() / 10
    return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }

  // MARK: The report

  /// The largest magnitude the report writes as a number.
  ///
  /// Beyond it a value counts as not finite, which also keeps the fixed-point arithmetic below far
  /// from `Int` overflow.
  static let largestWrittenMagnitude = 1e12

  /// Appends an SVG coordinate: `value` to one decimal, `0` when it is not a usable number.
  static func appendCoordinate(_ value: Double, to out: inout String) {
    appendNumber(value, decimals: 1, to: &out, fallback: "0")
  }

  /// Appends `value` rounded to `decimals` places (0 through 3), without Foundation's formatters,
  /// so that the report is byte-for-byte reproducible.
  ///
  /// It is never written as `-0`, and without trailing zeros unless `keepsTrailingZeros`.
  /// `fallback` is appended instead when the value is NaN, infinite or beyond
  /// ``largestWrittenMagnitude``, so the page never holds `nan` or `inf`.
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
