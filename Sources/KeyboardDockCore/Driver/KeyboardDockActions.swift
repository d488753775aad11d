import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What ``KeyboardDockDriver`` asks its adapter to apply, now, in the context the input arrived
/// in.
///
/// A `nil` member leaves that part alone.
public struct KeyboardDockActions: Sendable, Equatable {
  /// The bar's bottom offset above the container's bottom, in points.
  public var bar: DockValueMotion?
  /// The scroll view's insets and offset.
  public var scrollView: ScrollViewMotion?
  /// The bar's bottom offset at the end of the current transition, for a growing text view's cap
  /// (`InputBarView`'s `dockedBottomOffset`): planned once per transition, never per drag sample.
  package var growthBottomOffset: CGFloat?
  /// The growing text view's plan, when the driver plans growth
  /// (``KeyboardDockDriver/Configuration/textGrowth``).
  public var textGrowth: TextGrowthPlan?
  /// Whether the scroll view's newest content is in view, when that changed.
  public var isNewestContentInView: Bool?
  /// What the state machine did with the input.
  public var update: KeyboardUpdate
  /// The keyboard's move the input started, or the current one when the container changed.
  ///
  /// It is what a tracker reports to its listeners; `nil` when nothing moved.
  public var transition: KeyboardTransition?
  /// Why the input was dropped, when it was malformed or came before the container it needs.
  ///
  /// A dropped input changes nothing, and `update` is ``KeyboardUpdate/ignored(_:)``
  /// (``KeyboardDockInput`` gives the rules).
  package var droppedInput: KeyboardEventError?
  /// `true` when this answer to a notification rides along with a container change measured
  /// earlier in its handler: it replaces that change's answer for the bar, the scroll view and
  /// the growth cap, which the adapter has not applied yet.
  package var replacesContainerAnswer = false

  /// Actions that change nothing.
  public init(update: KeyboardUpdate = .unchanged) {
    self.update = update
  }
}

/// How one value of the dock (the bar's bottom offset, the scroll view's vertical offset) changes.
///
/// Apply it in this order: when ``placesAtOnce`` is `true`, remove the value's running
/// animations (UIKit's and KeyboardDock's) and set `value` without animation; otherwise set
/// `value` as is (inside a keyboard notification handler UIKit animates it with the keyboard's
/// own animation). Then apply ``keyframes``, which begin at the commit of the current Core
/// Animation transaction, or at ``keyframesBeginTime`` when it is set.
public struct DockValueMotion: Sendable, Equatable {
  /// The model value, in points.
  public var value: CGFloat
  /// Whether every running animation of the value is removed and the value set without one.
  public var placesAtOnce: Bool
  /// KeyboardDock's own additive keyframes on top of the value.
  public var keyframes: DockKeyframes
  /// When new keyframes begin, on the notifications' clock: `nil` for the commit of the current
  /// transaction; a time already past for keyframes planned again once that commit was read
  /// (``KeyboardDockInput/motionBegan(beginTime:at:)``), which Core Animation shows as if added
  /// then.
  public var keyframesBeginTime: TimeInterval?

  /// Creates a motion.
  public init(
    value: CGFloat, placesAtOnce: Bool, keyframes: DockKeyframes, keyframesBeginTime: TimeInterval? = nil
  ) {
    self.value = value
    self.placesAtOnce = placesAtOnce
    self.keyframes = keyframes
    self.keyframesBeginTime = keyframesBeginTime
  }
}

/// What happens to KeyboardDock's additive keyframe animation of a value.
public enum DockKeyframes: Sendable, Equatable {
  /// The running one goes on.
  case keep
  /// The running one is removed at the commit of the current transaction.
  case remove
  /// The running one is replaced by this path, added to the value (it ends at 0), from the
  /// commit of the current transaction.
  case replace(KeyframePath)
}

/// The scroll view's insets and vertical offset.
public struct ScrollViewMotion: Sendable, Equatable {
  /// `contentInset`, set at once.
  public var contentInset: DockEdgeInsets
  /// `verticalScrollIndicatorInsets`, set at once.
  public var verticalScrollIndicatorInsets: DockEdgeInsets
  /// The vertical content offset, or `nil` to leave it alone.
  public var contentOffsetY: DockValueMotion?

  /// Creates a motion.
  public init(
    contentInset: DockEdgeInsets, verticalScrollIndicatorInsets: DockEdgeInsets,
    contentOffsetY: DockValueMotion?
  ) {
    self.contentInset = contentInset
    self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    self.contentOffsetY = contentOffsetY
  }
}
