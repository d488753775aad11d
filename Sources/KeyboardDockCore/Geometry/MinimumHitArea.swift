import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The area that accepts a control's touches: its frame, grown evenly around its centre to at
/// least a minimum side, so a small button is still easy to hit.
package enum MinimumHitArea {
  /// The least side of a hit area, in points: 44, the minimum of Apple's Human Interface
  /// Guidelines.
  package static let side: CGFloat = 44

  /// `frame` grown evenly on each axis where it is smaller than `minimumSide`; a larger side is
  /// kept.
  ///
  /// A non-finite frame or side is returned unchanged, and so is a frame whose grown edges would
  /// overflow the finite range.
  package static func rect(around frame: CGRect, minimumSide: CGFloat = side) -> CGRect {
    guard frame.isFiniteRect, minimumSide.isFinite else { return frame }
    let rect = frame.standardized
    let dx = max(0, minimumSide - rect.width) / 2
    let dy = max(0, minimumSide - rect.height) / 2
    let grown = rect.insetBy(dx: -dx, dy: -dy)
    return grown.isFiniteRect ? grown : frame
  }
}
