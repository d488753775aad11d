// The accessibility audit of both chats (Xcode 15's `performAccessibilityAudit`), with the keyboard up
// and with the attachment panel up. NEVER COMPILED here, like the rest of the UI test: on Linux it is
// type-checked against Xcode 12's XCTest headers plus TypeCheck/XCTest+AccessibilityAudit.h, which
// declares the audit for that check alone.
//
// Each issue is an XCTest failure naming the screen, the state, the audit type and the element, and a
// `FAIL` line in accessibility-audit.txt beside the handshake folder, which the Self-test workflow's
// "Accessibility audit" step reads: no file is never a pass. Every audit type iOS offers runs; two issue
// kinds are exempted, each for a reason stated at `isExempt(_:)`.
import XCTest

extension SelfTestUITests {
  /// Every audit type iOS offers.
  ///
  /// `action` and `parentChild` exist on macOS only.
  static let auditTypes: XCUIAccessibilityAuditType = [
    .contrast, .elementDetection, .hitRegion, .sufficientElementDescription, .dynamicType, .textClipped,
    .trait,
  ]

  /// Runs after `testSelfTest` (XCTest runs a class's tests in name order), so that the self-test
  /// starts from a fresh install, as it always has.
  @MainActor
  func testSelfTestAccessibilityAudit() throws {
    continueAfterFailure = true
    var report: [String] = []
    let app = XCUIApplication()
    app.launch()
    for screen in ["UIKit Chat", "SwiftUI Chat"] {
      let row = app.staticTexts[screen].firstMatch
      guard waitUntil(20, { row.exists }) else {
        report.append(fail("\(screen): no row in the catalog"))
        continue
      }
      row.tap()
      let field = app.textViews.firstMatch
      guard waitUntil(10, { field.exists }) else {
        report.append(fail("\(screen): no text view"))
        continue
      }
      field.tap()
      guard waitUntil(10, { app.keyboards.count > 0 }) else {
        report.append(fail("\(screen): no keyboard after a tap in the text view"))
        continue
      }
      report += audit(app, screen: screen, state: "keyboard up")
      app.buttons["Add Attachment"].firstMatch.tap()
      if waitUntil(10, { app.buttons["Photo"].firstMatch.exists }) {
        report += audit(app, screen: screen, state: "panel up")
      } else {
        report.append(fail("\(screen): the attachment panel did not appear"))
      }
      app.navigationBars.buttons.element(boundBy: 0).tap()
    }
    app.terminate()
    writeAuditReport(report)
  }

  /// Audits the app as it is; returns a `PASS` line, or one `FAIL` line per issue.
  @MainActor
  private func audit(_ app: XCUIApplication, screen: String, state: String) -> [String] {
    var lines: [String] = []
    do {
      try app.performAccessibilityAudit(for: Self.auditTypes) { issue in
        if self.isExempt(issue) { return true }
        lines.append(
          self.fail(
            "\(screen), \(state): \(issue.compactDescription) [type \(issue.auditType.rawValue)]"
              + " on \(self.describe(issue.element)): \(issue.detailedDescription)"))
        return true
      }
    } catch {
      lines.append(fail("\(screen), \(state): the audit did not run: \(error)"))
    }
    return lines.isEmpty ? ["PASS \(screen), \(state)"] : lines
  }

  /// The two exemptions.
  ///
  /// - Dynamic Type on the bar's send and attach buttons: their icons stop growing at XXXL on
  ///   purpose (`maximumContentSizeCategory`, `.dynamicTypeSize(...)`), so the text keeps its width
  ///   at AX5, and the Large Content Viewer shows them beyond, as Apple's guidance for bar buttons
  ///   asks.
  /// - Any issue on an element outside the app (the keyboard belongs to another process).
  @MainActor
  private func isExempt(_ issue: XCUIAccessibilityAuditIssue) -> Bool {
    guard let element = issue.element else { return false }
    if issue.auditType == .dynamicType, ["Send", "Add Attachment", "Keyboard"].contains(element.label) {
      return true
    }
    return element.elementType == .keyboard || element.elementType == .key
  }

  @MainActor
  private func describe(_ element: XCUIElement?) -> String {
    guard let element else { return "no element" }
    let identifier = element.identifier.isEmpty ? "" : " #\(element.identifier)"
    return "\(element.elementType.rawValue) \"\(element.label)\"\(identifier) at \(element.frame)"
  }

  /// Records `message` as a test failure and returns its report line.
  private func fail(_ message: String) -> String {
    record(XCTIssue(type: .assertionFailure, compactDescription: message))
    return "FAIL \(message)"
  }

  /// Polls `condition` every 0.1 s for at most `seconds`; whether it became true.
  @MainActor
  private func waitUntil(_ seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return true
  }

  /// accessibility-audit.txt in the handshake folder's parent (the results folder in the workflow).
  private func writeAuditReport(_ lines: [String]) {
    let path =
      ProcessInfo.processInfo.environment["KEYBOARDDOCK_SELFTEST_DIR"]
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("KeyboardDockSelfTest")
    let url = URL(fileURLWithPath: path, isDirectory: true).deletingLastPathComponent()
      .appendingPathComponent("accessibility-audit.txt")
    try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
  }
}
