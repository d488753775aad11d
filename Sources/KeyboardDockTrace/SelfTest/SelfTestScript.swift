/// The keyboard session the self-test drives, as a value: the steps, in order, that it runs on each chat.
///
/// The demo app's self-test (`KeyboardDockExamples`) executes it on a real UIKit; here it is data, so the
/// order, the expected keyboard at the end of each step and the timings are tested on Linux. A warm-up show
/// and hide come first. Every step ends by waiting for the keyboard to settle (``settleTime`` without
/// motion once the keyboard has reached the state the step expects, at most ``stepTimeout``). A tap and a
/// drag cannot be scripted from inside the app: the UI test performs them (or a person, when asked); an
/// unattended run with neither records that it skipped them.
package struct SelfTestScript: Sendable, Equatable {
  /// The steps, in order.
  package var steps: [SelfTestStep]

  /// Creates a script.
  package init(steps: [SelfTestStep]) {
    self.steps = steps
  }

  /// How long the keyboard and the bar must stay still before a step is over, in seconds: 0.3.
  package static let settleTime = 0.3
  /// The longest a step may take to settle, in seconds: 5; a step that takes longer times out and fails.
  package static let stepTimeout = 5.0
  /// The longest the person's drag may take, in seconds: 60.
  package static let dragTimeout = 60.0
  /// The delay of the hide into a show, in seconds: 0.05.
  package static let hideIntoShowDelay = 0.05
  /// The delay of the show into a hide, in seconds: 0.08.
  package static let showIntoHideDelay = 0.08

  /// The session the self-test runs on each chat.
  ///
  /// - Parameter isAttended: Whether someone outside the app (the UI test, or a person) is there to tap and
  ///   to drag; without one the tap and the drag are still listed, and the runner skips them.
  package static func session(isAttended: Bool) -> SelfTestScript {
    var steps: [SelfTestStep] = [
      .warmUpShow, .warmUpHide,
      .show, .switchField, .switchBack,
      .keyboardTypeWithoutQuickType, .defaultKeyboardType,
      .quickTypeOff, .quickTypeOn,
      .panelShown, .panelHidden,
      .hide(.button),
      .hideIntoShow, .show, .showIntoHide,
      .hide(.returnAction),
      .show, .hide(.timer),
      .probeFieldShow, .hide(.button),
      .show,
    ]
    // The tap and the drag hide the keyboard; skipped, a button does.
    steps += isAttended ? [.tapHide(isAttended: true)] : [.tapHide(isAttended: false), .hide(.button)]
    steps += [.show, .rotateToLandscape, .rotateToPortrait]
    steps += isAttended ? [.drag(isAttended: true)] : [.drag(isAttended: false), .hide(.button)]
    return SelfTestScript(steps: steps)
  }

  /// The keyboard each step expects once it has settled; `nil` where a step does not fit
  /// (``keyboardAfterEachStep``).
  ///
  /// The panel's steps expect the panel, which never stands for a software
  /// keyboard.
  package var expectedKeyboards: [SelfTestKeyboardExpectation]? {
    guard let after = keyboardAfterEachStep else { return nil }
    var isPanel = false
    return zip(steps, after).map { step, isShown in
      if step == .panelShown { isPanel = true }
      if step == .panelHidden || !isShown { isPanel = false }
      return isShown ? (isPanel ? .panel : .software) : .none
    }
  }

  /// Whether the keyboard is up after each step, starting from no keyboard; `nil` where a step does not fit
  /// (a show while shown, a hide while hidden, an edit with no keyboard).
  package var keyboardAfterEachStep: [Bool]? {
    var isShown = false
    var result: [Bool] = []
    for step in steps {
      guard let after = step.keyboard(after: isShown) else { return nil }
      isShown = after
      result.append(after)
    }
    return result
  }
}

/// How a dismissal is asked for.
package enum SelfTestDismissal: String, Sendable, Equatable, CaseIterable, Codable {
  /// A button's action resigns the first responder.
  case button
  /// The text view's Return action (the app sends it: an app cannot press keys).
  case returnAction = "Return action"
  /// A timer resigns the first responder, outside any touch.
  case timer
}

