import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollInsetAdjuster {
  /// Whether `plan(for:obstruction:)` would add something else than the adjuster added last:
  /// the obstruction measured now is not the one the insets were planned for.
  ///
  /// A view can move under a keyboard that does not: a form sheet that UIKit moves up when the
  /// keyboard shows covers 34 pt instead of the 134 pt measured when the notification arrived.
  /// Measure the obstruction again when the view may have moved (on every frame of the
  /// keyboard's animation, on layout) and plan again when this is `true`; planning for the same
  /// obstruction again would only repeat the same insets.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view as it is now.
  ///   - obstruction: The height of the scroll view's bottom covered now, in points; a negative or
  ///     non-finite value counts as `0`, as in `plan(for:obstruction:)`.
  package func needsPlan(for scrollView: ScrollViewGeometry, obstruction: CGFloat) -> Bool {
    let (content, indicator) = Self.extras(for: scrollView, obstruction: obstruction)
    return content != appliedContentExtra || indicator != appliedIndicatorExtra
  }

  /// What a plan adds to the content and indicator insets for `obstruction`: the obstruction beyond
  /// the safe area where the scroll view adds the safe area itself
  /// (<doc:HowTheKeyboardBehaves#Scroll-view-insets>).
  ///
  /// Always finite and never negative.
  static func extras(for scrollView: ScrollViewGeometry, obstruction: CGFloat) -> (
    content: CGFloat, indicator: CGFloat
  ) {
    let covered = obstruction.isFinite ? max(0, obstruction) : 0
    let inverted = scrollView.isInverted
    let edge = inverted ? scrollView.safeAreaInsets.top : scrollView.safeAreaInsets.bottom
    let safe = edge.isFinite ? max(0, edge) : 0
    let content = max(0, covered - (scrollView.addsVerticalSafeArea ? safe : 0))
    return (content, scrollView.automaticallyAdjustsScrollIndicatorInsets ? content : covered)
  }
}
