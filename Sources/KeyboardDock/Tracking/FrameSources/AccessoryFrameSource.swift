#if canImport(UIKit)
import UIKit
import KeyboardDockCore

/// Follows the keyboard through KVO on the host view of a pseudo input accessory view.
///
/// Works while a responder returns the tracker's ``KeyboardTracker/accessoryView`` as its
/// `inputAccessoryView`. The host view's frame is the keyboard and accessory together (see *How the iOS
/// keyboard behaves*, "Following the finger"); iOS 26 reports a host height that differs from the
/// notifications'.
@MainActor
final class AccessoryFrameSource: KeyboardFrameSource {
  var onChange: (@MainActor () -> Void)?
  private let accessory: KeyboardAccessoryProbeView

  /// Observes `accessory`'s host view.
  init(accessory: KeyboardAccessoryProbeView) {
    self.accessory = accessory
    accessory.onHostChange = { [weak self] in self?.onChange?() }
  }

  func sampleFrame(keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect? {
    guard let hostFrame = accessory.hostFrameInScreen else { return nil }
    return KeyboardGeometry.sampleFrame(
      accessoryHostFrame: hostFrame, keyboardFrame: keyboardFrame, in: container)
  }

  func invalidate() {
    accessory.onHostChange = nil
  }
}
#endif
