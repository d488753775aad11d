import KeyboardDockTrace
import Testing

/// The self-test's scripted session as a value: its order, the keyboard it leaves after each step, and the
/// drag that only a person can do.
@Suite("SelfTest script")
struct SelfTestScriptTests {
  @Test func theUnattendedSessionWarmsUpThenRunsEveryStepAndEndsWithoutAKeyboard() throws {
    let script = SelfTestScript.session(isAttended: false)
    #expect(script.steps.count == 23)
    #expect(Array(script.steps.prefix(2)) == [.warmUpShow, .warmUpHide])
    #expect(script.steps.filter { !$0.isMeasured } == [.warmUpShow, .warmUpHide])
    let after = try #require(script.keyboardAfterEachStep)
    #expect(after.count == 23)
    #expect(after.last == false)
    #expect(after.filter { $0 }.count == 17)
    for step: SelfTestStep in [
      .switchField, .switchBack, .keyboardTypeWithoutQuickType, .defaultKeyboardType, .quickTypeOff,
      .quickTypeOn, .panelShown, .panelHidden, .hideIntoShow, .showIntoHide, .rotateToLandscape,
      .rotateToPortrait, .hide(.button), .hide(.returnAction), .hide(.timer),
    ] {
      #expect(script.steps.contains(step), "\(step.name)")
    }
    #expect(script.steps.filter(\.isSkipped) == [.drag(isAttended: false)])
    #expect(Array(script.steps.suffix(2)) == [.drag(isAttended: false), .hide(.button)])
  }

  @Test func theAttendedSessionEndsWithThePersonsDrag() throws {
    let script = SelfTestScript.session(isAttended: true)
    #expect(script.steps.count == 22)
    #expect(script.steps.last == .drag(isAttended: true))
    #expect(script.steps.filter(\.isSkipped).isEmpty)
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
}
