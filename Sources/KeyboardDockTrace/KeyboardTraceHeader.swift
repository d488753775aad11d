import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The first line of a keyboard trace.
///
/// It holds the screen and the container the keyboard was measured against when recording began.
/// Encodes to the trace format's header (version 1):
/// `{"container":{"frame":[0,0,390,844],"safeArea":{…}},"format":"kbdock-trace",
/// "screen":[0,0,390,844],"version":1}` plus the optional `system`, `device` and `bar`. Rectangles
/// are `[x, y, width, height]` in screen coordinates.
public struct KeyboardTraceHeader: Sendable, Equatable, Encodable {
  /// The value of the `format` key: `kbdock-trace`.
  public static let format = "kbdock-trace"
  /// The format version this code writes and reads: `1`.
  public static let currentVersion = 1

  /// The format version; defaults to `currentVersion`.
  public var version: Int
  /// The container when recording began.
  ///
  /// Its `KeyboardContainer/screenBounds` is the header's `screen`. Its `KeyboardContainer/screen` is not
  /// written: a trace numbers screens, and the recorded view's is always
  /// `KeyboardScreenID/tracedViewScreen`, which reading sets.
  public var container: KeyboardContainer
  /// The operating system, for example `iOS 17.4`; informational.
  public var system: String?
  /// The device model, for example `iPhone15,2`; informational.
  public var device: String?
  /// The docked bar's height in points, if known.
  public var barHeight: CGFloat?

  /// Creates a header.
  public init(
    container: KeyboardContainer, system: String? = nil, device: String? = nil, barHeight: CGFloat? = nil,
    version: Int = KeyboardTraceHeader.currentVersion
  ) {
    self.version = version
    self.container = container
    self.system = system
    self.device = device
    self.barHeight = barHeight
  }

  /// The screen's bounds: the header's `screen`.
  public var screen: CGRect { container.screenBounds }

  /// The header as one line of JSON with sorted keys, without a line break.
  public func jsonLine() throws -> String {
    try KeyboardTraceCoding.line(for: self)
  }

  private enum Key: String, CodingKey {
    case format, version, screen, container, system, device, bar
  }

  private enum BarKey: String, CodingKey {
    case height
  }

  /// Encodes the header in the trace format.
  public func encode(to encoder: Encoder) throws {
    var keyed = encoder.container(keyedBy: Key.self)
    try keyed.encode(Self.format, forKey: .format)
    try keyed.encode(version, forKey: .version)
    try keyed.encode(KeyboardTraceCoding.array(container.screenBounds), forKey: .screen)
    try KeyboardTraceCoding.encodeGeometry(
      of: container, into: keyed.superEncoder(forKey: .container), includesScreen: false)
    try keyed.encodeIfPresent(system, forKey: .system)
    try keyed.encodeIfPresent(device, forKey: .device)
    if let barHeight {
      var bar = keyed.nestedContainer(keyedBy: BarKey.self, forKey: .bar)
      try bar.encode(barHeight, forKey: .height)
    }
  }
}
