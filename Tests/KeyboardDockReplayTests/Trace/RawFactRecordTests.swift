import Foundation
import KeyboardDockCore
import KeyboardDockTrace
import Testing

@testable import KeyboardDockReplay

/// The `pan` and `responder` records: the raw facts the tracker hands the driver, recorded so that a
/// trace replays them as they were read on the device.
@Suite("Trace format: the pan and responder records")
struct RawFactRecordTests {
  static func trace(_ lines: String...) -> String {
    ([TraceLines.header] + lines).joined(separator: "\n") + "\n"
  }

  @Test func aPanRecordEncodesAndParsesBack() throws {
    let record = KeyboardTraceRecord.pan(
      time: 1.5,
      KeyboardPan(
        phase: .changed, touch: CGPoint(x: 195, y: 600.5), dismissMode: .interactiveWithAccessory,
        dismissPadding: 52))
    let line = try record.jsonLine()
    #expect(
      line
        == #"{"dismissMode":"interactiveWithAccessory","dismissPadding":52,"phase":"changed","#
        + #""t":1.5,"touch":[195,600.5],"type":"pan"}"#)
    #expect(try KeyboardTraceParser.parse(Self.trace(line)).records == [record])
    #expect(record.typeName == "pan")
    #expect(record.time == 1.5)
  }

  /// A pan with nothing but its phase, as an adapter that reads no more writes it; a touch that is
  /// not finite and a padding below 0 are written as the driver reads them: none and 0.
  @Test func aPanWithUnknownFactsIsWrittenAsTheDriverReadsIt() throws {
    let ended = KeyboardTraceRecord.pan(time: 2, KeyboardPan(phase: .ended))
    #expect(try ended.jsonLine() == #"{"dismissPadding":0,"phase":"ended","t":2,"type":"pan"}"#)
    #expect(try KeyboardTraceParser.parse(Self.trace(try ended.jsonLine())).records == [ended])
    let odd = KeyboardTraceRecord.pan(
      time: 2, KeyboardPan(phase: .began, touch: CGPoint(x: CGFloat.nan, y: 3), dismissPadding: -4))
    #expect(try odd.jsonLine() == #"{"dismissPadding":0,"phase":"began","t":2,"type":"pan"}"#)
  }

  @Test func aResponderRecordEncodesAndParsesBack() throws {
    for exists in [true, false] {
      let record = KeyboardTraceRecord.responder(time: 0.75, exists: exists)
      let line = try record.jsonLine()
      #expect(line == #"{"exists":\#(exists),"t":0.75,"type":"responder"}"#)
      #expect(try KeyboardTraceParser.parse(Self.trace(line)).records == [record])
    }
  }

  @Test(arguments: [
    (
      #"{"t":1,"type":"pan","phase":"moved"}"#,
      #"line 2: phase: expected one of began, changed, ended, found "moved""#
    ),
    (
      #"{"t":1,"type":"pan"}"#,
      "line 2: phase: expected a string, found nothing"
    ),
    (
      #"{"t":1,"type":"pan","phase":"began","dismissMode":"onTap"}"#,
      #"line 2: dismissMode: expected one of none, onDrag, interactive, interactiveWithAccessory, "#
        + #"found "onTap""#
    ),
    (
      #"{"t":1,"type":"pan","phase":"began","touch":[1]}"#,
      "line 2: touch: expected a point [x, y] of 2 finite numbers"
    ),
    (
      #"{"t":1,"type":"pan","phase":"began","touch":[1,NaN]}"#,
      "line 2: touch: expected a point [x, y] of 2 finite numbers"
    ),
    (
      #"{"t":1,"type":"pan","phase":"began","dismissPadding":-1}"#,
      "line 2: dismissPadding: expected a dismiss padding from 0 to 1000000 pt, found -1"
    ),
    (
      #"{"t":1,"type":"responder"}"#,
      "line 2: exists: expected true or false"
    ),
    (
      #"{"t":1,"type":"responder","exists":1}"#,
      "line 2: exists: expected true or false, found the number 1"
    ),
  ])
  func badValuesNameTheLineAndField(line: String, message: String) {
    do {
      _ = try KeyboardTraceParser.parse(Self.trace(line))
      Issue.record("\(line) parsed")
    } catch {
      #expect("\(error)".hasSuffix(message), "\(error)")
    }
  }

  /// Replayed, the recorded facts reach the driver as the tracker handed them over.
  @Test func theDriverIsToldTheRecordedFacts() {
    var driver = KeyboardDockDriver(barHeight: 52)
    let pan = KeyboardPan(phase: .began, touch: CGPoint(x: 195, y: 600), dismissMode: .interactive)
    #expect(
      KeyboardDockStrategy.input(for: .pan(time: 1, pan), context: .outside, driver: &driver)
        == .pan(pan, at: 1))
    #expect(
      KeyboardDockStrategy.input(for: .responder(time: 2, exists: false), context: .outside, driver: &driver)
        == .textInputResponder(exists: false, at: 2))
  }
}
