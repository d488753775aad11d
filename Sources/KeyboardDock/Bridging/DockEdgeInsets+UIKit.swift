#if canImport(UIKit)
import UIKit
import KeyboardDockCore

extension DockEdgeInsets {
  /// Creates insets with the values of UIKit insets.
  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// The same insets as `UIEdgeInsets`.
  public var uiEdgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }
}
#endif
