import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Why a ``TextGrowthConfiguration`` was rejected by `TextGrowthConfiguration.validated()`.
package enum TextGrowthConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line height is NaN, infinite, zero or negative.
  case invalidLineHeight(CGFloat)
  /// The vertical inset is NaN, infinite or negative.
  case invalidVerticalInset(CGFloat)
  /// The minimum line count is below 1, or the maximum is below the minimum.
  case invalidLineCounts(minimum: Int, maximum: Int)

  /// A sentence naming the value and what was expected.
  package var description: String {
    switch self {
    case .invalidLineHeight(let value):
      "line height \(value) is not a finite number greater than 0"
    case .invalidVerticalInset(let value):
      "vertical inset \(value) is not a finite, non-negative number"
    case .invalidLineCounts(let minimum, let maximum):
      "line counts \(minimum)…\(maximum) are not 1 or more with the minimum at most the maximum"
    }
  }
}

extension TextGrowthConfiguration {
  /// The configuration itself when every value is usable, for settings read from a file or a
  /// user.
  ///
  /// The planning methods never fail: they fall back for unusable values (see
  /// ``init(lineHeight:verticalInset:minimumLineCount:maximumLineCount:)``). This says which
  /// value would need a fallback instead.
  ///
  /// - Throws: `TextGrowthConfigurationError.invalidLineHeight(_:)` for a line height that is
  ///   not finite and positive; `TextGrowthConfigurationError.invalidVerticalInset(_:)` for an
  ///   inset that is not finite and non-negative;
  ///   `TextGrowthConfigurationError.invalidLineCounts(minimum:maximum:)` for a minimum below 1
  ///   or a minimum greater than the maximum.
  package func validated() throws -> TextGrowthConfiguration {
    guard lineHeight.isFinite, lineHeight > 0 else {
      throw TextGrowthConfigurationError.invalidLineHeight(lineHeight)
    }
    guard verticalInset.isFinite, verticalInset >= 0 else {
      throw TextGrowthConfigurationError.invalidVerticalInset(verticalInset)
    }
    guard minimumLineCount >= 1, minimumLineCount <= maximumLineCount else {
      throw TextGrowthConfigurationError.invalidLineCounts(
        minimum: minimumLineCount, maximum: maximumLineCount)
    }
    return self
  }
}
