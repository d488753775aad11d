import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

@Suite("Trace format: encoding and decoding")
struct KeyboardTraceCodingTests {
  static let header = KeyboardTraceHeader(
    container: KeyboardContainer(
      frameInScreen: CGRect(x: 0, y: 0, width: 390, height: 844),
      safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34), screen: .tracedViewScreen),
    system: "iOS 17.4", device: "iPhone15,2")

  @Test func headerEncodesToTheContractShape() throws {
    #expect(
      try Self.header.jsonLine()
        == #"{"container":{"frame":[0,0,390,844],"safeArea":{"bottom":34,"left":0,"right":0,"top":47}},"#
        + #""device":"iPhone15,2","format":"kbdock-trace","screen":[0,0,390,844],"#
        + #""system":"iOS 17.4","version":1}"#
    )
  }

  @Test(arguments: [
    (
      KeyboardTraceRecord.notification(
        KeyboardNotification(
          kind: .willShow, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 336),
          endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, isLocal: true,
          screen: KeyboardScreenID(rawValue: 1), timestamp: 1)),
      #"{"begin":[0,844,390,336],"curve":7,"duration":0.25,"end":[0,508,390,336],"isLocal":true,"#
        + #""name":"willShow","screen":1,"t":1,"type":"notification"}"#
    ),
    (
      .notification(KeyboardNotification(kind: .didHide, timestamp: 2.5)),
      #"{"name":"didHide","t":2.5,"type":"notification"}"#
    ),
    (
      .sample(time: 1.3, frame: CGRect(x: 0, y: 600, width: 390, height: 336)),
      #"{"frame":[0,600,390,336],"t":1.3,"type":"sample"}"#
    ),
    (.endTurn(time: 1), #"{"t":1,"type":"endTurn"}"#),
    (
      .container(
        time: 2,
        KeyboardContainer(
          frameInScreen: CGRect(x: 0, y: 0, width: 844, height: 390),
          safeAreaInsets: DockEdgeInsets(left: 47, bottom: 21, right: 47), screen: .tracedViewScreen)),
      #"{"frame":[0,0,844,390],"isSlideOver":false,"safeArea":{"bottom":21,"left":47,"right":47,"top":0},"#
        + #""screen":[0,0,844,390],"t":2,"type":"container"}"#
    ),
    (.foreground(time: 3, keyboardFrame: nil), #"{"keyboardFrame":null,"t":3,"type":"foreground"}"#),
    (
      .foreground(time: 3, keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336)),
      #"{"keyboardFrame":[0,508,390,336],"t":3,"type":"foreground"}"#
    ),
    (.text(time: 3.5, contentHeight: 56), #"{"contentHeight":56,"t":3.5,"type":"text"}"#),
  ])
  func recordEncodesAndParsesBack(record: KeyboardTraceRecord, line: String) throws {
    #expect(try record.jsonLine() == line)
    let trace = try KeyboardTraceParser.parse(try Self.header.jsonLine() + "\n" + line + "\n")
    #expect(trace.records == [record])
    #expect(trace.header == Self.header)
    let decoded = try JSONDecoder().decode(KeyboardTraceRecord.self, from: Data(line.utf8))
    #expect(decoded == record)
  }

  @Test func headerDecodesWithJSONDecoder() throws {
    let data = Data(try Self.header.jsonLine().utf8)
    #expect(try JSONDecoder().decode(KeyboardTraceHeader.self, from: data) == Self.header)
  }

  @Test func decoderErrorNamesTheField() {
    let line = #"{"t":"soon","type":"endTurn"}"#
    #expect {
      try JSONDecoder().decode(KeyboardTraceRecord.self, from: Data(line.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "t: expected a number, found the string \"soon\""
    }
  }
}
