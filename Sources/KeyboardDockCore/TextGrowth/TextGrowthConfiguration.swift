import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The limits of an auto-growing text view, measured in lines of its font.
///
/// See <doc:HowTheKeyboardBehaves#Auto-growing-text>.
public struct TextGrowthConfiguration: Sendable, Hashable {
  /// The font's line height, in points.
  public var lineHeight: CGFloat
  /// The text container's top plus bottom inset, in points.
  ///
  /// Defaults to `16`, UITextView's 8 + 8 (<doc:HowTheKeyboardBehaves#Auto-growing-text>).
  public var verticalInset: CGFloat
  /// The fewest lines the view shows, even when empty; defaults to `1`.
  public var minimumLineCount: Int
  /// The most lines the view grows to before it scrolls; defaults to `5`.
  public var maximumLineCount: Int

  /// Creates a configuration; the optional arguments have the defaults documented on the
  /// properties.
  ///
  /// Nothing is checked here: the planning methods use a line height of 1 for one that is not
  /// finite and positive, an inset of 0 for one that is not finite, at least one line, and a
  /// maximum never below the minimum. Call `validated()` to reject such values instead.
  public init(
    lineHeight: CGFloat, verticalInset: CGFloat = 16, minimumLineCount: Int = 1, maximumLineCount: Int = 5
  ) {
    self.lineHeight = lineHeight
    self.verticalInset = verticalInset
    self.minimumLineCount = minimumLineCount
    self.maximumLineCount = maximumLineCount
  }

  /// The height of `lines` lines plus the insets.
  ///
  /// A negative line count counts as 0; a height that overflows is clamped to
  /// `CGFloat.greatestFiniteMagnitude`.
  @inlinable
  public func height(forLineCount lines: Int) -> CGFloat {
    let height = (safeLineHeight * CGFloat(max(0, lines)) + safeVerticalInset).rounded(.up)
    return min(height, .greatestFiniteMagnitude)
  }

  /// The height when empty: ``minimumLineCount`` lines.
  @inlinable
  public var minimumHeight: CGFloat { height(forLineCount: max(1, minimumLineCount)) }

  /// The largest height: ``maximumLineCount`` lines, or less where `availableHeight` is smaller.
  ///
  /// It is never below ``minimumHeight``.
  @inlinable
  public func maximumHeight(availableHeight: CGFloat = .infinity) -> CGFloat {
    let lines = height(forLineCount: max(maximumLineCount, minimumLineCount, 1))
    let available = availableHeight.isNaN ? lines : availableHeight.rounded(.down)
    return max(minimumHeight, min(lines, available))
  }

  /// The height and scrolling for text whose laid-out height is `contentHeight`.
  ///
  /// - Parameters:
  ///   - contentHeight: The text view's fitting height at its *current* width, insets included
  ///     (`sizeThatFits` with an unbounded height; <doc:HowTheKeyboardBehaves#Auto-growing-text>). Fractions
  ///     are rounded up after discarding float noise below 0.001 pt.
  ///   - availableHeight: The most the view may take, from `AvailableSpace`; defaults to
  ///     unbounded.
  /// - Returns: A height between ``minimumHeight`` and the maximum, with scrolling on exactly
  ///   when the content is taller than the maximum.
  @inlinable
  public func plan(contentHeight: CGFloat, availableHeight: CGFloat = .infinity) -> TextGrowthPlan {
    let cap = maximumHeight(availableHeight: availableHeight)
    let measured = contentHeight.isFinite ? (max(0, contentHeight) - 0.001).rounded(.up) : minimumHeight
    let height = min(max(measured, minimumHeight), cap)
    let lines = ((measured - safeVerticalInset) / safeLineHeight).rounded()
    // Clamped before the conversion, which would trap beyond Int's range (a 1e-300 pt line); a
    // count too large to be finite is the largest count, not none.
    let lineCount =
      lines.isNaN ? 0 : Int(min(max(lines, 0), CGFloat(Int32.max)))
    return TextGrowthPlan(height: height, isScrollEnabled: measured > cap, lineCount: lineCount)
  }

  @usableFromInline
  var safeLineHeight: CGFloat { lineHeight.isFinite && lineHeight > 0 ? lineHeight : 1 }

  @usableFromInline
  var safeVerticalInset: CGFloat { verticalInset.isFinite ? max(0, verticalInset) : 0 }
}

/// The result of `TextGrowthConfiguration.plan(contentHeight:availableHeight:)`.
public struct TextGrowthPlan: Sendable, Hashable {
  /// The height to give the text view, in points.
  public var height: CGFloat
  /// Whether the text view scrolls: on at the cap, off below it.
  ///
  /// Toggle `isScrollEnabled` only when this changes (<doc:HowTheKeyboardBehaves#Auto-growing-text>).
  public var isScrollEnabled: Bool
  /// How many lines the content holds.
  ///
  /// At most `Int32.max`: a line height so small that the count overflows gives that.
  public var lineCount: Int

  /// Creates a plan.
  public init(height: CGFloat, isScrollEnabled: Bool, lineCount: Int) {
    self.height = height
    self.isScrollEnabled = isScrollEnabled
    self.lineCount = lineCount
  }
}
