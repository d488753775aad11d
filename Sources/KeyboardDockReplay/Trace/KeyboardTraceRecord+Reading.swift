import Foundation
import KeyboardDockCore
import KeyboardDockTrace

#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
    default:
      throw object.error(
        "type", "one of \(Self.typeNames.joined(separator: ", ")), found \"\(type)\"",
        at: object.value("type"))
    }
  }
}
