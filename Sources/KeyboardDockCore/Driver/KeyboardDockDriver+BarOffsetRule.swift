import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardDockDriver {
  /// The bar's bottom offset for a keyboard frame, by the rules of the current transition's end.
  ///
  /// A keyboard at rest while hidden, or on another screen, lifts nothing.
  func barOffset(in container: KeyboardContainer, at time: TimeInterval) -> BarOffsetRule {
    BarOffsetRule(
      attachment: machine.isOnScreen(of: container) ? machine.attachment(at: time) : nil,
      isLocal: machine.state.isLocal, container: machine.judged(container), dock: configuration.dock)
  }

  /// The bar's bottom offset for a keyboard frame: a value, not a closure, so that planning
  /// allocates nothing for it, with the container's and the configuration's part worked out once.
  ///
  /// It answers as `DockLayout.resolve(keyboardFrame:attachment:isLocal:in:configuration:)`, bit
  /// for bit: it measures with the same `KeyboardFrameMeasure` and `DockLayout.OffsetRule`.
  struct BarOffsetRule {
    /// The container's measures, or `nil` when it is not valid: then nothing covers it.
    let measure: KeyboardFrameMeasure?
    /// Where the bar rests, and its gap to the keyboard.
    let layout: DockLayout.OffsetRule
    /// Whether the bar follows the keyboard's docked overlap.
    let followsDocked: Bool
    /// Whether the bar follows an undocked keyboard's top.
    let followsUndocked: Bool

    /// A rule for a keyboard so attached (`nil`: it lifts nothing) and local or not.
    init(
      attachment: KeyboardAttachment?, isLocal: Bool, container: KeyboardContainer, dock: DockConfiguration
    ) {
      measure = container.isValid ? KeyboardFrameMeasure(validContainer: container) : nil
      layout = DockLayout.OffsetRule(safeAreaBottom: container.safeAreaInsets.bottom, configuration: dock)
      let follows = attachment != nil && (isLocal || dock.followsNonLocalKeyboard)
      followsDocked = follows && attachment?.isDocked == true
      followsUndocked = follows && attachment?.isDocked == false && dock.followsUndockedKeyboard
    }

    /// How much of the container a docked keyboard at `frame` covers.
    func dockedOverlap(_ frame: SIMD4<Double>) -> CGFloat {
      measure?.dockedOverlap(frame) ?? 0
    }

    /// The bar's bottom offset over a keyboard at `frame`, whose docked overlap is `overlap` when
    /// not NaN; a docked overlap measured here is left there.
    func offset(for frame: SIMD4<Double>, overlap: inout CGFloat) -> CGFloat {
      guard followsDocked else { return offset(for: frame, dockedOverlap: 0) }
      if overlap.isNaN { overlap = dockedOverlap(frame) }
      return offset(for: frame, dockedOverlap: overlap)
    }

    /// The bar's bottom offset over a keyboard at `frame`, whose docked overlap is known.
    func offset(for frame: SIMD4<Double>, dockedOverlap: CGFloat) -> CGFloat {
      var overlap: CGFloat = 0
      if followsDocked {
        overlap = dockedOverlap
      } else if followsUndocked {
        overlap = measure?.heightAbove(frame) ?? 0
      }
      return layout.layout(overlap: overlap).bottomOffset
    }
  }
}
