#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// The keyboard as a SwiftUI view sees it: its phase, how it is attached, how much of the view
/// it covers, where a docked bar sits, and the animation that brought it there.
///
/// Read it from the environment under ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)``,
/// ``SwiftUICore/View/tracksKeyboard(_:)`` or ``SwiftUICore/View/keyboardAvoiding()``:
///
/// ```swift
/// @Environment(\.keyboard) private var keyboard
/// ```
///
/// Lengths are in points and measured against the view the modifier is applied to. A snapshot
/// arrives when a keyboard transition starts — with its phase and animation, and the ``overlap``
/// and ``dockLayout`` it ends at — set with the keyboard's animation, so what a view derives from
/// them animates to its end with the keyboard; a drag of the keyboard brings one snapshot when
/// it starts and one when it ends, without animation, not one per frame (the bar and a list's
/// inset follow the finger in UIKit meanwhile). The snapshot comes from the same `KeyboardTracker` as the
/// modifier's bar and content inset, but neither is moved by these values:
/// ``SwiftUICore/View/keyboardDock(_:liftPolicy:content:)`` moves the bar in UIKit, in the keyboard's
/// own Core Animation transaction, because its offset, `max(overlap, resting inset)`, is not
/// linear in the keyboard's position, and the modifiers set their content's inset at once from
/// the driver's plan. For changes of your own, ``animation`` holds the keyboard's animation
/// (``SwiftUICore/Animation/keyboard(_:)-(KeyboardAnimation?)``).
public struct KeyboardSnapshot: Sendable, Equatable {
  /// Where the keyboard is in its life cycle.
  public var phase: KeyboardPhase
  /// How the keyboard is attached, or `nil` while it is hidden or before it was first shown.
  public var attachment: KeyboardAttachment?
  /// `false` when another app raised the keyboard (Split View, Slide Over; see *How the iOS
  /// keyboard behaves*, "Multitasking").
  public var isLocal: Bool
  /// The keyboard's frame at the end of the current transition — where it is going, not where
  /// this frame shows it — in the modified view's coordinates, or `nil` while it is hidden.
  public var frame: CGRect?
  /// How much of the modified view's height the keyboard covers where the current transition
  /// ends (during a drag, where the finger held it when the drag started), for content
  /// avoidance.
  ///
  /// It counts a keyboard another app raised, which covers the content all the same (see *How
  /// the iOS keyboard behaves*, "Multitasking"), and an undocked or floating keyboard as `0`.
  public var overlap: CGFloat
  /// Where a bar docked at the bottom of the modified view sits where the current transition
  /// ends (during a drag, where the finger held the keyboard when the drag started), following
  /// the modifier's `DockConfiguration`.
  public var dockLayout: DockLayout
  /// The animation of the keyboard transition that is running, or `nil` when none runs
  /// (at rest, interactive samples, zero durations, geometry changes).
  ///
  /// Use it for changes of your own that the keyboard causes, through
  /// ``SwiftUICore/Animation/keyboard(_:)-(KeyboardAnimation?)``.
  public var animation: KeyboardAnimation?

  /// Creates a snapshot, for example to preview a view with a keyboard shown.
  ///
  /// Every argument but `phase` has the value of ``hidden``.
  public init(
    phase: KeyboardPhase,
    attachment: KeyboardAttachment? = nil,
    isLocal: Bool = true,
    frame: CGRect? = nil,
    overlap: CGFloat = 0,
    dockLayout: DockLayout = DockLayout(bottomOffset: 0, restingInset: 0, keyboardOverlap: 0),
    animation: KeyboardAnimation? = nil
  ) {
    self.phase = phase
    self.attachment = attachment
    self.isLocal = isLocal
    self.frame = frame
    self.overlap = overlap
    self.dockLayout = dockLayout
    self.animation = animation
  }

  /// No keyboard: the environment's default outside the keyboard modifiers.
  public static let hidden = KeyboardSnapshot(phase: .hidden)

  /// The distance of a docked bar's bottom edge from the modified view's bottom edge where the
  /// current transition ends, in points: ``dockLayout``'s `DockLayout/bottomOffset`.
  public var bottomOffset: CGFloat { dockLayout.bottomOffset }

  /// `true` unless the keyboard is hidden.
  public var isVisible: Bool { phase.isVisible }
}
#endif
