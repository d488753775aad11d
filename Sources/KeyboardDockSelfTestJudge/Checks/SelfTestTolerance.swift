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
  /// Between two edges found in a video frame: 1.
  ///
  /// The hairline that marks the bar's bottom is 1 pt, and a
  /// compressed video blurs an edge by a pixel either way.
  package static let pixels = 1.0
}
