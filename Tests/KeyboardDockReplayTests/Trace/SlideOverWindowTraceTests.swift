import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

/// A Slide Over view above a toolbar keeps its window's frame through a trace, so a replay measures
/// the keyboard as the device did.
///
/// A trace that dropped `windowFrameInScreen` would take the view's frame for the window's, and add
/// the toolbar's 50 pt to the keyboard.
@Suite("Trace format: a Slide Over window")
struct SlideOverWindowTraceTests {
  static let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  // A window 20 pt above the screen's bottom, and a view 50 pt above the window's bottom (a toolbar).
  static let window = CGRect(x: 649, y: 20, width: 375, height: 1326)
  static let container = KeyboardContainer(
    frameInScreen: CGRect(x: 649, y: 20, width: 375, height: 1276), screenBounds: screen,
    screen: .tracedViewScreen, isSlideOver: true, windowFrameInScreen: window)
  /// The keyboard as the app in Slide Over is told: without the 20 pt below its window.
  static let reported = CGRect(x: 0, y: 946, width: 1024, height: 400)

  @Test func aContainerRecordKeepsItsWindow() throws {
    let line = try KeyboardTraceRecord.container(time: 1, Self.container).jsonLine()
    #expect(line.contains(#""window":[649,20,375,1326]"#))
    let decoded = try JSONDecoder().decode(KeyboardTraceRecord.self, from: Data(line.utf8))
    guard case .container(_, let replayed) = decoded else {
      Issue.record("not a container record: \(decoded)")
      return
    }
    #expect(replayed.windowFrameInScreen == Self.window)
    // On the device: the keyboard's top is 20 pt lower than reported, 966; the view's bottom is 1296.
    #expect(KeyboardGeometry.overlap(of: Self.reported, with: Self.container) == 330)
    #expect(KeyboardGeometry.overlap(of: Self.reported, with: replayed) == 330)
  }

  @Test func theHeaderKeepsItsWindow() throws {
    let header = KeyboardTraceHeader(container: Self.container)
    let trace = try KeyboardTraceParser.parse(try header.jsonLine() + "\n")
    #expect(trace.header.container.windowFrameInScreen == Self.window)
  }

  @Test func aWindowIsReadLikeEveryRectangle() {
    let header =
      #"{"format":"kbdock-trace","version":1,"screen":[0,0,1024,1366],"#
      + #""container":{"frame":[649,20,375,1276],"isSlideOver":true,"window":[649,20,-375,1326]}}"#
    let error = #expect(throws: KeyboardTraceError.self) { try KeyboardTraceParser.parse(header + "\n") }
    #expect(
      error?.description
        == "line 1: container.window[2]: expected a width from 0 to 1000000 points, found -375")
  }
}
