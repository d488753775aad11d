import Foundation
import KeyboardDockCore
import KeyboardDockTrace

#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
