#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension KeyboardTracker {
  /// The keyboard at one instant, against one view: what `presentation(in:at:)` returns.
  ///
  /// Every answer is for that same instant.
  package struct Presentation: Sendable, Equatable {
    /// The phase at the instant, as ``KeyboardTracker/phase(at:)`` answers.
    package var phase: KeyboardPhase
    /// How the keyboard is attached at the instant; `nil` once it is hidden and no longer moving.
    ///
    /// As ``KeyboardTracker/attachment(at:)`` answers.
    package var attachment: KeyboardAttachment?
    /// `false` when another app raised the keyboard (see *How the iOS keyboard behaves*, "Multitasking").
    package var isLocal: Bool
    /// The keyboard's frame at the end of the current transition, in the view's coordinates.
    ///
    /// `nil` whenever ``attachment`` is, and while the view is in no window.
    package var frame: CGRect?
    /// How much of the view's height the keyboard covers at the instant, in points.
    ///
    /// As ``KeyboardTracker/overlap(with:at:)`` answers.
    package var overlap: CGFloat
    /// Where a bar docked at the view's bottom sits at the instant.
    ///
    /// As ``KeyboardTracker/dockLayout(in:at:)`` answers.
    package var dockLayout: DockLayout
    /// The animation running at the instant, as ``KeyboardTracker/animation(at:)`` answers.
    package var animation: KeyboardAnimation?
  }
}
#endif
