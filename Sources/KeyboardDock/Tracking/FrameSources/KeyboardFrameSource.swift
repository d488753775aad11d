#if canImport(UIKit)
import UIKit
import KeyboardDockCore

/// A per-frame source of the keyboard's frame, for interactive dismissal.
///
/// UIKit posts no notifications while the user drags the keyboard (see *How the iOS keyboard behaves*,
/// "Interactive dismissal"). A source calls ``onChange`` whenever what it observes may have moved; the
/// tracker then asks it for the keyboard's frame with ``sampleFrame(keyboardFrame:in:)`` and feeds the state
/// machine a `KeyboardFrameSample`. Sources use public API only and walk no private views.
@MainActor
protocol KeyboardFrameSource: AnyObject {
  /// Called when the observed geometry may have changed. Set by the tracker.
  var onChange: (@MainActor () -> Void)? { get set }

  /// The keyboard's frame the source shows now, or `nil` when it shows nothing usable.
  ///
  /// The frame is in screen coordinates and the notifications' convention.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The state machine's current keyboard frame, which the source's
  ///     partial view of the keyboard is completed with.
  ///   - container: The tracked view, measured now.
  func sampleFrame(keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect?

  /// Stops observing and removes anything the source added to the view hierarchy.
  func invalidate()
}
#endif
