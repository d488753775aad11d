import KeyboardDockSelfTestJudge
import KeyboardDockTrace
import Testing

/// The self-test's scripted session as a value: its order, the keyboard it leaves after each step, and the
/// drag that only a person can do.
@Suite("SelfTest script")
struct SelfTestScriptTests {
  @Test func theUnattendedSessionWarmsUpThenRunsEveryStepAndEndsWithoutAKeyboard() throws {
    let script = SelfTestScript.session(isAttended: false)
    #expect(script.steps.count == 28)
    #expect(Array(script.steps.prefix(2)) == [.warmUpShow, .warmUpHide])
    #expect(script.steps.filter { !$0.isMeasured } == [.warmUpShow, .warmUpHide])
    let after = try #require(script.keyboardAfterEachStep)
    #expect(after.count == 28)
    #expect(after.last == false)
    #expect(after.filter { $0 }.count == 20)
    for step: SelfTestStep in [
      .switchField, .switchBack, .keyboardTypeWithoutQuickType, .defaultKeyboardType, .quickTypeOff,
      .quickTypeOn, .panelShown, .panelHidden, .hideIntoShow, .showIntoHide, .rotateToLandscape,
      .rotateToPortrait, .hide(.button), .hide(.returnAction), .hide(.timer), .probeFieldShow,
    ] {
      #expect(script.steps.contains(step), "\(step.name)")
    }
    #expect(script.steps.filter(\.isSkipped) == [.tapHide(isAttended: false), .drag(isAttended: false)])
    #expect(Array(script.steps.suffix(2)) == [.drag(isAttended: false), .hide(.button)])
  }

  @Test func theAttendedSessionEndsWithThePersonsDrag() throws {
    let script = SelfTestScript.session(isAttended: true)
    #expect(script.steps.count == 26)
    #expect(script.steps.last == .drag(isAttended: true))
    #expect(script.steps.filter(\.isSkipped).isEmpty)
    #expect(script.steps.filter(\.needsTouch) == [.tapHide(isAttended: true), .drag(isAttended: true)])
    #expect(try #require(script.keyboardAfterEachStep).suffix(2) == [true, false])
  }

  @Test func aStepThatDoesNotFitTheKeyboardMakesTheScriptInvalid() {
    #expect(SelfTestScript(steps: [.hide(.button)]).keyboardAfterEachStep == nil)
    #expect(SelfTestScript(steps: [.show, .show]).keyboardAfterEachStep == nil)
    #expect(SelfTestScript(steps: [.quickTypeOff]).keyboardAfterEachStep == nil)
    #expect(SelfTestScript(steps: [.show, .hideIntoShow]).keyboardAfterEachStep == nil)
    #expect(
      SelfTestScript(steps: [.hideIntoShow, .show, .showIntoHide]).keyboardAfterEachStep == [
        false, true, true,
      ])
  }

  @Test func theTimingsAreTheIssues() {
    #expect(SelfTestScript.hideIntoShowDelay == 0.05)
    #expect(SelfTestScript.showIntoHideDelay == 0.08)
    #expect(SelfTestStep.hide(.returnAction).name == "hide (Return action)")
    #expect(SelfTestStep.drag(isAttended: false).name == "drag (skipped: unattended)")
  }

  @Test func thePanelNeverStandsForASoftwareKeyboard() throws {
    let script = SelfTestScript.session(isAttended: true)
    let expected = try #require(script.expectedKeyboards)
    #expect(expected.count == script.steps.count)
    let panel = try #require(script.steps.firstIndex(of: .panelShown))
    #expect(expected[panel] == .panel)
    #expect(expected[panel + 1] == .software)
    #expect(expected.filter { $0 == .panel }.count == 1)
    #expect(expected.filter { $0 == .software }.count == 17)
    #expect(expected[0] == .software)
    #expect(expected[1] == .none)
    #expect(
      SelfTestScript(steps: [.show, .panelShown, .hide(.button), .show]).expectedKeyboards == [
        .software, .panel, .none, .software,
      ])
  }
}
