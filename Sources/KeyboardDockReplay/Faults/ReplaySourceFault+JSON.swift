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
      guard var fault = ReplaySourceFault(name: name) else {
        throw object.error("fault", "\(expected), found \"\(name)\"", at: object.value("fault"))
      }
      let parameters = Self.parameters(of: name)
      let keys = parameters.map(\.key) + (name == "phantomFrameChange" ? ["frame"] : [])
      for member in object.members where member.key != "fault" && !keys.contains(member.key) {
        let takes = keys.isEmpty ? "none" : keys.joined(separator: ", ")
        throw object.error(
          member.key, "no \(member.key) for \(name) (its parameters: \(takes)), found one", at: member.value)
      }
      for parameter in parameters {
        guard let raw = object.value(parameter.key) else { continue }
        let article = "aeiou".contains(parameter.key.prefix(1)) ? "an" : "a"
        let what = parameter.isInteger ? "a whole number of \(parameter.unit)" : "\(article) \(parameter.key)"
        let number = try JSONObjectReader.number(
          raw, in: parameter.range, what, unit: parameter.unit, field: object.fieldPath(parameter.key))
        if parameter.isInteger, number != number.rounded() {
          throw object.error(parameter.key, "\(what), found \(ReplayFormat.shortest(number))", at: raw)
        }
        fault = fault.setting(parameter.key, to: number)
      }
      if case .phantomFrameChange(let delay, _) = fault, let raw = object.value("frame") {
        let kinds = PhantomFrame.allCases.map(\.rawValue)
        guard case .string(let text) = raw.kind, let frame = PhantomFrame(rawValue: text) else {
          throw object.error(
            "frame", "one of \(kinds.joined(separator: ", ")), found \(raw.kindDescription)", at: raw)
        }
        fault = .phantomFrameChange(delay: delay, frame: frame)
      }
      return fault
    default:
      throw KeyboardTraceError(
        line: value.line, field: field, expected: "\(expected), found \(value.kindDescription)")
    }
  }

  /// The fault as JSON: its name when every parameter is the default, else
  /// `{"fault": "guideAboveKeyboard", "offset": 12}` with every parameter it has.
  var jsonValue: JSONValue {
    guard self != withDefaults else { return JSONValue(.string(name), line: 0) }
    var members: [(String, JSONValue.Kind?)] = [("fault", .string(name))]
    for parameter in Self.parameters(of: name) {
      if let value = value(of: parameter.key) { members.append((parameter.key, .number(value))) }
    }
    if case .phantomFrameChange(_, let frame) = self { members.append(("frame", .string(frame.rawValue))) }
    return JSONTextWriter.object(members)
  }

  /// Reads a command line's `--fault NAME`, `--fault NAME:KEY=VALUE,KEY=VALUE` or, for the first
  /// parameter, `--fault NAME:VALUE` (`guideAboveKeyboard:30`).
  init(argument: String) throws(KbdockInputError) {
    let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard var fault = ReplaySourceFault(name: name) else {
      throw KbdockInputError(
        "--fault: expected one of \(Self.names.joined(separator: ", ")), found \"\(argument)\"")
    }
    guard parts.count == 2 else {
      self = fault
      return
    }
    let parameters = Self.parameters(of: name)
    let usage =
      parameters.isEmpty
      ? "--fault \(argument): expected \(name) with no parameters"
      : "--fault \(argument): expected \(name):KEY=VALUE,… with "
        + parameters.map {
          "\($0.key) from \(ReplayFormat.shortest($0.range.lowerBound)) to "
            + "\(ReplayFormat.shortest($0.range.upperBound))\($0.unit.isEmpty ? "" : " " + $0.unit)"
        }.joined(separator: ", ") + (name == "phantomFrameChange" ? ", frame=docked|floating|zeroHeight" : "")
    for assignment in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
      let pair = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = pair.count == 2 ? String(pair[0]) : parameters.first?.key ?? ""
      let text = String(pair.count == 2 ? pair[1] : pair[0])
      if key == "frame", case .phantomFrameChange(let delay, _) = fault,
        let frame = PhantomFrame(rawValue: text)
      {
        fault = .phantomFrameChange(delay: delay, frame: frame)
        continue
      }
      guard let parameter = parameters.first(where: { $0.key == key }), let value = Double(text),
        value.isFinite,
        parameter.range.contains(value), !parameter.isInteger || value == value.rounded()
      else { throw KbdockInputError(usage) }
      fault = fault.setting(key, to: value)
    }
    self = fault
  }
}
