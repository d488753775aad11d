import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ComposerGeometry {
  /// The glass container's spacing for surfaces `gap` points apart: half the gap.
  ///
  /// A container's spacing is the distance at which its glass surfaces begin to merge. Equal to
  /// the gap (or more), the leading button's circle and the field's capsule would merge at rest
  /// into one shape; below it they stay apart and blend only as one comes closer (a button that
  /// appears beside the field). Half the gap is a choice, not a measurement. A negative or
  /// non-finite gap counts as `0`.
  package static func glassContainerSpacing(forGap gap: CGFloat) -> CGFloat {
    KeyboardDockLimits.length(gap) / 2
  }
}

/// The planned bottom inset of a docked bar's content, in two parts, top first: the part the bar
/// covers, and below it the part the keyboard, the gaps and the safe area cover.
///
/// On iOS 26 the top part is the safe-area bar that gives a scroll view its soft bottom edge
/// effect, as under the system's own bars; the part below is a plain inset, so the soft edge does
/// not reach over the keyboard's area. It does not say where the bar is.
package struct BottomInsetParts: Sendable, Equatable {
  /// The part the bar covers, in points: at most the inset.
  package var bar: CGFloat
  /// The rest of the inset, in points.
  package var belowBar: CGFloat

  /// Splits `inset` at the bar's height; a negative or non-finite value counts as `0`.
  package init(inset: CGFloat, barHeight: CGFloat) {
    let total = KeyboardDockLimits.length(inset)
    bar = min(total, KeyboardDockLimits.length(barHeight))
    belowBar = total - bar
  }
}
