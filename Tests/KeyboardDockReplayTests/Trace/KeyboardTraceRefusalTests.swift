import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

/// Values a trace cannot honour are errors naming the line, the field, the value found and
/// what was expected; what the real keyboard sends, odd as it looks, stays valid.
@Suite("Trace format: values the reader refuses")
struct KeyboardTraceRefusalTests {
  static let header = TraceLines.header

  static func record(_ line: String) -> String { header + "\n" + line }

  @Test(arguments: [
    (
      // Once accepted, then dropped by the engine: kbdock reported a 302-pt overlap.
      record(#"{"t":1,"type":"notification","name":"willShow","end":[0,508,390,336],"duration":-0.25}"#),
      "line 2: duration: expected an animation duration from 0 to 60 s, found -0.25"
    ),
    (
      record(#"{"t":1,"type":"notification","name":"willShow","end":[0,508,390,336],"duration":1e300}"#),
      "line 2: duration: expected an animation duration from 0 to 60 s, found 1e+300"
    ),
    (
      record(#"{"t":1,"type":"notification","name":"willShow","end":[0,0,-390,-336]}"#),
      "line 2: end[2]: expected a width from 0 to 1000000 points, found -390"
    ),
    (
      record(#"{"t":1,"type":"sample","frame":[0,508,390,-1]}"#),
      "line 2: frame[3]: expected a height from 0 to 1000000 points, found -1"
    ),
    (
      record(#"{"t":1,"type":"container","frame":[0,0,390,844],"safeArea":{"bottom":-50}}"#),
      "line 2: safeArea.bottom: expected an inset from 0 to 1000000 pt, found -50"
    ),
    (
      record(#"{"t":1,"type":"text","contentHeight":-1e308}"#),
      "line 2: contentHeight: expected a height from 0 to 1000000 pt, found -1e+308"
    ),
    (
      record(#"{"t":-1,"type":"endTurn"}"#),
      "line 2: t: expected a time from 0 to 1000000000 s, found -1"
    ),
    (
      record(#"{"t":1e300,"type":"endTurn"}"#),
      "line 2: t: expected a time from 0 to 1000000000 s, found 1e+300"
    ),
    // Header numbers: a bar height of 1e308 once reached the table as "inf pt".
    (
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"container":{"frame":[0,0,390,844]},"#
        + #""bar":{"height":1e308}}"#,
      "line 1: bar.height: expected a bar height from 0 to 1000000 pt, found 1e+308"
    ),
    (
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,-390,844],"container":{"frame":[0,0,390,844]}}"#,
      "line 1: screen[2]: expected a width from 0 to 1000000 points, found -390"
    ),
    (
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"#
        + #""container":{"frame":[0,0,390,844],"safeArea":{"top":1e7}}}"#,
      "line 1: container.safeArea.top: expected an inset from 0 to 1000000 pt, found 10000000"
    ),
    // An empty screen is refused: with it, every keyboard would count as another screen's.
    (
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,0,0],"container":{"frame":[0,0,390,844]}}"#,
      "line 1: screen[2]: expected a screen width above 0 and at most 1000000 points, found 0"
    ),
    (
      record(#"{"t":1,"type":"container","frame":[0,0,844,390],"screen":[0,0,844,0]}"#),
      "line 2: screen[3]: expected a screen height above 0 and at most 1000000 points, found 0"
    ),
    // Screens are numbered from 1; 0 is no screen.
    (
      record(#"{"t":1,"type":"notification","name":"willShow","end":[0,508,390,336],"screen":0}"#),
      "line 2: screen: expected a screen number of 1 or more (1 is the recorded view's screen), found 0"
    ),
    // A key given twice is refused, so that neither value wins without a word.
    (
      record(#"{"t":1,"type":"endTurn","t":0.5}"#),
      "line 2: t: expected each key once in an object, found it again (first on line 2)"
    ),
    // A lone surrogate is refused, and does not swallow the character after it.
    (
      record(#"{"t":1,"type":"endTurn","note":"\ud83d\u0041"}"#),
      #"line 2: expected a surrogate pair \uD800-\uDBFF followed by \uDC00-\uDFFF, found \uD83D\u0041"#
    ),
    (
      record(#"{"t":1,"type":"endTurn","note":"\ude00"}"#),
      #"line 2: expected a surrogate pair \uD800-\uDBFF followed by \uDC00-\uDFFF, found \uDE00"#
    ),
    (
      record(#"{"t":1,"type":"endTurn","note":"\ud83dA"}"#),
      #"line 2: expected a surrogate pair \uD800-\uDBFF followed by \uDC00-\uDFFF, found \uD83D"#
    ),
  ])
  func refusedWithExactMessage(input: String, message: String) {
    #expect {
      try KeyboardTraceParser.parse(input)
    } throws: { error in
      (error as? KeyboardTraceError)?.description == message
    }
  }

  @Test func aSurrogatePairKeepsTheCharacterAfterIt() throws {
    let header =
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,390,844],"#
      + #""container":{"frame":[0,0,390,844]},"device":"\ud83d\ude00A\u00e9"}"#
    #expect(try KeyboardTraceParser.parse(header).header.device == "😀Aé")
  }

  @Test func duplicateKeysInLargeObjectsAreFound() {
    let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    #expect {
      try KeyboardTraceParser.parse(Self.record(#"{"t":1,"type":"endTurn",\#(members),"k7":0}"#))
    } throws: { error in
      (error as? KeyboardTraceError)?.description
        == "line 2: k7: expected each key once in an object, found it again (first on line 2)"
    }
  }

  /// What iOS really sends stays valid: `CGRect.zero` frames, zero-height end frames, duration 0.
  @Test func whatTheKeyboardReallySendsIsAccepted() throws {
    let lines = [
      #"{"t":1,"type":"notification","name":"willChangeFrame","end":[0,0,0,0]}"#,
      #"{"t":1,"type":"notification","name":"willHide","end":[0,844,390,0],"duration":0}"#,
      #"{"t":2,"type":"sample","frame":[0,0,0,0]}"#,
    ]
    let trace = try KeyboardTraceParser.parse(Self.header + "\n" + lines.joined(separator: "\n"))
    #expect(trace.records.count == 3)
    guard case .notification(let hide) = trace.records[1] else {
      Issue.record("expected a notification")
      return
    }
    #expect(hide.duration == 0)
    #expect(hide.endFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test func aLineLongerThanTheCapIsRefused() throws {
    let cap = KeyboardTraceParser.maximumLineLength
    #expect(cap == 1_048_576)
    // Blank lines of exactly the cap are fine; one byte more is an error naming the line.
    let atCap = Self.header + "\n" + String(repeating: " ", count: cap) + "\n" + #"{"t":1,"type":"endTurn"}"#
    #expect(try KeyboardTraceParser.parse(atCap).records == [.endTurn(time: 1)])
    let over = Self.header + "\n" + String(repeating: " ", count: cap + 1)
    #expect {
      try KeyboardTraceParser.parse(over)
    } throws: { error in
      (error as? KeyboardTraceError)?.description
        == "line 2: expected a line of at most 1048576 bytes, found a longer one"
    }
  }
}
