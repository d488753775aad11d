/// Appends text to the report's HTML, escaped; ``ReplayFormat`` writes its numbers.
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
}
