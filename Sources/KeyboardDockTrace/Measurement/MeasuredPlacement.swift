/// How far a measured bar is from where it belongs: kbdock's gap and overlap for one `shown` record.
///
/// It is kbdock's `ExpectedPlacement` rule applied to what the device measured: the bar belongs at
/// `max(keyboardOverlap + spacing, resting inset)` points above the container's bottom, the spacing counting
/// only while the keyboard covers more than the resting inset (the keyboard layout guide the recorder reads
/// never goes below the safe area, so a reading at the inset is no keyboard). With a trace's dock
/// configuration, which has no spacing, that is `max(keyboardOverlap, resting inset)`.
package enum MeasuredPlacement {
  /// A bar more than this far from where it belongs is out of place, in points: 0.5, kbdock's tolerance.
  package static let tolerance = 0.5

  /// The measured bar's distance above where it belongs, in points: positive for a gap (the bar above the
  /// keyboard), negative for an overlap (the keyboard over the bar).
  ///
  /// - Parameters:
  ///   - barBottom: The shown bar's bottom, points above the container's bottom.
  ///   - keyboardOverlap: The shown keyboard's overlap of the container, points from its bottom.
  ///   - restingInset: Where the bar rests with no keyboard, points above the container's bottom.
  ///   - keyboardSpacing: The dock configuration's spacing above the keyboard, in points; `0` for a trace.
  package static func difference(
    barBottom: Double, keyboardOverlap: Double, restingInset: Double, keyboardSpacing: Double = 0
  ) -> Double {
    let covers = keyboardOverlap > restingInset
    let belongs = max(covers ? keyboardOverlap + max(0, keyboardSpacing) : keyboardOverlap, restingInset)
    return barBottom - belongs
  }
}
