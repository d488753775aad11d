import Foundation

/// Number formatting shared by the table, messages and JSON output.
enum ReplayFormat {
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
}
