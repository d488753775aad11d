import Foundation
import KeyboardDockCore
import KeyboardDockReplay
import KeyboardDockTrace
import Testing

/// A replayed trace ignores a keyboard on another screen exactly as the device did.
///
/// A trace numbers screens, `1` being the recorded view's (See *How the iOS keyboard behaves*, "Keyboards on
/// other screens").
@Suite("Trace screens")
struct TraceScreenTests {
  static let trace = """
    {"container":{"frame":[0,0,390,844],"safeArea":{"bottom":34,"left":0,"right":0,"top":47}},\
    "format":"kbdock-trace","screen":[0,0,390,844],"version":1}
    {"begin":[0,844,390,336],"curve":7,"duration":0.25,"end":[0,508,390,336],"name":"willShow",\
    "screen":2,"t":1,"type":"notification"}
    {"t":1,"type":"endTurn"}
    {"frame":[0,0,390,844],"safeArea":{"bottom":34,"left":0,"right":0,"top":47},"t":1.5,"type":"container"}
    """

  @Test func readingGivesContainersTheRecordedViewsScreen() throws {
    // Given a trace whose header and container record name no screen
    let trace = try KeyboardTraceParser.parse(Self.trace)

    // Then both containers are on screen 1
    #expect(trace.header.container.screen == KeyboardScreenID(rawValue: 1))
    guard case .container(_, let container)? = trace.records.last else {
      Issue.record("expected a container record last")
      return
    }
    #expect(container.screen == KeyboardScreenID(rawValue: 1))
  }

  @Test func anotherScreensKeyboardDoesNotMoveTheBar() throws {
    // Given a show for screen 2 while the recorded view is on screen 1
    let trace = try KeyboardTraceParser.parse(Self.trace)

    // When it is replayed
    let result = Replay.run(trace: trace, name: "other-screen")

    // Then KeyboardDock's bar rests on the safe area (844 − 34 = 810) on every frame
    let bar = try #require(result.recording.tracks.first)
    #expect(!bar.barBottoms.isEmpty)
    #expect(bar.barBottoms.allSatisfy { $0 == 810 })
  }
}
