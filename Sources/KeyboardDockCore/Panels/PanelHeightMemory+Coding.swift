import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PanelHeightMemory {
  /// The format version `encoded()` writes and ``init(data:rules:)`` reads.
  package static let formatVersion = 1

  /// The remembered heights as JSON, for a ``PanelHeightStore``.
  ///
  /// For example `{"heights":[{"hardwareKeyboard":false,"height":336,"screen":[390,844]}],"version":1}`,
  /// least recently remembered first. The rules are not stored: they are the app's.
  package func encoded() -> Data {
    let stored = StoredHeights(
      version: Self.formatVersion,
      heights: entries.map {
        StoredHeight(
          screen: [Double($0.key.screenWidth), Double($0.key.screenHeight)],
          hardwareKeyboard: $0.key.isHardwareKeyboardAttached, height: Double($0.height))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(stored)) ?? Data()
  }

  /// Reads heights written by `encoded()`.
  ///
  /// Data that is not such JSON, or of another version, reads as an empty memory; so does `nil`.
  /// An entry that the memory would not remember now (a screen size that is not above `0`, a height
  /// the rules refuse) is left out, and of two entries for one key the later is kept.
  ///
  /// - Parameters:
  ///   - data: The stored data, or `nil` when nothing was stored.
  ///   - rules: See ``rules``; defaults to ``PanelHeightRules/default``.
  public init(data: Data?, rules: PanelHeightRules = .default) {
    self.init(rules: rules)
    guard let data, let stored = try? JSONDecoder().decode(StoredHeights.self, from: data),
      stored.version == Self.formatVersion
    else { return }
    for item in stored.heights where item.screen.count == 2 {
      let size = CGSize(width: item.screen[0], height: item.screen[1])
      guard let key = PanelHeightKey(screenSize: size, isHardwareKeyboardAttached: item.hardwareKeyboard)
      else { continue }
      remember(keyboardHeight: CGFloat(item.height), for: key)
    }
  }
}

/// The JSON form of a memory.
private struct StoredHeights: Codable {
  var version: Int
  var heights: [StoredHeight]
}

/// The JSON form of one entry.
private struct StoredHeight: Codable {
  var screen: [Double]
  var hardwareKeyboard: Bool
  var height: Double
}
