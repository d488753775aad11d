import Foundation
import KeyboardDockCore

/// Writes a ``JSONValue`` as readable JSON.
///
/// It indents by two spaces, keeps members in their order, and puts short arrays and objects of scalars on
/// one line.
package enum JSONTextWriter {
  /// The widest line an inline array or object may make.
  static let inlineWidth = 120

  /// The JSON text, ending with a line break.
  static func text(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output + "\n"
  }

  /// A JSON value built from a list of members, skipping `nil`s.
  static func object(_ members: [(String, JSONValue.Kind?)]) -> JSONValue {
    JSONValue(
      .object(
        members.compactMap { key, kind in kind.map { JSONMember(key: key, value: JSONValue($0, line: 0)) } }),
      line: 0)
  }

  /// `[x, y, width, height]`.
  static func rect(_ rect: CGRect) -> JSONValue.Kind {
    .array(
      [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
        JSONValue(.number(Double($0)), line: 0)
      })
  }

  /// `{"top":…,"left":…,"bottom":…,"right":…}`.
  static func insets(_ insets: DockEdgeInsets) -> JSONValue.Kind {
    object([
      ("top", .number(Double(insets.top))), ("left", .number(Double(insets.left))),
      ("bottom", .number(Double(insets.bottom))), ("right", .number(Double(insets.right))),
    ]).kind
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
    if let inline = inline(value), inline.count + indent <= inlineWidth {
      output += inline
      return
    }
    let pad = String(repeating: " ", count: indent + 2)
    switch value.kind {
    case .array(let items):
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += pad
        write(item, indent: indent + 2, into: &output)
        output += index + 1 < items.count ? ",\n" : "\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += pad + quoted(member.key) + ": "
        write(member.value, indent: indent + 2, into: &output)
        output += index + 1 < members.count ? ",\n" : "\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    default:
      output += inline(value) ?? "null"
    }
  }

  /// The value on one line, or `nil` if it holds an object inside an array or object.
  private static func inline(_ value: JSONValue) -> String? {
    switch value.kind {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return ReplayFormat.json(number)
    case .string(let string): return quoted(string)
    case .array(let items):
      if items.isEmpty { return "[]" }
      var parts: [String] = []
      for item in items {
        if case .object = item.kind { return nil }
        guard let part = inline(item) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      var parts: [String] = []
      for member in members {
        guard let part = inline(member.value) else { return nil }
        parts.append(quoted(member.key) + ": " + part)
      }
      return "{" + parts.joined(separator: ", ") + "}"
    }
  }

  package static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let s where s.value < 0x20: result += String(format: "\\u%04x", s.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
