import Foundation
import KeyboardDockCore

extension ReplayConditions {
  /// The gap of the default matrix's floating glass bar: 8 pt above the keyboard and above the
  /// home indicator, the iOS 26 composer's.
  ///
  /// kbdock's own number: the simulator's expected placement reads it from the condition, never
  /// from the engine's composer geometry.
  public static let matrixFloatingBarGap = 8.0

  /// The timeline with the floating bar's gap added to its dock configuration's spacings: what
  /// every strategy docks with and what the bar's expected placement counts.
  ///
  /// The scenario's expectations of the bar's bottom, the content inset and the content offset
  /// are written for a bar on the keyboard; with a gap they are dropped, and the bar is judged
  /// frame by frame against the expected placement, which includes the gap. The timeline itself
  /// when ``floatingBarGap`` is `0`.
  func floatingBar(_ timeline: ReplayTimeline) -> ReplayTimeline {
    let gap = floatingBarGap.isFinite ? max(0, floatingBarGap) : 0
    guard gap > 0 else { return timeline }
    var floating = timeline
    floating.dock.configuration.keyboardSpacing += CGFloat(gap)
    floating.dock.configuration.restingSpacing += CGFloat(gap)
    floating.expectations = timeline.expectations.compactMap { expectation in
      var kept = expectation
      kept.barBottom = nil
      kept.contentInset = nil
      kept.contentOffset = nil
      let judges = kept.overlap != nil || kept.barHeight != nil || kept.phase != nil
      return judges ? kept : nil
    }
    return floating
  }
}
