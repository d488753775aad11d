#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension KeyboardScreenID {
  /// The identifier of a screen object, from its identity.
  ///
  /// Two `UIScreen` objects alive at the same time never share an identifier; a notification's `object` (iOS
  /// 16.1 and later) and `view.window?.windowScene?.screen` give the same value for the same screen, which is
  /// all the tracker compares (see *How the iOS keyboard behaves*, "Keyboards on other screens").
  public init(_ screen: UIScreen) {
    self.init(rawValue: UInt(bitPattern: ObjectIdentifier(screen)))
  }
}
#endif
