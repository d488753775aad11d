import Foundation
import KeyboardDockCore
import Testing

/// Which of UIKit's newer APIs the adapters take, by the running system's version: the one gate.
@Suite("SystemPaths: the APIs of iOS 17, 18 and 26 by system version")
struct SystemPathsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var system: SystemVersion?
    var layoutGuide: Bool
    var updateLink: Bool
    var messages: Bool
    var testDescription: String { system.map { "iOS \($0.major).\($0.minor)" } ?? "unknown" }
  }

  static let cases: [Case] = [
    Case(system: nil, layoutGuide: false, updateLink: false, messages: false),
    Case(system: SystemVersion(15), layoutGuide: false, updateLink: false, messages: false),
    Case(system: SystemVersion(16, 7), layoutGuide: false, updateLink: false, messages: false),
    Case(system: SystemVersion(17), layoutGuide: true, updateLink: false, messages: false),
    Case(system: SystemVersion(17, 6, 1), layoutGuide: true, updateLink: false, messages: false),
    Case(system: SystemVersion(18), layoutGuide: true, updateLink: true, messages: false),
    Case(system: SystemVersion(25, 9), layoutGuide: true, updateLink: true, messages: false),
    Case(system: SystemVersion(26), layoutGuide: true, updateLink: true, messages: true),
    Case(system: SystemVersion(26, 2), layoutGuide: true, updateLink: true, messages: true),
    Case(system: SystemVersion(27), layoutGuide: true, updateLink: true, messages: true),
  ]

  @Test(arguments: cases)
  func paths(_ c: Case) {
    let paths = SystemPaths(system: c.system)
    #expect(paths.configuresLayoutGuide == c.layoutGuide)
    #expect(paths.endsTurnBeforeUpdateCommit == c.updateLink)
    #expect(paths.readsKeyboardMessages == c.messages)
  }

  @Test func theVersionStringsUIKitReportsReadAsTheirSystem() {
    #expect(SystemPaths(system: SystemVersion(parsing: "26.2")).readsKeyboardMessages)
    #expect(!SystemPaths(system: SystemVersion(parsing: "17.7.2")).endsTurnBeforeUpdateCommit)
    #expect(SystemPaths(system: SystemVersion(parsing: "18.0")).endsTurnBeforeUpdateCommit)
    #expect(SystemPaths(system: SystemVersion(parsing: "")) == SystemPaths(system: nil))
  }
}
