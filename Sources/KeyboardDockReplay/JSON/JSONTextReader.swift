import Foundation

/// A strict JSON parser over UTF-8 bytes that reports errors with line numbers.
///
/// Package-internal. It accepts one value surrounded by whitespace, plus the literals `NaN`,
/// `Infinity` and `-Infinity` as numbers so that field readers can reject them by name
/// (spec-conforming writers never produce them). Errors say what was expected and what was
/// found, e.g. `expected ',' or '}', found the end of the line`.
package struct JSONTextReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line: Int
  private let endName: String
  private var depth = 0

  /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
  package static let maximumDepth = 64

  private init(bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, endName: String) {
    self.bytes = bytes
    self.line = firstLine
    self.endName = endName
  }

  /// Parses `bytes` as one JSON value.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - firstLine: The line number of the first byte.
  ///   - endName: What the input is, for "found the end of the …" (`line` or `file`).
  package static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1, endName: String = "file"
  ) throws -> JSONValue {
    var reader = JSONTextReader(bytes: bytes, firstLine: firstLine, endName: endName)
    reader.skipWhitespace()
    let value = try reader.parseValue()
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.failure("the end of the \(endName) after the JSON value")
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue() throws -> JSONValue {
    guard index < bytes.count else { throw failure("a JSON value") }
    let start = line
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), line: start)
    case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), line: start)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(.bool(true), line: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(.bool(false), line: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(.null, line: start)
    case UInt8(ascii: "N"):
      try literal("NaN")
      return JSONValue(.number(.nan), line: start)
    case UInt8(ascii: "I"):
      try literal("Infinity")
      return JSONValue(.number(.infinity), line: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), line: start)
    default:
      throw failure("a JSON value")
    }
  }

  private mutating func parseObject() throws -> [JSONMember] {
    try enter()
    index += 1
    var members: [JSONMember] = []
    var seenKeys: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return members
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("a string key in double quotes") }
      let keyLine = line
      let key = try parseString()
      if let first = Self.member(named: key, in: members, seen: &seenKeys) {
        throw KeyboardTraceError(
          line: keyLine, field: key,
          expected: "each key once in an object, found it again (first on line \(first.value.line))")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw failure("':' after the key \"\(key)\"") }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return members
      }
      throw failure("',' or '}'")
    }
  }

  /// The member of `members` named `key`, if any.
  ///
  /// Small objects are searched in place; from 16 members on, `seen` holds every key so that a
  /// hostile object stays linear.
  private static func member(named key: String, in members: [JSONMember], seen: inout Set<String>)
    -> JSONMember?
  {
    if members.count < 16 { return members.first { $0.key == key } }
    if seen.isEmpty { seen = Set(members.map(\.key)) }
    guard !seen.insert(key).inserted else { return nil }
    return members.first { $0.key == key }
  }

  private mutating func parseArray() throws -> [JSONValue] {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return items
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return items
      }
      throw failure("',' or ']'")
    }
  }

  private mutating func parseNumber() throws -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) {
      index += 1
      if peek(UInt8(ascii: "I")) {
        try literal("Infinity")
        return -.infinity
      }
    }
    let integerStart = index
    skipDigits()
    guard index > integerStart else { throw failure("a digit") }
    if bytes[integerStart] == UInt8(ascii: "0"), index > integerStart + 1 {
      // JSON has no leading zeros: `01` is not a number.
      index = integerStart + 1
      throw failure("'.', 'e' or the end of the number after a leading 0")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      let fractionStart = index
      skipDigits()
      guard index > fractionStart else { throw failure("a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      let exponentStart = index
      skipDigits()
      guard index > exponentStart else { throw failure("a digit in the exponent") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text) else { throw failure("a number") }
    return value
  }

  private mutating func parseString() throws -> String {
    index += 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
      if byte < 0x20 { throw failure("a closing '\"'") }
      index += 1
    }
    throw failure("a closing '\"'")
  }

  private mutating func parseEscapedString(from start: Int) throws -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw failure("a closing '\"'") }
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        continue
      }
      guard index < bytes.count else { throw failure("an escape character after '\\'") }
      let escape = bytes[index]
      index += 1
      let scalar: Unicode.Scalar
      switch escape {
      case UInt8(ascii: "\""): scalar = "\""
      case UInt8(ascii: "\\"): scalar = "\\"
      case UInt8(ascii: "/"): scalar = "/"
      case UInt8(ascii: "b"): scalar = "\u{8}"
      case UInt8(ascii: "f"): scalar = "\u{C}"
      case UInt8(ascii: "n"): scalar = "\n"
      case UInt8(ascii: "r"): scalar = "\r"
      case UInt8(ascii: "t"): scalar = "\t"
      case UInt8(ascii: "u"):
        scalar = try unicodeEscape()
      default:
        index -= 1
        throw failure("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
      }
      utf8.append(contentsOf: Array(String(scalar).utf8))
    }
    throw failure("a closing '\"'")
  }

  /// The character of a `\\u` escape whose `u` was just read.
  ///
  /// A surrogate must be the high half of a pair whose low half follows at once, as
  /// `\\uD83D\\uDE00`. A lone surrogate is an error rather than a replacement character, so that
  /// no character is dropped silently.
  private mutating func unicodeEscape() throws -> Unicode.Scalar {
    let escapeLine = line
    let code = try hexQuad()
    if let scalar = Unicode.Scalar(code) { return scalar }
    var found = "\\u" + Self.hex(code)
    if code < 0xDC00, peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    {
      index += 2
      let low = try hexQuad()
      if (0xDC00..<0xE000).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
      {
        return scalar
      }
      found += "\\u" + Self.hex(low)
    }
    throw KeyboardTraceError(
      line: escapeLine, field: nil,
      expected: "a surrogate pair \\uD800-\\uDBFF followed by \\uDC00-\\uDFFF, found \(found)")
  }

  private static func hex(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func hexQuad() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw failure("four hexadecimal digits after '\\u'") }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("four hexadecimal digits after '\\u'")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  // MARK: Helpers

  private mutating func enter() throws {
    depth += 1
    if depth > Self.maximumDepth {
      throw KeyboardTraceError(
        line: line, field: nil, expected: "at most \(Self.maximumDepth) levels of nesting")
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    let expected = word.utf8Start
    for offset in 0..<count {
      guard index + offset < bytes.count, bytes[index + offset] == expected[offset] else {
        throw failure("a JSON value")
      }
    }
    index += count
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipDigits() {
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      index += 1
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: return
      }
      index += 1
    }
  }

  /// An error saying `expected <what>, found <what is at the current position>`.
  private func failure(_ what: String) -> KeyboardTraceError {
    KeyboardTraceError(line: line, field: nil, expected: "\(what), found \(found())")
  }

  private func found() -> String {
    guard index < bytes.count else { return "the end of the \(endName)" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
      return "a byte order mark (U+FEFF; save the file as UTF-8 without one)"
    }
    if byte == UInt8(ascii: "\n") { return "the end of the line" }
    return String(format: "the byte 0x%02X", byte)
  }
}
