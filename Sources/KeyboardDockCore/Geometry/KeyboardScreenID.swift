/// Identifies the screen a keyboard notification belongs to.
///
/// On iOS 16.1 and later a keyboard notification's `object` is the `UIScreen` the keyboard is on; earlier
/// systems send `nil` (<doc:HowTheKeyboardBehaves#Keyboards-on-other-screens>). The UIKit layer derives the
/// identifier from the screen object's identity; recorded traces store the raw value.
public struct KeyboardScreenID: Sendable, Hashable, Codable, CustomStringConvertible {
  /// An opaque number, unique among the screens alive at one time.
  public var rawValue: UInt

  /// Creates an identifier from its raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The raw value in decimal.
  public var description: String { "screen \(rawValue)" }
}
