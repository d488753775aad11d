import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the state machine knows about the keyboard at the end of the latest transition.
public struct KeyboardState: Sendable, Equatable {
  /// The phase.
  public var phase: KeyboardPhase
  /// The keyboard's frame at the end of the latest transition, in screen coordinates.
  ///
  /// Off screen (or `.zero` before any event) when hidden.
  public var frame: CGRect
  /// How the keyboard was last attached while visible; `nil` before it was ever shown.
  ///
  /// It is kept while the keyboard hides, so a bar follows a docked keyboard all the way down.
  public var attachment: KeyboardAttachment?
  /// `false` when another app raised the keyboard (<doc:HowTheKeyboardBehaves#Multitasking>).
  public var isLocal: Bool
  /// The screen of the latest notification, if it named one.
  public var screen: KeyboardScreenID?

  /// Creates a state.
  public init(
    phase: KeyboardPhase,
    frame: CGRect,
    attachment: KeyboardAttachment?,
    isLocal: Bool = true,
    screen: KeyboardScreenID? = nil
  ) {
    self.phase = phase
    self.frame = frame
    self.attachment = attachment
    self.isLocal = isLocal
    self.screen = screen
  }

  /// No keyboard has been seen.
  package static let initial = KeyboardState(phase: .hidden, frame: .zero, attachment: nil)
}
