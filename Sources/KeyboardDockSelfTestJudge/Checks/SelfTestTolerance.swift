import Foundation
import KeyboardDockTrace

/// The tolerances the self-test's judge applies, in points.
package enum SelfTestTolerance {
  /// Between the bar's bottom and the keyboard's top in the app's own frames: 0.5, kbdock's.
  package static let app = 0.5
  /// Between two accessibility frames: 1.
  ///
  /// Accessibility frames are rounded to the screen's pixels
  /// by the accessibility server, and the keyboard's element may be rounded apart from the bar's.
  package static let accessibility = 1.0
  /// Between two edges found in a frame (a video's or a still's): 1, the one tolerance `kbdock frames`
  /// and the judge share.
  ///
  /// kbdock's 0.5 pt plus 0.5 pt for the analyzer: an edge found in pixels is uncertain by a pixel (0.33 pt
  /// at scale 3, 0.5 pt at scale 2), and a compressed video blurs an edge by about a pixel either way.
  /// `kbdock frames` used 0.5 pt plus one pixel (0.83 pt at scale 3) while the judge used 1 pt; one figure
  /// for both means a frame cannot pass one and fail the other.
  package static let pixels = 1.0
}
