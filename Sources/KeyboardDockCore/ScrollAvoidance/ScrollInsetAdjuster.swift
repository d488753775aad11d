import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Plans a scroll view's insets so that its content stays visible above an obstruction at its bottom.
///
/// The obstruction is the keyboard, a docked bar, or both; the insets are restored exactly when it goes. The
/// adjuster remembers what it added and the inset it produced, not a snapshot taken when the keyboard
/// appeared: when the scroll view still has the inset it produced, the baseline under it is restored bit for
/// bit; when the app changed the inset meanwhile, only the extra is removed, so the app's change survives and
/// the baseline is never stale (the classic Apple listing saves insets once). Because of
/// `adjustedContentInset` it adds `max(0, obstruction − safe area)`, not the whole obstruction, which would
/// count the home indicator or tab bar twice; indicator insets get the same extra
/// (<doc:HowTheKeyboardBehaves#Scroll-view-insets>).
package struct ScrollInsetAdjuster: Sendable, Hashable {
  /// What the adjuster added to the content inset's bottom (top when inverted), in points.
  package private(set) var appliedContentExtra: CGFloat
  /// What the adjuster added to the vertical indicator insets' bottom (top when inverted).
  package private(set) var appliedIndicatorExtra: CGFloat
  /// How the content offset follows a change of the obstruction.
  ///
  /// Defaults to ``KeyboardLiftPolicy/whenAtEnd``, which keeps a chat pinned to its bottom
  /// (<doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>).
  package var liftPolicy: KeyboardLiftPolicy
  /// Whether content scrolled to its newest edge stays there as the insets change: `false` only
  /// under ``KeyboardLiftPolicy/never``.
  ///
  /// Setting `true` turns ``KeyboardLiftPolicy/never`` into ``KeyboardLiftPolicy/whenAtEnd`` and
  /// leaves the other policies, which all keep the newest content visible, as they are; setting
  /// `false` chooses ``KeyboardLiftPolicy/never``. Defaults to `true`.
  package var keepsNewestContentVisible: Bool {
    get { liftPolicy != .never }
    set {
      if !newValue {
        liftPolicy = .never
      } else if liftPolicy == .never {
        liftPolicy = .whenAtEnd
      }
    }
  }
  /// How close to the newest edge, in points, still counts as there; defaults to `1`.
  ///
  /// A negative or non-finite value counts as `0`, as `NewestContentPinning.tolerance` does.
  package var pinningTolerance: CGFloat
  /// The content and indicator insets the latest plan produced, with the baselines beneath them.
  private var producedContent: ProducedInset?
  private var producedIndicator: ProducedInset?

  /// Creates an adjuster that has added nothing yet.
  ///
  /// - Parameters:
  ///   - liftPolicy: See `liftPolicy`; defaults to ``KeyboardLiftPolicy/whenAtEnd``.
  ///   - pinningTolerance: See `pinningTolerance`; defaults to `1`.
  package init(liftPolicy: KeyboardLiftPolicy = .whenAtEnd, pinningTolerance: CGFloat = 1) {
    self.appliedContentExtra = 0
    self.appliedIndicatorExtra = 0
    self.liftPolicy = liftPolicy
    self.pinningTolerance = pinningTolerance
  }

  /// Creates an adjuster that has added nothing yet, with ``KeyboardLiftPolicy/whenAtEnd`` when
  /// `keepsNewestContentVisible` is `true` and ``KeyboardLiftPolicy/never`` when it is `false`.
  ///
  /// The same as ``init(liftPolicy:pinningTolerance:)`` with the policy
  /// `keepsNewestContentVisible` sets.
  package init(keepsNewestContentVisible: Bool, pinningTolerance: CGFloat = 1) {
    self.init(liftPolicy: keepsNewestContentVisible ? .whenAtEnd : .never, pinningTolerance: pinningTolerance)
  }

  /// Plans the insets and offset for an obstruction over the scroll view's bottom.
  ///
  /// A negative or non-finite obstruction counts as `0`, and a bottom inset (top when inverted)
  /// that is not finite as a baseline of `0`, so the planned edge is always finite; the other
  /// edges are passed through as they are.
  ///
  /// The planned offset keeps the horizontal offset, or `0` when it is not finite. Its vertical
  /// part follows `liftPolicy` (never while the user drags or the content decelerates,
  /// <doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>), and an offset beyond the newest edge
  /// comes back into range when the insets shrink. A vertical offset that is NaN is left alone.
  package mutating func plan(for scrollView: ScrollViewGeometry, obstruction: CGFloat) -> ScrollInsetPlan {
    plan(for: scrollView, obstruction: obstruction, followsInteraction: false)
  }

  /// Plans the insets for `obstruction`, and the offset as `plan(for:obstruction:)` does, unless
  /// `followsInteraction`: the user's drag of the keyboard moves it, or ends (a release's hide or
  /// spring back), and the list stays where the user left it, only brought back into the range
  /// the new insets leave (<doc:HowTheKeyboardBehaves#The-list-after-a-drag>).
  package mutating func plan(
    for scrollView: ScrollViewGeometry, obstruction: CGFloat, followsInteraction: Bool
  ) -> ScrollInsetPlan {
    let inverted = scrollView.isInverted
    let (contentExtra, indicatorExtra) = Self.extras(for: scrollView, obstruction: obstruction)

    var content = scrollView.contentInset
    var indicator = scrollView.verticalScrollIndicatorInsets
    // Clamped so that a huge baseline plus the extra stays finite.
    func sum(_ baseline: CGFloat, _ extra: CGFloat) -> CGFloat {
      min(baseline + extra, .greatestFiniteMagnitude)
    }
    let contentBaseline = ProducedInset.baseline(
      under: inverted ? content.top : content.bottom, extra: appliedContentExtra, produced: producedContent)
    let indicatorBaseline = ProducedInset.baseline(
      under: inverted ? indicator.top : indicator.bottom, extra: appliedIndicatorExtra,
      produced: producedIndicator)
    if inverted {
      content.top = sum(contentBaseline, contentExtra)
      indicator.top = sum(indicatorBaseline, indicatorExtra)
    } else {
      content.bottom = sum(contentBaseline, contentExtra)
      indicator.bottom = sum(indicatorBaseline, indicatorExtra)
    }
    appliedContentExtra = contentExtra
    appliedIndicatorExtra = indicatorExtra
    producedContent = ProducedInset(inset: sum(contentBaseline, contentExtra), baseline: contentBaseline)
    producedIndicator = ProducedInset(
      inset: sum(indicatorBaseline, indicatorExtra), baseline: indicatorBaseline)

    var after = scrollView
    after.contentInset = content
    let offset =
      followsInteraction
      ? offsetInRange(before: scrollView, after: after) : plannedOffset(before: scrollView, after: after)
    return ScrollInsetPlan(
      contentInset: content, verticalScrollIndicatorInsets: indicator, contentOffset: offset)
  }

  /// The offset brought back into the range the new insets leave, or `nil` when it is in it.
  private func offsetInRange(before: ScrollViewGeometry, after: ScrollViewGeometry) -> CGPoint? {
    if before.isDragging || before.isDecelerating { return nil }
    let y = before.contentOffset.y
    guard y.isFinite else { return nil }
    let range = after.verticalOffsetRange
    let target = before.isInverted ? max(y, range.lowerBound) : min(y, range.upperBound)
    guard target != y else { return nil }
    let x = before.contentOffset.x
    return CGPoint(x: x.isFinite ? x : 0, y: target)
  }

  private func plannedOffset(before: ScrollViewGeometry, after: ScrollViewGeometry) -> CGPoint? {
    if before.isDragging || before.isDecelerating { return nil }
    let y = before.contentOffset.y
    guard !y.isNaN else { return nil }
    let oldNewest = NewestContentPinning.newestOffset(in: before)
    let slack = pinningTolerance.isFinite ? max(0, pinningTolerance) : 0
    let isAtNewest = before.isInverted ? y <= oldNewest + slack : y >= oldNewest - slack
    let target = liftPolicy.verticalOffset(from: before, to: after, isAtNewest: isAtNewest)
    guard target != y else { return nil }
    let x = before.contentOffset.x
    return CGPoint(x: x.isFinite ? x : 0, y: target)
  }
}

