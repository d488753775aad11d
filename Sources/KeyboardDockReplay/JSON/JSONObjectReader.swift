import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Reads typed fields from a JSON object and throws errors naming the line and field path.
///
/// Package-internal. A missing key and `null` both count as absent for the optional readers.
/// Numbers must be finite; rectangles are arrays `[x, y, width, height]`; insets are objects
/// with the keys `top`, `left`, `bottom` and `right`, each optional and `0` when absent.
package struct JSONObjectReader {
  /// The object's members.
  package let members: [JSONMember]
  /// The line the object starts on.
  package let line: Int
  /// The path of the object, for example `container`, or empty for the top level.
  package let path: String

  /// Reads `value` as an object, or throws naming `path`.
  package init(_ value: JSONValue, path: String = "") throws {
    guard case .object(let members) = value.kind else {
      throw KeyboardTraceError(
        line: value.line, field: path.isEmpty ? nil : path,
        expected: "a JSON object, found \(value.kindDescription)")
    }
    self.members = members
    self.line = value.line
    self.path = path
  }

  /// The field path of `key` in this object.
  package func fieldPath(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The value for `key`, or `nil` when absent or `null`.
  package func value(_ key: String) -> JSONValue? {
    for member in members where member.key == key {
      if case .null = member.value.kind { return nil }
      return member.value
    }
    return nil
  }

  /// An error at `key`'s value (or the object's line when absent).
  package func error(_ key: String, _ expected: String, at value: JSONValue? = nil) -> KeyboardTraceError {
    KeyboardTraceError(line: value?.line ?? line, field: fieldPath(key), expected: expected)
  }

  private func required(_ key: String, _ what: String) throws -> JSONValue {
    guard let value = value(key) else { throw error(key, "\(what), found nothing") }
    return value
  }

  // MARK: Numbers

  /// A finite number.
  package func number(_ key: String) throws -> Double {
    try Self.number(try required(key, "a number"), field: fieldPath(key))
  }

  /// A finite number, or `nil` when absent.
  package func optionalNumber(_ key: String) throws -> Double? {
    guard let value = value(key) else { return nil }
    return try Self.number(value, field: fieldPath(key))
  }

  /// A whole number.
  package func integer(_ key: String) throws -> Int {
    try Self.integer(try required(key, "an integer"), field: fieldPath(key))
  }

  /// A whole number, or `nil` when absent.
  package func optionalInteger(_ key: String) throws -> Int? {
    guard let value = value(key) else { return nil }
    return try Self.integer(value, field: fieldPath(key))
  }

  /// A finite number from `range`, or `nil` when absent.
  ///
  /// - Parameters:
  ///   - what: What the number is, for the message: `a duration`.
  ///   - unit: The unit after the bounds: `s`, `pt`.
  package func optionalNumber(
    _ key: String, in range: ClosedRange<Double>, _ what: String, unit: String
  ) throws -> Double? {
    guard let value = value(key) else { return nil }
    return try Self.number(value, in: range, what, unit: unit, field: fieldPath(key))
  }

  /// A finite number from `range`; see ``optionalNumber(_:in:_:unit:)``.
  package func number(_ key: String, in range: ClosedRange<Double>, _ what: String, unit: String) throws
    -> Double
  {
    let value = try required(
      key,
      "\(what) from \(ReplayFormat.shortest(range.lowerBound)) to "
        + "\(ReplayFormat.shortest(range.upperBound)) \(unit)"
    )
    return try Self.number(value, in: range, what, unit: unit, field: fieldPath(key))
  }

  /// Reads a finite number from `range` out of `value`, or throws
  /// `expected <what> from <lower> to <upper> <unit>, found …`.
  package static func number(
    _ value: JSONValue, in range: ClosedRange<Double>, _ what: String, unit: String, field: String
  ) throws -> Double {
    let number = try number(value, field: field)
    guard range.contains(number) else {
      throw KeyboardTraceError(
        line: value.line, field: field,
        expected:
          "\(what) from \(ReplayFormat.shortest(range.lowerBound)) to "
          + "\(ReplayFormat.shortest(range.upperBound)) \(unit), "
          + "found \(ReplayFormat.shortest(number))")
    }
    return number
  }

  /// Reads a finite number from `value`.
  package static func number(_ value: JSONValue, field: String) throws -> Double {
    guard case .number(let number) = value.kind, number.isFinite else {
      let what = if case .number = value.kind { "a finite number" } else { "a number" }
      throw KeyboardTraceError(
        line: value.line, field: field, expected: "\(what), found \(value.kindDescription)")
    }
    return number
  }

  /// Reads a whole number from `value`.
  package static func integer(_ value: JSONValue, field: String) throws -> Int {
    guard case .number(let number) = value.kind, number.isFinite, number == number.rounded(),
      abs(number) < 9e15
    else {
      throw KeyboardTraceError(
        line: value.line, field: field, expected: "an integer, found \(value.kindDescription)")
    }
    return Int(number)
  }

  // MARK: Other kinds

  /// A string.
  package func string(_ key: String) throws -> String {
    let value = try required(key, "a string")
    guard case .string(let string) = value.kind else {
      throw error(key, "a string, found \(value.kindDescription)", at: value)
    }
    return string
  }

  /// A string, or `nil` when absent.
  package func optionalString(_ key: String) throws -> String? {
    guard value(key) != nil else { return nil }
    return try string(key)
  }

  /// `true` or `false`, or `nil` when absent.
  package func optionalBool(_ key: String) throws -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let bool) = value.kind else {
      throw error(key, "true or false, found \(value.kindDescription)", at: value)
    }
    return bool
  }

  /// A nested object.
  package func object(_ key: String) throws -> JSONObjectReader {
    try JSONObjectReader(try required(key, "a JSON object"), path: fieldPath(key))
  }

  /// A nested object, or `nil` when absent.
  package func optionalObject(_ key: String) throws -> JSONObjectReader? {
    guard let value = value(key) else { return nil }
    return try JSONObjectReader(value, path: fieldPath(key))
  }

  /// An array.
  package func array(_ key: String) throws -> [JSONValue] {
    let value = try required(key, "an array")
    guard case .array(let items) = value.kind else {
      throw error(key, "an array, found \(value.kindDescription)", at: value)
    }
    return items
  }

  // MARK: Geometry

  /// A rectangle `[x, y, width, height]` of finite numbers.
  ///
  /// - Parameter sized: `true` to also require a width and height from 0 to
  ///   ``largestCoordinate``. Defaults to `false`.
  package func rect(_ key: String, sized: Bool = false) throws -> CGRect {
    try Self.rect(try required(key, Self.rectDescription), field: fieldPath(key), sized: sized)
  }

  /// A rectangle, or `nil` when absent or `null`; see ``rect(_:sized:)``.
  package func optionalRect(_ key: String, sized: Bool = false) throws -> CGRect? {
    guard let value = value(key) else { return nil }
    return try Self.rect(value, field: fieldPath(key), sized: sized)
  }

  /// A screen's bounds: a rectangle as ``rect(_:sized:)`` with `sized`, whose width and height are
  /// also above 0, since no screen is empty.
  package func screenRect(_ key: String) throws -> CGRect {
    try Self.screenRect(try required(key, Self.rectDescription), field: fieldPath(key))
  }

  /// A screen's bounds, or `nil` when absent or `null`; see ``screenRect(_:)``.
  package func optionalScreenRect(_ key: String) throws -> CGRect? {
    guard let value = value(key) else { return nil }
    return try Self.screenRect(value, field: fieldPath(key))
  }

  /// Insets `{"top":…, "left":…, "bottom":…, "right":…}`; absent edges are `0`.
  ///
  /// - Parameter bounded: `true` to require each edge from 0 to ``largestCoordinate``.
  ///   Defaults to `false`.
  package func insets(_ key: String, bounded: Bool = false) throws -> DockEdgeInsets {
    let object = try self.object(key)
    func edge(_ name: String) throws -> Double {
      guard bounded else { return try object.optionalNumber(name) ?? 0 }
      return try object.optionalNumber(name, in: 0...Self.largestCoordinate, "an inset", unit: "pt") ?? 0
    }
    return DockEdgeInsets(
      top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
  }

  /// Insets, or `nil` when absent; see ``insets(_:bounded:)``.
  package func optionalInsets(_ key: String, bounded: Bool = false) throws -> DockEdgeInsets? {
    guard value(key) != nil else { return nil }
    return try insets(key, bounded: bounded)
  }

  /// How messages describe a rectangle.
  package static let rectDescription = "an array of 4 numbers [x, y, width, height]"

  /// The largest coordinate a trace or scenario rectangle may hold, in points: 1,000,000
  /// (`KeyboardDockLimits.largestCoordinate`).
  package static let largestCoordinate = Double(KeyboardDockLimits.largestCoordinate)

  /// Reads a rectangle `[x, y, width, height]` from `value`.
  ///
  /// Each coordinate must be finite and within ±``largestCoordinate``; with `sized`, the width and
  /// height must also be from 0 to ``largestCoordinate``.
  package static func rect(_ value: JSONValue, field: String, sized: Bool = false) throws -> CGRect {
    guard case .array(let items) = value.kind, items.count == 4 else {
      throw KeyboardTraceError(
        line: value.line, field: field, expected: "\(rectDescription), found \(value.kindDescription)")
    }
    var numbers: [Double] = []
    numbers.reserveCapacity(4)
    for (index, item) in items.enumerated() {
      let value = try number(item, field: "\(field)[\(index)]")
      // No screen is larger: a bound keeps every later sum and conversion finite.
      guard abs(value) <= largestCoordinate else {
        throw KeyboardTraceError(
          line: item.line, field: "\(field)[\(index)]",
          expected: "a coordinate from -1000000 to 1000000 points, found \(item.kindDescription)")
      }
      if sized, index >= 2, value < 0 {
        throw KeyboardTraceError(
          line: item.line, field: "\(field)[\(index)]",
          expected:
            "a \(index == 2 ? "width" : "height") from 0 to 1000000 points, found "
            + "\(ReplayFormat.shortest(value))"
        )
      }
      numbers.append(value)
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Reads a screen's bounds from `value`: see ``screenRect(_:)``.
  package static func screenRect(_ value: JSONValue, field: String) throws -> CGRect {
    let rect = try rect(value, field: field, sized: true)
    // `rect` accepted an array of 4 numbers: its items hold the width and height.
    guard case .array(let items) = value.kind else { return rect }
    for (index, length) in [(2, rect.width), (3, rect.height)] where length <= 0 {
      throw KeyboardTraceError(
        line: items[index].line, field: "\(field)[\(index)]",
        expected: "a screen \(index == 2 ? "width" : "height") above 0 and at most 1000000 points, "
          + "found \(ReplayFormat.shortest(length))")
    }
    return rect
  }
}
