import Foundation

/// Where an adapter's per-frame samples of the keyboard come from, for the arbiter's table of
/// what each source gets wrong (<doc:HowTheKeyboardBehaves#Sources-that-lie>).
public enum KeyboardSampleSource: Sendable, Equatable {
  /// A view pinned to `keyboardLayoutGuide`, read on each layout pass.
  case layoutGuide
  /// The host view of an input accessory, observed with key-value observing: its frame is the
  /// keyboard and the accessory together.
  case accessoryHost
  /// The keyboard host's presentation layer, read on each display frame.
  case displayLink
}
