import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the finger on the scroll view the keyboard is dismissed from does, as UIKit reports it:
/// the raw facts that tell a finger holding the keyboard from a source that lies.
///
/// An adapter reads it off the scroll view's `panGestureRecognizer`, `keyboardDismissMode` and
/// the keyboard layout guide's `keyboardDismissPadding`, and sends it with
/// ``KeyboardDockInput/pan(_:at:)`` when any of it changes. It holds no judgement: whether the
/// finger holds the keyboard is the driver's to decide
/// (<doc:HowTheKeyboardBehaves#Sources-that-lie>). A fact the adapter cannot read is `nil`, and
/// the driver then keeps the bar on the keyboard by the rules that need no such fact.
public struct KeyboardPan: Sendable, Equatable {
  /// The pan gesture's phase.
  public enum Phase: Sendable, Equatable {
    /// The gesture was recognized in this layout pass.
    case began
    /// The finger moved while the gesture continues.
    case changed
    /// No finger pans: the gesture ended, failed or was cancelled, or has not begun.
    case ended
  }

  /// The scroll view's `keyboardDismissMode`.
  public enum DismissMode: Sendable, Equatable {
    /// Dragging never dismisses the keyboard.
    case none
    /// A drag dismisses the keyboard once it begins, with the keyboard's own animation.
    case onDrag
    /// The keyboard follows the finger down and may be dragged back up.
    case interactive
    /// As ``interactive``, the input accessory view included (iOS 16 and later).
    case interactiveWithAccessory
  }

  /// The gesture's phase.
  public var phase: Phase
  /// Where the finger touches, in screen coordinates, or `nil` when unknown or no finger pans.
  ///
  /// A point that is not finite counts as unknown.
  public var touch: CGPoint?
  /// The scroll view's dismiss mode, or `nil` when unknown.
  public var dismissMode: DismissMode?
  /// How far above the keyboard's top a finger takes hold of it, in points.
  ///
  /// The layout guide's `keyboardDismissPadding` on iOS 17 and later, `0` before. A value that
  /// is negative or not finite counts as `0`.
  public var dismissPadding: CGFloat

  /// The facts of a pan; every one the adapter did not read is unknown.
  public init(
    phase: Phase, touch: CGPoint? = nil, dismissMode: DismissMode? = nil, dismissPadding: CGFloat = 0
  ) {
    self.phase = phase
    self.touch = touch
    self.dismissMode = dismissMode
    self.dismissPadding = dismissPadding
  }
}

extension KeyboardPan {
  /// Whether the gesture is under way: it began or changed.
  package var isActive: Bool { phase != .ended }

  /// The touch point when it is finite, else `nil`.
  package var validTouch: CGPoint? {
    guard let touch, touch.x.isFinite, touch.y.isFinite else { return nil }
    return touch
  }

  /// The dismiss padding, `0` when negative or not finite, at most
  /// ``KeyboardDockLimits/largestCoordinate``.
  package var validPadding: CGFloat {
    guard dismissPadding.isFinite, dismissPadding > 0 else { return 0 }
    return min(dismissPadding, KeyboardDockLimits.largestCoordinate)
  }

  /// Whether the dismiss mode lets a finger hold the keyboard: `nil` when the mode is unknown.
  package var dismissesInteractively: Bool? {
    switch dismissMode {
    case .interactive?, .interactiveWithAccessory?: true
    case .none?, .onDrag?: false
    case nil: nil
    }
  }
}
