import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A valid container's part in measuring keyboard frames, worked out once: a plan measures a
/// few hundred frames in one container, and each then costs a few comparisons.
///
/// `KeyboardGeometry`'s conversion, overlap, docked overlap and height above all measure through
/// it, so its answers are theirs, bit for bit. It takes frames as their four numbers in screen
/// coordinates. It does not check the container: make it only for one that is
/// `KeyboardContainer.isValid`.
struct KeyboardFrameMeasure: Sendable {
  /// How a keyboard frame is moved for Slide Over (`KeyboardGeometry.slideOverOffset(for:in:)`).
  private enum SlideOver: Sendable {
    /// Not in Slide Over: not moved.
    case none
    /// Judged once for the transition: moved by this much.
    case decided(CGFloat)
    /// Moved by `offset` unless the frame's bottom, rounded, is the screen's (`screenBottom`).
    case measured(screenBottom: CGFloat, offset: CGFloat)
  }

  /// The container's frame's left edge on the screen, negated.
  private let negativeMinX: CGFloat
  /// The container's frame's top edge on the screen.
  private let minY: CGFloat
  /// The container's bounds, each axis standardized.
  private let boundsX: RectSpan
  private let boundsY: RectSpan
  /// The bounds' height.
  private let height: CGFloat
  /// The screen's bottom in the container's coordinates.
  private let screenBottom: CGFloat
  /// ``screenBottom``, rounded.
  private let roundedScreenBottom: CGFloat
  /// Whether the container extends below the screen's bottom.
  private let extendsBelowScreen: Bool
  private let slideOver: SlideOver

  /// Prepares measures in `container`, which must be valid.
  init(validContainer container: KeyboardContainer) {
    let frame = container.frameInScreen
    negativeMinX = -frame.minX
    minY = frame.minY
    let bounds = container.bounds
    boundsX = RectSpan(horizontalOf: bounds).standardized
    boundsY = RectSpan(verticalOf: bounds).standardized
    height = bounds.height
    screenBottom = container.screenBounds.maxY - frame.minY
    roundedScreenBottom = screenBottom.rounded()
    extendsBelowScreen = bounds.height > max(0, screenBottom)
    if !container.isSlideOver {
      slideOver = .none
    } else if let decided = container.transitionSlideOverOffset {
      slideOver = .decided(decided.isFinite ? decided : 0)
    } else {
      let screenBottom = container.screenBounds.maxY
      let window = container.windowFrameInScreen.flatMap { $0.isFiniteRect ? $0 : nil }
      let offset = max(0, screenBottom - (window ?? frame).maxY)
      slideOver = .measured(screenBottom: screenBottom.rounded(), offset: offset.isFinite ? offset : 0)
    }
  }

  /// The vertical correction for Slide Over of a finite frame whose vertical span is `y`.
  @inline(__always)
  func slideOverOffset(_ y: RectSpan) -> CGFloat {
    switch slideOver {
    case .none: 0
    case .decided(let offset): offset
    case .measured(let screenBottom, let offset): y.high.rounded() == screenBottom ? 0 : offset
    }
  }

  /// The frame `(x, y)` converted into the container's coordinates, or `nil` when it is not a
  /// finite rectangle; a conversion that overflows gives the zero rectangle.
  @inline(__always)
  func converted(x: RectSpan, y: RectSpan) -> (x: RectSpan, y: RectSpan)? {
    guard x.isFinite, y.isFinite else { return nil }
    let dy = slideOverOffset(y)
    // `CGRect.offsetBy(dx:dy:)`: standardized, then moved.
    var movedX = x.standardized
    var movedY = y.standardized
    movedX.start += negativeMinX
    movedY.start += dy - minY
    guard movedX.isFinite, movedY.isFinite else {
      return (RectSpan(start: 0, length: 0), RectSpan(start: 0, length: 0))
    }
    return (movedX, movedY)
  }

  /// The vertical span of a converted frame's intersection with the bounds, when it has area and
  /// is finite.
  @inline(__always)
  private func seen(_ x: RectSpan, _ y: RectSpan) -> RectSpan? {
    // `KeyboardGeometry.overlappingPart(of:and:)`, with the bounds standardized once.
    guard let seenX = x.standardized.overlap(with: boundsX),
      let seenY = y.standardized.overlap(with: boundsY),
      seenX.isFinite, seenY.isFinite
    else { return nil }
    return seenY
  }

  /// How much of the container's height a converted frame covers, whose intersection's vertical
  /// span is `seen` (`KeyboardGeometry.overlap(of:with:)`).
  @inline(__always)
  private func overlap(convertedY y: RectSpan, seen: RectSpan) -> CGFloat {
    let reachesScreenBottom = screenBottom.isFinite && y.high.rounded() >= roundedScreenBottom
    let covered =
      if reachesScreenBottom && extendsBelowScreen {
        seen.low < screenBottom ? height - seen.low : 0
      } else {
        seen.size
      }
    return min(height, max(0, covered))
  }

  /// `KeyboardGeometry.overlap(of:with:)` of a frame in screen coordinates.
  func overlap(x: RectSpan, y: RectSpan) -> CGFloat {
    guard let (x, y) = converted(x: x, y: y), let seen = seen(x, y) else { return 0 }
    return overlap(convertedY: y, seen: seen)
  }

  /// `KeyboardGeometry.dockedOverlap(of:with:)` of a frame in screen coordinates.
  @inline(__always)
  func dockedOverlap(x: RectSpan, y: RectSpan) -> CGFloat {
    guard let (x, y) = converted(x: x, y: y), let seen = seen(x, y) else { return 0 }
    let overlap = overlap(convertedY: y, seen: seen)
    guard overlap > 0 else { return 0 }
    return max(overlap, min(height, max(0, height - seen.low)))
  }

  /// `KeyboardGeometry.heightAbove(_:in:)` of a frame in screen coordinates.
  func heightAbove(x: RectSpan, y: RectSpan) -> CGFloat {
    guard let (x, y) = converted(x: x, y: y), let seen = seen(x, y) else { return 0 }
    return min(height, max(0, height - seen.low))
  }
}

extension KeyboardFrameMeasure {
  /// `dockedOverlap(x:y:)` of a frame as the driver follows it: x, y, width and height.
  @inline(__always)
  func dockedOverlap(_ frame: SIMD4<Double>) -> CGFloat {
    dockedOverlap(
      x: RectSpan(start: CGFloat(frame.x), length: CGFloat(frame.z)),
      y: RectSpan(start: CGFloat(frame.y), length: CGFloat(frame.w)))
  }

  /// `heightAbove(x:y:)` of a frame as the driver follows it.
  func heightAbove(_ frame: SIMD4<Double>) -> CGFloat {
    heightAbove(
      x: RectSpan(start: CGFloat(frame.x), length: CGFloat(frame.z)),
      y: RectSpan(start: CGFloat(frame.y), length: CGFloat(frame.w)))
  }
}

extension RectSpan {
  /// The horizontal axis of `rect`.
  init(horizontalOf rect: CGRect) { self.init(start: rect.origin.x, length: rect.size.width) }
  /// The vertical axis of `rect`.
  init(verticalOf rect: CGRect) { self.init(start: rect.origin.y, length: rect.size.height) }
}
