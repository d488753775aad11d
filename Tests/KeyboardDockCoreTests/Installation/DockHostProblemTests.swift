import Testing

@testable import KeyboardDockCore

@Suite("DockHostProblem: a bar is never installed where it would silently misbehave")
struct DockHostProblemTests {
  @Test(arguments: [
    (false, false, nil),
    (true, false, DockHostProblem.viewIsScrollView(viewController: "VC")),
    (false, true, DockHostProblem.contentAvoidsKeyboardItself(viewController: "VC")),
    (true, true, DockHostProblem.contentAvoidsKeyboardItself(viewController: "VC")),
  ])
  func check(viewIsScrollView: Bool, avoidsKeyboardItself: Bool, expected: DockHostProblem?) {
    let problem = DockHostProblem.check(
      viewController: "VC", viewIsScrollView: viewIsScrollView, avoidsKeyboardItself: avoidsKeyboardItself)
    #expect(problem == expected)
  }

  @Test func messagesNameTheViewControllerAndTheRemedy() {
    let scroll = DockHostProblem.viewIsScrollView(viewController: "InboxTableViewController").message
    #expect(scroll.contains("InboxTableViewController"))
    #expect(scroll.contains("KeyboardDockViewController(contentViewController:)"))
    let table = DockHostProblem.contentAvoidsKeyboardItself(viewController: "InboxTableViewController")
      .message
    #expect(table.contains("view = tableView"))
  }
}
