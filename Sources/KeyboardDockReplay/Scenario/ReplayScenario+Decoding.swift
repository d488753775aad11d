import Foundation
import KeyboardDockCore
import KeyboardDockTrace

extension ReplayScenario {
  /// The longest scenario accepted, in seconds.
  public static let maximumDuration = 3600.0

  /// Reads a scenario from JSON text (format `kbdock-scenario`, version 1).
  ///
  /// - Throws: `KeyboardTraceError` naming the line and field, e.g.
  ///   `line 12: timeline[2].frame: expected an array of 4 numbers [x, y, width, height], …`.
  public static func decode(_ data: Data) throws -> ReplayScenario {
    let json = try data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
        throw KeyboardTraceError(
          line: 1, field: nil,
          expected: "a scenario object {\"format\":\"kbdock-scenario\",\"version\":1,…}, found an empty file")
      }
      return try JSONTextReader.parse(bytes, endName: "file")
    }
    return try ReplayScenario(json: json)
  }

  /// Reads a scenario from parsed JSON and checks it; see ``decode(_:)``.
  init(json: JSONValue) throws {
    let root = try JSONObjectReader(json)
    try root.rejectUnknownKeys(ScenarioKeys.root)
    let format = root.value("format")
    guard case .string(Self.format)? = format?.kind else {
      throw root.error(
        "format", "\"\(Self.format)\", found \(format?.kindDescription ?? "nothing")", at: format)
    }
    let version = try root.integer("version")
    guard version == Self.currentVersion else {
      throw root.error("version", "\(Self.currentVersion), found \(version)", at: root.value("version"))
    }
    let name = try root.string("name")
    guard !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
    else {
      throw root.error(
        "name", "a non-empty name of letters, digits, '-', '_' or '.', found \"\(name)\"",
        at: root.value("name"))
    }
    let device = try Self.device(try root.object("device"))
    let container = try Self.container(try root.object("container"), current: nil)
    let dock = try Self.dock(try root.optionalObject("dock"))
    let scroll = try root.optionalObject("scroll").map { object in
      try Self.scroll(object)
    }
    let text = try root.optionalObject("text").map { object in
      try Self.text(object)
    }
    let duration = try root.optionalNumber("duration")
    if let duration, !(duration > 0 && duration <= Self.maximumDuration) {
      throw root.error(
        "duration",
        "a duration above 0 and at most \(Int(Self.maximumDuration)) s, found "
          + "\(ReplayFormat.shortest(duration))",
        at: root.value("duration"))
    }
    let timeline = try Self.timeline(try root.array("timeline"), container: container, screen: device.screen)
    var expectations: [ScenarioExpectation] = []
    if root.value("expectations") != nil {
      for (index, item) in try root.array("expectations").enumerated() {
        expectations.append(try Self.expectation(try JSONObjectReader(item, path: "expectations[\(index)]")))
      }
    }
    self.init(
      name: name, title: try root.optionalString("title") ?? name,
      summary: try root.optionalString("summary"),
      device: device, system: try root.optionalString("system"), container: container, dock: dock,
      scroll: scroll, text: text, timeline: timeline,
      expectations: expectations, duration: duration,
      conditions: try root.optionalObject("conditions").map { try ReplayConditions(json: $0) },
      faults: try ReplaySourceFault.faults(in: root),
      withoutFaults: try ReplaySourceFault.names(in: root, "withoutFaults"))
  }

  // MARK: Set-up

  private static func device(_ object: JSONObjectReader) throws -> ScenarioDevice {
    try object.rejectUnknownKeys(ScenarioKeys.device)
    let screen = try object.screenRect("screen")
    let scale = try object.optionalNumber("scale") ?? 3
    guard scale >= 1, scale <= 10 else {
      throw object.error(
        "scale", "a scale from 1 to 10 pixels per point, found \(ReplayFormat.shortest(scale))",
        at: object.value("scale"))
    }
    return ScenarioDevice(model: try object.optionalString("model"), screen: screen, scale: scale)
  }

  private static func container(
    _ object: JSONObjectReader, current: ScenarioContainer?
  ) throws -> ScenarioContainer {
    try object.rejectUnknownKeys(current == nil ? ScenarioKeys.container : ScenarioKeys.containerEvent)
    try ScenarioKeys.rejectUnknownInsetKeys(object, "safeArea")
    // The scenario's own container needs a frame; a `container` event keeps the current one.
    let frame = try current.map { try object.optionalRect("frame", sized: true) ?? $0.frame }
    return ScenarioContainer(
      frame: try frame ?? object.rect("frame", sized: true),
      safeArea: try object.optionalInsets("safeArea", bounded: true) ?? current?.safeArea ?? .zero,
      topBars: try length(object, "topBars") ?? current?.topBars ?? 0,
      tabBar: try length(object, "tabBar") ?? current?.tabBar ?? 0,
      isSlideOver: try object.optionalBool("isSlideOver") ?? current?.isSlideOver ?? false,
      window: try object.optionalRect("window", sized: true) ?? current?.window,
      framesInWindow: try object.optionalBool("framesInWindow") ?? current?.framesInWindow ?? false)
  }

  private static func dock(_ object: JSONObjectReader?) throws -> ScenarioDock {
    guard let object else { return ScenarioDock() }
    try object.rejectUnknownKeys(ScenarioKeys.dock)
    let defaults = DockConfiguration.default
    return ScenarioDock(
      barHeight: try length(object, "barHeight") ?? 52,
      configuration: DockConfiguration(
        usesBottomSafeArea: try object.optionalBool("usesBottomSafeArea") ?? defaults.usesBottomSafeArea,
        followsUndockedKeyboard: try object.optionalBool("followsUndockedKeyboard")
          ?? defaults.followsUndockedKeyboard,
        followsNonLocalKeyboard: try object.optionalBool("followsNonLocalKeyboard")
          ?? defaults.followsNonLocalKeyboard,
        keyboardSpacing: try length(object, "keyboardSpacing") ?? defaults.keyboardSpacing,
        minimumBottomInset: try length(object, "minimumBottomInset") ?? defaults.minimumBottomInset,
        restingSpacing: try length(object, "restingSpacing") ?? defaults.restingSpacing))
  }

  private static func scroll(_ object: JSONObjectReader) throws -> ScenarioScroll {
    try object.rejectUnknownKeys(ScenarioKeys.scroll)
    try ScenarioKeys.rejectUnknownInsetKeys(object, "contentInset")
    guard let contentHeight = try length(object, "contentHeight") else {
      throw object.error("contentHeight", "a number, found nothing")
    }
    var behavior = ContentInsetAdjustmentBehavior.automatic
    if let name = try object.optionalString("adjustmentBehavior") {
      guard let value = ContentInsetAdjustmentBehavior(rawValue: name) else {
        throw object.error(
          "adjustmentBehavior", "one of automatic, scrollableAxes, never, always, found \"\(name)\"",
          at: object.value("adjustmentBehavior"))
      }
      behavior = value
    }
    let offset = try object.optionalNumber("contentOffset", in: -1e7...1e7, "an offset", unit: "pt")
    var policy = KeyboardLiftPolicy.whenAtEnd
    if let name = try object.optionalString("liftPolicy") {
      guard let value = KeyboardLiftPolicy(rawValue: name) else {
        throw object.error(
          "liftPolicy", "one of always, whenAtEnd, persistent, never, found \"\(name)\"",
          at: object.value("liftPolicy"))
      }
      policy = value
    }
    return ScenarioScroll(
      contentHeight: contentHeight,
      contentInset: try object.optionalInsets("contentInset", bounded: true) ?? .zero,
      contentOffset: offset.map { CGFloat($0) }, isInverted: try object.optionalBool("isInverted") ?? false,
      adjustmentBehavior: behavior, liftPolicy: policy)
  }

  private static func text(_ object: JSONObjectReader) throws -> ScenarioText {
    try object.rejectUnknownKeys(ScenarioKeys.text)
    guard let lineHeight = try length(object, "lineHeight"), lineHeight > 0 else {
      let found = object.value("lineHeight") == nil ? "nothing" : "0"
      throw object.error(
        "lineHeight", "a line height above 0 and at most 1000000 pt, found \(found)",
        at: object.value("lineHeight"))
    }
    let minimum = try count(object, "minimumLineCount") ?? 1
    let maximum = try count(object, "maximumLineCount") ?? 5
    guard minimum <= maximum else {
      throw object.error(
        object.value("maximumLineCount") == nil ? "minimumLineCount" : "maximumLineCount",
        "a minimumLineCount no larger than the maximumLineCount, found \(minimum) and \(maximum)",
        at: object.value("maximumLineCount") ?? object.value("minimumLineCount"))
    }
    return ScenarioText(
      growth: TextGrowthConfiguration(
        lineHeight: lineHeight, verticalInset: try length(object, "verticalInset") ?? 16,
        minimumLineCount: minimum, maximumLineCount: maximum),
      contentHeight: try length(object, "contentHeight"),
      reservedHeight: try length(object, "reservedHeight") ?? 44)
  }

  // MARK: Timeline

  private static func timeline(
    _ items: [JSONValue], container: ScenarioContainer, screen: CGRect
  ) throws -> [ScenarioEvent] {
    var events: [ScenarioEvent] = []
    var current = container
    var screen = screen
    var previous = 0.0
    var busyUntil: (time: Double, index: Int)?
    for (index, item) in items.enumerated() {
      let object = try JSONObjectReader(item, path: "timeline[\(index)]")
      let time = try self.time(object, "t")
      if time < previous {
        throw object.error(
          "t",
          "a time not before \(ReplayFormat.shortest(previous)) (the previous event's), found "
            + "\(ReplayFormat.shortest(time))",
          at: object.value("t"))
      }
      if let busy = busyUntil, time < busy.time {
        throw object.error(
          "t",
          "a time at or after \(ReplayFormat.seconds(busy.time)), when the drag of timeline[\(busy.index)] "
            + "and its release have played out, found \(ReplayFormat.shortest(time))",
          at: object.value("t"))
      }
      previous = time
      let action = try self.action(object, current: &current, screen: &screen)
      if case .drag(let drag) = action { busyUntil = (time + drag.duration + 0.6, index) }
      events.append(ScenarioEvent(time, action))
    }
    return events
  }

  private static func action(
    _ object: JSONObjectReader, current: inout ScenarioContainer, screen: inout CGRect
  ) throws -> ScenarioAction {
    let type = try object.string("type")
    if let known = ScenarioKeys.events[type] { try object.rejectUnknownKeys(known) }
    switch type {
    case "show":
      return .show(
        ScenarioKeyboardMove(
          frame: try object.rect("frame", sized: true), duration: try duration(object, "duration") ?? 0.25,
          curve: try object.optionalInteger("curve") ?? 7, isLocal: try object.optionalBool("isLocal") ?? true
        ))
    case "hide":
      return .hide(
        duration: try duration(object, "duration") ?? 0.25, curve: try object.optionalInteger("curve") ?? 7)
    case "switchField":
      return .switchField(frame: try object.optionalRect("frame", sized: true))
    case "panel":
      return .panel(height: try panelHeight(object, screen: screen))
    case "drag":
      // A touch stays on the screen: its y runs from the screen's top to its bottom.
      let onScreen = Double(screen.minY)...Double(screen.maxY)
      let drag = ScenarioDrag(
        fromY: try object.number("fromY", in: onScreen, "a y on the screen", unit: "pt"),
        toY: try object.number("toY", in: onScreen, "a y on the screen", unit: "pt"),
        duration: try duration(object, "duration") ?? 0.5,
        releaseVelocity: try object.optionalNumber("velocity", in: -1e6...1e6, "a velocity", unit: "pt/s"),
        accessoryHeight: try length(object, "accessoryHeight") ?? 0)
      guard drag.duration <= 60 else {
        throw object.error(
          "duration", "a drag of at most 60 s, found \(ReplayFormat.shortest(drag.duration))",
          at: object.value("duration"))
      }
      return .drag(drag)
    case "container":
      let container = try self.container(object, current: current)
      current = container
      let newScreen = try object.optionalScreenRect("screen")
      if let newScreen { screen = newScreen }
      return .container(container, screen: newScreen)
    case "text":
      guard let height = try length(object, "contentHeight") else {
        throw object.error("contentHeight", "a number, found nothing")
      }
      return .text(contentHeight: height)
    case "notification":
      var notification = try notificationValues(object)
      notification.timestamp = 0
      return .notification(notification)
    case "sample":
      return .sample(frame: try object.rect("frame", sized: true))
    case "foreground":
      return .foreground(keyboardFrame: try object.optionalRect("keyboardFrame", sized: true))
    case "keyboard":
      return .keyboard(frame: try object.rect("frame", sized: true))
    default:
      throw object.error(
        "type", "one of \(ScenarioAction.typeNames.joined(separator: ", ")), found \"\(type)\"",
        at: object.value("type"))
    }
  }

  /// A notification's values, read with the trace format's rules.
  private static func notificationValues(_ object: JSONObjectReader) throws
    -> KeyboardNotification
  {
    var members = object.members
    members.removeAll { $0.key == "t" || $0.key == "type" }
    members.append(JSONMember(key: "t", value: JSONValue(.number(0), line: object.line)))
    members.append(JSONMember(key: "type", value: JSONValue(.string("notification"), line: object.line)))
    do {
      let record = try KeyboardTraceRecord(
        json: JSONValue(.object(members), line: object.line), previousScreen: nil)
      guard case .notification(let notification) = record else {
        return KeyboardNotification(kind: .willShow)
      }
      return notification
    } catch let error as KeyboardTraceError {
      throw KeyboardTraceError(
        line: error.line, field: error.field.map { object.fieldPath($0) }, expected: error.expected)
    }
  }

  /// A panel's height: above 0, and at most the screen's height, which a panel at the screen's
  /// bottom cannot exceed.
  private static func panelHeight(_ object: JSONObjectReader, screen: CGRect) throws -> CGFloat {
    let limit = Double(screen.height)
    let expected = "a panel height above 0 and at most the screen's \(ReplayFormat.shortest(limit)) pt"
    guard let value = object.value("height") else {
      throw object.error("height", "\(expected), found nothing")
    }
    let height = try JSONObjectReader.number(value, field: object.fieldPath("height"))
    guard height > 0, height <= limit else {
      throw object.error("height", "\(expected), found \(ReplayFormat.shortest(height))", at: value)
    }
    return CGFloat(height)
  }

  // MARK: Expectations

  private static let phases = KeyboardPhase.allCases.map(\.rawValue)

  private static func expectation(_ object: JSONObjectReader) throws
    -> ScenarioExpectation
  {
    try object.rejectUnknownKeys(ScenarioKeys.expectation)
    let phase = try object.optionalString("phase")
    if let phase, !phases.contains(phase) {
      throw object.error(
        "phase", "one of \(phases.joined(separator: ", ")), found \"\(phase)\"", at: object.value("phase"))
    }
    let tolerance =
      try object.optionalNumber(
        "tolerance", in: 0...JSONObjectReader.largestCoordinate, "a tolerance", unit: "pt")
      ?? 0.5
    // Positions no screen has would only ever fail, with a 300-digit number in the message.
    func position(_ key: String) throws -> Double? {
      try object.optionalNumber(key, in: -1e7...1e7, "a position", unit: "pt")
    }
    return ScenarioExpectation(
      at: try time(object, "t"), barBottom: try position("barBottom"),
      overlap: try position("overlap"), contentInset: try position("contentInset"),
      contentOffset: try position("contentOffset"),
      barHeight: try position("barHeight"),
      phase: phase, tolerance: tolerance)
  }

  // MARK: Values

  private static func time(_ object: JSONObjectReader, _ key: String) throws -> Double {
    try object.number(key, in: 0...maximumDuration, "a time", unit: "s")
  }

  private static func duration(_ object: JSONObjectReader, _ key: String) throws -> Double? {
    try object.optionalNumber(key, in: 0...maximumDuration, "a duration", unit: "s")
  }

  /// A length in points from 0 to 1,000,000.
  private static func length(_ object: JSONObjectReader, _ key: String) throws -> CGFloat? {
    try object.optionalNumber(key, in: 0...JSONObjectReader.largestCoordinate, "a length", unit: "pt")
      .map { CGFloat($0) }
  }

  private static func count(_ object: JSONObjectReader, _ key: String) throws -> Int? {
    guard let value = try object.optionalInteger(key) else { return nil }
    guard value >= 1, value <= 1000 else {
      throw object.error(key, "a line count from 1 to 1000, found \(value)", at: object.value(key))
    }
    return value
  }
}
