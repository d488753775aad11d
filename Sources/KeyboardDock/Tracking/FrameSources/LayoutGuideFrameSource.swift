#if canImport(UIKit)
import UIKit
import KeyboardDockCore

/// Follows the keyboard through a probe view pinned to a `keyboardLayoutGuide` (iOS 15+).
///
/// The guide covers the part of the view the keyboard covers and follows the dismiss gesture (see *How the
/// iOS keyboard behaves*, "UIKeyboardLayoutGuide");
/// `KeyboardGeometry/sampleFrame(layoutGuideFrame:keyboardFrame:in:)` turns its frame into the keyboard's.
@MainActor
final class LayoutGuideFrameSource: KeyboardFrameSource {
  var onChange: (@MainActor () -> Void)?
  private let probe = LayoutGuideProbeView()

  /// Pins a probe to `host`'s keyboard layout guide.
  init(host: TrackingHostView) {
    probe.pin(to: host.keyboardLayoutGuide, in: host)
    probe.onLayout = { [weak self] in self?.onChange?() }
  }

  func sampleFrame(keyboardFrame: CGRect, in container: KeyboardContainer) -> CGRect? {
    guard let guideFrame = probe.frameInScreen() else { return nil }
    return KeyboardGeometry.sampleFrame(
      layoutGuideFrame: guideFrame, keyboardFrame: keyboardFrame, in: container)
  }

  func invalidate() {
    probe.onLayout = nil
    probe.removeFromSuperview()
  }
}
#endif
