import Foundation

/// The keyboard a step expects once it has settled.
package enum SelfTestKeyboardExpectation: Sendable, Equatable, Codable {
  /// No keyboard.
  case none
  /// A software keyboard at least ``minimumSoftwareKeyboardHeight`` tall.
  case software
  /// The self-test's panel through `inputView`, 260 pt tall: not a software keyboard, so it never stands
  /// for one.
  case panel

  /// The shortest keyboard that counts as software, in points: 120.
  ///
  /// An iPhone's software keyboard in
  /// landscape without its QuickType bar is about 160 pt; the shortcuts bar a hardware keyboard leaves is
  /// about 55 pt (70 with iOS 26's floating bar).
  package static let minimumSoftwareKeyboardHeight = 120.0

  /// The name in the report.
  package var name: String {
    switch self {
    case .none: "no keyboard"
    case .software: "a software keyboard"
    case .panel: "the panel"
    }
  }
}
