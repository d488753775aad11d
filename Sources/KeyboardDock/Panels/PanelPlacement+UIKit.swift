#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension PanelPlacement {
  /// Describes where a panel shown for `view` goes: its window's screen and height, the device
  /// idiom, and whether a hardware keyboard is attached.
  ///
  /// The screen is `view.window?.windowScene?.screen`, never `UIScreen.main`.
  ///
  /// - Returns: `nil` while the view is in no window, or its window in no scene.
  @MainActor
  public init?(view: UIView, isHardwareKeyboardAttached: Bool) {
    guard let window = view.window, let screen = window.windowScene?.screen else { return nil }
    self.init(
      screenSize: screen.bounds.size, windowHeight: window.bounds.height,
      idiom: PanelDeviceIdiom(window.traitCollection.userInterfaceIdiom),
      isHardwareKeyboardAttached: isHardwareKeyboardAttached)
  }
}

extension PanelDeviceIdiom {
  /// The idiom of a trait collection: `.pad` for an iPad and for an iPad app on a
  /// Mac, `.phone` otherwise.
  public init(_ idiom: UIUserInterfaceIdiom) {
    switch idiom {
    case .pad, .mac: self = .pad
    default: self = .phone
    }
  }
}
#endif
