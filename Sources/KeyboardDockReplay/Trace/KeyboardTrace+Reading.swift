import Foundation
import KeyboardDockCore
import KeyboardDockTrace

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Reading the trace format's values from JSON: the checks every reader of a trace shares.

extension KeyboardTraceHeader: Decodable {
  /// Decodes a header in the trace format; see ``KeyboardTraceParser`` for the checks.
  public init(from decoder: Decoder) throws {
    self = try JSONValue.decode(from: decoder) { json in
      try KeyboardTraceHeader(json: json)
    }
  }

  /// Reads a header from parsed JSON.
  package init(json: JSONValue) throws {
    let object = try JSONObjectReader(json)
    let format = object.value("format")
    guard case .string(Self.format)? = format?.kind else {
      throw object.error(
        "format",
        "\"\(Self.format)\" (a trace starts with its header line), "
          + "found \(format?.kindDescription ?? "nothing")",
        at: format)
    }
    let version = try object.integer("version")
    guard version == Self.currentVersion else {
      throw object.error("version", "\(Self.currentVersion), found \(version)", at: object.value("version"))
    }
    let screen = try object.screenRect("screen")
    let container = try object.object("container")
    self.init(
      container: KeyboardContainer(
        frameInScreen: try container.rect("frame", sized: true),
        safeAreaInsets: try container.optionalInsets("safeArea", bounded: true) ?? .zero,
        screenBounds: screen, screen: .tracedViewScreen,
        isSlideOver: try container.optionalBool("isSlideOver") ?? false,
        windowFrameInScreen: try container.optionalRect("window", sized: true)),
      system: try object.optionalString("system"),
      device: try object.optionalString("device"),
      barHeight: try object.optionalObject("bar").map { bar in
        CGFloat(
          try bar.number("height", in: 0...JSONObjectReader.largestCoordinate, "a bar height", unit: "pt"))
      },
      version: version)
  }
}

extension KeyboardTraceRecord: Decodable {
  /// Decodes a record in the trace format; see ``KeyboardTraceParser`` for the checks.
  ///
  /// A `container` record without `screen` gets its own frame as the screen's bounds (the parser uses the
  /// previous screen instead).
  public init(from decoder: Decoder) throws {
    self = try JSONValue.decode(from: decoder) { json in
      try KeyboardTraceRecord(json: json, previousScreen: nil)
    }
  }

  /// Reads a record from parsed JSON.
  ///
  /// - Parameter previousScreen: The screen's bounds to use for a `container` record without
  ///   `screen`; `nil` uses the container's frame.
  package init(json: JSONValue, previousScreen: CGRect?) throws {
    let object = try JSONObjectReader(json)
    let time = try object.number("t", in: 0...Self.latestTime, "a time", unit: "s")
    let type = try object.string("type")
    switch type {
    case "notification":
      let nameValue = object.value("name")
      let name = try object.string("name")
      guard let kind = KeyboardNotificationKind(rawValue: name) else {
        let names = KeyboardNotificationKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw object.error("name", "one of \(names), found \"\(name)\"", at: nameValue)
      }
      let screen = try object.optionalInteger("screen")
      if let screen, screen < 1 {
        throw object.error(
          "screen", "a screen number of 1 or more (1 is the recorded view's screen), found \(screen)",
          at: object.value("screen"))
      }
      self = .notification(
        KeyboardNotification(
          kind: kind, beginFrame: try object.optionalRect("begin", sized: true),
          endFrame: try object.optionalRect("end", sized: true),
          duration: try object.optionalNumber(
            "duration", in: 0...Self.longestAnimation, "an animation duration", unit: "s"),
          curve: try object.optionalInteger("curve"),
          isLocal: try object.optionalBool("isLocal"),
          screen: screen.map { KeyboardScreenID(rawValue: UInt($0)) },
          timestamp: time))
    case "sample":
      self = .sample(time: time, frame: try object.rect("frame", sized: true))
    case "endTurn":
      self = .endTurn(time: time)
    case "container":
      let frame = try object.rect("frame", sized: true)
      self = .container(
        time: time,
        KeyboardContainer(
          frameInScreen: frame, safeAreaInsets: try object.optionalInsets("safeArea", bounded: true) ?? .zero,
          screenBounds: try object.optionalScreenRect("screen") ?? previousScreen ?? frame,
          screen: .tracedViewScreen, isSlideOver: try object.optionalBool("isSlideOver") ?? false,
          windowFrameInScreen: try object.optionalRect("window", sized: true)))
    case "foreground":
      self = .foreground(time: time, keyboardFrame: try object.optionalRect("keyboardFrame", sized: true))
    case "text":
      self = .text(
        time: time,
        contentHeight: try object.number(
          "contentHeight", in: 0...JSONObjectReader.largestCoordinate, "a height", unit: "pt"))
    case "shown":
      let range = 0...KeyboardShownFrame.largestValue
      self = .shown(
        time: time,
        KeyboardShownFrame(
          keyboardOverlap: try object.number("keyboardOverlap", in: range, "a keyboard overlap", unit: "pt"),
          barBottom: try object.number("barBottom", in: range, "a bar bottom", unit: "pt")))
    case "pan":
      self = .pan(time: time, try Self.pan(object))
    case "responder":
      guard let exists = try object.optionalBool("exists") else {
        throw object.error("exists", "true or false")
      }
      self = .responder(time: time, exists: exists)
    default:
      throw object.error(
        "type", "one of \(Self.typeNames.joined(separator: ", ")), found \"\(type)\"",
        at: object.value("type"))
    }
  }

  /// A `pan` record's facts: its phase, and its touch, dismiss mode and padding where given.
  private static func pan(_ object: JSONObjectReader) throws -> KeyboardPan {
    let phaseName = try object.string("phase")
    guard let phase = KeyboardPan.Phase.allPhases.first(where: { $0.traceName == phaseName }) else {
      let names = KeyboardPan.Phase.allPhases.map(\.traceName).joined(separator: ", ")
      throw object.error("phase", "one of \(names), found \"\(phaseName)\"", at: object.value("phase"))
    }
    var mode: KeyboardPan.DismissMode?
    if let modeName = try object.optionalString("dismissMode") {
      guard let known = KeyboardPan.DismissMode.allModes.first(where: { $0.traceName == modeName }) else {
        let names = KeyboardPan.DismissMode.allModes.map(\.traceName).joined(separator: ", ")
        throw object.error(
          "dismissMode", "one of \(names), found \"\(modeName)\"", at: object.value("dismissMode"))
      }
      mode = known
    }
    var touch: CGPoint?
    if object.value("touch") != nil {
      let items = try object.array("touch")
      let numbers = items.compactMap { item -> Double? in
        if case .number(let number) = item.kind, number.isFinite { number } else { nil }
      }
      guard items.count == 2, numbers.count == 2 else {
        throw object.error("touch", "a point [x, y] of 2 finite numbers", at: object.value("touch"))
      }
      touch = CGPoint(x: numbers[0], y: numbers[1])
    }
    let padding =
      try object.optionalNumber(
        "dismissPadding", in: 0...JSONObjectReader.largestCoordinate, "a dismiss padding", unit: "pt") ?? 0
    return KeyboardPan(phase: phase, touch: touch, dismissMode: mode, dismissPadding: padding)
  }
}
