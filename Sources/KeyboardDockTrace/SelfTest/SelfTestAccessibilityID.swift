import Foundation

/// The accessibility identifiers the self-test gives the views the UI test reads.
package enum SelfTestAccessibilityID {
  /// The docked bar measured.
  package static let bar = "KeyboardDockSelfTest.bar"
  /// The bar's text view (its content).
  package static let content = "KeyboardDockSelfTest.content"
  /// The chat's list, where the drag starts.
  package static let list = "KeyboardDockSelfTest.list"
  /// The button whose action hides the keyboard, which the UI test taps.
  package static let hideButton = "KeyboardDockSelfTest.hide"
}