/// One step of the self-test's session.
package enum SelfTestStep: Sendable, Equatable, Codable {
  /// The first show, to load the keyboard; not measured against the bar.
  case warmUpShow
  /// The first hide; not measured against the bar.
  case warmUpHide
  /// The chat's field becomes first responder.
  case show
  /// A dismissal.
  case hide(SelfTestDismissal)
  /// A second field becomes first responder while the keyboard is up.
  case switchField
  /// The chat's field becomes first responder again.
  case switchBack
  /// The field's keyboard type becomes the number pad (no QuickType bar, another height).
  case keyboardTypeWithoutQuickType
  /// The field's keyboard type returns to the default.
  case defaultKeyboardType
  /// Autocorrection and spell checking off, then `reloadInputViews()`: the QuickType bar may go.
  case quickTypeOff
  /// Both back to the default, then `reloadInputViews()`.
  case quickTypeOn
  /// A panel replaces the keyboard through `inputView`.
  case panelShown
  /// The keyboard returns (`inputView` back to `nil`).
  case panelHidden
  /// A show, and a hide ``SelfTestScript/hideIntoShowDelay`` into it.
  case hideIntoShow
  /// A hide, and a show ``SelfTestScript/showIntoHideDelay`` into it.
  case showIntoHide
  /// The window scene asked for landscape (`requestGeometryUpdate`), where the device allows it.
  case rotateToLandscape
  /// The window scene asked for portrait again.
  case rotateToPortrait
  /// The self-test's own field, which carries a zero-height input accessory (the accessory frame source of
  /// assumption c), becomes first responder. The product's text view never gets one: iOS 26 misplaces the
  /// keyboard layout guide of a view with an accessory (FB18129551).
  case probeFieldShow
  /// A real touch on the "Hide keyboard" button hides the keyboard: the UI test's tap, or the person's;
  /// skipped without either.
  case tapHide(isAttended: Bool)
  /// The keyboard is dragged down from the list: the UI test's drag, or the person's; skipped without
  /// either.
  case drag(isAttended: Bool)

  /// The step's name in the report.
  package var name: String {
    switch self {
    case .warmUpShow: "warm-up show"
    case .warmUpHide: "warm-up hide"
    case .show: "show (becomeFirstResponder)"
    case .hide(let dismissal): "hide (\(dismissal.rawValue))"
    case .switchField: "field switch"
    case .switchBack: "field switch back"
    case .keyboardTypeWithoutQuickType: "number pad (no QuickType)"
    case .defaultKeyboardType: "default keyboard type"
    case .quickTypeOff: "QuickType off (reloadInputViews)"
    case .quickTypeOn: "QuickType on (reloadInputViews)"
    case .panelShown: "panel through inputView"
    case .panelHidden: "keyboard back from the panel"
    case .hideIntoShow: "hide 50 ms into a show"
    case .showIntoHide: "show 80 ms into a hide"
    case .rotateToLandscape: "rotation to landscape"
    case .rotateToPortrait: "rotation to portrait"
    case .probeFieldShow: "self-test field with an accessory"
    case .tapHide(let isAttended): isAttended ? "hide by a tap" : "hide by a tap (skipped: unattended)"
    case .drag(let isAttended): isAttended ? "drag" : "drag (skipped: unattended)"
    }
  }

  /// Whether the bar is measured against the keyboard in this step; the warm-up is not.
  package var isMeasured: Bool {
    switch self {
    case .warmUpShow, .warmUpHide: false
    default: true
    }
  }

  /// Whether the runner skips the step: the tap and the drag with nobody to do them.
  package var isSkipped: Bool {
    switch self {
    case .drag(false), .tapHide(false): true
    default: false
    }
  }

  /// Whether someone outside the app performs the step: the tap and the drag, when attended.
  package var needsTouch: Bool {
    switch self {
    case .drag(true), .tapHide(true): true
    default: false
    }
  }

  /// The keyboard after the step, given whether it was up before; `nil` where the step does not fit.
  package func keyboard(after isShown: Bool) -> Bool? {
    switch self {
    case .warmUpShow, .show, .probeFieldShow: isShown ? nil : true
    case .hideIntoShow: isShown ? nil : false
    case .warmUpHide, .hide: isShown ? false : nil
    case .showIntoHide: isShown ? true : nil
    case .switchField, .switchBack, .keyboardTypeWithoutQuickType, .defaultKeyboardType, .quickTypeOff,
      .quickTypeOn, .panelShown, .panelHidden, .rotateToLandscape, .rotateToPortrait:
      isShown ? true : nil
    case .drag(let isAttended), .tapHide(let isAttended): isShown ? !isAttended : nil
    }
  }
}
