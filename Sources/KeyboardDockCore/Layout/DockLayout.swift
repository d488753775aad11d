import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a docked bar sits: its bottom edge's distance from the container's bottom edge.
///
/// The bar's bottom offset is `max(keyboard overlap + spacing, resting inset)`, where the resting inset
/// is the safe area's bottom (the home indicator, a tab bar) unless
/// ``DockConfiguration/usesBottomSafeArea`` is off, plus ``DockConfiguration/restingSpacing``. A
/// keyboard covers the home indicator, so a bar on the keyboard gets no extra 34 pt; under a tab
/// bar the offset measured from the safe area is clamped at 0
/// (<doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>).
public struct DockLayout: Sendable, Hashable {
  /// The bar's bottom edge above the container's bottom edge, in points.
  public var bottomOffset: CGFloat
  /// Where the bar rests when no keyboard covers the container, in points from its bottom.
  public var restingInset: CGFloat
  /// The part of the container the followed keyboard covers, in points.
  ///
  /// `0` when the keyboard is hidden, undocked or not followed.
  public var keyboardOverlap: CGFloat

  /// Creates a layout from its values.
  public init(bottomOffset: CGFloat, restingInset: CGFloat, keyboardOverlap: CGFloat) {
    self.bottomOffset = bottomOffset
    self.restingInset = restingInset
    self.keyboardOverlap = keyboardOverlap
  }

  /// The bar's offset above its resting position, never negative: the constant for a
  /// constraint from the bar's bottom to the safe area's bottom
  /// (<doc:HowTheKeyboardBehaves#Safe-area-and-tab-bars>).
  ///
  /// `0` when the difference is not finite, which only a layout created with such values gives.
  package var offsetAboveRestingInset: CGFloat {
    let offset = bottomOffset - restingInset
    return offset.isFinite ? max(0, offset) : 0
  }

  /// The layout at rest, with no keyboard, on `safeAreaInsets`: for a container that cannot be
  /// measured against, such as a view in no window.
  ///
  /// An inset with a non-finite value counts as zero; the others keep their values.
  package static func resting(
    on safeAreaInsets: DockEdgeInsets, configuration: DockConfiguration
  ) -> DockLayout {
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    let insets = DockEdgeInsets(
      top: finite(safeAreaInsets.top), left: finite(safeAreaInsets.left),
      bottom: finite(safeAreaInsets.bottom), right: finite(safeAreaInsets.right))
    let measurable = KeyboardContainer.fullScreen(width: 0, height: 0, safeAreaInsets: insets)
    return resolve(overlap: 0, in: measurable, configuration: configuration)
  }

  /// The layout for a keyboard covering `overlap` points of `container`.
  ///
  /// Every value is finite: a negative or non-finite overlap, spacing, minimum inset or safe-area
  /// bottom counts as `0`, a spacing or minimum inset above
  /// ``KeyboardDockLimits/largestCoordinate`` counts as that, and an offset whose sum overflows
  /// is clamped to `CGFloat.greatestFiniteMagnitude`.
  package static func resolve(
    overlap: CGFloat, in container: KeyboardContainer, configuration: DockConfiguration
  ) -> DockLayout {
    OffsetRule(safeAreaBottom: container.safeAreaInsets.bottom, configuration: configuration).layout(
      overlap: overlap)
  }

  /// The rules of `resolve(overlap:in:configuration:)`, with the container's and the
  /// configuration's part worked out once: for planning, which resolves many overlaps.
  struct OffsetRule: Sendable {
    /// Where the bar rests.
    let resting: CGFloat
    /// The gap between the bar and the keyboard.
    let spacing: CGFloat

    /// The rules over a container whose safe area's bottom is `safeAreaBottom`.
    init(safeAreaBottom: CGFloat, configuration: DockConfiguration) {
      let safeBottom =
        configuration.usesBottomSafeArea && safeAreaBottom.isFinite ? max(0, safeAreaBottom) : 0
      resting =
        max(safeBottom, KeyboardDockLimits.length(configuration.minimumBottomInset))
        + KeyboardDockLimits.length(configuration.restingSpacing)
      // A negative or NaN spacing would put the bar on the keyboard or poison the layout.
      spacing = KeyboardDockLimits.length(configuration.keyboardSpacing)
    }

    /// The layout for a keyboard covering `overlap` points.
    func layout(overlap: CGFloat) -> DockLayout {
      let covered = overlap.isFinite ? max(0, overlap) : 0
      let keyboardEdge = covered > 0 ? min(covered + spacing, .greatestFiniteMagnitude) : 0
      return DockLayout(
        bottomOffset: max(keyboardEdge, resting), restingInset: resting, keyboardOverlap: covered)
    }
  }

  /// The layout for a keyboard at `keyboardFrame` (screen coordinates) with the given
  /// attachment and locality, applying the configuration's follow rules.
  ///
  /// A frame that is not a finite rectangle, or a container that is not
  /// `KeyboardContainer.isValid`, covers nothing: the bar rests (see
  /// `KeyboardGeometry.overlap(of:with:)`). The rules of `resolve(overlap:in:configuration:)`
  /// keep every value finite.
  package static func resolve(
    keyboardFrame: CGRect,
    attachment: KeyboardAttachment?,
    isLocal: Bool,
    in container: KeyboardContainer,
    configuration: DockConfiguration
  ) -> DockLayout {
    let overlap = followedOverlap(
      attachment: attachment, isLocal: isLocal, configuration: configuration,
      docked: { KeyboardGeometry.dockedOverlap(of: keyboardFrame, with: container) },
      undocked: { KeyboardGeometry.heightAbove(keyboardFrame, in: container) })
    return resolve(overlap: overlap, in: container, configuration: configuration)
  }

  /// `resolve(keyboardFrame:attachment:isLocal:in:configuration:)` in a valid container whose
  /// measures were worked out once (`measure`, and its safe area's bottom): the driver's answer
  /// for an instant.
  static func resolve(
    keyboardFrame: CGRect, attachment: KeyboardAttachment?, isLocal: Bool, measure: KeyboardFrameMeasure,
    safeAreaBottom: CGFloat, configuration: DockConfiguration
  ) -> DockLayout {
    let x = RectSpan(horizontalOf: keyboardFrame)
    let y = RectSpan(verticalOf: keyboardFrame)
    let overlap = followedOverlap(
      attachment: attachment, isLocal: isLocal, configuration: configuration,
      docked: { measure.dockedOverlap(x: x, y: y) }, undocked: { measure.heightAbove(x: x, y: y) })
    return OffsetRule(safeAreaBottom: safeAreaBottom, configuration: configuration).layout(overlap: overlap)
  }

  /// The overlap the bar follows: a docked keyboard's (`docked`), an undocked one's height above
  /// the container's bottom (`undocked`) when the configuration follows undocked keyboards, and
  /// `0` for no keyboard or another app's that the configuration does not follow.
  @inline(__always)
  private static func followedOverlap(
    attachment: KeyboardAttachment?, isLocal: Bool, configuration: DockConfiguration,
    docked: () -> CGFloat, undocked: () -> CGFloat
  ) -> CGFloat {
    guard let attachment, isLocal || configuration.followsNonLocalKeyboard else { return 0 }
    if attachment.isDocked { return docked() }
    return configuration.followsUndockedKeyboard ? undocked() : 0
  }
}
