/// Every key the scenario format knows, object by object: a key not listed is an error.
enum ScenarioKeys {
  static let root = [
    "format", "version", "name", "title", "summary", "device", "system", "container", "dock", "scroll",
    "text",
    "duration", "conditions", "faults", "withoutFaults", "timeline", "expectations",
  ]
  static let device = ["model", "screen", "scale"]
  static let container = [
    "frame", "safeArea", "topBars", "tabBar", "isSlideOver", "window", "framesInWindow",
  ]
  static let containerEvent = ["t", "type", "screen"] + container
  static let insets = ["top", "left", "bottom", "right"]
  static let dock = [
    "barHeight", "usesBottomSafeArea", "followsUndockedKeyboard", "followsNonLocalKeyboard",
    "keyboardSpacing",
    "minimumBottomInset", "restingSpacing",
  ]
  static let scroll = [
    "contentHeight", "contentInset", "contentOffset", "isInverted", "adjustmentBehavior", "liftPolicy",
  ]
  static let text = [
    "lineHeight", "verticalInset", "minimumLineCount", "maximumLineCount", "contentHeight", "reservedHeight",
  ]
  static let conditions = [
    "commitLatency", "commitLatencies", "frameRate", "hitches", "interruptions", "keyboardSpring",
    "crossFade",
    "probe", "system", "floatingBarGap", "faults", "unknownFacts",
  ]
  /// A source fault written as an object.
  static let fault = [
    "fault", "offset", "dismissalOffset", "delay", "frames", "share", "showDelay", "dragFraction", "excess",
    "samples", "frame", "bounces",
  ]
  static let hitch = ["start", "duration"]
  static let keyboardSpring = ["mass", "stiffness", "damping", "duration"]
  static let expectation = [
    "t", "barBottom", "overlap", "contentInset", "contentOffset", "barHeight", "phase", "tolerance",
  ]
  /// The keys of each timeline event, by its `type`.
  static let events: [String: [String]] = [
    "show": ["t", "type", "frame", "duration", "curve", "isLocal"],
    "hide": ["t", "type", "duration", "curve"],
    "switchField": ["t", "type", "frame"],
    "panel": ["t", "type", "height"],
    "drag": ["t", "type", "fromY", "toY", "duration", "velocity", "accessoryHeight"],
    "container": containerEvent,
    "text": ["t", "type", "contentHeight"],
    "notification": ["t", "type", "name", "begin", "end", "duration", "curve", "isLocal", "screen"],
    "sample": ["t", "type", "frame"],
    "foreground": ["t", "type", "keyboardFrame"],
    "keyboard": ["t", "type", "frame"],
  ]

  /// Checks the keys of the insets object at `key` of `object`, if there is one.
  static func rejectUnknownInsetKeys(_ object: JSONObjectReader, _ key: String) throws {
    guard object.value(key) != nil, let insets = try? object.object(key) else { return }
    try insets.rejectUnknownKeys(Self.insets)
  }
}
