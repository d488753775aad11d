import Foundation
import KeyboardDockCore
import Testing

/// The README's "The engine" snippet, verbatim, with its comments' numbers asserted.
///
/// So the README cannot drift from the code.
@Suite("README snippets")
struct ReadmeSnippetTests {
  @Test func engineSnippet() throws {
    var machine = KeyboardStateMachine()
    let container = KeyboardContainer.fullScreen(
      width: 390, height: 844, safeAreaInsets: DockEdgeInsets(top: 47, bottom: 34))
    let show = try KeyboardEvent(
      .willShow, begin: CGRect(x: 0, y: 844, width: 390, height: 336),
      end: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7, at: 0)
    _ = machine.handle(show, in: container)
    let during = machine.dockLayout(at: 0.08, in: container).bottomOffset
    let target = machine.targetDockLayout(in: container).bottomOffset

    #expect(abs(during - 144.11) <= 0.01)
    #expect(target == 336)
  }
}
