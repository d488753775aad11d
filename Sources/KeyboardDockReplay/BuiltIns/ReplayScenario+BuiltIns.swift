extension ReplayScenario {
  /// The built-in scenarios `kbdock` runs with no arguments, in table order.
  public static let builtIns: [ReplayScenario] = [
    .iPhoneShowHide, .quickTypeHeightChange, .interruptedTransitions, .quickTypeMidShow, .hideMidShow,
    .numberPadMidShow, .fieldSwitch, .interactiveDismissal, .interactiveSnapBack, .panelSwap,
    .rotation, .tabBar, .reduceMotion, .growingText, .invertedChat, .iPadFloatingKeyboard,
    .iPadUndockedKeyboardLeaves, .iPadHardwareKeyboard, .splitView, .nonLocalKeyboard, .stageManager,
    .formSheet,
    .slideOver, .windowCoordinates, .hideSeenEarly,
    .endFrameCorrected,
    .thirdPartyHeightSteps, .thirdPartyTransientHeights, .thirdPartyImposedHeights, .emojiSearch,
    .numberPadSwitch, .dragWrittenAsSamples,
  ]

  /// The built-in scenario called `name`, if any.
  public static func builtIn(named name: String) -> ReplayScenario? {
    builtIns.first { $0.name == name }
  }
}
