#if canImport(UIKit)
import UIKit

extension UIView {
  /// Makes the view invisible to people.
  ///
  /// It draws nothing, takes no touches and is hidden from accessibility. For the measuring views
  /// KeyboardDock adds to an app's hierarchy.
  @MainActor
  package func makeInertForMeasuring() {
    isUserInteractionEnabled = false
    isAccessibilityElement = false
    accessibilityElementsHidden = true
    backgroundColor = nil
    isOpaque = false
  }
}
#endif
