import Foundation
import FuzzSupport
import KeyboardDockReplay

/// libFuzzer's entry point: one run over `size` bytes at `data`.
///
/// Feeds the bytes to the scenario reader twice: as they are, and as a scenario built from
/// them: a built-in scenario's JSON with some of its numbers and strings replaced by values that
/// break geometry (NaN, infinity, huge, negative), keys repeated and events added. The reader
/// must return a scenario or throw a `KeyboardTraceError` with a message; anything else traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  check(Data(bytes: data, count: size))
  var input = FuzzInput(data, size)
  check(Data(ScenarioText.make(&input).utf8))
  return 0
}

private func check(_ data: Data) {
  do {
    let scenario = try ReplayScenario.decode(data)
    // What the reader accepts, the writer writes and the reader reads back the same.
    let again = try ReplayScenario.decode(Data(scenario.jsonText().utf8))
    precondition(again.timeline.count == scenario.timeline.count, "a scenario that does not read back")
  } catch let error as KeyboardTraceError {
    precondition(!error.message.isEmpty, "an error without a message")
  } catch {
    fatalError("an error that is not a KeyboardTraceError: \(error)")
  }
}

/// Builds scenario text from fuzzer bytes.
enum ScenarioText {
  static let builtIns = ReplayScenario.builtIns.map { $0.jsonText() }

  static func make(_ input: inout FuzzInput) -> String {
    var text = Array(builtIns[input.choice(builtIns.count)].utf8)
    // Replace some number tokens with fuzzed values.
    var edits = input.choice(8)
    while edits > 0, input.hasMore {
      edits -= 1
      let position = Int(input.byte()) << 8 | Int(input.byte())
      guard !text.isEmpty else { break }
      var start = position % text.count
      while start < text.count, !isNumberByte(text[start]) { start += 1 }
      var end = start
      while end < text.count, isNumberByte(text[end]) || text[end] == UInt8(ascii: ".") { end += 1 }
      guard start < end else { continue }
      text.replaceSubrange(start..<end, with: Array(replacement(&input).utf8))
    }
    var result = String(decoding: text, as: UTF8.self)
    if input.choice(4) == 0, let close = result.lastIndex(of: "]") {
      result.insert(contentsOf: "," + event(&input), at: close)
    }
    if input.choice(8) == 0, let open = result.firstIndex(of: "{") {
      let keys = ["\"name\":\"x\",", "\"version\":1,", "\"duration\":\(number(&input)),", "\"text\":{},"]
      result.insert(contentsOf: keys[input.choice(keys.count)], at: result.index(after: open))
    }
    return result
  }

  static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
  }

  static func replacement(_ input: inout FuzzInput) -> String {
    switch input.choice(8) {
    case 0: return "\"\\ud83d\\u0041\""
    case 1: return "1e\(Int(input.byte()) * 2 - 255)"
    default: return number(&input)
    }
  }

  static func number(_ input: inout FuzzInput) -> String {
    let value = input.double()
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }

  static func event(_ input: inout FuzzInput) -> String {
    let types = ScenarioAction.typeNames
    let type = types[input.choice(types.count)]
    var members = ["\"t\":\(number(&input))", "\"type\":\"\(type)\""]
    let keys = [
      "frame", "duration", "curve", "fromY", "toY", "velocity", "accessoryHeight", "contentHeight", "name",
      "end", "begin", "screen", "keyboardFrame", "isLocal", "window", "isSlideOver", "height",
    ]
    for _ in 0..<input.choice(5) {
      let key = keys[input.choice(keys.count)]
      let value: String
      switch key {
      case "frame", "end", "begin", "keyboardFrame", "window":
        value = "[\(number(&input)),\(number(&input)),\(number(&input)),\(number(&input))]"
      case "name": value = "\"willShow\""
      case "isLocal", "isSlideOver": value = "true"
      default: value = number(&input)
      }
      members.append("\"\(key)\":\(value)")
    }
    return "{" + members.joined(separator: ",") + "}"
  }
}
