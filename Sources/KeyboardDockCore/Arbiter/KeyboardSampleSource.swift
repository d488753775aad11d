import Foundation

/// Where an adapter's per-frame samples of the keyboard come from, for the arbiter's table of
/// what each source gets wrong (<doc:HowTheKeyboardBehaves#Sources-that-lie>).
///
/// There is no display-link source: reading the keyboard host's presentation layer each frame
/// would hold the keyboard's own view, which iOS 26.2 recreates after every dismissal, and no
/// adapter reaches into the keyboard's views. The table's rows about a display-link source
/// (peers that read one) apply here to the accessory's host, the view such a peer reads.
public enum KeyboardSampleSource: Sendable, Equatable {
  /// A view pinned to `keyboardLayoutGuide`, read on each layout pass.
  case layoutGuide
  /// The host view of an input accessory, observed with key-value observing: its frame is the
  /// keyboard and the accessory together.
  case accessoryHost
}

extension KeyboardSampleSource {
  /// The source an adapter samples, following the system rather than only the source it was
  /// asked for.
  ///
  /// Where the table says the layout guide lies at rest (row 1: iOS 27 and later) and the
  /// adapter's input accessory is in the keyboard, its host view is sampled instead: the guide is
  /// not the sample source where row 1 says it lies. Without an accessory in the keyboard there
  /// is no other per-frame source to read through public API, and the guide stays, judged by
  /// row 1's rule. Any other request is kept. It does not start or stop a source; the adapter does.
  ///
  /// - Parameters:
  ///   - requested: The source the adapter was configured with, or `nil` for none.
  ///   - system: The running system, or `nil` when unknown (no dated row applies).
  ///   - isAccessoryInKeyboard: Whether the adapter's input accessory is hosted by the keyboard
  ///     now.
  package static func following(
    _ requested: KeyboardSampleSource?, on system: SystemVersion?, isAccessoryInKeyboard: Bool
  ) -> KeyboardSampleSource? {
    guard requested == .layoutGuide else { return requested }
    let guideLies = KeyboardSourceArbiter(system: system, sampleSource: .layoutGuide).applies(1)
    return guideLies && isAccessoryInKeyboard ? .accessoryHost : .layoutGuide
  }
}
