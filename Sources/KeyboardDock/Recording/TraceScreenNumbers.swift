#if canImport(UIKit)
import KeyboardDockCore

/// Small, stable numbers for the screens a trace mentions.
///
/// A `KeyboardScreenID` from UIKit is an object's address: meaningless in a
/// file and different on every run. A trace numbers screens instead: `1` for the tracked view's
/// screen, then `2`, `3`… in the order others appear, so a notification for another screen
/// (see *How the iOS keyboard behaves*, "Keyboards on other screens") stays recognisable.
struct TraceScreenNumbers {
  private var numbers: [KeyboardScreenID: UInt] = [:]
  private var nextNumber: UInt = 2

  /// Creates the numbering with `own`, the tracked view's screen, as `1`.
  init(own: KeyboardScreenID?) {
    if let own { numbers[own] = 1 }
  }

  /// The number of `screen`, giving it the next free number when it is new.
  mutating func number(for screen: KeyboardScreenID) -> KeyboardScreenID {
    if let known = numbers[screen] { return KeyboardScreenID(rawValue: known) }
    let number = nextNumber
    nextNumber += 1
    numbers[screen] = number
    return KeyboardScreenID(rawValue: number)
  }

  /// Makes `screen` number `1` if no screen has that number yet.
  mutating func claimOwn(_ screen: KeyboardScreenID?) {
    guard let screen, numbers[screen] == nil, !numbers.values.contains(1) else { return }
    numbers[screen] = 1
  }
}
#endif
