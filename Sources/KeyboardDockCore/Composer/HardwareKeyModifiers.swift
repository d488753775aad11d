/// The modifier keys held with a key on a hardware keyboard.
///
/// The UIKit layer converts `UIKeyModifierFlags`; Caps Lock and the numeric pad flag are left out,
/// since they change no decision here.
public struct HardwareKeyModifiers: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Shift.
  package static let shift = HardwareKeyModifiers(rawValue: 1 << 0)
  /// Control.
  package static let control = HardwareKeyModifiers(rawValue: 1 << 1)
  /// Option (Alt).
  package static let option = HardwareKeyModifiers(rawValue: 1 << 2)
  /// Command.
  package static let command = HardwareKeyModifiers(rawValue: 1 << 3)
}
