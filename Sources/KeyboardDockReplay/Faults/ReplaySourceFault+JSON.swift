import Foundation
import KeyboardDockTrace

extension ReplaySourceFault {
  /// Reads the `faults` array of `object` (a scenario, or its `conditions`): each item a fault's
  /// name, `"guideAtBottom"`, or an object `{"fault": "guideAboveKeyboard", "offset": 30}`;
  /// none when absent.
  ///
  /// - Throws: `KeyboardTraceError` naming the line, the field and the value, e.g.
  ///   `line 5: faults[1]: expected one of guideAtBottom, …, found "guideLies"`.
  static func faults(in object: JSONObjectReader) throws -> [ReplaySourceFault] {
    guard object.value("faults") != nil else { return [] }
    return try object.array("faults").enumerated().map { index, item in
      try fault(item, field: object.fieldPath("faults[\(index)]"))
    }
  }

  /// Reads an array of fault names at `key` (`"withoutFaults": ["guideAboveKeyboard"]`); none when
  /// absent.
  static func names(in object: JSONObjectReader, _ key: String) throws -> [String] {
    guard object.value(key) != nil else { return [] }
    return try object.array(key).enumerated().map { index, item in
      let expected = "one of \(names.joined(separator: ", "))"
      guard case .string(let name) = item.kind, ReplaySourceFault(name: name) != nil else {
        let found = if case .string(let name) = item.kind { "\"\(name)\"" } else { "another value" }
        throw KeyboardTraceError(
          line: item.line, field: object.fieldPath("\(key)[\(index)]"),
          expected: "\(expected), found \(found)")
      }
      return name
    }
  }

  private static func fault(_ value: JSONValue, field: String) throws -> ReplaySourceFault {
    let expected = "one of \(names.joined(separator: ", ")), or {\"fault\": NAME, …}"
    switch value.kind {
    case .string(let name):
      guard let fault = ReplaySourceFault(name: name) else {
        throw KeyboardTraceError(line: value.line, field: field, expected: "\(expected), found \"\(name)\"")
      }
      return fault
    case .object:
      let object = try JSONObjectReader(value, path: field)
      try object.rejectUnknownKeys(ScenarioKeys.fault)
      let name = try object.string("fault")
      guard let fault = ReplaySourceFault(name: name) else {
        throw object.error("fault", "\(expected), found \"\(name)\"", at: object.value("fault"))
      }
      guard case .guideAboveKeyboard = fault else {
        if object.value("offset") != nil {
          throw object.error(
            "offset", "no offset for \(name) (only guideAboveKeyboard has one), found one",
            at: object.value("offset"))
        }
        return fault
      }
      let offset = try object.optionalNumber("offset") ?? defaultGuideOffset
      guard guideOffsets.contains(offset) else {
        throw object.error(
          "offset",
          "an offset from \(ReplayFormat.shortest(guideOffsets.lowerBound)) to "
            + "\(ReplayFormat.shortest(guideOffsets.upperBound)) pt, found \(ReplayFormat.shortest(offset))",
          at: object.value("offset"))
      }
      return .guideAboveKeyboard(offset: offset)
    default:
      throw KeyboardTraceError(
        line: value.line, field: field, expected: "\(expected), found \(value.kindDescription)")
    }
  }

  /// The fault as JSON: its name, or `{"fault": "guideAboveKeyboard", "offset": 30}`.
  var jsonValue: JSONValue {
    guard case .guideAboveKeyboard(let offset) = self else { return JSONValue(.string(name), line: 0) }
    return JSONTextWriter.object([("fault", .string(name)), ("offset", .number(offset))])
  }

  /// Reads a command line's `--fault NAME` or `--fault guideAboveKeyboard:OFFSET`.
  init(argument: String) throws(KbdockInputError) {
    let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let fault = ReplaySourceFault(name: String(parts[0])) else {
      throw KbdockInputError(
        "--fault: expected one of \(Self.names.joined(separator: ", ")), found \"\(argument)\"")
    }
    guard parts.count == 2 else {
      self = fault
      return
    }
    guard case .guideAboveKeyboard = fault, let offset = Double(parts[1]), offset.isFinite,
      Self.guideOffsets.contains(offset)
    else {
      throw KbdockInputError(
        "--fault \(argument): expected guideAboveKeyboard:OFFSET with an offset from "
          + "\(ReplayFormat.shortest(Self.guideOffsets.lowerBound)) to "
          + "\(ReplayFormat.shortest(Self.guideOffsets.upperBound)) pt")
    }
    self = .guideAboveKeyboard(offset: offset)
  }
}
