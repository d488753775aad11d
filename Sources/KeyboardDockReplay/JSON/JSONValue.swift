import Foundation

/// A parsed JSON value with the line it starts on, for error messages that name the line.
///
/// Package-internal: the trace parser and `kbdock`'s scenario reader share it. Objects keep
/// their members in order; the parser refuses an object with a key that appears twice.
package struct JSONValue: Sendable, Equatable {
  /// The value.
  package var kind: Kind
  /// The 1-based line of the input on which the value starts.
  package var line: Int

  /// Creates a value.
  package init(_ kind: Kind, line: Int) {
    self.kind = kind
    self.line = line
  }

  /// The JSON kinds.
  ///
  /// Numbers include the non-standard literals `NaN`, `Infinity` and `-Infinity`, so that readers can reject
  /// them with a message naming the field.
  package enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// A short description of the value's kind for messages, such as `a string`, `NaN` or `null`.
  package var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      value.isNaN
        ? "NaN"
        : value.isInfinite
          ? (value < 0 ? "-Infinity" : "Infinity") : "the number \(ReplayFormat.shortest(value))"
    case .string(let value): "the string \"\(value.count > 40 ? String(value.prefix(40)) + "…" : value)\""
    case .array(let items): "an array of \(items.count) element\(items.count == 1 ? "" : "s")"
    case .object: "an object"
    }
  }
}

/// One member of a JSON object.
package struct JSONMember: Sendable, Equatable {
  /// The key.
  package var key: String
  /// The value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
