import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension KeyboardLiftPolicy {
  /// Where a list's vertical offset goes, by this policy, when what covers its bottom changes.
  ///
  /// `before` and `after` are the same list with the old and the new insets (or visible height)
  /// and the same content; the newest edge moves between them. A list at its newest edge follows
  /// it unless the policy is ``never``; a list in its history moves as the policy says. Either way
  /// an offset beyond the new newest edge comes back to it
  /// (<doc:HowTheKeyboardBehaves#Pinned-and-inverted-chats>). Dragging and decelerating lists are
  /// the caller's to leave alone.
  ///
  /// - Parameters:
  ///   - before: The list as it was, at the offset it has now.
  ///   - after: The list with the new insets or visible height.
  ///   - isAtNewest: Whether the list rests at its newest edge and follows it.
  /// - Returns: The new vertical offset; `before`'s when nothing moves. An infinite offset is
  ///   shifted as it is and then brought into range on the newest side.
  package func verticalOffset(
    from before: ScrollViewGeometry, to after: ScrollViewGeometry, isAtNewest: Bool
  ) -> CGFloat {
    verticalOffset(
      y: before.contentOffset.y, oldNewest: NewestContentPinning.newestOffset(in: before),
      newNewest: NewestContentPinning.newestOffset(in: after), in: after.verticalOffsetRange,
      isInverted: before.isInverted, isAtNewest: isAtNewest)
  }

  /// The rule of ``verticalOffset(from:to:isAtNewest:)`` on the numbers it reads: the offset
  /// `y`, the newest offset before and after, and the range the content can rest in after.
  package func verticalOffset(
    y: CGFloat, oldNewest: CGFloat, newNewest: CGFloat, in newRange: ClosedRange<CGFloat>,
    isInverted inverted: Bool, isAtNewest: Bool
  ) -> CGFloat {
    // How far the newest edge moved; toward larger offsets (smaller when inverted) it lifts the content.
    let shift = newNewest - oldNewest
    let lifts = inverted ? shift < 0 : shift > 0
    // The same offset moved with the newest edge, within the range the content can rest in.
    func shifted() -> CGFloat {
      let moved = y.isFinite && shift.isFinite ? y + shift : y
      return min(max(moved, newRange.lowerBound), newRange.upperBound)
    }
    var target = y
    switch self {
    case .always: target = isAtNewest ? newNewest : shifted()
    case .whenAtEnd: if isAtNewest { target = newNewest }
    case .persistent: target = isAtNewest ? newNewest : lifts ? shifted() : y
    case .never: break
    }
    // An offset beyond the newest edge comes back into range when the insets shrink.
    return inverted ? max(target, newRange.lowerBound) : min(target, newRange.upperBound)
  }
}
