#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardDockCore
import SwiftUI

/// The keyboard as a SwiftUI view sees it: its phase, how it is attached, how much of the view
/// it covers, where a docked bar sits, and the animation that brought it there.
///
/// Read it from the environment under ``SwiftUI/View/keyboardDock(_:content:)``,
/// ``SwiftUI/View/tracksKeyboard(_:)`` or ``SwiftUI/View/keyboardAvoiding()``:
///
/// ```swift
/// @Environment(\.keyboard) private var keyboard
/// ```
///
/// Lengths are in points and measured against the view the modifier is applied to. Each new
/// snapshot is set inside the keyboard's own animation (``SwiftUI/Animation/keyboard(_:)``), so
/// anything a view derives from it moves with the keyboard; during interactive dismissal
/// snapshots arrive frame by frame without animation.
public struct KeyboardSnapshot: Sendable, Equatable {
  /// Where the keyboard is in its life cycle.
  public var phase: KeyboardPhase
  /// How the keyboard is attached, or `nil` while it is hidden or before it was first shown.
  public var attachment: KeyboardAttachment?
  /// `false` when another app raised the keyboard (Split View, Slide Over; spec §4.4).
  public var isLocal: Bool
  /// The keyboard's frame at the end of the current transition, in the modified view's
  /// coordinates, or `nil` while it is hidden.
  public var frame: CGRect?
  /// How much of the modified view's height the keyboard covers at the end of the current
  /// transition, for content avoidance.
  ///
  /// It counts a keyboard another app raised, which covers the content all the same (spec
  /// §4.5), and counts an undocked or floating keyboard as `0`.
  public var overlap: CGFloat
  /// Where a bar docked at the bottom of the modified view sits, following the modifier's
  /// ``KeyboardDockCore/DockConfiguration``.
  public var dockLayout: DockLayout
  /// The animation of the transition that produced this snapshot, or `nil` when it applied at
  /// once (interactive samples, zero durations, geometry changes).
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

  /// The distance of a docked bar's bottom edge from the modified view's bottom edge, in
  /// points: ``dockLayout``'s ``KeyboardDockCore/DockLayout/bottomOffset``.
  public var bottomOffset: CGFloat { dockLayout.bottomOffset }

  /// `true` unless the keyboard is hidden.
  public var isVisible: Bool { phase.isVisible }
}
#endif
