import Foundation
import FuzzSupport
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace

/// libFuzzer's entry point: one run over `size` bytes at `data`.
///
/// Feeds the bytes to the trace reader twice: as they are, and as a JSON Lines trace built from
/// them (a header, then records of every type with values that break geometry: NaN, infinity,
/// huge and negative numbers, duplicate keys, surrogate escapes). The reader must return a trace
/// of finite values or throw a `KeyboardTraceError` with a message; anything else traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  check(Data(bytes: data, count: size))
  var input = FuzzInput(data, size)
  check(Data(TraceText.make(&input).utf8))
  return 0
}

/// Parses `data` through the streaming reader and the whole-file parser; both must agree.
private func check(_ data: Data) {
  let whole: Result<KeyboardTrace, KeyboardTraceError>
  do {
    whole = .success(try KeyboardTraceParser.parse(data))
  } catch let error as KeyboardTraceError {
    precondition(!error.message.isEmpty, "an error without a message")
    whole = .failure(error)
  } catch {
    fatalError("an error that is not a KeyboardTraceError: \(error)")
  }
  if case .success(let trace) = whole {
    precondition(TraceCheck.isFinite(trace.header.container.frameInScreen), "a non-finite header")
    precondition(
      trace.header.container.windowFrameInScreen.map(TraceCheck.isFinite) ?? true,
      "a non-finite header window")
    for record in trace.records {
      precondition(TraceCheck.isFinite(record), "a non-finite record: \(record)")
    }
  }
}

/// Whether a record's values are all finite.
enum TraceCheck {
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
  }

  static func isFinite(_ record: KeyboardTraceRecord) -> Bool {
    guard record.time.isFinite else { return false }
    switch record {
    case .notification(let note):
      return (note.beginFrame.map(isFinite) ?? true) && (note.endFrame.map(isFinite) ?? true)
        && (note.duration?.isFinite ?? true) && note.duration.map { $0 >= 0 } ?? true
    case .sample(_, let frame): return isFinite(frame)
    case .endTurn: return true
    case .container(_, let container):
      return isFinite(container.frameInScreen) && isFinite(container.screenBounds)
        && (container.windowFrameInScreen.map(isFinite) ?? true)
    case .foreground(_, let frame): return frame.map(isFinite) ?? true
    case .text(_, let height): return height.isFinite && height >= 0
    case .shown(_, let shown): return shown.keyboardOverlap.isFinite && shown.barBottom.isFinite
    }
  }
}

/// Builds trace text from fuzzer bytes.
enum TraceText {
  static func make(_ input: inout FuzzInput) -> String {
    var lines: [String] = []
    if input.choice(8) != 0 { lines.append(header(&input)) }
    var count = 0
    while input.hasMore, count < 64 {
      lines.append(record(&input))
      count += 1
    }
    let separator = ["\n", "\r\n", "\n\n"][input.choice(3)]
    return lines.joined(separator: separator)
  }

  static func number(_ input: inout FuzzInput) -> String {
    let value = input.double()
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    switch input.choice(8) {
    case 0: return "\"\(value)\""
    case 1: return "\(Int64(clamping: Int64(exactly: value.rounded()) ?? 0))"
    case 2: return "1e\(Int(input.byte()) * 2 - 255)"
    default: return "\(value)"
    }
  }

  static func rect(_ input: inout FuzzInput) -> String {
    switch input.choice(16) {
    case 0: return "null"
    case 1: return "[\(number(&input)),\(number(&input))]"
    default:
      return "[\(number(&input)),\(number(&input)),\(number(&input)),\(number(&input))]"
    }
  }

  static func string(_ input: inout FuzzInput) -> String {
    let pieces = ["a", "\\ud83d\\ude00", "\\ud83d", "\\ude00x", "\\u0000", "\\n", "é", "\\\"", "\\", "\u{1}"]
    var text = "\""
    for _ in 0..<input.choice(5) { text += pieces[input.choice(pieces.count)] }
    return text + (input.choice(16) == 0 ? "" : "\"")
  }

  static func insets(_ input: inout FuzzInput) -> String {
    var members: [String] = []
    for key in ["top", "left", "bottom", "right"] where input.bool() {
      members.append("\"\(key)\":\(number(&input))")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  static func header(_ input: inout FuzzInput) -> String {
    var members = [
      "\"format\":\"kbdock-trace\"", "\"version\":\(input.choice(8) == 0 ? number(&input) : "1")",
      "\"screen\":\(input.bool() ? "[0,0,390,844]" : rect(&input))",
      "\"container\":{\"frame\":\(input.bool() ? "[0,0,390,844]" : rect(&input)),"
        + "\"safeArea\":\(insets(&input))"
        + (input.bool() ? ",\"isSlideOver\":true,\"window\":\(rect(&input))" : "") + "}",
    ]
    if input.bool() { members.append("\"bar\":{\"height\":\(number(&input))}") }
    if input.bool() { members.append("\"device\":\(string(&input))") }
    if input.choice(8) == 0 { members.append(members[input.choice(members.count)]) }
    return "{" + members.joined(separator: ",") + "}"
  }

  static func record(_ input: inout FuzzInput) -> String {
    let types = KeyboardTraceRecord.typeNames + ["bogus"]
    let type = types[input.choice(types.count)]
    var members = ["\"t\":\(input.choice(4) == 0 ? number(&input) : "\(Double(input.byte()) / 8)")"]
    members.append("\"type\":\"\(type)\"")
    switch type {
    case "notification":
      let names = KeyboardNotificationKind.allCases.map(\.rawValue) + ["nope"]
      members.append("\"name\":\"\(names[input.choice(names.count)])\"")
      if input.bool() { members.append("\"begin\":\(rect(&input))") }
      if input.bool() { members.append("\"end\":\(rect(&input))") }
      if input.bool() { members.append("\"duration\":\(number(&input))") }
      if input.bool() { members.append("\"curve\":\(number(&input))") }
      if input.bool() { members.append("\"isLocal\":\(input.bool())") }
      if input.bool() { members.append("\"screen\":\(number(&input))") }
    case "sample": members.append("\"frame\":\(rect(&input))")
    case "container":
      members.append("\"frame\":\(rect(&input))")
      if input.bool() { members.append("\"screen\":\(rect(&input))") }
      if input.bool() { members.append("\"safeArea\":\(insets(&input))") }
      if input.bool() { members.append("\"isSlideOver\":\(input.bool())") }
      if input.bool() { members.append("\"window\":\(rect(&input))") }
    case "foreground": if input.bool() { members.append("\"keyboardFrame\":\(rect(&input))") }
    case "text": members.append("\"contentHeight\":\(number(&input))")
    case "shown":
      if input.choice(8) != 0 { members.append("\"keyboardOverlap\":\(number(&input))") }
      if input.choice(8) != 0 { members.append("\"barBottom\":\(number(&input))") }
    default: break
    }
    if input.choice(8) == 0 { members.append(members[input.choice(members.count)]) }
    if input.choice(16) == 0 { members.append("\"note\":\(string(&input))") }
    return "{" + members.joined(separator: ",") + "}"
  }
}