extension ScrollInsetAdjuster {
  /// The vertical offset alone of ``plan(for:obstruction:followsInteraction:)``, for many
  /// obstructions over one scroll view: what does not depend on the obstruction is worked out
  /// once, and the insets are not built.
  package struct OffsetPlanner: Sendable {
    /// The scroll view as it is.
    let before: ScrollViewGeometry
    /// The adjuster's policy.
    let liftPolicy: KeyboardLiftPolicy
    /// The content inset's baseline under the extra.
    let baseline: CGFloat
    /// Whether the list follows the user's drag of the keyboard.
    let followsInteraction: Bool
    /// Whether the list rests at its newest edge.
    let isAtNewest: Bool
    /// The newest offset before the change.
    let oldNewest: CGFloat
    /// The safe area the list adds to its content inset's top and bottom (`0` when it adds none).
    let safeTop: CGFloat
    let safeBottom: CGFloat
    /// The safe area the extra leaves out: the edge's, never negative, or `0` when the list
    /// adds none.
    let extraSafeArea: CGFloat

    /// The vertical offset ``ScrollInsetAdjuster/plan(for:obstruction:followsInteraction:)``
    /// plans for `obstruction`, bit for bit, or `nil` when it plans none.
    package func offsetY(obstruction: CGFloat) -> CGFloat? {
      if before.isDragging || before.isDecelerating { return nil }
      let inverted = before.isInverted
      // `ScrollInsetAdjuster.extras(for:obstruction:)`'s content extra.
      let covered = obstruction.isFinite ? max(0, obstruction) : 0
      let extra = max(0, covered - extraSafeArea)
      let inset = min(baseline + extra, .greatestFiniteMagnitude)
      // The new insets' `ScrollViewGeometry.verticalOffsetRange`.
      let range = offsetRange(
        top: inverted ? inset : before.contentInset.top, bottom: inverted ? before.contentInset.bottom : inset
      )
      let y = before.contentOffset.y
      if followsInteraction {
        guard y.isFinite else { return nil }
        let target = inverted ? max(y, range.lowerBound) : min(y, range.upperBound)
        return target != y ? target : nil
      }
      guard !y.isNaN else { return nil }
      let target = liftPolicy.verticalOffset(
        y: y, oldNewest: oldNewest, newNewest: inverted ? range.lowerBound : range.upperBound, in: range,
        isInverted: inverted, isAtNewest: isAtNewest)
      return target != y ? target : nil
    }

    /// `ScrollViewGeometry.verticalOffsetRange` for the list with these content insets.
    private func offsetRange(top: CGFloat, bottom: CGFloat) -> ClosedRange<CGFloat> {
      func sum(_ inset: CGFloat, _ safeArea: CGFloat) -> CGFloat {
        let total = (inset.isFinite ? inset : 0) + safeArea
        return min(max(total, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      }
      let content = before.contentSize.height.isFinite ? before.contentSize.height : 0
      let bounds = before.boundsSize.height.isFinite ? before.boundsSize.height : 0
      let low = -sum(top, safeTop)
      let high = content + sum(bottom, safeBottom) - bounds
      return low...min(max(low, high), .greatestFiniteMagnitude)
    }
  }

  /// A planner of the vertical offset alone for `scrollView`, as this adjuster is now.
  package func offsetPlanner(for scrollView: ScrollViewGeometry, followsInteraction: Bool) -> OffsetPlanner {
    let content = scrollView.contentInset
    let baseline = ProducedInset.baseline(
      under: scrollView.isInverted ? content.top : content.bottom, extra: appliedContentExtra,
      produced: producedContent)
    let y = scrollView.contentOffset.y
    let oldNewest = NewestContentPinning.newestOffset(in: scrollView)
    let slack = pinningTolerance.isFinite ? max(0, pinningTolerance) : 0
    let isAtNewest = scrollView.isInverted ? y <= oldNewest + slack : y >= oldNewest - slack
    // What `ScrollViewGeometry.adjustedContentInset` adds to the vertical insets.
    let adds = scrollView.addsVerticalSafeArea
    let safe = scrollView.safeAreaInsets
    let edge = scrollView.isInverted ? safe.top : safe.bottom
    return OffsetPlanner(
      before: scrollView, liftPolicy: liftPolicy, baseline: baseline, followsInteraction: followsInteraction,
      isAtNewest: isAtNewest, oldNewest: oldNewest,
      safeTop: adds && safe.top.isFinite ? safe.top : 0,
      safeBottom: adds && safe.bottom.isFinite ? safe.bottom : 0,
      extraSafeArea: adds && edge.isFinite ? max(0, edge) : 0)
  }
}

/// An inset `ScrollInsetAdjuster` produced and the baseline it added its extra to.
///
/// Subtracting a fractional extra from the sum it was added to can miss the baseline by a unit in
/// the last place (10.33 + 302.37 − 302.37 ≠ 10.33), so when the scroll view still has exactly
/// the inset the adjuster produced, the remembered baseline is restored bit for bit. An inset the
/// app changed meanwhile falls back to subtracting the extra, which keeps the app's change.
private struct ProducedInset: Sendable, Hashable {
  var inset: CGFloat
  var baseline: CGFloat

  static func baseline(under current: CGFloat, extra: CGFloat, produced: ProducedInset?) -> CGFloat {
    if let produced, produced.inset == current { return produced.baseline }
    // An inset that is not finite cannot be restored: the baseline is 0.
    guard current.isFinite else { return 0 }
    return max(0, current - extra)
  }
}
