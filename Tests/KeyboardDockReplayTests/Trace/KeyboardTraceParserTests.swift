import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

@Suite("Trace format: parser errors")
struct KeyboardTraceParserTests {
  static let header = TraceLines.header

  @Test(arguments: [
    ("", "line 1: expected a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file"),
    (
      "\n  \n",
      "line 1: expected a header line {\"format\":\"kbdock-trace\",\"version\":1,…}, found an empty file"
    ),
    (
      #"{"t":1,"type":"endTurn"}"#,
      "line 1: format: expected \"kbdock-trace\" (a trace starts with its header line), found nothing"
    ),
    (#"{"format":"kbdock-trace","version":2}"#, "line 1: version: expected 1, found 2"),
    (
      #"{"format":"kbdock-trace","version":1}"#,
      "line 1: screen: expected an array of 4 numbers [x, y, width, height], found nothing"
    ),
    (
      header + "\n" + #"{"t":1.0,"type":"sample","frame":[0,508"#,
      "line 2: expected ',' or ']', found the end of the line"
    ),
    (header + "\n" + #"{"t":1.0,"type":"#, "line 2: expected a JSON value, found the end of the line"),
    (
      header + "\n" + #"{"t":"soon","type":"endTurn"}"#,
      "line 2: t: expected a number, found the string \"soon\""
    ),
    (
      header + "\n" + #"{"t":1,"type":"sample","frame":[0,508,390]}"#,
      "line 2: frame: expected an array of 4 numbers [x, y, width, height], found an array of 3 elements"
    ),
    (
      header + "\n" + #"{"t":1,"type":"notification","name":"willShow","isLocal":1}"#,
      "line 2: isLocal: expected true or false, found the number 1"
    ),
    (
      header + "\n" + #"{"t":1,"type":"notification","name":"willShow","curve":7.5}"#,
      "line 2: curve: expected an integer, found the number 7.5"
    ),
    // Numbers print in the shortest form, as everywhere: not 5.0, not 1e+16 one way and 1e16 another.
    (
      header + "\n" + #"{"t":1,"type":"notification","name":"willShow","isLocal":5.0}"#,
      "line 2: isLocal: expected true or false, found the number 5"
    ),
    (
      header + "\n" + #"{"t":1,"type":"notification","name":"willShow","curve":1e16}"#,
      "line 2: curve: expected an integer, found the number 1e+16"
    ),
    (header + "\n" + #"{"t":NaN,"type":"endTurn"}"#, "line 2: t: expected a finite number, found NaN"),
    (
      header + "\n" + #"{"t":1,"type":"sample","frame":[0,-Infinity,390,336]}"#,
      "line 2: frame[1]: expected a finite number, found -Infinity"
    ),
    (
      header + "\n" + #"{"t":1,"type":"wobble"}"#,
      "line 2: type: expected one of notification, sample, endTurn, container, foreground, text, shown, "
        + "pan, responder, found \"wobble\""
    ),
    (
      header + "\n" + #"{"t":1,"type":"notification","name":"willWobble"}"#,
      "line 2: name: expected one of willShow, didShow, willHide, didHide, willChangeFrame, "
        + "didChangeFrame, found \"willWobble\""
    ),
    (
      header + "\n" + #"{"t":2,"type":"endTurn"}"# + "\n\n" + #"{"t":1.5,"type":"endTurn"}"#,
      "line 4: t: expected a time not before 2 (line 2), found 1.5"
    ),
    (
      header + "\n" + #"{"t":1,"type":"endTurn"} x"#,
      "line 2: expected the end of the line after the JSON value, found 'x'"
    ),
    (header + "\n" + #"[1,2]"#, "line 2: expected a JSON object, found an array of 2 elements"),
    (
      header + "\n" + #"{"t":01,"type":"endTurn"}"#,
      "line 2: expected '.', 'e' or the end of the number after a leading 0, found '1'"
    ),
    (
      header + "\n" + #"{"t":1,"type":"sample","frame":[0,-00,390,336]}"#,
      "line 2: expected '.', 'e' or the end of the number after a leading 0, found '0'"
    ),
    (
      "\u{FEFF}" + header,
      "line 1: expected a JSON value, found a byte order mark (U+FEFF; save the file as UTF-8 without one)"
    ),
    (
      header + "\n" + #"{"t":1,"type":"container","frame":[0,0,390,844],"safeArea":{"top":"x"}}"#,
      "line 2: safeArea.top: expected a number, found the string \"x\""
    ),
  ])
  func malformedInputNamesLineAndField(input: String, message: String) {
    #expect {
      try KeyboardTraceParser.parse(input)
    } throws: { error in
      (error as? KeyboardTraceError)?.description == message
    }
  }

  @Test func blankLinesCRLFAndUnknownKeysAreAccepted() throws {
    let text = Self.header + "\r\n\r\n" + #"{"t":1,"type":"endTurn","note":"extra"}"# + "\r\n"
    let trace = try KeyboardTraceParser.parse(text)
    #expect(trace.records == [.endTurn(time: 1)])
  }

  @Test func containerWithoutScreenKeepsThePreviousScreen() throws {
    let text = Self.header + "\n" + #"{"t":1,"type":"container","frame":[0,100,390,700]}"#
    let trace = try KeyboardTraceParser.parse(text)
    guard case .container(_, let container) = trace.records.first else {
      Issue.record("expected a container record")
      return
    }
    #expect(container.screenBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(container.frameInScreen == CGRect(x: 0, y: 100, width: 390, height: 700))
  }

  @Test func stringEscapesAndDeepNesting() throws {
    let header =
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"#
      + #""container":{"frame":[0,0,390,844]},"device":"i\"Phone\u00e9\ud83d\ude00\n"}"#
    #expect(try KeyboardTraceParser.parse(header).header.device == "i\"Phoneé😀\n")
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect {
      try KeyboardTraceParser.parse(deep)
    } throws: { error in
      (error as? KeyboardTraceError)?.description == "line 1: expected at most 64 levels of nesting"
    }
  }
}
