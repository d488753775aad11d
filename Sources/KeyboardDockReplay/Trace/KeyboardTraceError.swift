/// Why a trace (or `kbdock` scenario) could not be read: the line, the field, and what was expected there.
///
/// `description` reads `line 3: t: expected a finite number, found NaN`; `kbdock` prefixes
/// the file's name.
public struct KeyboardTraceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line the problem is on.
  public var line: Int
  /// The field's path, such as `t` or `container.safeArea.bottom`.
  ///
  /// `nil` when the problem is the line itself (not JSON, or empty input).
  public var field: String?
  /// What was expected and what was found, without the word "expected": `a finite number, found NaN`.
  public var expected: String

  /// Creates an error.
  public init(line: Int, field: String?, expected: String) {
    self.line = line
    self.field = field
    self.expected = expected
  }

  /// The field (if any) and what was expected, without the line: `t: expected a number, …`.
  public var message: String {
    if let field { return "\(field): expected \(expected)" }
    return "expected \(expected)"
  }

  /// `line N: field: expected …`.
  public var description: String { "line \(line): \(message)" }
}
