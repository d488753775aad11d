#if canImport(UIKit)
import UIKit

extension UIView {
  /// A rectangle of this view in its screen's coordinate space.
  ///
  /// `nil` while the view is in no window or its window in no scene. The space is
  /// `window?.windowScene?.screen.coordinateSpace` (for a window, its own scene's screen), never
  /// `UIScreen.main`'s: keyboard frames are reported in it, and it measures views in different windows of one
  /// screen against each other (see *How the iOS keyboard behaves*, "Multitasking").
  ///
  /// - Parameter rect: A rectangle in this view's coordinates. Defaults to `nil`, the view's
  ///   `bounds`.
  @MainActor
  func frameInScreen(_ rect: CGRect? = nil) -> CGRect? {
    guard let screen = ((self as? UIWindow) ?? window)?.windowScene?.screen else { return nil }
    return convert(rect ?? bounds, to: screen.coordinateSpace)
  }
}
#endif
